/**
 * HTTP `garmin-webhook`: Garmin Health API push endpoint (docs/trackers-fitbit-garmin.md,
 * "Garmin"; garmin-push.ts). Garmin does not sign pushes and, once an app is on OAuth 2.0,
 * names users by user id only. So a push is taken only:
 * - at our registered URL: its `key` query parameter must be GARMIN_WEBHOOK_KEY (the secret
 *   part of the URLs registered in Garmin's endpoint configuration, compared in constant
 *   time); otherwise 403 and nothing stored (docs/trackers.md, "What is verified");
 * - summary by summary, for a Garmin user linked to a participant, OAuth 2.0 and not-yet-moved
 *   OAuth 1.0a links alike; a summary that still carries a user access token (an OAuth 1 link,
 *   before Garmin's move of the app) must carry the stored one (a deregistration
 *   on someone else's word changes nothing).
 * Summaries about nobody we know are dropped (answered 200: Garmin need not send them again).
 * The rest go to the inbox (without any token), answered 200 at once: Garmin wants a quick
 * answer, onTrackerEventCreated does the work. The inbox id hashes the summary, so the same
 * push twice is one event and an updated summary is a new one (counted once).
 */
import { timingSafeEqual } from 'node:crypto';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { enqueue } from '../inbox';
import { deployedSecrets, providerConfig } from '../provider-config';
import { isOAuth1, ownerOf, readTokens, type GarminTokens } from '../token-store';
import { inboxEventOf, parsePush, type GarminPushItem } from './garmin-push';

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The stored tokens of the participant linked to a Garmin user, or null. */
async function linkedTokens(db: Firestore, garminUserId: string): Promise<GarminTokens | null> {
  const uid = await ownerOf(db, 'garmin', garminUserId);
  if (!uid) return null;
  const tokens = await readTokens(db, uid, 'garmin');
  return tokens && tokens.garminUserId === garminUserId ? tokens : null;
}

/** 'ok', 'unknown' (nobody's) or 'forged' (a user access token that is not hers). */
function verdict(item: GarminPushItem, tokens: GarminTokens | null) {
  if (!tokens) return 'unknown';
  if (item.userAccessToken === '') return 'ok';
  return isOAuth1(tokens) && same(tokens.token, item.userAccessToken) ? 'ok' : 'forged';
}

export const webhook = onRequest(
  { secrets: deployedSecrets(['GARMIN_WEBHOOK_KEY']) },
  async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (req.method !== 'POST') {
      res.set('Allow', 'POST').status(405).end();
      return;
    }
    const key = typeof req.query.key === 'string' ? req.query.key : '';
    if (!same(key, providerConfig().garmin.webhookKey)) {
      logger.warn('Garmin push refused: not at our registered URL (key)');
      res.status(403).json({ error: 'forbidden' });
      return;
    }
    const parsed = parsePush(req.body);
    if (!parsed) {
      res.status(400).json({ error: 'not a Garmin push' });
      return;
    }
    const db = getFirestore();
    const links = new Map<string, Promise<GarminTokens | null>>();
    const tokensOf = (userId: string) => {
      if (!links.has(userId)) links.set(userId, linkedTokens(db, userId));
      return links.get(userId) as Promise<GarminTokens | null>;
    };
    const checked = await Promise.all(
      parsed.items.map(async (item) => ({
        item,
        verdict: verdict(item, await tokensOf(item.userId)),
      })),
    );
    const accepted = checked.filter((c) => c.verdict === 'ok').map((c) => c.item);
    const forged = checked.filter((c) => c.verdict === 'forged').length;
    const unknown = checked.length - accepted.length - forged;
    if (forged > 0 || unknown > 0)
      logger.warn('Garmin push: summaries not taken', {
        forged,
        unknown,
        accepted: accepted.length,
      });
    if (forged > 0 && accepted.length === 0) {
      res.status(403).json({ error: 'forbidden' });
      return;
    }
    await Promise.all(accepted.map((item) => enqueue(db, inboxEventOf(item))));
    res.status(200).json({ accepted: accepted.length, skipped: parsed.skipped + unknown });
  },
);
