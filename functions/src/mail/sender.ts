/**
 * Who every e-mail says it comes from (the "Transactional e-mails" part of the e-mail feature:
 * CASL wants the sender's identity, a postal contact and a way to reach us in each one), and
 * where its links point. All of it is the deployment's (deployments.json, `mail` and
 * `appOrigins`: docs/deploy.md), read when a mail is written, so a deployment whose entry still
 * holds a placeholder fails naming the field rather than mailing it. Production's `mail.from`
 * must be the address the SMTP provider is verified for (README, "E-mail in production").
 */
import { fromHeader, publicOrigin } from '../../../src/config/deployment';
import { deploymentHere } from '../../../src/config/deployment-here';
import type { MailLanguage } from './language';

type Env = Readonly<Record<string, string | undefined>>;

/** The sender's name, addresses and postal address, of this deployment. */
export const SENDER = {
  get name(): string {
    return deploymentHere().mail.senderName;
  },
  get address(): string {
    return deploymentHere().mail.from;
  },
  get supportAddress(): string {
    return deploymentHere().mail.support;
  },
  /** Where alerts for the organisers go. */
  get organisersAddress(): string {
    return deploymentHere().mail.organisers;
  },
  get postalAddress(): string {
    return deploymentHere().mail.postalAddress;
  },
  /** The business's GST/HST and QST registration numbers, on every receipt. */
  get taxNumbers(): { readonly gstHst: string; readonly qst: string } {
    return deploymentHere().taxNumbers;
  },
};

/** The postal address in the mail's language: French e-mails print its French form. */
export const postalAddressIn = (language: MailLanguage): string =>
  language === 'fr' ? deploymentHere().mail.postalAddressFr : deploymentHere().mail.postalAddress;

/** The From header: display name and address. */
export const senderFromHeader = (env?: Env): string => fromHeader(deploymentHere(env));

/**
 * The web app's origin, for the links in an e-mail: the deployment's first `appOrigins` entry
 * (its custom domain when it has one; the local app, http://localhost:5173, in the emulator suite).
 */
export function appOrigin(env?: Env): string {
  return publicOrigin(deploymentHere(env));
}

/** Her dashboard on a leg (the app's /dashboard/{raceId}, the leg id without `price_`). */
export const dashboardUrl = (origin: string, legId: string): string =>
  `${origin}/dashboard/${encodeURIComponent(legId.replace(/^price_/, ''))}`;

/** The account page (shipping address, preferences). */
export const accountUrl = (origin: string): string => `${origin}/account`;
