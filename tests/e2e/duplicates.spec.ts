/**
 * Possible duplicates across sources on the dashboard (beyond the spec), in Chromium against
 * the emulator suite: a Strava import lands (written as the server would) on the day of one of
 * the demo runner's manual entries, with nearly its distance. The feed links it 'View on
 * Strava' with 'Powered by Strava' and asks about the pair; 'Keep both' is stored on the row
 * (through the rules) and another device no longer asks. On a copy of the runner of the file's
 * own (support/own-user.ts), so no seeded row changes.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { signedInAt } from './support/browser';
import { serverRow } from './support/dashboard';
import { ownParticipant, type OwnUser } from './support/own-user';
import { eventually, firestoreDoc, patchFirestoreDoc } from './support/emulator-rest';
import { waitForAttribute, waitForText } from './support/wait-for';

const MAIN = 'price_tbcr25_1000km';
const IMPORT_KEY = 'S_990001';
let browser: Browser;
/** A copy of the demo runner of this file's own (support/own-user.ts), and her row. */
let own: OwnUser;
let row = '';

/** keptDuplicates of the row on the server, as manual key → imported key. */
async function keptOnServer(): Promise<Record<string, string>> {
  const fields = (await firestoreDoc(row))?.keptDuplicates as
    { mapValue?: { fields?: Record<string, { stringValue: string }> } } | undefined;
  return Object.fromEntries(
    Object.entries(fields?.mapValue?.fields ?? {}).map(([k, v]) => [k, v.stringValue]),
  );
}

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  own = await ownParticipant('duplicates');
  row = `races/${MAIN}/subscribedUsers/${own.uid}`;
  const server = await serverRow(MAIN, own.uid);
  const manual = server.keys.find(
    (k) => /^\d+_\d{4}-\d{2}-\d{2}$/.test(k) && server.distanceOf(k) > 1,
  );
  if (!manual) throw new Error('The seed has no manual entry on the main race.');
  const day = manual.slice(-10);
  const distance = Math.round(server.distanceOf(manual) * 1.01 * 100) / 100;
  const totalBefore = server.total;
  // As the import does it: the entry shaped like a manual one, the total raised by its distance.
  await patchFirestoreDoc(
    row,
    {
      times: {
        mapValue: {
          fields: {
            [IMPORT_KEY]: {
              mapValue: {
                fields: {
                  date: { timestampValue: `${day}T12:00:00.000Z` },
                  distance: { doubleValue: distance },
                  distanceType: { stringValue: 'Km' },
                  duration: {
                    mapValue: {
                      fields: {
                        hours: { integerValue: '1' },
                        minutes: { integerValue: '0' },
                        seconds: { integerValue: '0' },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
      totalDistance: { doubleValue: Math.round((totalBefore + distance) * 100) / 100 },
    },
    [`times.${IMPORT_KEY}`, 'totalDistance'],
  );
});

test.describe('possible duplicates on the dashboard', () => {
  test("links the import 'View on Strava', asks about the pair, and 'Keep both' holds on another device", async () => {
    const first = await signedInAt(browser, '/dashboard/tbcr25_1000km', {
      consoleErrors: true,
      storageState: own.storageState,
    });
    const notice = first.page.locator(`[data-testid="duplicate"][data-imported="${IMPORT_KEY}"]`);
    await notice.waitFor();
    const manualKey = (await notice.getAttribute('data-manual'))!;
    expect(manualKey).toMatch(/^\d+_\d{4}-\d{2}-\d{2}$/);
    const imported = first.page.locator(`[data-key="${IMPORT_KEY}"]`);
    await waitForText(imported.getByTestId('activity-source'), 'Strava');
    await waitForAttribute(
      imported.getByRole('link', { name: 'View on Strava' }),
      'href',
      'https://www.strava.com/activities/990001',
    );
    // Beside the feed, besides the footer's attribution.
    await waitForAttribute(first.page.getByTestId('powered-by-strava'), 'alt', 'Powered by Strava');

    await notice.getByRole('button', { name: 'Keep both' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(
      await eventually(async () =>
        (await keptOnServer())[manualKey] === IMPORT_KEY ? true : null,
      ),
    ).toBe(true);
    // The times and the total did not move.
    const after = await serverRow(MAIN, own.uid);
    expect(after.keys).toContain(manualKey);
    expect(after.keys).toContain(IMPORT_KEY);
    expect(first.errors).toEqual([]);
    await first.context.close();

    const second = await signedInAt(browser, '/dashboard/tbcr25_1000km', {
      storageState: own.storageState,
    });
    await second.page.locator(`[data-key="${IMPORT_KEY}"]`).waitFor();
    expect(
      await second.page.locator(`[data-testid="duplicate"][data-manual="${manualKey}"]`).count(),
    ).toBe(0);
    await second.context.close();
  });
});
