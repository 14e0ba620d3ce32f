/**
 * `organiser-newsReach` (docs/organiser-console.md, "News"): how many participants a news would
 * reach, per language, counted with aggregate queries (count()): no user document is read.
 * The participants `sendNews` writes to are those whose yes to news the owner of the address
 * confirmed (src/contract/news-confirmation.ts): the stored `consent` and the server's
 * `confirmedBy`, both plain equalities, so each count is served by the single-field indexes.
 * An upper bound: a yes confirmed for an address she has changed since is skipped at the send,
 * which no query can compare. Organisers only (organiser-callable.ts); logged once (`news.reach`).
 */
import { getFirestore, type Firestore, type Query } from 'firebase-admin/firestore';
import { NEWS_REACH, type NewsReachResult } from '../../../src/contract/callables/organiser-news';
import { NEWS_CONFIRMATION_METHODS } from '../../../src/contract/news-confirmation';
import { organiserCallable } from './organiser-callable';
import { logOrganiserAction } from './organiser-log';

async function countOf(query: Query): Promise<number> {
  return (await query.count().get()).data().count;
}

/** The confirmed yeses, all and French (English is every other language: mail/language.ts). */
export async function countNewsReach(db: Firestore): Promise<NewsReachResult> {
  const counts = await Promise.all(
    NEWS_CONFIRMATION_METHODS.map(async (method) => {
      const confirmed = db
        .collection('users')
        .where('mailPreferences.news.consent', '==', true)
        .where('mailPreferences.news.confirmedBy', '==', method);
      const [all, fr] = await Promise.all([
        countOf(confirmed),
        countOf(confirmed.where('language', '==', 'fr')),
      ]);
      return { all, fr };
    }),
  );
  const total = counts.reduce((sum, c) => sum + c.all, 0);
  const fr = counts.reduce((sum, c) => sum + c.fr, 0);
  return { total, en: total - fr, fr };
}

export const newsReach = organiserCallable(
  NEWS_REACH,
  async (_request, caller): Promise<NewsReachResult> => {
    const db = getFirestore();
    const reach = await countNewsReach(db);
    await logOrganiserAction(db, caller, { action: 'news.reach', target: 'users', after: reach });
    return reach;
  },
);
