/**
 * Participants whose Fitbit connection predates the Google Health API (docs/trackers.md,
 * "Fitbit connections made before 2026-11-02"). Fitbit's OAuth and Web API answer 410 Gone
 * since 2026-11-02 and their tokens cannot be carried over to Google, so such a connection
 * imports nothing any more. Nothing is retried and nothing counts as an outage: she is asked to
 * reconnect (the dashboard and the account page read contract/fitbit-reconnect.ts), e-mailed
 * once (the tracker-trouble e-mail, 'reconnect'), and keeps every kilometre counted. Her
 * reconnect through the new flow replaces the old link (exchange-authorization-code.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FieldPath, getFirestore, type QuerySnapshot } from 'firebase-admin/firestore';
import { FITBIT_API, fitbitNeedsReconnect } from '../../../../src/contract/fitbit-reconnect';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import type { FitbitTokens } from '../token-store';
import { queueTrackerTroubleMail } from '../tracker-trouble';

/** Tokens of Fitbit's retired OAuth: stored before the move, without `api`. */
export function isLegacyFitbitTokens(tokens: FitbitTokens): boolean {
  return tokens.api !== FITBIT_API;
}

/** A final 410 Gone: the endpoint (or the grant behind it) is retired, not failing. */
export function isGone(error: unknown): boolean {
  return (
    error instanceof ProviderError &&
    !(error instanceof RetryableProviderError) &&
    error.status === 410
  );
}

/** Her one reconnect e-mail (named by her and the tracker: queued once, ever). */
export async function tellToReconnect(db: Firestore, uid: string, nowMs = Date.now()) {
  const outcome = await queueTrackerTroubleMail(db, uid, 'fitbit', 'reconnect', '', nowMs);
  logger.info('Fitbit reconnect e-mail', { uid, outcome });
  return outcome;
}

/** Participants read per page. */
const PAGE = 500;

/**
 * Every participant still connected the old way gets her e-mail (once). Returns the uids
 * written to. Run daily, and from the local stand-in (POST …/localProvider/fitbit/legacy-sweep).
 */
export async function remindLegacyFitbit(db: Firestore, nowMs = Date.now()): Promise<string[]> {
  const connected = db
    .collection('users')
    .where('fitbitAccount.connected', '==', true)
    .orderBy(FieldPath.documentId())
    .limit(PAGE);
  const told: string[] = [];
  let after: string | null = null;
  for (;;) {
    const page: QuerySnapshot = await (
      after === null ? connected : connected.startAfter(after)
    ).get();
    for (const doc of page.docs) {
      if (!fitbitNeedsReconnect(doc.data().fitbitAccount)) continue;
      if ((await tellToReconnect(db, doc.id, nowMs)) === 'queued') told.push(doc.id);
    }
    if (page.size < PAGE) return told;
    after = page.docs[page.docs.length - 1]!.id;
  }
}

export const remindLegacyConnections = onSchedule('every 24 hours', async () => {
  const told = await remindLegacyFitbit(getFirestore());
  logger.info('Fitbit legacy connections reminded', { count: told.length });
});
