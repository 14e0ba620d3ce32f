// @vitest-environment jsdom
/**
 * The confirmation page's reads (docs/product.md §R2.7) through its hooks, with the real SDK on the
 * seeded emulator: the race's bib and community links, the gift legs' labels (an inactive leg,
 * which the rules do not serve, falls back to its id), and the participant's own document.
 * jsdom for React's renderHook only; Firestore still talks to the emulator.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../src/features/auth/api/auth-actions';
import {
  useConfirmationUserDoc,
  useLegLabels,
  useRaceLinks,
} from '../../src/features/confirmation/api/confirmation-data';
import { auth } from '../../src/lib/firebase-app';
import { uniqueEmail } from './support/emulator-accounts';
import { seedDocs, seedProductByUrl } from './support/seed-data';

const [RACE_ID, RACE] = seedProductByUrl('thebigcanadarun2025');
const INACTIVE_LEG = 'price_tbcr25_500km_presale';
let uid = '';
let email = '';

beforeAll(async () => {
  email = uniqueEmail('confirmation');
  ({ uid } = await createAccount(email, 'secret-pass-1'));
});
afterAll(async () => {
  await signOut(auth);
});

/**
 * The hook's first settled state; then it is unmounted, so its listener stops before signing
 * out (a listener left open is refused after sign-out and would set state once the next
 * file's run has torn this file's jsdom down).
 */
async function settled<T>(hook: () => { status: string; data?: T }) {
  const { result, unmount } = renderHook(hook);
  await waitFor(() => expect(result.current.status).not.toBe('loading'), { timeout: 10_000 });
  const value = result.current;
  unmount();
  return value;
}

describe('confirmation data', () => {
  it("reads the race's bib and community links", async () => {
    expect(RACE.metadata.bib_link).toBeTruthy();
    const links = await settled(() => useRaceLinks(RACE_ID));
    expect(links).toMatchObject({
      status: 'success',
      data: { bibLink: RACE.metadata.bib_link, fbLink: RACE.metadata.fb_link },
    });
  });

  it('labels the gift legs by their description, an inactive leg by its id (the rules do not serve it)', async () => {
    expect(seedDocs.get(`products/${RACE_ID}/prices/${INACTIVE_LEG}`)?.active).toBe(false);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined); // reportError logs the refused read
    const labels = await settled(() =>
      useLegLabels(RACE_ID, ['price_tbcr25_1000km', INACTIVE_LEG], 'en'),
    );
    const label = seedDocs.get(`products/${RACE_ID}/prices/price_tbcr25_1000km`)?.description;
    expect(label).toBe('1,000 km Leg');
    expect(labels).toMatchObject({
      status: 'success',
      data: { price_tbcr25_1000km: label, [INACTIVE_LEG]: INACTIVE_LEG },
    });
    expect(quiet).toHaveBeenCalled();
    quiet.mockRestore();
  });

  it('labels them in French from the price’s fr map', async () => {
    const french = seedDocs.get(`products/${RACE_ID}/prices/price_tbcr25_1000km`)?.fr;
    expect(french).toEqual({ description: 'Parcours de 1\u00a0000\u202fkm' });
    const labels = await settled(() => useLegLabels(RACE_ID, ['price_tbcr25_1000km'], 'fr'));
    expect(labels).toMatchObject({
      status: 'success',
      data: { price_tbcr25_1000km: 'Parcours de 1\u00a0000\u202fkm' },
    });
  });

  it("follows the participant's own document", async () => {
    const doc = await settled(() => useConfirmationUserDoc(uid));
    expect(doc).toMatchObject({ status: 'success', data: { email } });
  });
});
