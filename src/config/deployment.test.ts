import { describe, expect, it } from 'vitest';
import table from '../../deployments.json';
import {
  aliasOfMode,
  aliasOfProject,
  deploymentProblems,
  fromHeader,
  functionsOrigin,
  parseDeployment,
  publicOrigin,
  servesOrigin,
} from './deployment';
import { deploymentHere, deploymentOfProject, functionsRegionHere } from './deployment-here';
import { OTHER_DEPLOYMENT } from '../contract/test-support/deployment-fixture';

const OTHER = OTHER_DEPLOYMENT;

describe('deploymentProblems', () => {
  it('accepts a complete deployment with a custom domain', () => {
    expect(deploymentProblems('other', OTHER)).toEqual([]);
  });

  it.each([
    [
      'a placeholder sender',
      { mail: { ...OTHER.mail, from: 'hello@example.com' } },
      /other\.mail\.from is "hello@example\.com": it names example\.com/,
    ],
    [
      'a missing support address',
      { mail: { ...OTHER.mail, support: '' } },
      /other\.mail\.support is missing/,
    ],
    [
      'a broken address',
      { mail: { ...OTHER.mail, organisers: 'ops' } },
      /other\.mail\.organisers "ops" is not an e-mail address/,
    ],
    ['no origin', { appOrigins: [] }, /other\.appOrigins must list at least one origin/],
    [
      'an origin with a path',
      { appOrigins: ['https://run.example.ca/app'] },
      /appOrigins\[0\] .* must be an origin alone/,
    ],
    ['http outside the emulator', { appOrigins: ['http://run.example.ca'] }, /must be https/],
    ['a demo project that is not emulated', { projectId: 'demo-x-project' }, /demo- project id/],
    ['a bad region', { region: 'Canada' }, /other\.region "Canada" is not a region/],
    [
      'a placeholder GST/HST number',
      { taxNumbers: { ...OTHER.taxNumbers, gstHst: 'gst-hst-number-placeholder' } },
      /other\.taxNumbers\.gstHst is "gst-hst-number-placeholder": it is a placeholder/,
    ],
    [
      'a QST number that is not one',
      { taxNumbers: { ...OTHER.taxNumbers, qst: '123' } },
      /other\.taxNumbers\.qst "123" is not a QST registration number/,
    ],
    [
      'no French postal address',
      { mail: { ...OTHER.mail, postalAddressFr: '' } },
      /other\.mail\.postalAddressFr is missing/,
    ],
    [
      'a placeholder postal address',
      { mail: { ...OTHER.mail, postalAddress: 'CHANGEME' } },
      /postalAddress is "CHANGEME": it is a placeholder/,
    ],
  ])('refuses %s', (_label, change, expected) => {
    expect(deploymentProblems('other', { ...OTHER, ...change }).join('\n')).toMatch(expected);
  });

  it('lets the emulator suite serve http on a demo- project', () => {
    expect(
      deploymentProblems('local', {
        ...OTHER,
        projectId: 'demo-other-project',
        emulated: true,
        appOrigins: ['http://run.example.test:4173'],
      }),
    ).toEqual([]);
  });

  it('names every problem at once', () => {
    expect(deploymentProblems('x', {})).toEqual([
      'x.projectId is missing',
      'x.region is missing',
      'x.mode is missing',
      'x.policyUrl is missing',
      'x.appOrigins must list at least one origin',
      'x.mail is missing',
      'x.taxNumbers is missing',
    ]);
  });
});

describe('a parsed deployment', () => {
  const other = parseDeployment('other', OTHER);

  it('derives the functions origin, the public origin and the From header', () => {
    expect(functionsOrigin(other)).toBe(
      'https://northamerica-northeast1-run-canada-live.cloudfunctions.net',
    );
    expect(publicOrigin(other)).toBe('https://run.example.ca');
    expect(fromHeader(other)).toBe('Run Canada <hello@run.example.ca>');
  });

  it.each([
    ['https://run.example.ca', true],
    ['https://run-canada-live.web.app', true],
    ['https://run.example.ca/', false],
    ['https://virtual-challenges-prod.web.app', false],
    ['http://localhost:5173', false],
    [undefined, false],
  ])('serves %j: %j', (origin, expected) => {
    expect(servesOrigin(other, origin)).toBe(expected);
  });

  it('throws naming the problems', () => {
    expect(() => parseDeployment('bad', { ...OTHER, region: '' })).toThrow(
      /deployments\.json\): bad\.region is missing\./,
    );
  });
});

describe('deployments.json', () => {
  it('finds a deployment by project and by Vite mode', () => {
    expect(aliasOfProject(table, 'virtual-challenges-prod')).toBe('production');
    expect(aliasOfProject(table, 'nobody')).toBeNull();
    expect(aliasOfMode(table, 'emulators')).toBe('default');
  });

  it("the emulator suite's entry is complete; staging and production still hold placeholders", () => {
    expect(deploymentProblems('default', table.default)).toEqual([]);
    expect(deploymentProblems('production', table.production)).toContain(
      'production.mail.from is "hello@example.com": it names example.com/.net/.org, a documentation domain',
    );
  });

  it("the server's deployment: its project's entry, the emulator suite's without one", () => {
    expect(deploymentHere({ GCLOUD_PROJECT: 'demo-virtual-challenges' }).alias).toBe('default');
    expect(deploymentHere({}).projectId).toBe('demo-virtual-challenges');
    expect(() => deploymentHere({ GCLOUD_PROJECT: 'someone-else' })).toThrow(
      /Project someone-else has no entry in deployments\.json/,
    );
    expect(() => deploymentOfProject('virtual-challenges-prod')).toThrow(/production\.mail\.from/);
    expect(
      deploymentHere({ GCLOUD_PROJECT: 'x', DEPLOYMENT_JSON: JSON.stringify(OTHER) }).projectId,
    ).toBe('run-canada-live');
  });

  it("a demo- project with no entry is played by the emulator suite's; a real one must have one", () => {
    expect(deploymentHere({ GCLOUD_PROJECT: 'demo-not-listed' }).alias).toBe('default');
    expect(() => deploymentHere({ GCLOUD_PROJECT: 'not-listed-project' })).toThrow(
      /not-listed-project has no entry/,
    );
  });

  it("the functions' region: the deployment's, us-central1 on the emulator suite", () => {
    expect(functionsRegionHere({ DEPLOYMENT_JSON: JSON.stringify(OTHER) })).toBe(
      'northamerica-northeast1',
    );
    expect(
      functionsRegionHere({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-not-listed' }),
    ).toBe('us-central1');
  });
});
