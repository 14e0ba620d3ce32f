// @vitest-environment node
/**
 * `npm run preflight`'s two outcomes (docs/deploy.md, "Preflight"): the repository's production
 * configuration, still holding placeholders, fails naming each; the complete configuration of
 * tests/fixtures/deploy-complete (made-up values, no secret) passes. Each run builds and loads the
 * functions' bundle to read the secrets they bind.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const FIXTURE = 'tests/fixtures/deploy-complete';

function preflight(...args: string[]) {
  const run = spawnSync(process.execPath, ['scripts/preflight.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, FUNCTIONS_EMULATOR: '', GCLOUD_PROJECT: '' },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm run preflight', () => {
  it("fails today's production configuration, naming each placeholder and what is missing", () => {
    const { status, output } = preflight(
      '--project',
      'production',
      '--secrets-from',
      join(FIXTURE, 'secrets.json'),
    );
    expect(status).toBe(1);
    for (const problem of [
      'production.mail.from is "hello@example.com"',
      'production.mail.support is "support@example.com"',
      'production.mail.organisers is "organisers@example.com"',
      'production.mail.postalAddress is "postal-address-placeholder": it is a placeholder, not a real value',
      'production.mail.postalAddressFr is "postal-address-fr-placeholder": it is a placeholder, not a real value',
      'production.taxNumbers.gstHst is "gst-hst-number-placeholder": it is a placeholder, not a real value',
      'production.taxNumbers.qst is "qst-number-placeholder": it is a placeholder, not a real value',
      '.env.production: VITE_FIREBASE_API_KEY is "production-web-api-key-placeholder": it is a placeholder, not a real value',
      '.env.production: VITE_GOOGLE_MAPS_API_KEY is "production-maps-key-placeholder": it is a placeholder, not a real value',
      'functions/.env.production + functions/.env.virtual-challenges-prod is missing (it must set FITBIT_CLIENT_ID,',
    ])
      expect(output).toContain(problem);
  }, 180_000);

  it('passes a complete configuration', () => {
    const passed = preflight(
      '--project',
      'production',
      '--config',
      FIXTURE,
      '--secrets-from',
      join(FIXTURE, 'secrets.json'),
    );
    expect(passed.output).toContain(
      'Preflight production (virtual-challenges-prod): ready to deploy.',
    );
    expect(passed.status).toBe(0);
  }, 180_000);

  it('finds the secrets from the code: one missing from Secret Manager is named', () => {
    const missing = preflight(
      '--project',
      'virtual-challenges-prod',
      '--config',
      FIXTURE,
      '--secrets-from',
      join(FIXTURE, 'secrets-without-unsubscribe.json'),
    );
    expect(missing.status).toBe(1);
    expect(missing.output).toContain(
      'secret MAIL_UNSUBSCRIBE_SECRET (bound by the functions) is not set in virtual-challenges-prod',
    );
  }, 180_000);
});
