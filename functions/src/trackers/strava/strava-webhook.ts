/**
 * HTTP `strava-webhook`: Strava's push subscription endpoint (docs/trackers.md).
 * GET: the subscription's validation handshake; a wrong verify token is refused (403).
 * POST: an event of our subscription is stored in the inbox and answered 200 at once (Strava
 * wants an answer within 2 s; onTrackerEventCreated does the work). An event naming another
 * subscription is refused (403) and nothing is stored (docs/security.md item 51). Strava does not
 * sign events; what an event says is never trusted beyond "look at this activity": the
 * handler reads the activity from Strava's API with the athlete's own token, and applies a
 * delete or a deauthorization only once Strava confirms it (strava-verify.ts; docs/security.md
 * item 61).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { enqueue } from '../inbox';
import { providerConfig } from '../provider-config';
import { handshakeChallenge, parseStravaEvent } from './strava-event';

export const webhook = onRequest(async (req, res) => {
  res.set('Cache-Control', 'no-store');
  const config = providerConfig().strava;
  if (req.method === 'GET') {
    const challenge = handshakeChallenge(req.query as Record<string, unknown>, config.verifyToken);
    if (challenge === null) {
      logger.warn('Strava webhook handshake refused');
      res.status(403).json({ error: 'forbidden' });
      return;
    }
    res.status(200).json({ 'hub.challenge': challenge });
    return;
  }
  if (req.method !== 'POST') {
    res.set('Allow', 'GET, POST').status(405).json({ error: 'method not allowed' });
    return;
  }
  const parsed = parseStravaEvent(req.body, config.subscriptionId);
  if (parsed.status === 'foreign') {
    logger.warn('Strava webhook event of another subscription refused');
    res.status(403).json({ error: 'forbidden' });
    return;
  }
  if (parsed.status === 'invalid') {
    res.status(400).json({ error: parsed.reason });
    return;
  }
  if (parsed.status === 'event') {
    const created = await enqueue(getFirestore(), parsed.event);
    if (!created)
      logger.info('Strava webhook event delivered again', {
        ownerId: parsed.event.ownerId,
        objectId: parsed.event.objectId,
      });
  }
  res.status(200).json({ ok: true });
});
