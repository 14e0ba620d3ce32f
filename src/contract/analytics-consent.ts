/**
 * A participant's analytics consent on her profile, users/{uid}.analyticsConsent
 * (docs/privacy.md, "The choice"): `{ choice, at }`, the choice one of ANALYTICS_CHOICES and
 * `at` the server's time of the write. firestore.rules allows exactly this, alone in its write;
 * tests/rules/users-analytics-consent.test.ts holds the rules to this list. On a shared
 * computer each person's choice follows her account, never the device's last one.
 * Pure (no Firebase import).
 */
export type AnalyticsChoice = 'accepted' | 'declined';

export const ANALYTICS_CHOICES: readonly AnalyticsChoice[] = ['accepted', 'declined'];

export interface StoredAnalyticsConsent {
  readonly choice: AnalyticsChoice;
  /** When she chose; null while the server has not stamped the write yet. */
  readonly at: Date | null;
}

function isChoice(value: unknown): value is AnalyticsChoice {
  return ANALYTICS_CHOICES.includes(value as AnalyticsChoice);
}

/** The profile's field, checked: anything but a known choice is no choice (she is asked). */
export function parseAnalyticsConsent(value: unknown): StoredAnalyticsConsent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { choice, at } = value as { choice?: unknown; at?: unknown };
  if (!isChoice(choice)) return null;
  return { choice, at: at instanceof Date && !Number.isNaN(at.getTime()) ? at : null };
}
