/**
 * A signed-in participant's language on users/{uid}.language ('en' | 'fr'; the rules allow that
 * field alone, docs/security.md item 70), so her choice follows her to another device. Loaded
 * only once someone is signed in: the visitor pages never download Firestore for it.
 */
import { getDoc, updateDoc } from 'firebase/firestore';
import { rawUserDocRef } from '../user-doc';
import { isLanguage, type Language } from './language';

export async function readAccountLanguage(uid: string): Promise<Language | null> {
  const snapshot = await getDoc(rawUserDocRef(uid));
  const stored: unknown = snapshot.get('language');
  return isLanguage(stored) ? stored : null;
}

export async function saveAccountLanguage(uid: string, language: Language): Promise<void> {
  await updateDoc(rawUserDocRef(uid), { language });
}
