/**
 * Loads the server's standings rebuild (functions/src/standings/standings-rebuild-run.ts) straight from
 * TypeScript with jiti, so scripts share the Cloud Functions' code without a build step.
 */
import { createJiti } from 'jiti';

/**
 * @param {string} projectId
 * @param {string[]} [legIds] every leg when empty
 * @returns {Promise<{ legId: string, racers: number }[]>}
 */
export async function rebuildStandings(projectId, legIds = []) {
  const jiti = createJiti(import.meta.url);
  /** @type {{ rebuildStandings: (projectId: string, legIds: string[]) => Promise<{ legId: string, racers: number }[]> }} */
  const run = await jiti.import('../../functions/src/standings/standings-rebuild-run.ts');
  return run.rebuildStandings(projectId, legIds);
}
