/**
 * HTTP `fitbit-webhook`: Fitbit's subscriber endpoint (docs/trackers.md; Fitbit Subscriptions API).
 * GET ?verify=CODE: Fitbit's subscriber verification, 204 for our FITBIT_VERIFY_CODE and 404
 *   for anything else (Fitbit checks both).
 * POST: a JSON array of notifications signed with X-Fitbit-Signature (fitbit-signature.ts).
 *   A wrong or missing signature is refused (404, as Fitbit's guide says) and nothing is stored
 *   (security checklist 51). Each notification goes to the inbox, then 204 at once (Fitbit
 *   wants an answer within 5 s; onTrackerEventCreated does the work).
 * Each delivery is one inbox event (fitbit-notification.ts inboxEventOf: security checklist 50).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { enqueue } from '../inbox';
import { deployedSecrets, providerConfig } from '../provider-config';
import { inboxEventOf, parseNotifications } from './fitbit-notification';
import { verifyFitbitSignature } from './fitbit-signature';

export const webhook = onRequest(
  { secrets: deployedSecrets(['FITBIT_CLIENT_SECRET']) },
  async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const config = providerConfig().fitbit;
    if (req.method === 'GET') {
      const verify = req.query.verify;
      if (verify !== undefined && verify === config.verifyCode) res.status(204).end();
      else res.status(404).end();
      return;
    }
    if (req.method !== 'POST') {
      res.set('Allow', 'GET, POST').status(405).end();
      return;
    }
    if (
      !verifyFitbitSignature(
        req.rawBody ?? Buffer.alloc(0),
        req.get('x-fitbit-signature'),
        config.clientSecret,
      )
    ) {
      logger.warn('Fitbit webhook: wrong signature, refused');
      res.status(404).end();
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse((req.rawBody ?? Buffer.alloc(0)).toString('utf8'));
    } catch {
      res.status(400).json({ error: 'the body is not JSON' });
      return;
    }
    const parsed = parseNotifications(body);
    if (!parsed.ok) {
      res.status(400).json({ error: parsed.reason });
      return;
    }
    if (parsed.skipped > 0)
      logger.info('Fitbit webhook: notifications skipped', { skipped: parsed.skipped });
    const db = getFirestore();
    const receivedAtMs = Date.now();
    await Promise.all(
      parsed.notifications.map((n) =>
        enqueue(db, inboxEventOf(n, receivedAtMs), new Date(receivedAtMs)),
      ),
    );
    res.status(204).end();
  },
);
