#!/usr/bin/env node
/**
 * Writes the demo route files public/kml/{map}.kml from scripts/seed/routes-data.mjs.
 * Deterministic: running it again produces the same files. Node built-ins only.
 *   node scripts/generate-kml.mjs
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildKml } from './seed/kml.mjs';
import { ROUTES, denseRoute } from './seed/routes.mjs';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'kml');

await mkdir(outDir, { recursive: true });
for (const route of ROUTES) {
  const file = join(outDir, `${route.map}.kml`);
  await writeFile(file, buildKml(route.map), 'utf8');
  const dense = denseRoute(route.map);
  console.log(
    `public/kml/${route.map}.kml: ${dense.line.length} points, ${Math.round(dense.lengthKm)} km`,
  );
}
