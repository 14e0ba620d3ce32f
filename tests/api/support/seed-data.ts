/** The demo data as scripts/seed.mjs writes it (tests/api/global-setup.ts), for expectations. */
import { buildSeed } from '../../../scripts/seed/index.mjs';

// Seed documents are plain JSON-like trees.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SeedData = Record<string, any>;

const seed = buildSeed(new Date());
export const seedDocs: ReadonlyMap<string, SeedData> = new Map(
  seed.docs.map((d) => [d.path, d.data as SeedData]),
);

/** The seeded documents directly under `collectionPath`, as [id, data]. */
export function seedCollection(collectionPath: string): [string, SeedData][] {
  const depth = collectionPath.split('/').length + 1;
  return [...seedDocs]
    .filter(([path]) => path.startsWith(`${collectionPath}/`) && path.split('/').length === depth)
    .map(([path, data]) => [path.split('/').at(-1)!, data]);
}

/** The seeded product whose metadata.url is `url`. */
export function seedProductByUrl(url: string): [string, SeedData] {
  const found = seedCollection('products').find(([, data]) => data.metadata?.url === url);
  if (!found) throw new Error(`No seeded product with url ${url}`);
  return found;
}
