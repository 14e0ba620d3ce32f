/**
 * Google's consent page as the stand-in plays it for Fitbit (functions/emulator/local-provider/
 * google-stand-in.ts): she opens the address trackers-startAuthorization answered, and presses
 * Allow (or Cancel); the redirect back to the app carries the code and the state.
 */
import { randomInt } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { postForm } from './emulators';

export function newHealthUserId(): string {
  return String(randomInt(10 ** 12, 10 ** 13 - 1));
}

export async function authorizeAtStandIn(
  consent: URL,
  options: { subject?: string; activity?: boolean; cancel?: boolean } = {},
): Promise<{ back: URL; subject: string }> {
  const page = await fetch(consent);
  if (page.status !== 200)
    throw new Error(`consent page answered ${page.status}: ${await page.text()}`);
  const subject = options.subject ?? newHealthUserId();
  const fields: Record<string, string> = {
    redirect_uri: consent.searchParams.get('redirect_uri') ?? '',
    state: consent.searchParams.get('state') ?? '',
    code_challenge: consent.searchParams.get('code_challenge') ?? '',
    health_user_id: subject,
    action: options.cancel ? 'cancel' : 'authorize',
  };
  if (options.activity ?? true) fields.activity = 'on';
  const answer = await postForm(`${consent.origin}${consent.pathname}`, fields);
  if (answer.status !== 303)
    throw new Error(`consent answered ${answer.status}: ${await answer.text()}`);
  return { back: new URL(answer.headers.get('location') ?? ''), subject };
}

/** Whether her grant to our app was revoked at the stand-in's Google. */
export async function revokedAtGoogle(db: Firestore, healthUserId: string): Promise<boolean> {
  const grant = (await db.doc(`local_provider/google/grants/${healthUserId}`).get()).data();
  return grant?.standing === false && typeof grant.revokedAtMs === 'number';
}
