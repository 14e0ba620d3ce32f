/**
 * `strava-webhook` as Strava (or anyone) calls it (docs/trackers.md; docs/security.md item 51):
 * the subscription's validation handshake needs our verify token; an event naming another
 * subscription is refused and nothing reaches the inbox; a malformed one is refused too.
 */
import { describe, expect, it } from 'vitest';
import { adminDb } from './support/emulators';
import { SUBSCRIPTION_ID, VERIFY_TOKEN, WEBHOOK, inboxDocs, newAthleteId } from './support/strava';

const db = adminDb();

const handshake = (token: string) =>
  fetch(
    `${WEBHOOK}?${new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': 'abc123' })}`,
  );

const post = (body: unknown) =>
  fetch(WEBHOOK, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

function event(objectId: string, overrides: Record<string, unknown> = {}) {
  return {
    object_type: 'activity',
    object_id: Number(objectId),
    aspect_type: 'create',
    updates: {},
    owner_id: Number(newAthleteId()),
    subscription_id: SUBSCRIPTION_ID,
    event_time: Math.floor(Date.now() / 1000),
    ...overrides,
  };
}

describe('the subscription handshake', () => {
  it('echoes hub.challenge for our verify token', async () => {
    const response = await handshake(VERIFY_TOKEN);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ 'hub.challenge': 'abc123' });
  });

  it('51. refuses a wrong verify token (403), echoing nothing', async () => {
    const response = await handshake('not-our-token');
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('abc123');
  });
});

describe('events', () => {
  it('stores an event of our subscription in the inbox (answered 200)', async () => {
    const objectId = String(Date.now());
    const response = await post(event(objectId));
    expect(response.status).toBe(200);
    const docs = await inboxDocs(db, objectId);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      provider: 'strava',
      kind: 'activity',
      aspect: 'create',
      objectId,
    });
  });

  it('51. refuses an event naming another subscription (403): nothing stored', async () => {
    const objectId = String(Date.now() + 1);
    const response = await post(event(objectId, { subscription_id: SUBSCRIPTION_ID + 1 }));
    expect(response.status).toBe(403);
    const missing = await post(event(String(Date.now() + 2), { subscription_id: undefined }));
    expect(missing.status).toBe(403);
    expect(await inboxDocs(db, objectId)).toEqual([]);
  });

  it('refuses a malformed event of our subscription (400): nothing stored', async () => {
    const objectId = String(Date.now() + 3);
    expect((await post(event(objectId, { aspect_type: 'explode' }))).status).toBe(400);
    expect((await post(event(objectId, { owner_id: 'nobody' }))).status).toBe(400);
    expect(await inboxDocs(db, objectId)).toEqual([]);
  });
});
