/** Helpers for the dashboard's browser tests: the row as the server has it, the page's cache. */
import type { Page } from '@playwright/test';
import { firestoreDoc } from './emulator-rest';

export const RUNNER_UID = 'demo-runner';

/** Fills the open activity form and submits it. */
export async function fillActivity(
  page: Page,
  distance: string,
  [h, m, s]: [string, string, string],
) {
  await page.getByLabel('Distance (Km)').fill(distance);
  await page.getByLabel('Hours').fill(h);
  await page.getByLabel('Minutes').fill(m);
  await page.getByLabel('Seconds').fill(s);
  await page.getByRole('button', { name: 'Submit' }).click();
}

function restNumber(value: Record<string, unknown> | undefined): number {
  if (!value) return 0;
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('integerValue' in value) return Number(value.integerValue);
  return 0;
}

export interface ServerRow {
  readonly total: number;
  readonly keys: readonly string[];
  readonly completed: boolean;
  readonly distanceOf: (key: string) => number;
}

/** races/{legId}/subscribedUsers/demo-runner as the emulator has it (not the browser's cache). */
export async function serverRow(legId: string, uid = RUNNER_UID): Promise<ServerRow> {
  const fields = await firestoreDoc(`races/${legId}/subscribedUsers/${uid}`);
  if (!fields) throw new Error(`No row ${legId}/${uid}`);
  const times =
    (
      fields.times?.mapValue as {
        fields?: Record<string, { mapValue: { fields: Record<string, Record<string, unknown>> } }>;
      }
    )?.fields ?? {};
  return {
    total: restNumber(fields.totalDistance),
    keys: Object.keys(times),
    completed: 'completedDate' in fields,
    distanceOf: (key) => restNumber(times[key]?.mapValue.fields.distance),
  };
}

/** The documents the page's Firestore cache holds (IndexedDB), as paths: what it has read. */
export async function cachedDocumentPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .filter((n) => n.startsWith('firestore/'));
    const paths: string[] = [];
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const store = Array.from(db.objectStoreNames).find((s) => s.startsWith('remoteDocuments'));
      if (store) {
        const entries = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(request.error);
        });
        for (const entry of entries) {
          const e = entry as {
            document?: { name?: string };
            prefixPath?: string[];
            collectionGroup?: string;
            documentId?: string;
          };
          if (e.document?.name) paths.push(e.document.name.replace(/^.*\/documents\//, ''));
          else if (e.prefixPath && e.collectionGroup && e.documentId)
            paths.push([...e.prefixPath, e.collectionGroup, e.documentId].join('/'));
        }
      }
      db.close();
    }
    return [...new Set(paths)].sort();
  });
}
