/**
 * The participant's own user document for registration: the legs already subscribed to
 * (users/{uid}.subscribedRaces keys) and the merged details write (spec 01 §3).
 */
import { getDoc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import { rawUserDocRef, userDocRef } from '../../../lib/user-doc';
import type { UserDetails } from '../../../lib/user-doc-model';
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
        next({ subscribedLegIds: Object.keys(data?.subscribedRaces ?? {}), details: data?.details ?? null });
      },
      (error) => fail(toRegistrationError(error)),
    );
}

export type DetailsInput = Omit<UserDetails, 'lastModifiedAt'>;

/**
 * Merges {agreedToTerms: true, email, details: {…, lastModifiedAt: server time}} into users/{uid}.
 * Rules accept that only as an update: if the first-sign-in document (email, createdAt) is not
 * there yet, it is created first (the same two keys the rules allow on create) and the merge retried.
 */
export async function saveParticipantDetails(uid: string, email: string, details: DetailsInput): Promise<void> {
  const ref = rawUserDocRef(uid);
  const merge = () =>
    setDoc(
      ref,
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
  try {
    try {
      await merge();
    } catch (error) {
      if (toRegistrationError(error).code !== 'permission-denied' || (await getDoc(ref)).exists()) throw error;
      await setDoc(ref, { email, createdAt: serverTimestamp() });
      await merge();
    }
  } catch (error) {
    throw toRegistrationError(error);
  }
}
