/**
 * The help address and the policy page, the deployment's (deployments.json: `mail.support`,
 * `policyUrl`; docs/deploy.md). Both sides use them: the app in the footer and pages, the server
 * in the refusal texts of its callables (contract/address-correction.ts). The app's build sets
 * them (vite.config.ts `define`, from the build's deployment); the server, and the unit tests,
 * read its own deployment (deployment-here.ts).
 */
import { deploymentHere } from './deployment-here';

declare const __APP_SUPPORT_EMAIL__: string | undefined;
declare const __APP_POLICY_URL__: string | undefined;
declare const __APP_ORGANISATION__: string | undefined;

/** The help address shown in the footer and on the confirmation pages. */
export const CONTACT_EMAIL: string =
  typeof __APP_SUPPORT_EMAIL__ === 'string' ? __APP_SUPPORT_EMAIL__ : deploymentHere().mail.support;
/** The terms and privacy policy, linked from the footer and the sign-up terms box. */
export const POLICY_URL: string =
  typeof __APP_POLICY_URL__ === 'string' ? __APP_POLICY_URL__ : deploymentHere().policyUrl;
/**
 * Who sends the e-mails (`mail.senderName`): the news consent box names it, as CASL wants a
 * consent request to say who asks (docs/privacy.md, "News consent").
 */
export const ORGANISATION_NAME: string =
  typeof __APP_ORGANISATION__ === 'string'
    ? __APP_ORGANISATION__
    : deploymentHere().mail.senderName;
