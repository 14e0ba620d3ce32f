/**
 * `npm run preflight -- --project <alias>` (docs/deploy.md, "Preflight"): reads what a deploy to
 * that project will use and lists every problem (preflight-checks.ts). firebase deploy runs it
 * first (firebase.json, predeploy).
 * - The configuration (deployments.json, `.env.<mode>`, `functions/.env.<alias>` and
 *   `functions/.env.<projectId>`, `extensions/<instance>.env[.<alias>]`) is read from `configDir`
 *   (the repository by default; tests/fixtures/deploy-complete in its test).
 * - The code (the functions' bindings, the queries, firestore.indexes.json, firebase.json) is
 *   always the repository's.
 * - Secret Manager is asked through firebase-tools, or `secretsFile` lists the names it holds.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { aliasOfProject } from '../../src/config/deployment';
import { REQUIRED } from '../../src/config/env';
import { paymentPath } from '../../functions/src/shared/paths';
import { parseDotenv } from './dotenv';
import { boundSecrets, paramsRead } from './function-bindings';
import { expectedExtensions, preflightProblems, type EnvFile } from './preflight-checks';
import { queryShapes, stringConstants } from './query-shapes';
import { syncedFiles } from './sync-files';

export interface PreflightOptions {
  readonly root: string;
  /** An alias of deployments.json, or a project id. */
  readonly project: string;
  readonly configDir?: string;
  /** A JSON array of the secret names Secret Manager holds (instead of asking it). */
  readonly secretsFile?: string;
}

export interface PreflightResult {
  readonly alias: string;
  readonly projectId: string;
  readonly problems: readonly string[];
}

function envFile(dir: string, root: string, ...names: string[]): EnvFile {
  let vars: Record<string, string> | null = null;
  for (const name of names) {
    const path = join(dir, name);
    if (existsSync(path)) vars = { ...(vars ?? {}), ...parseDotenv(readFileSync(path, 'utf8')) };
  }
  return { file: names.map((name) => relative(root, join(dir, name)) || name).join(' + '), vars };
}

function sourceFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory()
            ? walk(join(dir, entry.name))
            : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
              ? [join(dir, entry.name)]
              : [],
        )
      : [];
  return [...walk('functions/src'), ...walk('src')];
}

async function secretsHeld(
  names: readonly string[],
  projectId: string,
  root: string,
  secretsFile?: string,
): Promise<Set<string> | null> {
  if (secretsFile) return new Set(JSON.parse(readFileSync(secretsFile, 'utf8')) as string[]);
  const run = promisify(execFile);
  const held = new Set<string>();
  for (const name of names) {
    try {
      await run(
        join(root, 'node_modules', '.bin', 'firebase'),
        ['functions:secrets:get', name, '--project', projectId],
        { cwd: root },
      );
      held.add(name);
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      // Only "no such secret" means it is missing; a login or network failure means we do not know.
      if (!/not found|NOT_FOUND|404|does not exist/i.test(`${stdout}\n${stderr}`)) return null;
    }
  }
  return held;
}

export async function preflight(options: PreflightOptions): Promise<PreflightResult> {
  const { root } = options;
  const configDir = options.configDir ?? root;
  const table = JSON.parse(readFileSync(join(configDir, 'deployments.json'), 'utf8'));
  const alias = table[options.project] ? options.project : aliasOfProject(table, options.project);
  if (!alias)
    return {
      alias: options.project,
      projectId: options.project,
      problems: [`deployments.json has no deployment "${options.project}" (docs/deploy.md)`],
    };
  const entry = table[alias] as { mode?: string; projectId?: string };
  const projectId = String(entry.projectId);
  const files = sourceFiles(root);
  const sources = files.map((file) => readFileSync(join(root, file), 'utf8'));
  const read = paramsRead(sources);
  const secrets = [...new Set([...boundSecrets(root), ...read.secrets])].sort();
  const constants = stringConstants(sources);
  const queries = files.flatMap((file, i) => queryShapes(sources[i]!, file, constants));
  const products =
    queries.find((q) => q.equalities.includes('metadata.type'))?.collectionGroup ?? 'products';
  const mailPath = /mailPath = \([^)]*\)[^`]*`([^/`$]+)\//.exec(
    readFileSync(join(root, 'functions/src/mail/outbox.ts'), 'utf8'),
  );
  const generated = syncedFiles(root, table);
  const problems = preflightProblems({
    alias,
    table,
    webEnv: envFile(configDir, root, `.env.${entry.mode}`),
    requiredWebVars: REQUIRED.filter((name) => name !== 'VITE_DEPLOYMENT'),
    functionsEnv: envFile(join(configDir, 'functions'), root, `.env.${alias}`, `.env.${projectId}`),
    requiredParams: read.params.filter((name) => !secrets.includes(name)),
    secrets: {
      required: secrets,
      present: await secretsHeld(secrets, projectId, root, options.secretsFile),
    },
    extensions: (deployment) =>
      Object.entries(
        expectedExtensions(deployment, {
          customers: paymentPath('uid', 'id').split('/')[0]!,
          products,
          mail: mailPath?.[1] ?? 'mail',
        }),
      ).map(([instance, expected]) => {
        const env = envFile(
          join(configDir, 'extensions'),
          root,
          `${instance}.env`,
          `${instance}.env.${alias}`,
        );
        return { instance, files: env.file, params: env.vars, expected };
      }),
    queries,
    indexes: JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8')),
    generated: [
      {
        file: '.firebaserc',
        now: readFileSync(join(root, '.firebaserc'), 'utf8'),
        want: generated['.firebaserc'],
      },
      {
        file: 'firebase.json (its Content-Security-Policy)',
        now: readFileSync(join(root, 'firebase.json'), 'utf8'),
        want: generated['firebase.json'],
      },
    ],
  });
  return { alias, projectId, problems };
}
