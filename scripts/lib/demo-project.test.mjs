// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID, emulatorProjectId } from './demo-project.mjs';

const envEmulators = readFileSync(new URL('../../.env.emulators', import.meta.url), 'utf8');

describe('the demo project id', () => {
  it('is a demo- project (firebase-tools then never reaches a real one)', () => {
    expect(DEMO_PROJECT_ID).toMatch(/^demo-[a-z0-9-]+$/);
  });

  it('is the project the stand-in URLs of the browser build (.env.emulators) name', () => {
    const named = [...envEmulators.matchAll(/demo-[a-z0-9-]+/g)]
      .map(([id]) => id)
      .filter((id) => id !== 'demo-api-key');
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named)).toEqual(new Set([DEMO_PROJECT_ID]));
  });

  it.each([
    [undefined, DEMO_PROJECT_ID],
    ['demo-other', 'demo-other'],
    ['virtual-challenges-prod', DEMO_PROJECT_ID],
  ])('a client of the emulators with GCLOUD_PROJECT=%s uses %s', (requested, expected) => {
    expect(emulatorProjectId({ GCLOUD_PROJECT: requested })).toBe(expected);
  });
});
