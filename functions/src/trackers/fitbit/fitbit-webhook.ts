/**
 * HTTP `fitbit-webhook`: the Google Health API subscriber endpoint (docs/trackers.md, "Fitbit").
 * Every request must carry the subscriber's Authorization secret (FITBIT_WEBHOOK_AUTHORIZATION,
 * health-notification.ts); without it, 401 and nothing is stored (docs/trackers.md, "Processing").
 * - {"type": "verification"} with the secret: 201 (projects.subscribers.create checks it, and
 *   checks that the same request without the secret gets 401).
 * - Notifications: each exercise notification goes to the inbox, then 204 at once;
 *   onTrackerEventCreated does the work. Each delivery is one inbox event (docs/trackers.md, "Storage").
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { enqueue } from '../inbox';
import { deployedSecrets, providerConfig } from '../provider-config';
import { authorizedNotification, inboxEventOf, parseDelivery } from './health-notification';

export const webhook = onRequest(
  { secrets: deployedSecrets(['FITBIT_WEBHOOK_AUTHORIZATION']) },
  async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (req.method !== 'POST') {
      res.set('Allow', 'POST').status(405).end();
      return;
    }
    if (
      !authorizedNotification(
        req.get('authorization'),
        providerConfig().fitbit.webhookAuthorization,
      )
    ) {
      logger.warn('Fitbit webhook: no or wrong Authorization, refused');
      res.status(401).end();
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse((req.rawBody ?? Buffer.alloc(0)).toString('utf8'));
    } catch {
      res.status(400).json({ error: 'the body is not JSON' });
      return;
    }
    const delivery = parseDelivery(body);
    if (delivery.kind === 'verification') {
      res.status(201).end();
      return;
    }
    if (delivery.kind === 'refused') {
      res.status(400).json({ error: delivery.reason });
      return;
    }
    if (delivery.skipped > 0)
      logger.info('Fitbit webhook: notifications skipped', { skipped: delivery.skipped });
    const db = getFirestore();
    const receivedAtMs = Date.now();
    await Promise.all(
      delivery.notifications.map((n) =>
        enqueue(db, inboxEventOf(n, receivedAtMs), new Date(receivedAtMs)),
      ),
    );
    res.status(204).end();
  },
);
