#!/usr/bin/env node
/**
 * The installed app's icons (web app manifest, vite.config.ts): the maple leaf of
 * public/images/logo.svg drawn by Chromium into PNGs in public/icons/. Run again after the
 * logo changes (`node scripts/generate-icons.mjs`) and commit the PNGs; the build only copies them.
 * A maskable icon keeps the leaf inside the central circle (40 % radius) every launcher mask keeps.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fail } from './lib/log.mjs';
import { which } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const logo = readFileSync(join(root, 'public/images/logo.svg'), 'utf8');
const leaf = /<path[^>]* d="([^"]+)"[^>]* fill="(#[0-9a-f]{6})"/i.exec(logo);
if (!leaf) fail('public/images/logo.svg has no maple leaf <path d=… fill=…>.');
const [, leafPath, leafColour] = leaf;

/** The leaf's path spans 5..95 on a 100-unit square; `share` is how much of the icon it fills. */
function iconSvg(size, share) {
  const scale = (size * share) / 90;
  const offset = (size - 100 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="${size}" height="${size}" fill="#ffffff"/>
  <path transform="translate(${offset} ${offset}) scale(${scale})" d="${leafPath}" fill="${leafColour}"/>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, share: 0.8 },
  { file: 'icon-512.png', size: 512, share: 0.8 },
  { file: 'icon-maskable-512.png', size: 512, share: 0.56 },
  { file: 'apple-touch-icon-180.png', size: 180, share: 0.72 },
];

const chromiumPath = process.env.CHROMIUM_PATH ?? which('chromium');
if (!chromiumPath)
  fail('Chromium is missing: install it (apt-get install chromium) or set CHROMIUM_PATH.');
const { chromium } = await import('playwright-core');
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const outDir = join(root, 'public/icons');
mkdirSync(outDir, { recursive: true });
try {
  for (const { file, size, share } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<body style="margin:0">${iconSvg(size, share)}</body>`);
    writeFileSync(
      join(outDir, file),
      await page.screenshot({ type: 'png', omitBackground: false }),
    );
    await page.close();
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
