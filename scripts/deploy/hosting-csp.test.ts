// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OTHER_DEPLOYMENT } from '../../src/contract/test-support/deployment-fixture';
import {
  deployedFunctionsOrigins,
  deploymentPolicy,
  directiveSources,
  withFunctionsOrigins,
} from './hosting-csp';

const POLICY =
  "default-src 'self'; connect-src 'self' https://firestore.googleapis.com https://us-central1-a-project.cloudfunctions.net https://us-central1-b-project.cloudfunctions.net https://*.ingest.sentry.io; frame-ancestors 'none'";
const A = 'https://us-central1-a-project.cloudfunctions.net';
const B = 'https://us-central1-b-project.cloudfunctions.net';
const C = 'https://europe-west1-c-project.cloudfunctions.net';

describe('withFunctionsOrigins', () => {
  it.each([
    ['the same origins: nothing changes', [A, B], [A, B]],
    ['the same in another order: the listed order stays', [B, A], [A, B]],
    ['one removed', [B], [B]],
    ['one added: after those kept', [C, A], [A, C]],
    ['none', [], []],
  ])('%s', (_label, origins, expected) => {
    const connect = directiveSources(withFunctionsOrigins(POLICY, origins), 'connect-src');
    expect(connect).toEqual([
      "'self'",
      'https://firestore.googleapis.com',
      ...expected,
      'https://*.ingest.sentry.io',
    ]);
  });

  it('keeps every other directive', () => {
    const policy = withFunctionsOrigins(POLICY, [C]);
    expect(directiveSources(policy, 'default-src')).toEqual(["'self'"]);
    expect(directiveSources(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('adds connect-src to a policy without one', () => {
    expect(withFunctionsOrigins("default-src 'self'", [C])).toBe(
      `default-src 'self'; connect-src ${C}`,
    );
  });
});

describe('the deployments a policy names', () => {
  it('every real deployment of the table, none of the emulator suite', () => {
    expect(
      deployedFunctionsOrigins({
        default: { projectId: 'demo-x-local', region: 'us-central1', emulated: true },
        other: OTHER_DEPLOYMENT,
        broken: { region: 'us-central1' },
      }),
    ).toEqual(['https://northamerica-northeast1-run-canada-live.cloudfunctions.net']);
  });

  it("one build's: its functions, or the emulators' origins on the emulator suite", () => {
    expect(
      directiveSources(
        deploymentPolicy(POLICY, { ...OTHER_DEPLOYMENT, emulated: false }, []),
        'connect-src',
      ),
    ).toContain('https://northamerica-northeast1-run-canada-live.cloudfunctions.net');
    const local = deploymentPolicy(
      POLICY,
      { projectId: 'demo-other-project', region: 'us-central1', emulated: true },
      ['http://127.0.0.1:9099', 'http://127.0.0.1:5001'],
    );
    expect(directiveSources(local, 'connect-src')).toEqual([
      "'self'",
      'https://firestore.googleapis.com',
      'http://127.0.0.1:9099',
      'http://127.0.0.1:5001',
      'https://*.ingest.sentry.io',
    ]);
  });
});
