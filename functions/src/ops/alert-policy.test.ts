import { describe, expect, it } from 'vitest';
import {
  ALERT_RULES,
  HOUR_MS,
  QUIET_PERIOD_MS,
  alertId,
  clearAlertWindow,
  reportAlert,
  type AlertRule,
  type AlertState,
} from './alert-policy';

const T0 = Date.parse('2026-11-28T00:00:00Z');
const once: AlertRule = { needsPerson: true, threshold: 1, windowMs: HOUR_MS };
const pileUp: AlertRule = { needsPerson: true, threshold: 3, windowMs: HOUR_MS };
const noMail: AlertRule = { needsPerson: false, threshold: 1, windowMs: HOUR_MS };

/** The e-mails sent by reports at these offsets (ms from T0), each after the one before. */
function mailsFor(rule: AlertRule, offsets: readonly number[], resolveAt: readonly number[] = []) {
  let state: AlertState | null = null;
  const mailed: number[] = [];
  for (const offset of offsets) {
    if (state && resolveAt.includes(offset)) state = { ...state, resolvedAtMs: T0 + offset - 1 };
    const step = reportAlert(state, rule, T0 + offset);
    if (step.mail) mailed.push(offset);
    state = step.state;
  }
  return { mailed, state };
}

describe('reportAlert: one e-mail per cause', () => {
  const cases: readonly [string, AlertRule, number[], number[], number[]][] = [
    ['first report of a cause that needs a person', once, [0], [], [0]],
    ['repeats within the quiet period send nothing more', once, [0, 1000, HOUR_MS * 5], [], [0]],
    [
      'a cause quiet for the quiet period is news again',
      once,
      [0, QUIET_PERIOD_MS + 5],
      [],
      [0, QUIET_PERIOD_MS + 5],
    ],
    ['repeats every hour never go quiet', once, [0, HOUR_MS * 20, HOUR_MS * 40], [], [0]],
    ['a resolved alert that comes back is mailed again', once, [0, 5000], [5000], [0, 5000]],
    ['below the threshold: no e-mail', pileUp, [0, 1000], [], []],
    ['the threshold within the window: one e-mail', pileUp, [0, 1000, 2000, 3000], [], [2000]],
    ['reports spread beyond the window never pile up', pileUp, [0, HOUR_MS, HOUR_MS * 2], [], []],
    ['a kind for the record only', noMail, [0, 1000], [], []],
  ];
  it.each(cases)('%s', (_name, rule, offsets, resolveAt, expected) => {
    expect(mailsFor(rule, offsets, resolveAt).mailed).toEqual(expected);
  });

  it('counts every report and keeps the first and last times', () => {
    const { state } = mailsFor(once, [0, 1000, 2000]);
    expect(state).toMatchObject({
      count: 3,
      firstSeenMs: T0,
      lastSeenMs: T0 + 2000,
      mailCount: 1,
      mailedAtMs: T0,
    });
  });

  it('a success between failures starts the window again', () => {
    let state = reportAlert(null, pileUp, T0).state;
    state = reportAlert(state, pileUp, T0 + 1).state;
    state = clearAlertWindow(state) ?? state;
    const step = reportAlert(state, pileUp, T0 + 2);
    expect(step.mail).toBe(false);
    expect(step.state.windowCount).toBe(1);
    expect(clearAlertWindow(null)).toBeNull();
    expect(clearAlertWindow({ ...step.state, windowCount: 0 })).toBeNull();
  });
});

describe('alertId', () => {
  it('is derived from the cause', () => {
    expect(alertId('payment-not-provisioned', 'pi_123')).toBe('payment-not-provisioned__pi_123');
    expect(() => alertId('mail-errors', 'a/b')).toThrow(/plain id/);
  });

  it('every kind that e-mails needs at least one report', () => {
    for (const rule of Object.values(ALERT_RULES)) expect(rule.threshold).toBeGreaterThanOrEqual(1);
  });
});
