/**
 * What `firebase deploy` would ship: functions/lib/index.js, built by functions/package.json
 * "build" from functions/src/index.ts, holds none of the emulator-only stand-ins (local checkout,
 * tracker providers, functions/emulator/) and exports exactly the production functions. The
 * emulator bundle ("build:emulator", functions/emulator/index.ts) adds the stand-ins, only inside
 * the emulator suite. Groups (`strava`, `fitbit`, `garmin`, `trackers`) deploy as `group-name`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseName } from '../../scripts/lib/release.mjs';

const FUNCTIONS = resolve(import.meta.dirname, '../../functions');
const PRODUCTION = [
  'checkTeam',
  'cheerFeedItem',
  'confirmNews',
  'correctShippingAddress',
  'createReferralLink',
  'deleteMyAccount',
  'exportMyData',
  'onActivityWritten',
  'onAuthUserDeleted',
  'onFeedItemDeleted',
  'onGiftMailDelivery',
  'onLeaderboardNameChanged',
  'onMailDeliveryError',
  'onNotePosted',
  'onPaymentWritten',
  'onRegistrationProvisioned',
  'onStandingsRowWritten',
  'onTrackerEventCreated',
  'reconcile',
  'redeemGiftCode',
  'reportGiftMail',
  'requestNewsConfirmation',
  'retryTrackerEvents',
  'rollStandingsWindows',
  'sendGiftCode',
  'sendNews',
  'startCheckout',
  'stripeWebhook',
  'unsubscribe',
  'strava-exchangeAuthorizationCode',
  'strava-webhook',
  'trackers-disconnect',
  'trackers-startAuthorization',
  'fitbit-exchangeAuthorizationCode',
  'fitbit-remindLegacyConnections',
  'fitbit-webhook',
  'garmin-exchangeAccessToken',
  'garmin-webhook',
  'organiser-changeTeam',
  'organiser-correctAddress',
  'organiser-endRegistration',
  'organiser-fairPlayFlags',
  'organiser-giftCodeBatch',
  'organiser-giveComplimentary',
  'organiser-importTracking',
  'organiser-lookupParticipant',
  'organiser-medalsToShip',
  'organiser-moveRegistration',
  'organiser-newsReach',
  'organiser-newsTest',
  'organiser-raceNumbers',
  'organiser-resendConfirmation',
  'organiser-reviewFlag',
  'organiser-updateLegSetup',
  'organiser-updateSiteOptions',
];
const STAND_INS = [
  'localCheckout',
  'localProvider',
  'localReconcile',
  'localRuntime',
  'onCheckoutSessionCreated',
  'sendQueuedMail',
];
// What only the stand-ins' code says: their function names and guards, their pages' titles, their
// state. Not `localProvider` alone: trackers/provider-config.ts names its emulator URL.
const STAND_IN_MARKERS = [
  'localCheckout',
  'onCheckoutSessionCreated',
  'localCheckoutEnabled',
  'localProviderEnabled',
  'Local checkout',
  'Local Strava athletes',
  'Local Google Health users',
  'Local Garmin users',
  'local_provider',
  'localReconcileEnabled',
  'localRuntimeEnabled',
  'emulator_faults',
  'sendQueuedMail',
  'localMailEnabled',
  'nodemailer',
];

/**
 * What firebase-tools sets when it loads the bundle to discover its functions: a v1 Auth
 * trigger (onAuthUserDeleted) names its project in its endpoint and needs it.
 */
const DISCOVERY_ENV = { GCLOUD_PROJECT: 'demo-discovery' };

/** Builds a functions bundle as functions/package.json's scripts do (build.mjs), into `outDir`. */
function build(bundle: 'production' | 'emulator', outDir: string): string {
  const outfile = join(outDir, `${bundle}.js`);
  execFileSync(process.execPath, [join(FUNCTIONS, 'build.mjs'), bundle, `--outfile=${outfile}`], {
    cwd: FUNCTIONS,
    stdio: 'pipe',
  });
  return outfile;
}

/** The deployed function names: an export, or `group-member` for a group of functions. */
function exportedNames(entry: string, env: NodeJS.ProcessEnv): string[] {
  const script = `const m = require(${JSON.stringify(entry)});
    const names = Object.keys(m).flatMap((k) => m[k]?.__endpoint ? [k] : Object.keys(m[k] ?? {}).map((n) => k + '-' + n));
    console.log(JSON.stringify(names.sort()))`;
  // The bundles leave packages external: they resolve from the functions' node_modules.
  const nodePath = join(FUNCTIONS, 'node_modules');
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], {
      env: { ...env, ...DISCOVERY_ENV, NODE_PATH: nodePath },
      encoding: 'utf8',
    }),
  ) as string[];
}

/** Each Firestore-triggered function of the bundle and whether it is deployed with retries. */
function firestoreTriggerRetries(entry: string): Record<string, boolean> {
  const script = `const m = require(${JSON.stringify(entry)});
    const out = {};
    for (const [k, f] of Object.entries(m)) {
      const t = f?.__endpoint?.eventTrigger;
      if (t && String(t.eventType).includes('firestore')) out[k] = t.retry === true;
    }
    console.log(JSON.stringify(out))`;
  const nodePath = join(FUNCTIONS, 'node_modules');
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], {
      env: { ...withoutEmulatorEnv(), ...DISCOVERY_ENV, NODE_PATH: nodePath },
      encoding: 'utf8',
    }),
  ) as Record<string, boolean>;
}

/** The markers found in a bundle's code, and the functions/emulator/ files its source map names. */
function standInTraces(bundle: string): { markers: string[]; sources: string[] } {
  const code = readFileSync(bundle, 'utf8');
  const { sources } = JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as { sources: string[] };
  return {
    markers: STAND_IN_MARKERS.filter((marker) => code.includes(marker)),
    sources: sources.filter((source) => /(^|\/)functions\/emulator\//.test(source)),
  };
}

function withoutEmulatorEnv(): NodeJS.ProcessEnv {
  const {
    FUNCTIONS_EMULATOR: _emulator,
    STRIPE_API_KEY: _key,
    STRIPE_SECRET_KEY: _secret,
    ...env
  } = process.env;
  return env;
}

/** Addresses the providers retired (docs/trackers.md, docs/trackers-fitbit-garmin.md). */
const RETIRED_ENDPOINTS = [
  /api\.fitbit\.com/,
  /fitbit\.com\/oauth2/,
  /['"`/]1(\.2)?\/user\//,
  /oauth\/request_token/,
  /oauth\/access_token/,
  /oauth-service\/oauth/,
  /oauth\/deauthorize/,
];

describe('the functions bundles', { timeout: 60000 }, () => {
  let outDir = '';
  let production = '';
  let emulator = '';
  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'functions-bundles-'));
    production = build('production', outDir);
    emulator = build('emulator', outDir);
  }, 120000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('60. the production bundle holds no stand-in code (names, page titles, functions/emulator/ sources)', () => {
    expect(standInTraces(production)).toEqual({ markers: [], sources: [] });
  });

  it('60. the same check finds every stand-in in the emulator bundle', () => {
    const traces = standInTraces(emulator);
    expect(traces.markers).toEqual(STAND_IN_MARKERS);
    expect(traces.sources).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/functions\/emulator\/local-checkout\.ts$/),
        expect.stringMatching(/functions\/emulator\/local-provider\/local-provider\.ts$/),
        expect.stringMatching(/functions\/emulator\/local-reconcile\.ts$/),
        expect.stringMatching(/functions\/emulator\/local-runtime\.ts$/),
        expect.stringMatching(/functions\/emulator\/payment-fault\.ts$/),
        expect.stringMatching(/functions\/emulator\/local-mail\.ts$/),
      ]),
    );
  });

  it('60. the production bundle exports exactly the production functions, in the emulator suite or not', () => {
    expect(exportedNames(production, withoutEmulatorEnv())).toEqual([...PRODUCTION].sort());
    expect(
      exportedNames(production, { ...withoutEmulatorEnv(), FUNCTIONS_EMULATOR: 'true' }),
    ).toEqual([...PRODUCTION].sort());
  });

  it("the production bundle calls none of the providers' retired endpoints (docs/trackers.md): Fitbit's Web API and OAuth, Garmin's OAuth 1.0a request and access tokens, Strava's oauth/deauthorize", () => {
    const code = readFileSync(production, 'utf8');
    expect(RETIRED_ENDPOINTS.filter((endpoint) => endpoint.test(code))).toEqual([]);
    // Garmin's token exchange keeps OAuth 1 signing for the links not yet moved: it is no retired endpoint.
    expect(code).toContain('partner-gateway/rest/user/token-exchange');
  });

  it("the same scan finds the retired endpoints where they are still named: the stand-ins' answers of 410 (emulator bundle)", () => {
    const code = readFileSync(emulator, 'utf8');
    const named = RETIRED_ENDPOINTS.filter((endpoint) => endpoint.test(code)).map(String);
    expect(named).toEqual(expect.arrayContaining([String(/oauth\/deauthorize/)]));
    expect(named.some((endpoint) => endpoint.includes('user'))).toBe(true);
  });

  it('the production bundle names the commit it was built from, for Sentry (docs/error-reporting.md)', () => {
    const release = releaseName(resolve(FUNCTIONS, '..'));
    expect(readFileSync(production, 'utf8')).toContain(JSON.stringify(release));
  });

  it('loading the production bundle loads no Sentry: @sentry/node is imported on the first error only (cold start)', () => {
    const script = `require(${JSON.stringify(production)});
      console.log(JSON.stringify(Object.keys(require.cache).filter((k) => k.includes('@sentry'))))`;
    const loaded = JSON.parse(
      execFileSync(process.execPath, ['-e', script], {
        env: {
          ...withoutEmulatorEnv(),
          ...DISCOVERY_ENV,
          NODE_PATH: join(FUNCTIONS, 'node_modules'),
        },
        encoding: 'utf8',
      }),
    ) as string[];
    expect(loaded).toEqual([]);
  });

  it('the triggers that grant or derive value are deployed with retries (the tracker inbox has its own claims and sweep)', () => {
    expect(firestoreTriggerRetries(production)).toEqual({
      onActivityWritten: true,
      onFeedItemDeleted: true,
      onGiftMailDelivery: true,
      onLeaderboardNameChanged: true,
      onMailDeliveryError: true,
      onNotePosted: true,
      onPaymentWritten: true,
      onRegistrationProvisioned: true,
      onStandingsRowWritten: true,
      onTrackerEventCreated: false,
    });
  });

  it('60. the emulator bundle adds the stand-ins only in the emulator suite; the checkout one not when a Stripe secret is configured', () => {
    const env = withoutEmulatorEnv();
    expect(exportedNames(emulator, env)).toEqual([...PRODUCTION].sort());
    expect(exportedNames(emulator, { ...env, FUNCTIONS_EMULATOR: 'true' })).toEqual(
      [...PRODUCTION, ...STAND_INS].sort(),
    );
    expect(
      exportedNames(emulator, {
        ...env,
        FUNCTIONS_EMULATOR: 'true',
        STRIPE_SECRET_KEY: 'sk_test_x',
      }),
    ).toEqual(
      [...PRODUCTION, 'localProvider', 'localReconcile', 'localRuntime', 'sendQueuedMail'].sort(),
    );
  });
});
