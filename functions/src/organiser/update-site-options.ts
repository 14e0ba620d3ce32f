/**
 * `organiser-updateSiteOptions` (docs/organiser-console.md, "Race setup"): the home banner
 * (`options/homeBanner`) or the medal page's spots left (`options/cccSpotsLeft`), checked by the
 * request's parser and read back with the app's own parsers (contract/docs/site-options-check.ts).
 * The document is written whole (the rules serve cccSpotsLeft only while it holds nothing but
 * `spotsLeft`), in one transaction with the log entry (`options.update`, target the document,
 * before and after as the app reads them). The same values again answer `unchanged` and write
 * nothing. Organisers only (organiser-callable.ts).
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { UpdateSiteOptionsResult } from '../../../src/contract/callables/organiser-race-setup';
import { UPDATE_SITE_OPTIONS } from '../../../src/contract/callables/organiser-site-options';
import { parseSpotsLeft } from '../../../src/contract/docs/options';
import { storedHomeBanner } from '../../../src/contract/docs/site-options-check';
import { canonical } from './canonical-json';
import { organiserCallable } from './organiser-callable';
import { logInTransaction } from './organiser-log';

export const updateSiteOptions = organiserCallable(
  UPDATE_SITE_OPTIONS,
  async (request, caller): Promise<UpdateSiteOptionsResult> => {
    const db = getFirestore();
    const ref = db.doc(`options/${request.option}`);
    return db.runTransaction(async (tx): Promise<UpdateSiteOptionsResult> => {
      const snapshot = await tx.get(ref);
      const data = snapshot.data();
      const before =
        request.option === 'homeBanner'
          ? storedHomeBanner(data)
          : data === undefined
            ? null
            : { spotsLeft: parseSpotsLeft(data) };
      if (canonical(before) === canonical(request.value)) return { outcome: 'unchanged' };
      tx.set(ref, request.value);
      logInTransaction(db, tx, caller, {
        action: 'options.update',
        target: `options/${request.option}`,
        reason: request.reason,
        before,
        after: request.value,
      });
      return { outcome: 'saved' };
    });
  },
);
