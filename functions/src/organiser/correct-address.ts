/**
 * `organiser-correctAddress` (docs/organiser-console.md, "Correct a shipping address"): what the
 * account page refuses her (docs/data-model.md: a change of shipping zone, or after the leg's
 * `medalsShipAt`) support may do. The address passes registration step 1's checks
 * (contract/shipping-address.ts, in the request's parser); the zone and the date are not
 * checked, the organiser's reason is logged instead with the address before and after. Written
 * as the self-serve correction writes it (registration/correct-shipping-address.ts): the
 * registration's `shippingAddress` and `shippingAddressCorrectedAt`, in one transaction with the
 * log entry. The same address again answers `unchanged` and writes nothing. Organisers only
 * (organiser-callable.ts).
 */
import { FieldPath, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { CORRECT_ADDRESS } from '../../../src/contract/callables/organiser-address';
import type { CorrectAddressResult } from '../../../src/contract/callables/organiser-support';
import { ORGANISER_REFUSAL_TEXTS } from '../../../src/contract/callables/organiser';
import { toRecord } from '../../../src/contract/docs/values';
import {
  SHIPPING_ADDRESS_FIELDS,
  storedShippingAddress,
} from '../../../src/contract/shipping-address';
import { refusalError } from '../shared/callable';
import { userPath } from '../shared/paths';
import { organiserCallable } from './organiser-callable';
import { logInTransaction } from './organiser-log';

export const correctAddress = organiserCallable(
  CORRECT_ADDRESS,
  async ({ uid, legId, address, reason }, caller): Promise<CorrectAddressResult> => {
    const db = getFirestore();
    const userRef = db.doc(userPath(uid));
    return db.runTransaction(async (tx): Promise<CorrectAddressResult> => {
      const user = await tx.get(userRef);
      const entry = toRecord(toRecord(user.get('subscribedRaces'))[legId]);
      if (!user.exists || Object.keys(entry).length === 0)
        throw refusalError('not-found', 'notRegistered', ORGANISER_REFUSAL_TEXTS);
      const before = storedShippingAddress(entry.shippingAddress);
      if (before && SHIPPING_ADDRESS_FIELDS.every((name) => before[name] === address[name]))
        return { outcome: 'unchanged' };
      tx.update(
        userRef,
        new FieldPath('subscribedRaces', legId, 'shippingAddress'),
        address,
        new FieldPath('subscribedRaces', legId, 'shippingAddressCorrectedAt'),
        Timestamp.now(),
      );
      logInTransaction(db, tx, caller, {
        action: 'registration.address',
        target: `users/${uid}`,
        reason,
        before: { legId, address: before },
        after: { legId, address },
      });
      return { outcome: 'corrected' };
    });
  },
);
