/**
 * A complete deployment other than the repository's (another project, region and a custom
 * domain), for tests of what derives from a deployment (docs/deploy.md).
 */
export const OTHER_DEPLOYMENT = {
  mode: 'other',
  projectId: 'run-canada-live',
  region: 'northamerica-northeast1',
  appOrigins: ['https://run.example.ca', 'https://run-canada-live.web.app'],
  policyUrl: 'https://run.example.ca/policies',
  mail: {
    senderName: 'Run Canada',
    from: 'hello@run.example.ca',
    support: 'help@run.example.ca',
    organisers: 'ops@run.example.ca',
    postalAddress: 'Run Canada, 1 Main St, Ottawa ON K1A 0A1, Canada',
    postalAddressFr: 'Run Canada, 1, rue Main, Ottawa (Ontario) K1A 0A1, Canada',
  },
  taxNumbers: { gstHst: '123456789 RT0001', qst: '1234567890 TQ0001' },
} as const;

/** A server env whose deployment is OTHER_DEPLOYMENT (config/deployment-here.ts). */
export const OTHER_DEPLOYMENT_ENV = {
  GCLOUD_PROJECT: OTHER_DEPLOYMENT.projectId,
  DEPLOYMENT_JSON: JSON.stringify(OTHER_DEPLOYMENT),
} as const;
