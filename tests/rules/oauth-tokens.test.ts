/**
 * Tracker tokens (docs/product.md, "Deliberate differences": tokens live in a server-only collection; docs/security.md item 7):
 * no client reads or writes oauth_tokens, and the user document never carries a token.
 */
import { describe, it } from 'vitest';
import { ALICE, BOB, assertFails } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('oauth-tokens', () => ({
  'oauth_tokens/alice': { strava: { accessToken: 'a', refreshToken: 'r', expiresAt: 1 } },
  'users/alice': {
    email: 'alice@example.test',
    createdAt: new Date(),
    stravaAccount: { id: 42 },
  },
}));

describe('OAuth tokens', () => {
  it('7. alice reads her own tokens, or bob reads hers, or anyone lists them: deny', async () => {
    const alice = env.authenticatedContext(ALICE).firestore();
    await assertFails(alice.doc('oauth_tokens/alice').get());
    await assertFails(env.authenticatedContext(BOB).firestore().doc('oauth_tokens/alice').get());
    await assertFails(alice.collection('oauth_tokens').get());
    await assertFails(env.unauthenticatedContext().firestore().doc('oauth_tokens/alice').get());
  });

  it('7. alice writes tokens anywhere, her own stravaAccount.refreshToken included: deny', async () => {
    const alice = env.authenticatedContext(ALICE).firestore();
    await assertFails(alice.doc('oauth_tokens/alice').set({ strava: { refreshToken: 'mine' } }));
    await assertFails(alice.doc('oauth_tokens/alice').update({ 'strava.accessToken': 'mine' }));
    await assertFails(alice.doc('oauth_tokens/alice').delete());
    await assertFails(alice.doc('oauth_tokens/bob').set({ strava: { refreshToken: 'mine' } }));
    await assertFails(alice.doc('users/alice').update({ 'stravaAccount.refreshToken': 'r' }));
    await assertFails(
      alice.doc('users/alice').update({ stravaAccount: { id: 42, refreshToken: 'r' } }),
    );
  });
});
