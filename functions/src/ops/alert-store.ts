/**
 * ops_alerts/{id} (server-only; docs/data-model.md): the one place failures that need a person
 * go (alert-policy.ts decides counts and e-mails). `prepareAlert` reads the alert inside the
 * caller's transaction and returns the writes, so an alert is raised together with the change it
 * reports (a registration ended and its alert, in one commit: a retried trigger that finds the
 * change done raises nothing again). The organisers' e-mail is the mail document itself, created
 * in the same commit under an id derived from the alert and its e-mail count.
 */
import {
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { mailDocument, mailPath } from '../mail/outbox';
import { expireAtFor } from '../shared/retention';
import { alertMailId, renderAlertMail } from './alert-mail';
import {
  ALERT_RULES,
  alertId,
  clearAlertWindow,
  reportAlert,
  type AlertKind,
  type AlertState,
} from './alert-policy';
import { SENDER } from '../mail/sender';

export const alertPath = (id: string): string => `ops_alerts/${id}`;

export interface AlertReport {
  readonly kind: AlertKind;
  /** What identifies the cause within its kind (a payment id, a provider). */
  readonly key: string;
  /** One line for a person. */
  readonly summary: string;
  readonly details?: Readonly<Record<string, string | number | boolean>>;
}

const ms = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : value instanceof Date ? value.getTime() : null;

function stateOf(data: DocumentData | undefined): AlertState | null {
  if (!data) return null;
  const lastSeenMs = ms(data.lastSeen) ?? 0;
  return {
    count: typeof data.count === 'number' ? data.count : 0,
    firstSeenMs: ms(data.firstSeen) ?? lastSeenMs,
    lastSeenMs,
    windowStartMs: ms(data.windowStart) ?? lastSeenMs,
    windowCount: typeof data.windowCount === 'number' ? data.windowCount : 0,
    mailedAtMs: ms(data.mailedAt),
    mailCount: typeof data.mailCount === 'number' ? data.mailCount : 0,
    resolvedAtMs: ms(data.resolvedAt),
  };
}

const stamp = (value: number | null) => (value === null ? null : Timestamp.fromMillis(value));

/** Reads the alert (call before any write of the transaction); returns its writes. */
export async function prepareAlert(
  tx: Transaction,
  db: Firestore,
  report: AlertReport,
  now: Date = new Date(),
): Promise<(tx: Transaction) => { id: string; mailed: boolean }> {
  const id = alertId(report.kind, report.key);
  const ref = db.doc(alertPath(id));
  const prev = stateOf((await tx.get(ref)).data());
  const step = reportAlert(prev, ALERT_RULES[report.kind], now.getTime());
  // The deployment's organisers' address (deployments.json, mail.organisers); a deployment whose
  // entry is incomplete still records the alert, and the log names what is missing.
  let to: string | null = null;
  if (step.mail) {
    try {
      to = SENDER.organisersAddress;
    } catch (error) {
      logger.error('ops alert not e-mailed', { alert: id, error: String(error) });
    }
  }
  return (t) => {
    const { state } = step;
    const details = report.details ?? {};
    t.set(ref, {
      kind: report.kind,
      key: report.key,
      summary: report.summary,
      details,
      needsPerson: ALERT_RULES[report.kind].needsPerson,
      count: state.count,
      firstSeen: stamp(state.firstSeenMs),
      lastSeen: stamp(state.lastSeenMs),
      windowStart: stamp(state.windowStartMs),
      windowCount: state.windowCount,
      mailedAt: stamp(state.mailedAtMs),
      mailCount: state.mailCount,
      resolvedAt: null,
      expireAt: expireAtFor('opsAlerts', now),
    });
    if (to !== null) {
      const mail = renderAlertMail({
        id,
        kind: report.kind,
        summary: report.summary,
        count: state.count,
        details,
      });
      // set, not create: an alert an organiser deleted starts its e-mails at 1 again.
      t.set(
        db.doc(mailPath(alertMailId(id, state.mailCount))),
        mailDocument(to, mail, alertPath(id)),
      );
    }
    return { id, mailed: to !== null };
  };
}

/** Raises an alert in a transaction of its own (a report with no other change to commit). */
export async function raiseAlert(
  db: Firestore,
  report: AlertReport,
): Promise<{ id: string; mailed: boolean }> {
  const outcome = await db.runTransaction(async (tx) => (await prepareAlert(tx, db, report))(tx));
  logger.error(`ops alert: ${report.summary}`, { alert: outcome.id, mailed: outcome.mailed });
  return outcome;
}

/** The cause showed it is gone (a provider call succeeded): its window starts again. */
export async function clearAlert(db: Firestore, kind: AlertKind, key: string): Promise<void> {
  const ref = db.doc(alertPath(alertId(kind, key)));
  const snap = await ref.get();
  if (!snap.exists || clearAlertWindow(stateOf(snap.data())) === null) return;
  await db.runTransaction(async (tx) => {
    if (clearAlertWindow(stateOf((await tx.get(ref)).data())) !== null)
      tx.update(ref, { windowCount: 0 });
  });
}
