/**
 * HTTP `garmin-webhook`: Garmin Health API push endpoint (docs/trackers.md; garmin-push.ts).
 * Garmin does not sign pushes, so every summary is checked against the participant it names:
 * its userAccessToken must be the stored access token of the participant linked to its
 * userId (compared in constant time). Summaries that fail are refused and nothing of them is
 * stored (security checklist 51); a push with nothing but refused summaries is answered 403.
 * The others go to the inbox (without the token), answered 200 at once: Garmin wants a quick
 * answer, onTrackerEventCreated does the work. The inbox id hashes the summary, so the same
 * push twice is one event and an updated summary is a new one (security checklist 50).
 */
import { timingSafeEqual } from 'node:crypto';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { enqueue } from '../inbox';
import { ownerOf, readTokens } from '../token-store';
import { inboxEventOf, parsePush } from './garmin-push';

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The stored access token of the participant linked to a Garmin user, or null. */
async function storedToken(db: Firestore, garminUserId: string): Promise<string | null> {
  const uid = await ownerOf(db, 'garmin', garminUserId);
  if (!uid) return null;
  const tokens = await readTokens(db, uid, 'garmin');
  return tokens && tokens.garminUserId === garminUserId ? tokens.token : null;
}

export const webhook = onRequest(async (req, res) => {
  res.set('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).end();
    return;
  }
  const parsed = parsePush(req.body);
  if (!parsed) {
    res.status(400).json({ error: 'not a Garmin push' });
    return;
  }
  const db = getFirestore();
  const tokens = new Map<string, Promise<string | null>>();
  const tokenOf = (userId: string) => {
    if (!tokens.has(userId)) tokens.set(userId, storedToken(db, userId));
    return tokens.get(userId) as Promise<string | null>;
  };
  const checked = await Promise.all(
    parsed.items.map(async (item) => {
      const stored = await tokenOf(item.userId);
      return { item, ok: stored !== null && sameToken(stored, item.userAccessToken) };
    }),
  );
  const accepted = checked.filter((c) => c.ok).map((c) => c.item);
  const refused = checked.length - accepted.length;
  if (refused > 0)
    logger.warn('Garmin push: summaries with an unknown access token refused', {
      refused,
      accepted: accepted.length,
    });
  if (refused > 0 && accepted.length === 0) {
    res.status(403).json({ error: 'forbidden' });
    return;
  }
  await Promise.all(accepted.map((item) => enqueue(db, inboxEventOf(item))));
  res.status(200).json({ accepted: accepted.length, skipped: parsed.skipped });
});
