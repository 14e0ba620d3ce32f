/**
 * The organisers' alert e-mail (docs/reliability.md, "Alerts"): what happened, how often, where
 * the alert document is, and what to do for each kind. Staff-facing, in English (the organisers'
 * console and logs are English; participants' e-mails follow her language). Pure.
 */
import { escapeHtml, layout } from '../mail/html';
import { mailIdFor, type RenderedMail } from '../mail/outbox';
import type { AlertKind } from './alert-policy';

export interface AlertFacts {
  readonly id: string;
  readonly kind: AlertKind;
  readonly summary: string;
  readonly count: number;
  readonly details: Readonly<Record<string, string | number | boolean>>;
}

const ACTION: Readonly<Record<AlertKind, string>> = {
  'payment-not-provisioned':
    'A participant paid and has no registration. Check the payment in Stripe and the reason below, then register her by hand or refund her.',
  'refund-not-applied':
    'Stripe refunded or lost a dispute on a payment whose registration could not be ended. End it by hand (docs/payments.md).',
  'registration-ended':
    'A full refund or a lost dispute ended this registration: do not ship its medal.',
  'mail-errors':
    'E-mails are failing to send. Check the mail documents in ERROR and the SMTP provider.',
  'provider-failing':
    'Every call to this tracker provider failed for a while: check its status page and our credentials.',
  'sweep-repaired': 'The reconciliation sweep repaired something; see reconcile_runs.',
  'sweep-left-for-organiser':
    'The reconciliation sweep found registrations it cannot repair (their registration or team is gone): see the run in reconcile_runs and provision them by hand.',
};

/** mail/ops_alert__{alertId}__{n}: the n-th e-mail of one alert. */
export const alertMailId = (alertId: string, mailCount: number): string =>
  mailIdFor('ops_alert', alertId, String(mailCount));

export function renderAlertMail(facts: AlertFacts): RenderedMail {
  const subject = `[Alert] ${facts.summary}`;
  const lines = Object.entries(facts.details).map(([key, value]) => `${key}: ${String(value)}`);
  const where = `Firestore: ops_alerts/${facts.id} (reported ${facts.count} time${facts.count === 1 ? '' : 's'} so far)`;
  const text = [facts.summary, '', ACTION[facts.kind], '', ...lines, '', where, ''].join('\n');
  const bodyHtml = [
    `<p style="margin:0 0 12px"><strong>${escapeHtml(facts.summary)}</strong></p>`,
    `<p style="margin:0 0 12px">${escapeHtml(ACTION[facts.kind])}</p>`,
    ...lines.map((line) => `<p style="margin:0 0 4px">${escapeHtml(line)}</p>`),
    `<p style="margin:12px 0 0">${escapeHtml(where)}</p>`,
  ].join('\n');
  return {
    message: {
      subject,
      text,
      html: layout({
        language: 'en',
        title: subject,
        preheader: ACTION[facts.kind],
        bodyHtml,
        footer: {
          why: 'You receive this e-mail because this address is the organisers’ alert address of this deployment (deployments.json, mail.organisers).',
        },
      }),
    },
  };
}
