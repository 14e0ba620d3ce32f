/** The one typed ref of users/{uid} (docs/house-style.md rule 3). Imported only by features' api/ modules. */
import { doc, type DocumentData, type DocumentReference } from 'firebase/firestore';
import { db } from './firestore';
import { readOnlyConverter } from './read-only-converter';
import { parseUserDoc, type UserDoc } from '../contract/docs/user';

const USERS_COLLECTION = 'users';

/**
 * Read side only: writes to the user document go through dedicated api functions with
 * exactly the fields the rules allow (never a whole UserDoc), on the raw ref.
 */
const userDocConverter = readOnlyConverter<UserDoc>('users/{uid}', parseUserDoc);

export function userDocRef(uid: string): DocumentReference<UserDoc, DocumentData> {
  return doc(db, USERS_COLLECTION, uid).withConverter(userDocConverter);
}

/** The same document without the converter, for allowlisted field writes. */
export function rawUserDocRef(uid: string): DocumentReference<DocumentData, DocumentData> {
  return doc(db, USERS_COLLECTION, uid);
}
