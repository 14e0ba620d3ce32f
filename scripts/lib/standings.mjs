/**
 * Loads the server's standings rebuild (functions/src/standings/standings-rebuild-run.ts) straight from
 * TypeScript with jiti, so scripts share the Cloud Functions' code without a build step.
 */
import { createJiti } from 'jiti';

/**
 * @param {string} projectId
 * @param {string[]} [legIds] every leg when empty
 * @param {(message: string) => void} [progress] one line per step of a leg's rebuild
 * @returns {Promise<{ legId: string, racers: number }[]>}
 */
export async function rebuildStandings(projectId, legIds = [], progress) {
  const jiti = createJiti(import.meta.url);
  /** @type {{ rebuildStandings: (projectId: string, legIds: string[], progress?: (message: string) => void) => Promise<{ legId: string, racers: number }[]> }} */
  const run = await jiti.import('../../functions/src/standings/standings-rebuild-run.ts');
  return run.rebuildStandings(projectId, legIds, progress);
}
