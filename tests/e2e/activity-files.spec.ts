/**
 * 'Upload a file' on the dashboard (docs/activity-files.md), in Chromium against the emulator
 * suite, with files the test makes: a GPX of a 5.00 km run lands with its duration on its own
 * day (the browser in Vancouver, the run in the evening there, already the next day in UTC) and
 * the same file again is refused; a TCX and a FIT (written with Garmin's FIT SDK encoder) land;
 * a file without times and a 2:00/km marathon are refused with their reasons and write nothing;
 * offline, a file is read and confirmed and its write waits for the network; a file shared to
 * the installed app (a multipart POST to the manifest's share_target, taken by the service worker)
 * opens the race choice, then the dashboard's confirm step. Every entry added is removed after.
 */
import { Encoder, Profile, type Mesg } from '@garmin/fitsdk';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { APP_URL, signedInAt } from './support/browser';
import { serverRow } from './support/dashboard';
import { eventually, firestoreDoc } from './support/emulator-rest';
import { ownParticipant, type OwnUser } from './support/own-user';
import { serviceWorkerActive } from './support/service-worker';
import { containing, waitForText } from './support/wait-for';

const MAIN = 'price_tbcr25_1000km';
const DASHBOARD = '/dashboard/tbcr25_1000km';
const ZONE = 'America/Vancouver';
/** Each run's files differ (a name inside), so a run left half-done never blocks the next. */
const RUN = Date.now().toString(36);
const DAY_MS = 86_400_000;

let browser: Browser;
/** A copy of the demo runner of this file's own (support/own-user.ts): the files land on her row. */
let own: OwnUser;
let row = '';
let keysBefore: readonly string[] = [];

/** 'YYYY-MM-DD' in Vancouver, `daysAgo` days before today there. */
function vancouverDay(daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() - daysAgo * DAY_MS),
  );
}

/** Degrees of latitude for `metres` along a meridian (the great circle the app measures with). */
const latFor = (metres: number) => ((metres / 6371000) * 180) / Math.PI;

/** A GPX run north along a meridian: `metres` in `seconds`, a point every 10 m. */
function gpx(startMs: number, metres: number, seconds: number, withTimes = true): string {
  const count = Math.round(metres / 10);
  const points = Array.from({ length: count + 1 }, (_, i) => {
    const time = new Date(startMs + (i * seconds * 1000) / count).toISOString();
    return `<trkpt lat="${(45 + latFor(i * 10)).toFixed(9)}" lon="-123.1"><ele>12</ele>${
      withTimes ? `<time>${time}</time>` : ''
    }</trkpt>`;
  }).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="e2e" xmlns="http://www.topografix.com/GPX/1/1">
<metadata><name>e2e ${RUN}</name></metadata>
<trk><name>Evening Run</name><type>running</type><trkseg>
${points}
</trkseg></trk></gpx>`;
}

function tcx(startMs: number, metres: number, seconds: number): string {
  const start = new Date(startMs).toISOString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
<Activities><Activity Sport="Running"><Id>${start}</Id><Notes>e2e ${RUN}</Notes>
<Lap StartTime="${start}"><TotalTimeSeconds>${seconds}</TotalTimeSeconds><DistanceMeters>${metres}</DistanceMeters>
<Track><Trackpoint><Time>${start}</Time></Trackpoint>
<Trackpoint><Time>${new Date(startMs + seconds * 1000).toISOString()}</Time></Trackpoint></Track></Lap>
</Activity></Activities></TrainingCenterDatabase>`;
}

/** A FIT activity as a watch writes it, with the FIT SDK's own encoder. */
function fit(startMs: number, metres: number, seconds: number): Buffer {
  const encoder = new Encoder();
  const put = (name: string, fields: Record<string, unknown>) =>
    encoder.onMesg(Profile.MesgNum[name]!, fields as Mesg);
  const at = (s: number) => new Date(startMs + s * 1000);
  put('FILE_ID', {
    manufacturer: 'development',
    product: 1,
    // The run's id in the file, so each run's file is new.
    serialNumber: parseInt(RUN.slice(-6), 36),
    timeCreated: at(0),
    type: 'activity',
  });
  for (let i = 0; i <= 10; i += 1) {
    put('RECORD', { timestamp: at((seconds * i) / 10), distance: (metres * i) / 10 });
  }
  put('SESSION', {
    timestamp: at(seconds),
    startTime: at(0),
    totalElapsedTime: seconds,
    totalTimerTime: seconds,
    totalDistance: metres,
    sport: 'running',
  });
  return Buffer.from(encoder.close());
}

/** An evening run in Vancouver `daysAgo` days ago: 02:00 UTC of the day after, 18:00 or 19:00 there. */
function eveningOf(daysAgo: number): number {
  const dayAfter = new Date(Date.parse(`${vancouverDay(daysAgo)}T12:00:00Z`) + DAY_MS);
  return Date.parse(`${dayAfter.toISOString().slice(0, 10)}T02:00:00Z`);
}

/**
 * 'HH:MM' of an instant on Vancouver's clock, as the browser keeps it: Chromium's and Node's zone
 * databases disagree on British Columbia's winter offset from November 2026 (support/browser.ts).
 */
function vancouverTime(page: Page, ms: number): Promise<string> {
  return page.evaluate(
    ([at, zone]) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(at)),
    [ms, ZONE] as const,
  );
}

async function pick(page: Page, name: string, content: string | Buffer) {
  await page.getByTestId('activity-file-input').setInputFiles({
    name,
    mimeType: 'application/octet-stream',
    buffer: typeof content === 'string' ? Buffer.from(content) : content,
  });
}

/** Adds the file shown on the confirm step; answers the key it landed under on the server. */
async function confirmAndLand(page: Page): Promise<string> {
  const before = await serverRow(MAIN, own.uid);
  await page.getByRole('button', { name: 'Add this activity' }).click();
  await page.getByText('Activity added.').waitFor();
  return eventually(async () => {
    const row = await serverRow(MAIN, own.uid);
    return row.keys.find((k) => k.startsWith('File_') && !before.keys.includes(k)) ?? null;
  }, 20000);
}

interface ServerEntry {
  readonly date: string;
  readonly distance: number;
  readonly duration: string;
}

async function serverEntry(key: string): Promise<ServerEntry> {
  const times = (await firestoreDoc(row))?.times as {
    mapValue: { fields: Record<string, { mapValue: { fields: Record<string, never> } }> };
  };
  const fields = times.mapValue.fields[key]!.mapValue.fields as Record<
    string,
    {
      timestampValue?: string;
      doubleValue?: number;
      integerValue?: string;
      mapValue?: { fields: Record<string, { integerValue: string }> };
    }
  >;
  const d = fields.duration!.mapValue!.fields;
  return {
    date: fields.date!.timestampValue!,
    distance: Number(fields.distance!.doubleValue ?? fields.distance!.integerValue),
    duration: `${d.hours!.integerValue}:${d.minutes!.integerValue}:${d.seconds!.integerValue}`,
  };
}

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  own = await ownParticipant('activity-files');
  row = `races/${MAIN}/subscribedUsers/${own.uid}`;
  const server = await serverRow(MAIN, own.uid);
  keysBefore = server.keys;
});

test.describe('Upload a file', () => {
  test('lands a 5.00 km GPX run with its duration on its own day, and refuses the same file again', async () => {
    const { page, context, errors } = await signedInAt(browser, DASHBOARD, {
      timezoneId: ZONE,
      storageState: own.storageState,
    });
    const start = eveningOf(1);
    const file = gpx(start, 5000, 1500);
    await page.getByRole('button', { name: 'Upload a file' }).waitFor();
    await pick(page, 'evening-run.gpx', file);
    const preview = page.getByTestId('activity-file-preview');
    await waitForText(preview.getByTestId('file-km'), '5.00 Km');
    await waitForText(preview.getByTestId('file-moving'), '0:25:00');
    await waitForText(
      preview.getByTestId('file-date'),
      containing(`· ${await vancouverTime(page, start)}`),
    );
    // The confirm step has the focus: nothing is written before 'Add this activity'.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H3');
    expect((await serverRow(MAIN, own.uid)).keys.filter((k) => k.startsWith('File_'))).toEqual(
      keysBefore.filter((k) => k.startsWith('File_')),
    );

    const key = await confirmAndLand(page);
    expect(key).toMatch(/^File_[0-9a-f]{32}$/);
    expect(await serverEntry(key)).toEqual({
      date: `${vancouverDay(1)}T12:00:00Z`,
      distance: 5,
      duration: '0:25:0',
    });
    await page.locator(`[data-key="${key}"]`).waitFor();

    await pick(page, 'evening-run-again.gpx', file);
    await waitForText(
      page.getByTestId('activity-file-refused'),
      'This activity is already counted.',
    );
    expect(await page.getByTestId('activity-file-preview').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('lands a TCX and a FIT file made with the FIT SDK', async () => {
    const { page, context } = await signedInAt(browser, DASHBOARD, {
      timezoneId: ZONE,
      storageState: own.storageState,
    });
    await page.getByRole('button', { name: 'Upload a file' }).waitFor();

    await pick(page, 'lunch.tcx', tcx(eveningOf(2), 3210, 1200));
    await waitForText(page.getByTestId('file-km'), '3.21 Km');
    const tcxKey = await confirmAndLand(page);
    expect(await serverEntry(tcxKey)).toMatchObject({ distance: 3.21, duration: '0:20:0' });

    await pick(page, 'watch.fit', fit(eveningOf(3), 7500, 2700));
    await waitForText(page.getByTestId('file-km'), '7.50 Km');
    const fitKey = await confirmAndLand(page);
    expect(await serverEntry(fitKey)).toEqual({
      date: `${vancouverDay(3)}T12:00:00Z`,
      distance: 7.5,
      duration: '0:45:0',
    });
    await context.close();
  });

  test('refuses a file without times and a 2:00/km marathon with their reasons, writing nothing', async () => {
    const { page, context } = await signedInAt(browser, DASHBOARD, {
      timezoneId: ZONE,
      storageState: own.storageState,
    });
    await page.getByRole('button', { name: 'Upload a file' }).waitFor();
    const before = await serverRow(MAIN, own.uid);

    await pick(page, 'route.gpx', gpx(eveningOf(1), 2000, 600, false));
    await waitForText(
      page.getByTestId('activity-file-refused'),
      /^This file has no time in it, so we can't tell when the activity was/,
    );
    await pick(page, 'marathon.gpx', gpx(eveningOf(2), 42195, 42.195 * 120));
    await waitForText(
      page.getByTestId('activity-file-refused'),
      "This activity's pace (2:00 /km) is faster than anyone manages on this challenge, so it can't be counted.",
    );
    expect(await page.getByRole('button', { name: 'Add this activity' }).count()).toBe(0);
    const after = await serverRow(MAIN, own.uid);
    expect(after.keys).toEqual(before.keys);
    expect(after.total).toBe(before.total);
    await context.close();
  });

  test('reads and confirms a file offline; its write waits for the network and lands once', async () => {
    const { page, context } = await signedInAt(browser, DASHBOARD, {
      serviceWorker: true,
      timezoneId: ZONE,
      storageState: own.storageState,
    });
    await page.getByRole('button', { name: 'Upload a file' }).waitFor();
    await serviceWorkerActive(page);
    await page.reload();
    await page.getByRole('button', { name: 'Upload a file' }).waitFor();
    const before = await serverRow(MAIN, own.uid);

    await context.setOffline(true);
    await pick(page, 'offline.gpx', gpx(eveningOf(4), 2500, 900));
    await waitForText(page.getByTestId('file-km'), '2.50 Km');
    await page.getByRole('button', { name: 'Add this activity' }).click();
    const waiting = page
      .getByTestId('activity')
      .filter({ has: page.getByTestId('waiting-to-sync') });
    await waiting.waitFor();
    const key = (await waiting.getAttribute('data-key'))!;
    expect(key).toMatch(/^File_/);
    expect((await serverRow(MAIN, own.uid)).keys).not.toContain(key);

    await context.setOffline(false);
    const after = await eventually(async () => {
      const row = await serverRow(MAIN, own.uid);
      return row.keys.includes(key) ? row : null;
    }, 30000);
    expect(after.keys.filter((k) => !before.keys.includes(k))).toEqual([key]);
    expect(Math.abs(after.total - (before.total + 2.5))).toBeLessThan(1e-9);
    await context.close();
  });

  test("opens the confirm step from a file shared to the installed app (the manifest's share_target)", async () => {
    const manifest = (await (await fetch(`${APP_URL}/manifest.webmanifest`)).json()) as {
      share_target: { action: string; method: string; params: { files: { name: string }[] } };
    };
    expect(manifest.share_target.method).toBe('POST');
    const { page, context } = await signedInAt(browser, DASHBOARD, {
      serviceWorker: true,
      timezoneId: ZONE,
      storageState: own.storageState,
    });
    await serviceWorkerActive(page);
    await page.reload();
    await page.getByRole('button', { name: 'Upload a file' }).waitFor();

    // What the phone does on "Share": a multipart POST of the file to the share target.
    const shared = gpx(eveningOf(5), 4000, 1440);
    await Promise.all([
      page.waitForURL(`${APP_URL}${manifest.share_target.action}`),
      page.evaluate(
        ({ action, field, text }) => {
          const form = document.createElement('form');
          form.method = 'POST';
          form.action = action;
          form.enctype = 'multipart/form-data';
          const input = document.createElement('input');
          input.type = 'file';
          input.name = field;
          const files = new DataTransfer();
          files.items.add(new File([text], 'shared-run.gpx', { type: 'application/gpx+xml' }));
          input.files = files.files;
          form.append(input);
          document.body.append(form);
          form.submit();
        },
        {
          action: manifest.share_target.action,
          field: manifest.share_target.params.files[0]!.name,
          text: shared,
        },
      ),
    ]);
    await page.getByText('Which of your challenges is shared-run.gpx for?').waitFor();
    await page.getByRole('button', { name: /^The Big Canada Run 2025 · 1,?000 km Leg$/ }).click();
    await waitForText(page.getByTestId('file-km'), '4.00 Km');
    expect(new URL(page.url()).pathname).toBe(DASHBOARD);
    const key = await confirmAndLand(page);
    expect(await serverEntry(key)).toMatchObject({ distance: 4, duration: '0:24:0' });
    await context.close();
  });
});
