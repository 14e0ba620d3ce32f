/**
 * A deployment's names (docs/deploy.md, "One place for the deployment's names"): its Firebase
 * project, the functions' region, the origins the app is served from (the hosting domains and any
 * custom domain; the first is where e-mail links point) and the addresses e-mails and pages show.
 * The values live in deployments.json, one entry per `.firebaserc` alias; the browser gets its
 * entry through Vite env (env.ts), the functions look theirs up by project id
 * (config/deployment-here.ts), and .firebaserc, the hosting CSP and the preflight derive from
 * the same entries (scripts/deploy/). It sits in config/, the bottom layer both the app and the
 * functions import (as paths.ts does). Pure: no package, no env.
 */
import { placeholderReason } from './placeholder';

export interface DeploymentMail {
  /** The display name of the From header. */
  readonly senderName: string;
  /** The From address: the one the SMTP provider is verified for. */
  readonly from: string;
  /** Replies and the help address shown in the app and in every e-mail. */
  readonly support: string;
  /** Where alerts for the organisers go (ops alerts). */
  readonly organisers: string;
  /** The postal contact CASL wants in each e-mail. */
  readonly postalAddress: string;
  /** The same address in its French form ("350, rue Sparks, bureau 800, Ottawa (Ontario) K1R 7S8"), for French e-mails. */
  readonly postalAddressFr: string;
}

/**
 * The business's sales tax registrations, printed on every receipt beside the taxes charged
 * (docs/payments.md, "Receipts"): the GST/HST number (nine digits, RT, four digits) and the QST
 * number (ten digits, TQ, four digits).
 */
export interface DeploymentTaxNumbers {
  readonly gstHst: string;
  readonly qst: string;
}

export interface Deployment {
  /** The `.firebaserc` alias: `default` (the emulator suite), `staging`, `production`, … */
  readonly alias: string;
  /** The Vite mode whose `.env.<mode>` holds the web config (`emulators`, `staging`, …). */
  readonly mode: string;
  readonly projectId: string;
  readonly region: string;
  /** Played by the emulator suite (a `demo-` project): http origins and no real services. */
  readonly emulated: boolean;
  /** Where the app is served; the first is its public address (e-mail links). */
  readonly appOrigins: readonly string[];
  /** The terms and privacy page linked from the footer and the sign-up. */
  readonly policyUrl: string;
  readonly mail: DeploymentMail;
  readonly taxNumbers: DeploymentTaxNumbers;
}

export type DeploymentTable = Readonly<Record<string, unknown>>;

const MAIL_FIELDS = [
  'senderName',
  'from',
  'support',
  'organisers',
  'postalAddress',
  'postalAddressFr',
] as const;
const TAX_NUMBERS = { gstHst: /^\d{9} ?RT\d{4}$/, qst: /^\d{10} ?TQ\d{4}$/ } as const;
const ADDRESS_FIELDS = new Set(['from', 'support', 'organisers']);
const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i;
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
const REGION = /^[a-z]+-[a-z]+[0-9]$/;

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Why `value` is not an origin (scheme, host, optional port, nothing else) of this deployment. */
function originProblem(value: string, emulated: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an address';
  }
  if (url.origin !== value) return `must be an origin alone (${url.origin}), without a path`;
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && emulated) return null;
  return emulated ? 'must be http(s)' : 'must be https (only the emulator suite serves http)';
}

/**
 * Every problem of one deployments.json entry, each naming its field (`production.mail.from`);
 * none means `parseDeployment` accepts it.
 */
export function deploymentProblems(alias: string, raw: unknown): string[] {
  const entry = record(raw);
  if (!entry) return [`${alias}: the deployment must be an object`];
  const problems: string[] = [];
  const field = (name: string, value: unknown): string | null => {
    const where = `${alias}.${name}`;
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${where} is missing`);
      return null;
    }
    const placeholder = placeholderReason(value);
    if (placeholder) {
      problems.push(`${where} is "${value}": ${placeholder}`);
      return null;
    }
    return value;
  };
  const emulated = entry.emulated === true;
  const projectId = field('projectId', entry.projectId);
  if (projectId && !PROJECT_ID.test(projectId))
    problems.push(`${alias}.projectId "${projectId}" is not a Firebase project id`);
  if (projectId && emulated !== projectId.startsWith('demo-'))
    problems.push(
      `${alias}.projectId "${projectId}": an emulated deployment has a demo- project id, a real one does not`,
    );
  const region = field('region', entry.region);
  if (region && !REGION.test(region)) problems.push(`${alias}.region "${region}" is not a region`);
  field('mode', entry.mode);
  const policyUrl = field('policyUrl', entry.policyUrl);
  if (policyUrl && !/^https?:\/\/[^/]+/.test(policyUrl))
    problems.push(`${alias}.policyUrl "${policyUrl}" is not an address`);
  const origins = entry.appOrigins;
  if (!Array.isArray(origins) || origins.length === 0)
    problems.push(`${alias}.appOrigins must list at least one origin`);
  else
    origins.forEach((origin, index) => {
      const value = field(`appOrigins[${index}]`, origin);
      const problem = value && originProblem(value, emulated);
      if (problem) problems.push(`${alias}.appOrigins[${index}] "${value}" ${problem}`);
    });
  const mail = record(entry.mail);
  if (!mail) problems.push(`${alias}.mail is missing`);
  else
    for (const name of MAIL_FIELDS) {
      const value = field(`mail.${name}`, mail[name]);
      if (value && ADDRESS_FIELDS.has(name) && !ADDRESS.test(value))
        problems.push(`${alias}.mail.${name} "${value}" is not an e-mail address`);
    }
  const taxNumbers = record(entry.taxNumbers);
  if (!taxNumbers) problems.push(`${alias}.taxNumbers is missing`);
  else
    for (const [name, pattern] of Object.entries(TAX_NUMBERS)) {
      const value = field(`taxNumbers.${name}`, taxNumbers[name]);
      if (value && !pattern.test(value))
        problems.push(
          `${alias}.taxNumbers.${name} "${value}" is not a ${name === 'qst' ? 'QST' : 'GST/HST'} registration number`,
        );
    }
  return problems;
}

export class DeploymentError extends Error {
  override readonly name = 'DeploymentError';
}

/** The checked deployment, or a DeploymentError naming every problem. */
export function parseDeployment(alias: string, raw: unknown): Deployment {
  const problems = deploymentProblems(alias, raw);
  if (problems.length > 0)
    throw new DeploymentError(`Invalid deployment (deployments.json): ${problems.join('; ')}.`);
  const entry = raw as Omit<Deployment, 'alias'>;
  return {
    alias,
    mode: entry.mode,
    projectId: entry.projectId,
    region: entry.region,
    emulated: entry.emulated === true,
    appOrigins: [...entry.appOrigins],
    policyUrl: entry.policyUrl,
    mail: { ...entry.mail },
    taxNumbers: { ...entry.taxNumbers },
  };
}

/** The alias of the deployment of project `projectId`, or null. */
export function aliasOfProject(table: DeploymentTable, projectId: string): string | null {
  return Object.keys(table).find((alias) => record(table[alias])?.projectId === projectId) ?? null;
}

/** The alias whose web config is `.env.<mode>`, or null. */
export function aliasOfMode(table: DeploymentTable, mode: string): string | null {
  return Object.keys(table).find((alias) => record(table[alias])?.mode === mode) ?? null;
}

/** Where the deployed functions answer: https://{region}-{project}.cloudfunctions.net. */
export const functionsOrigin = (deployment: Pick<Deployment, 'region' | 'projectId'>): string =>
  `https://${deployment.region}-${deployment.projectId}.cloudfunctions.net`;

/** The app's public address: where e-mail links point (the first origin). */
export const publicOrigin = (deployment: Deployment): string => deployment.appOrigins[0]!;

/** Whether `origin` is one this deployment serves the app from. */
export const servesOrigin = (deployment: Deployment, origin: unknown): origin is string =>
  typeof origin === 'string' && deployment.appOrigins.includes(origin);

/** The From header of its e-mails: display name and address. */
export const fromHeader = (deployment: Deployment): string =>
  `${deployment.mail.senderName} <${deployment.mail.from}>`;
