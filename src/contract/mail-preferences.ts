/**
 * Her e-mail preferences on users/{uid}.mailPreferences (the e-mail feature: "the account page
 * also lets the participant turn milestone postcards off"). The owner writes the map, with only
 * the keys of MailPreferences, each a boolean (firestore.rules, `onlyMailPreferencesChanged`); the server
 * reads it before queuing a postcard (functions/src/activities/activity-mail.ts). Postcards are
 * on unless she turned them off. Pure.
 */
export interface MailPreferences {
  /** Milestone postcards (transactional: sent unless turned off). */
  readonly postcards: boolean;
}

/** The stored map; anything absent or not a boolean false keeps the default (on). */
export function parseMailPreferences(value: unknown): MailPreferences {
  const stored =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return { postcards: stored.postcards !== false };
}
