/**
 * The account page's address edit: users/{uid}.details alone, stamped with the server time,
 * exactly what the users rules allow an owner to change (firestore.rules, docs/security.md item 4).
 */
import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { rawUserDocRef } from '../../../lib/user-doc';
import type { AddressInput } from '../logic/address-form';

export async function saveAddress(uid: string, input: AddressInput): Promise<void> {
  await updateDoc(rawUserDocRef(uid), {
    details: {
      firstName: input.firstName,
      lastName: input.lastName,
      address: input.address,
      country: input.country,
      state: input.state,
      city: input.city,
      postalCode: input.postalCode,
      phoneNumber: input.phoneNumber,
      lastModifiedAt: serverTimestamp(),
    },
  });
}
