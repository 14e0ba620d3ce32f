/**
 * The preflight's checks (docs/deploy.md, "Preflight"): what a deploy to one project will use,
 * each problem named. Pure: scripts/deploy/preflight.ts reads the files, the functions' bindings
 * and Secret Manager, and hands them here.
 */
import { deploymentProblems, parseDeployment, type Deployment } from '../../src/config/deployment';
import { placeholderReason } from '../../src/config/placeholder';
import { missingIndexes, type IndexesFile, type QueryShape } from './query-shapes';

/** A `KEY=value` file as read: null when it does not exist. */
export interface EnvFile {
  readonly file: string;
  readonly vars: Readonly<Record<string, string>> | null;
}

/** Missing and placeholder values of `required` in `env`, and placeholders among the others. */
export function envFileProblems(env: EnvFile, required: readonly string[]): string[] {
  if (env.vars === null)
    return required.length > 0
      ? [`${env.file} is missing (it must set ${required.join(', ')})`]
      : [];
  const vars = env.vars;
  const problems = required
    .filter((name) => (vars[name] ?? '').trim() === '')
    .map((name) => `${env.file}: ${name} is missing`);
  for (const [name, value] of Object.entries(vars)) {
    const reason = value.trim() === '' ? null : placeholderReason(value);
    if (reason) problems.push(`${env.file}: ${name} is "${value}": ${reason}`);
  }
  return problems;
}

/** Secrets the functions bind that Secret Manager does not hold (null: it could not be asked). */
export function secretProblems(
  required: readonly string[],
  present: ReadonlySet<string> | null,
  projectId: string,
): string[] {
  if (present === null)
    return [
      `Secret Manager of ${projectId} could not be read (npx firebase login, then run again); the functions bind ${[...new Set(required)].sort().join(', ')}`,
    ];
  return [...new Set(required)]
    .sort()
    .filter((name) => !present.has(name))
    .map(
      (name) =>
        `secret ${name} (bound by the functions) is not set in ${projectId}: npx firebase functions:secrets:set ${name} --project ${projectId}`,
    );
}

/**
 * The VAPID public key (docs/push.md, "Settings"): the browser subscribes with the web build's
 * key and the functions sign with theirs, so a push service refuses every push (403, RFC 8292
 * §4.2) unless the two are one key. Both absent is a deployment without push; one without the
 * other, two keys, or a key that is no P-256 point (65 bytes, base64url, starting 0x04) is a
 * problem.
 */
export function vapidKeyProblems(webEnv: EnvFile, functionsEnv: EnvFile): string[] {
  const NAME = 'VAPID_PUBLIC_KEY';
  const web = webEnv.vars?.[NAME]?.trim() ?? '';
  const functions = functionsEnv.vars?.[NAME]?.trim() ?? '';
  if (web === '' && functions === '') return [];
  if (web === '')
    return [
      `${webEnv.file}: ${NAME} is missing while ${functionsEnv.file} sets it: the app could not turn push on`,
    ];
  if (functions === '')
    return [
      `${functionsEnv.file}: ${NAME} is missing while ${webEnv.file} sets it: the functions could not sign a push`,
    ];
  const problems: string[] = [];
  for (const [file, key] of [
    [webEnv.file, web],
    [functionsEnv.file, functions],
  ] as const) {
    const bytes = /^[A-Za-z0-9_-]+$/.test(key) ? Buffer.from(key, 'base64url') : null;
    if (!bytes || bytes.length !== 65 || bytes[0] !== 4)
      problems.push(
        `${file}: ${NAME} is not a VAPID public key (65 bytes of a P-256 point, base64url)`,
      );
  }
  if (web !== functions)
    problems.push(
      `${NAME} differs between ${webEnv.file} and ${functionsEnv.file}: push services would refuse every push`,
    );
  return problems;
}

/** What an extension's parameter must be: a value, or only set (not empty, not a placeholder). */
export type Expected = string | { readonly set: true; readonly why: string };

export interface ExtensionParams {
  readonly instance: string;
  /** The files read, for the messages. */
  readonly files: string;
  readonly params: Readonly<Record<string, string>> | null;
  readonly expected: Readonly<Record<string, Expected>>;
}

export function extensionProblems(extension: ExtensionParams): string[] {
  if (extension.params === null)
    return [`extension ${extension.instance}: no parameter file (${extension.files})`];
  const params = extension.params;
  return Object.entries(extension.expected).flatMap(([name, expected]) => {
    const value = (params[name] ?? '').trim();
    const where = `extension ${extension.instance}: ${name}`;
    if (typeof expected === 'string')
      return value === expected ? [] : [`${where} is "${value}", the code expects "${expected}"`];
    if (value === '') return [`${where} is missing (${expected.why})`];
    const reason = placeholderReason(value);
    return reason ? [`${where} is "${value}": ${reason}`] : [];
  });
}

/**
 * The two extensions' parameters the code relies on (docs/deploy.md, "Extensions"): the
 * collections it reads and writes, and the sender of its e-mails (this deployment's).
 */
export function expectedExtensions(
  deployment: Deployment,
  collections: { readonly customers: string; readonly products: string; readonly mail: string },
): Record<string, Record<string, Expected>> {
  const set = (why: string) => ({ set: true as const, why });
  return {
    'firestore-stripe-payments': {
      LOCATION: deployment.region,
      PRODUCTS_COLLECTION: collections.products,
      CUSTOMERS_COLLECTION: collections.customers,
      SYNC_USERS_ON_CREATE: 'Do not sync',
      STRIPE_API_KEY: set('the restricted Stripe key, a Secret Manager reference'),
      STRIPE_WEBHOOK_SECRET: set("the webhook's signing secret, a Secret Manager reference"),
    },
    'firestore-send-email': {
      DATABASE: '(default)',
      DATABASE_REGION: set(
        "the Firestore database's location (its processQueue trigger runs there)",
      ),
      AUTH_TYPE: 'UsernamePassword',
      TTL_EXPIRE_TYPE: 'never',
      MAIL_COLLECTION: collections.mail,
      DEFAULT_FROM: `${deployment.mail.senderName} <${deployment.mail.from}>`,
      DEFAULT_REPLY_TO: deployment.mail.support,
      SMTP_CONNECTION_URI: set("the SMTP provider's smtps:// address, without the password"),
      SMTP_PASSWORD: set("the SMTP provider's password, a Secret Manager reference"),
    },
  };
}

/** A file deployments.json generates, as it is and as it should be. */
export interface GeneratedFile {
  readonly file: string;
  readonly now: string;
  readonly want: string;
}

export interface PreflightInputs {
  readonly alias: string;
  readonly table: Readonly<Record<string, unknown>>;
  readonly webEnv: EnvFile;
  readonly requiredWebVars: readonly string[];
  readonly functionsEnv: EnvFile;
  readonly requiredParams: readonly string[];
  readonly secrets: {
    readonly required: readonly string[];
    readonly present: ReadonlySet<string> | null;
  };
  readonly extensions: (deployment: Deployment) => readonly ExtensionParams[];
  readonly queries: readonly QueryShape[];
  readonly indexes: IndexesFile;
  readonly generated: readonly GeneratedFile[];
}

/** Every problem of a deploy to `alias`; none means it may go. */
export function preflightProblems(inputs: PreflightInputs): string[] {
  const raw = inputs.table[inputs.alias];
  if (raw === undefined)
    return [
      `deployments.json has no deployment "${inputs.alias}" (it has ${Object.keys(inputs.table).join(', ')})`,
    ];
  const problems = deploymentProblems(inputs.alias, raw).map(
    (problem) => `deployments.json: ${problem}`,
  );
  const entry = raw as { emulated?: unknown; projectId?: unknown };
  if (entry.emulated === true)
    problems.push(`${inputs.alias} is played by the emulator suite: it is not deployed`);
  problems.push(...envFileProblems(inputs.webEnv, inputs.requiredWebVars));
  problems.push(...envFileProblems(inputs.functionsEnv, inputs.requiredParams));
  problems.push(...vapidKeyProblems(inputs.webEnv, inputs.functionsEnv));
  problems.push(
    ...secretProblems(inputs.secrets.required, inputs.secrets.present, String(entry.projectId)),
  );
  if (problems.length === 0 || deploymentProblems(inputs.alias, raw).length === 0) {
    const deployment = parseDeployment(inputs.alias, raw);
    for (const extension of inputs.extensions(deployment))
      problems.push(...extensionProblems(extension));
  }
  problems.push(...missingIndexes(inputs.queries, inputs.indexes));
  for (const generated of inputs.generated)
    if (generated.now !== generated.want)
      problems.push(
        `${generated.file} is not what deployments.json makes: run npm run deployments:sync`,
      );
  return problems;
}
