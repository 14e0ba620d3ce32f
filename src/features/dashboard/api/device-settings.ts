/**
 * The two tracker settings a participant writes herself (docs/product.md §P2, §P7; firestore.rules,
 * docs/security.md items 6, 46, 47): the per-race posting toggle subscribedRaces.{legId}.stravaLink, and
 * Garmin's data type garminAccount.activeToggle. Everything else on users/{uid} is the server's.
 */
import { FieldPath, updateDoc } from 'firebase/firestore';
import { rawUserDocRef } from '../../../lib/user-doc';
import type { GarminDataType } from '../logic/device';

export function setPostingToggle(uid: string, legId: string, on: boolean): Promise<void> {
  return updateDoc(rawUserDocRef(uid), new FieldPath('subscribedRaces', legId, 'stravaLink'), on);
}

export function setGarminDataType(uid: string, type: GarminDataType): Promise<void> {
  return updateDoc(rawUserDocRef(uid), new FieldPath('garminAccount', 'activeToggle'), type);
}
