/**
 * The account page's e-mail choices: users/{uid}.mailPreferences alone, one key per write (a
 * dotted path, so her postcards choice never drops her news consent record and back), keys
 * firestore.rules allows (onlyMailPreferencesChanged; contract/mail-preferences.ts). The
 * activity trigger reads `postcards` before queuing a milestone postcard; news goes only to a
 * stored yes (functions/src/mail/news.ts), recorded with the server's time and source 'account'.
 */
import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { rawUserDocRef } from '../../../lib/user-doc';

export async function savePostcardsPreference(uid: string, postcards: boolean): Promise<void> {
  await updateDoc(rawUserDocRef(uid), { 'mailPreferences.postcards': postcards });
}

export async function saveNewsConsent(uid: string, consent: boolean): Promise<void> {
  await updateDoc(rawUserDocRef(uid), {
    'mailPreferences.news': { consent, at: serverTimestamp(), source: 'account' },
  });
}
