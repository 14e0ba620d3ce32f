/**
 * Firestore paths the functions read and write (docs/data-model.md), built in one place so a
 * collection's name is spelled once on the server. Pure: each returns the path a `db.doc()`
 * or `db.collection()` takes.
 */

/** users/{uid}: the participant's own document (profile, subscribedRaces, tracker accounts). */
export const userPath = (uid: string): string => `users/${uid}`;

/** races/{legId}: a leg (its window, distance, settings). */
export const legPath = (legId: string): string => `races/${legId}`;

/** races/{legId}/subscribedUsers: the leg's participant rows. */
export const rowsPath = (legId: string): string => `${legPath(legId)}/subscribedUsers`;

/** races/{legId}/subscribedUsers/{uid}: one participant's row on a leg (her activities). */
export const rowPath = (legId: string, uid: string): string => `${rowsPath(legId)}/${uid}`;

/** races/{legId}/teams/{teamName}: a team of a leg (its code lives in a server-only child). */
export const teamPath = (legId: string, teamName: string): string =>
  `${legPath(legId)}/teams/${teamName}`;

/** stripe_customers/{uid}/payments/{paymentId}: a payment, as the Stripe extension writes it. */
export const paymentPath = (uid: string, paymentId: string): string =>
  `stripe_customers/${uid}/payments/${paymentId}`;

/** giftcodes/{code}: a gift code (the buyer reads it). */
export const giftCodePath = (code: string): string => `giftcodes/${code}`;

/**
 * deletions/{uid}: the server-only marker of an account deletion (account/account-deletion.ts);
 * from its creation the rules and the callable wrapper refuse her uid.
 */
export const deletionPath = (uid: string): string => `deletions/${uid}`;
