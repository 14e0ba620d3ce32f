/**
 * A tracker provider failing for everyone (docs/reliability.md, "Alerts"): each inbox event run
 * that ends on the provider's error (a ProviderError: its 4xx, 5xx, 429, a timeout) counts
 * against the provider, not the participant; a run the provider answered clears the count. The
 * alert `provider-failing__{provider}` e-mails the organisers once the failures pile up with no
 * success between (alert-policy.ts). Never fails the event: a lost report is logged.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { TrackerProvider } from '../../../src/contract/tracker-activity';
import { ProviderError } from '../trackers/provider-fetch';
import { clearAlert, raiseAlert } from './alert-store';

export async function reportProviderHealth(
  db: Firestore,
  provider: TrackerProvider,
  outcome: { readonly status: string; readonly error?: unknown },
): Promise<void> {
  try {
    if (outcome.error instanceof ProviderError) {
      await raiseAlert(db, {
        kind: 'provider-failing',
        key: provider,
        summary: `Calls to ${provider} are failing`,
        details: {
          provider,
          lastStatus: outcome.error.status ?? 'no answer',
          lastError: outcome.error.message.slice(0, 300),
        },
      });
    } else if (outcome.status === 'done') {
      await clearAlert(db, 'provider-failing', provider);
    }
  } catch (error) {
    logger.error('provider health not recorded', { provider, error: String(error) });
  }
}
