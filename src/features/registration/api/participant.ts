/**
 * The participant's own user document for registration: the legs already subscribed to
 * (users/{uid}.subscribedRaces keys) and the merged details write (docs/product.md §R3).
 */
import { onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import { rawUserDocRef, userDocRef } from '../../../lib/user-doc';
import type { UserDetails } from '../../../contract/docs/user';
import type { Subscribe } from '../../../lib/use-subscription';
import { toRegistrationError } from './registration-error';

export interface Participant {
  /** Leg ids (price_…) the user is registered for. */
  readonly subscribedLegIds: readonly string[];
  readonly details: UserDetails | null;
}

export function subscribeParticipant(uid: string): Subscribe<Participant> {
  return (next, fail) =>
    onSnapshot(
      userDocRef(uid),
      (snapshot) => {
        const data = snapshot.data();
        next({
          subscribedLegIds: Object.keys(data?.subscribedRaces ?? {}),
          details: data?.details ?? null,
        });
      },
      (error) => fail(toRegistrationError(error)),
    );
}

export type DetailsInput = Omit<UserDetails, 'lastModifiedAt'>;

/**
 * Merges {agreedToTerms: true, email, details: {…, lastModifiedAt: server time}} into users/{uid}.
 * The rules accept that as an update of the document signing up created (auth-actions.ts
 * resolves only once it exists), never as a create.
 */
export async function saveParticipantDetails(
  uid: string,
  email: string,
  details: DetailsInput,
): Promise<void> {
  try {
    await setDoc(
      rawUserDocRef(uid),
      {
        agreedToTerms: true,
        email,
        details: {
          firstName: details.firstName,
          lastName: details.lastName,
          address: details.address,
          country: details.country,
          state: details.state,
          city: details.city,
          postalCode: details.postalCode,
          phoneNumber: details.phoneNumber,
          lastModifiedAt: serverTimestamp(),
        },
      },
      { merge: true },
    );
  } catch (error) {
    throw toRegistrationError(error);
  }
}
