// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseDeployment } from '../../src/config/deployment';
import { OTHER_DEPLOYMENT } from '../../src/contract/test-support/deployment-fixture';
import {
  envFileProblems,
  expectedExtensions,
  extensionProblems,
  preflightProblems,
  secretProblems,
  vapidKeyProblems,
  type EnvFile,
  type PreflightInputs,
} from './preflight-checks';

const other = parseDeployment('other', OTHER_DEPLOYMENT);
const COLLECTIONS = { customers: 'stripe_customers', products: 'products', mail: 'mail' };

describe('envFileProblems', () => {
  it.each([
    ['complete', { A: 'a', B: 'b' }, []],
    ['one missing, one blank', { A: '' }, ['.env.x: A is missing', '.env.x: B is missing']],
    [
      'placeholders, required or not',
      { A: 'a-placeholder', B: 'b', C: 'changeme' },
      [
        '.env.x: A is "a-placeholder": it is a placeholder, not a real value',
        '.env.x: C is "changeme": it is a placeholder, not a real value',
      ],
    ],
    ['no file', null, ['.env.x is missing (it must set A, B)']],
  ])('%s', (_label, vars, expected) => {
    expect(envFileProblems({ file: '.env.x', vars }, ['A', 'B'])).toEqual(expected);
  });
});

describe('vapidKeyProblems (docs/push.md, "Settings")', () => {
  const KEY =
    'BG7XN9UP-uh1dSK2jkFzVP_tdg6QFAb7TRBh7Z7VQ84TwMdR8LJsUxb8sqndlb3aDjiGOwHmJdX9YjkSRAI7qGE';
  const OTHER = `BA${KEY.slice(2)}`;
  const vars = (key?: string): Record<string, string> => (key ? { VAPID_PUBLIC_KEY: key } : {});
  const web = (key?: string): EnvFile => ({ file: '.env.production', vars: vars(key) });
  const fns = (key?: string): EnvFile => ({ file: 'functions/.env.prod', vars: vars(key) });
  it.each([
    ['the same key on both sides', web(KEY), fns(KEY), []],
    ['no push in this deployment', web(), { ...fns(), vars: null }, []],
    [
      'the web build without it',
      web(),
      fns(KEY),
      [
        '.env.production: VAPID_PUBLIC_KEY is missing while functions/.env.prod sets it: the app could not turn push on',
      ],
    ],
    [
      'the functions without it',
      web(KEY),
      fns(),
      [
        'functions/.env.prod: VAPID_PUBLIC_KEY is missing while .env.production sets it: the functions could not sign a push',
      ],
    ],
    [
      'two keys',
      web(KEY),
      fns(OTHER),
      [
        'VAPID_PUBLIC_KEY differs between .env.production and functions/.env.prod: push services would refuse every push',
      ],
    ],
    [
      'a key that is no P-256 point',
      web('abc'),
      fns('abc'),
      [
        '.env.production: VAPID_PUBLIC_KEY is not a VAPID public key (65 bytes of a P-256 point, base64url)',
        'functions/.env.prod: VAPID_PUBLIC_KEY is not a VAPID public key (65 bytes of a P-256 point, base64url)',
      ],
    ],
  ])('%s', (_label, webEnv, functionsEnv, expected) => {
    expect(vapidKeyProblems(webEnv, functionsEnv)).toEqual(expected);
  });
});

describe('secretProblems', () => {
  it.each([
    ['all held', new Set(['A', 'B']), []],
    [
      'one missing',
      new Set(['A']),
      [
        'secret B (bound by the functions) is not set in p-1: npx firebase functions:secrets:set B --project p-1',
      ],
    ],
    [
      'Secret Manager unreadable',
      null,
      [
        'Secret Manager of p-1 could not be read (npx firebase login, then run again); the functions bind A, B',
      ],
    ],
  ])('%s', (_label, present, expected) => {
    expect(secretProblems(['B', 'A', 'A'], present, 'p-1')).toEqual(expected);
  });
});

describe('the extensions', () => {
  const expected = expectedExtensions(other, COLLECTIONS);
  const email = {
    DATABASE: '(default)',
    DATABASE_REGION: 'northamerica-northeast1',
    AUTH_TYPE: 'UsernamePassword',
    TTL_EXPIRE_TYPE: 'never',
    MAIL_COLLECTION: 'mail',
    DEFAULT_FROM: 'Run Canada <hello@run.example.ca>',
    DEFAULT_REPLY_TO: 'help@run.example.ca',
    SMTP_CONNECTION_URI: 'smtps://apikey@smtp.example.ca:465',
    SMTP_PASSWORD: 'projects/1/secrets/SMTP_PASSWORD/versions/latest',
  };

  it.each([
    ['as the code expects', email, []],
    [
      'another collection and sender, and its own expiry',
      {
        ...email,
        MAIL_COLLECTION: 'emails',
        DEFAULT_FROM: 'x@run.example.ca',
        TTL_EXPIRE_TYPE: 'day',
      },
      [
        'extension firestore-send-email: TTL_EXPIRE_TYPE is "day", the code expects "never"',
        'extension firestore-send-email: MAIL_COLLECTION is "emails", the code expects "mail"',
        'extension firestore-send-email: DEFAULT_FROM is "x@run.example.ca", the code expects "Run Canada <hello@run.example.ca>"',
      ],
    ],
    [
      'a secret reference missing, a placeholder URI',
      { ...email, SMTP_PASSWORD: '', SMTP_CONNECTION_URI: 'smtps://user@smtp.example.com:465' },
      [
        'extension firestore-send-email: SMTP_CONNECTION_URI is "smtps://user@smtp.example.com:465": it names example.com/.net/.org, a documentation domain',
        "extension firestore-send-email: SMTP_PASSWORD is missing (the SMTP provider's password, a Secret Manager reference)",
      ],
    ],
  ])('the e-mail extension %s', (_label, params, problems) => {
    expect(
      extensionProblems({
        instance: 'firestore-send-email',
        files: 'f',
        params,
        expected: expected['firestore-send-email']!,
      }),
    ).toEqual(problems);
  });

  it('the payments extension reads the collections the code writes', () => {
    expect(expected['firestore-stripe-payments']).toMatchObject({
      CUSTOMERS_COLLECTION: 'stripe_customers',
      PRODUCTS_COLLECTION: 'products',
      SYNC_USERS_ON_CREATE: 'Do not sync',
    });
    expect(
      extensionProblems({ instance: 'i', files: 'extensions/i.env', params: null, expected: {} }),
    ).toEqual(['extension i: no parameter file (extensions/i.env)']);
  });
});

describe('preflightProblems', () => {
  const complete: PreflightInputs = {
    alias: 'other',
    table: { other: OTHER_DEPLOYMENT },
    webEnv: { file: '.env.other', vars: { VITE_A: 'a' } },
    requiredWebVars: ['VITE_A'],
    functionsEnv: { file: 'functions/.env.other', vars: { P: 'p' } },
    requiredParams: ['P'],
    secrets: { required: ['S'], present: new Set(['S']) },
    extensions: () => [],
    queries: [],
    indexes: {},
    generated: [{ file: '.firebaserc', now: 'x', want: 'x' }],
  };

  it.each([
    ['a complete configuration', {}, []],
    [
      'an unknown alias',
      { alias: 'nope' },
      ['deployments.json has no deployment "nope" (it has other)'],
    ],
    [
      'the emulator suite',
      {
        table: { other: { ...OTHER_DEPLOYMENT, projectId: 'demo-other-project', emulated: true } },
      },
      ['other is played by the emulator suite: it is not deployed'],
    ],
    [
      'a placeholder sender',
      {
        table: {
          other: {
            ...OTHER_DEPLOYMENT,
            mail: { ...OTHER_DEPLOYMENT.mail, from: 'changeme@run.example.ca' },
          },
        },
      },
      [
        'deployments.json: other.mail.from is "changeme@run.example.ca": it is a placeholder, not a real value',
      ],
    ],
    [
      'a stale generated file',
      { generated: [{ file: '.firebaserc', now: 'x', want: 'y' }] },
      ['.firebaserc is not what deployments.json makes: run npm run deployments:sync'],
    ],
  ])('%s', (_label, change, expected) => {
    expect(preflightProblems({ ...complete, ...change })).toEqual(expected);
  });
});
