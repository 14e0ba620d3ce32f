/**
 * The browser tests' Chromium flags (tests/e2e/support/chromium.ts) repeat the features
 * Playwright enables, because Chromium reads only the last `--enable-features`: this reads
 * Playwright's own list from the installed playwright-core, so an upgrade that changes it fails
 * here instead of silently turning one of them off.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_ENABLED_FEATURES } from '../e2e/support/chromium';

const require = createRequire(import.meta.url);

function scripts(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return scripts(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** The string literals of Playwright's `enabledFeatures` list, as its launcher builds it. */
function playwrightEnabledFeatures(): string[] {
  const lib = join(dirname(require.resolve('playwright-core/package.json')), 'lib');
  for (const file of scripts(lib)) {
    const source = readFileSync(file, 'utf8');
    if (!source.includes('"--enable-features=" + enabledFeatures()')) continue;
    const list = /enabledFeatures = \(\) => \[([\s\S]*?)\]/.exec(source);
    if (!list?.[1]) break;
    const code = list[1].replace(/\/\/.*$/gm, '');
    // (An empty string is a feature Playwright leaves out on a condition.)
    return [...code.matchAll(/"([^"\n]*)"/g)].map((match) => match[1] ?? '').filter(Boolean);
  }
  throw new Error(
    "Playwright's --enable-features list was not found in playwright-core: check how it launches Chromium now.",
  );
}

describe("the browser tests' Chromium flags", () => {
  it('repeat every feature Playwright enables in the one --enable-features Chromium reads', () => {
    expect([...PLAYWRIGHT_ENABLED_FEATURES].sort()).toEqual(playwrightEnabledFeatures().sort());
    const enables = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--enable-features='));
    expect(enables).toHaveLength(1);
    const features = enables[0]?.slice('--enable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_ENABLED_FEATURES]));
    expect(features).toContain('NetworkServiceInProcess2');
  });
});
