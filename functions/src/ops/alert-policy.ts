/**
 * When a failure that needs a person reaches one (docs/reliability.md, "Alerts"): every report
 * of a cause lands on one `ops_alerts/{id}` document (the id derived from the cause: kind and
 * key), counted, with its first and last time; an e-mail to the organisers goes out once the
 * cause is worth a person (some kinds at their first report, some only when they pile up within
 * a window), and again only after the alert was resolved (`resolvedAt`, set by an organiser in
 * the console) or after the cause went quiet for QUIET_PERIOD_MS. Pure.
 */

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;

/** A cause quiet this long that comes back is news again (a new e-mail). */
export const QUIET_PERIOD_MS = 24 * HOUR_MS;

export interface AlertRule {
  /** Whether the organisers get an e-mail at all (else the document is the whole alert). */
  readonly needsPerson: boolean;
  /** Reports within `windowMs` before the e-mail goes out. */
  readonly threshold: number;
  readonly windowMs: number;
}

export const ALERT_RULES = {
  /** A paid order that was not provisioned (rejected by its checks, or the sweep could not). */
  'payment-not-provisioned': { needsPerson: true, threshold: 1, windowMs: HOUR_MS },
  /** A refund or a lost dispute that could not end its registration. */
  'refund-not-applied': { needsPerson: true, threshold: 1, windowMs: HOUR_MS },
  /** A registration ended by a full refund or a lost dispute (the medal must not ship). */
  'registration-ended': { needsPerson: true, threshold: 1, windowMs: HOUR_MS },
  /** E-mails the Trigger Email extension ended in ERROR: ten within an hour. */
  'mail-errors': { needsPerson: true, threshold: 10, windowMs: HOUR_MS },
  /** A tracker provider whose calls all failed: twenty within 30 minutes, none succeeding. */
  'provider-failing': { needsPerson: true, threshold: 20, windowMs: 30 * MINUTE_MS },
  /** The reconciliation sweep repaired something (the triggers missed it): worth reading, no e-mail. */
  'sweep-repaired': { needsPerson: false, threshold: 1, windowMs: HOUR_MS },
  /** The sweep found registrations it cannot repair (docs/reliability.md): an organiser must. */
  'sweep-left-for-organiser': { needsPerson: true, threshold: 1, windowMs: HOUR_MS },
} as const satisfies Record<string, AlertRule>;

export type AlertKind = keyof typeof ALERT_RULES;

const SAFE_KEY = /^[A-Za-z0-9_-]{1,300}$/;

/** ops_alerts/{kind}__{key}: one document per cause. The key is a plain id (a payment, a provider). */
export function alertId(kind: AlertKind, key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`alert key ${JSON.stringify(key)} is not a plain id`);
  return `${kind}__${key}`;
}

/** The times and counts of an alert, in milliseconds (what the document stores as timestamps). */
export interface AlertState {
  readonly count: number;
  readonly firstSeenMs: number;
  readonly lastSeenMs: number;
  readonly windowStartMs: number;
  readonly windowCount: number;
  /** The last e-mail to the organisers; null before the first. */
  readonly mailedAtMs: number | null;
  readonly mailCount: number;
  readonly resolvedAtMs: number | null;
}

export interface AlertStep {
  readonly state: AlertState;
  /** Send the organisers an e-mail now (the mailCount-th). */
  readonly mail: boolean;
}

/** The alert after one more report at `nowMs`. */
export function reportAlert(prev: AlertState | null, rule: AlertRule, nowMs: number): AlertStep {
  const quiet = prev !== null && nowMs - prev.lastSeenMs >= QUIET_PERIOD_MS;
  const resolved = prev?.resolvedAtMs != null;
  const newWindow =
    prev === null || quiet || resolved || nowMs - prev.windowStartMs >= rule.windowMs;
  const windowCount = newWindow ? 1 : prev.windowCount + 1;
  const mailedBefore = prev?.mailedAtMs != null && !quiet && !resolved;
  const mail = rule.needsPerson && !mailedBefore && windowCount >= rule.threshold;
  return {
    mail,
    state: {
      count: (prev?.count ?? 0) + 1,
      firstSeenMs: prev?.firstSeenMs ?? nowMs,
      lastSeenMs: nowMs,
      windowStartMs: newWindow ? nowMs : prev.windowStartMs,
      windowCount,
      mailedAtMs: mail ? nowMs : resolved || quiet ? null : (prev?.mailedAtMs ?? null),
      mailCount: (prev?.mailCount ?? 0) + (mail ? 1 : 0),
      resolvedAtMs: null,
    },
  };
}

/**
 * A sign the cause is gone (a provider call that succeeded): the window starts again, so only
 * failures with no success between them add up to the threshold. Null when nothing changes.
 */
export function clearAlertWindow(prev: AlertState | null): AlertState | null {
  if (prev === null || prev.windowCount === 0) return null;
  return { ...prev, windowCount: 0 };
}
