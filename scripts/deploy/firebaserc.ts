/**
 * .firebaserc, derived from deployments.json (docs/deploy.md): each deployment's alias names its
 * project, in the table's order. `npm run deployments:sync` writes it; a unit test and the
 * preflight hold the committed file to the table.
 */
export interface Firebaserc {
  readonly projects: Readonly<Record<string, string>>;
}

export function firebasercFor(table: Readonly<Record<string, unknown>>): Firebaserc {
  const projects: Record<string, string> = {};
  for (const [alias, raw] of Object.entries(table)) {
    const projectId = (raw as { projectId?: unknown } | null)?.projectId;
    if (typeof projectId === 'string') projects[alias] = projectId;
  }
  return { projects };
}

/** The file's text, as the formatter writes it; what else `current` holds (targets) is kept. */
export const firebasercText = (
  table: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>> = {},
): string => `${JSON.stringify({ ...current, ...firebasercFor(table) }, null, 2)}\n`;
