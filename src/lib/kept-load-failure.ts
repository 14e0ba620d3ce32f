/**
 * A file that failed to arrive, fetched again (lib/auth-load.ts, main.tsx, docs/performance.md):
 * browsers that follow today's HTML standard fetch a failed dynamic import anew on the next
 * import, but some keep the failure for the page's life (Debian's Chromium 150 does: importing
 * again fails without a request, whatever the network). When the file a load failure names is
 * reachable now, only a new page can load it, so the page is loaded again. Once per file in a
 * tab: a file that fails to load for another reason never makes the page reload in a loop. In
 * the shell, not fetched on use (a failed fetch of this module would be kept too), so small.
 */
const RELOADED_KEY = 'vc.reloadedFor';

/** The address of the file a load failure names (Chromium and Firefox name it; Safari does not). */
export function failedFileUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module:? (https?:\/\/\S+)/i.exec(message)?.[1] ?? null;
}

/** True when the page is being loaded again (its file is reachable: the browser kept the failure). */
export async function reloadIfFailureKept(error: unknown): Promise<boolean> {
  const file = failedFileUrl(error);
  try {
    if (!file || sessionStorage.getItem(RELOADED_KEY) === file) return false;
    if (!(await fetch(file, { cache: 'no-store' })).ok) return false;
    sessionStorage.setItem(RELOADED_KEY, file);
  } catch {
    return false; // still unreachable (or storage blocked): the ordinary failure stands
  }
  location.reload();
  return true;
}
