/**
 * Who an e-mail goes to: the participant's address on her user document (docs/product.md §R3), else her
 * sign-in account's. Null when neither has one (the caller logs it; nothing is queued).
 */
import { getAuth } from 'firebase-admin/auth';
import type { DocumentData } from 'firebase-admin/firestore';

export async function recipientOf(
  uid: string,
  user: DocumentData | undefined,
): Promise<string | null> {
  if (typeof user?.email === 'string' && user.email.includes('@')) return user.email;
  try {
    return (await getAuth().getUser(uid)).email ?? null;
  } catch {
    return null;
  }
}

/** Her first name as she gave it at sign-up (users/{uid}.details.firstName); '' when none. */
export function firstNameOf(user: DocumentData | undefined): string {
  const name: unknown = user?.details?.firstName;
  return typeof name === 'string' ? name.trim() : '';
}
