import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTHER_DEPLOYMENT_ENV } from '../../../src/contract/test-support/deployment-fixture';
import { localRedirect } from './strava-stand-in-oauth';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the Strava stand-in's redirect targets", () => {
  it.each([
    ['http://localhost:5173/sconfirm', true],
    ['http://127.0.0.1:4173/sconfirm', true],
    ['https://evil.example/sconfirm', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])("on the emulator suite's deployment: %s → %s", (value, ok) => {
    expect(localRedirect(value) !== null).toBe(ok);
  });

  it("another deployment's domain (its appOrigins), as Strava's callback domain", () => {
    for (const [name, value] of Object.entries(OTHER_DEPLOYMENT_ENV)) vi.stubEnv(name, value);
    expect(localRedirect('https://run.example.ca/sconfirm')?.hostname).toBe('run.example.ca');
    expect(localRedirect('https://virtual-challenges-prod.web.app/sconfirm')).toBeNull();
  });
});
