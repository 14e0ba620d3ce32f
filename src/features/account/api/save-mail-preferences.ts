/**
 * The account page's e-mail choices: users/{uid}.mailPreferences alone, a map of the keys
 * firestore.rules allows (onlyMailPreferencesChanged; contract/mail-preferences.ts). The
 * activity trigger reads it before queuing a milestone postcard.
 */
import { updateDoc } from 'firebase/firestore';
import type { MailPreferences } from '../../../contract/mail-preferences';
import { rawUserDocRef } from '../../../lib/user-doc';

export async function saveMailPreferences(uid: string, prefs: MailPreferences): Promise<void> {
  await updateDoc(rawUserDocRef(uid), { mailPreferences: { postcards: prefs.postcards } });
}
