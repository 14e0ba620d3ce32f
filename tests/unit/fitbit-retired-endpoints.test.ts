/**
 * Fitbit's Web API and OAuth were shut down on 2026-11-02 (docs/trackers.md, "Fitbit (Google
 * Health API)"): no production code may call them. Only the emulator's stand-in names their paths,
 * to answer 410 Gone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const RETIRED = [
  /api\.fitbit\.com/,
  /fitbit\.com\/oauth2/,
  /['"`/]1(\.2)?\/user\//,
  /apiSubscriptions/,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe("Fitbit's retired endpoints", () => {
  it('are called by no production code of the functions (functions/src)', () => {
    const callers = sources(join(ROOT, 'functions', 'src'))
      .filter((path) => RETIRED.some((pattern) => pattern.test(readFileSync(path, 'utf8'))))
      .map((path) => relative(ROOT, path));
    expect(callers).toEqual([]);
  });

  it('are named by the stand-in, which answers them 410', () => {
    const standIn = readFileSync(
      join(ROOT, 'functions', 'emulator', 'local-provider', 'health-stand-in-retired.ts'),
      'utf8',
    );
    expect(RETIRED.some((pattern) => pattern.test(standIn))).toBe(true);
  });
});
