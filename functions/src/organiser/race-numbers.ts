/**
 * `organiser-raceNumbers` (docs/organiser-console.md, "Numbers"): the figures of a race's legs,
 * computed with queries and aggregates, never a read of a whole collection:
 * - registrations: count() of the leg's rows; per Toronto day, count() of the registrations
 *   whose `registeredAt` falls in it (users/{uid}.subscribedRaces.{legId}); complimentary ones,
 *   count() of `complimentary == true` (an absent field is a paid registration);
 * - amounts: count() and sum() over the leg's payments (`registrationLegId`, a collection-group
 *   query): `amount` and `refund.amountRefundedCents`, in cents;
 * - finishers: count() of the rows with `completedDate`;
 * - the largest teams: the leg's teams by `membersCount`, the first NUMBERS_TEAMS;
 * - active in the last 7 days: the one bounded read, the leg's standings shards (its layout's
 *   count of documents, each a compact list; standings-store.ts), since no field of a row says
 *   when her last activity was. Participants who chose to be hidden are not in the standings
 *   and are not counted there.
 * Each call is logged once: `numbers.view`, or `numbers.export` with the table and its rows
 * when a CSV is asked. Organisers only (organiser-callable.ts).
 */
import {
  AggregateField,
  FieldPath,
  getFirestore,
  Timestamp,
  type Firestore,
} from 'firebase-admin/firestore';
import { ORGANISER_REFUSAL_TEXTS } from '../../../src/contract/callables/organiser';
import {
  NUMBERS_DAYS,
  NUMBERS_TEAMS,
  RACE_NUMBERS,
  type LegNumbers,
  type RaceNumbersResult,
} from '../../../src/contract/callables/organiser-numbers';
import { numbersCsv, shapeNumbers } from '../../../src/contract/organiser/numbers-tables';
import { tabDistance } from '../../../src/contract/standing-row';
import { torontoDay } from '../../../src/contract/toronto-day';
import { refusalError } from '../shared/callable';
import { readLayoutState, readShardRows, shardRefsOf } from '../standings/standings-store';
import { numbersDays, type NumbersDay } from './numbers-days';
import { organiserCallable } from './organiser-callable';
import { logOrganiserAction } from './organiser-log';

const numberOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

async function activeInLastWeek(db: Firestore, legId: string, now: Date): Promise<number> {
  const { current } = await readLayoutState(db, legId);
  const rows = await readShardRows(db, shardRefsOf(db, legId, current));
  const today = torontoDay(now);
  return rows.filter((row) => tabDistance(row, 'week', today) > 0).length;
}

async function legNumbers(
  db: Firestore,
  legId: string,
  legName: string,
  days: readonly NumbersDay[],
  now: Date,
): Promise<LegNumbers> {
  const rows = db.collection(`races/${legId}/subscribedUsers`);
  const users = db.collection('users');
  const registeredAt = new FieldPath('subscribedRaces', legId, 'registeredAt');
  const payments = db.collectionGroup('payments').where('registrationLegId', '==', legId);
  const [registrations, finishers, complimentary, perDay, paid, refunds, teams, active7Days] =
    await Promise.all([
      rows.count().get(),
      rows.where('completedDate', '!=', null).count().get(),
      users
        .where(new FieldPath('subscribedRaces', legId, 'complimentary'), '==', true)
        .count()
        .get(),
      Promise.all(
        days.map(async ({ start, end }) => {
          const counted = await users
            .where(registeredAt, '>=', Timestamp.fromDate(start))
            .where(registeredAt, '<', Timestamp.fromDate(end))
            .count()
            .get();
          return counted.data().count;
        }),
      ),
      // One sum per query: each is served by its composite index (registrationLegId, the
      // summed field; firestore.indexes.json, docs/organiser-console.md "Numbers").
      payments
        .aggregate({ payments: AggregateField.count(), gross: AggregateField.sum('amount') })
        .get(),
      payments.aggregate({ refunded: AggregateField.sum('refund.amountRefundedCents') }).get(),
      db
        .collection(`races/${legId}/teams`)
        .orderBy('membersCount', 'desc')
        .limit(NUMBERS_TEAMS)
        .get(),
      activeInLastWeek(db, legId, now),
    ]);
  const totals = paid.data();
  return {
    legId,
    legName,
    registrations: registrations.data().count,
    complimentary: complimentary.data().count,
    perDay,
    payments: totals.payments,
    grossCents: numberOf(totals.gross),
    refundedCents: numberOf(refunds.data().refunded),
    active7Days,
    finishers: finishers.data().count,
    teams: teams.docs.map((team) => ({
      name: team.id,
      members: numberOf(team.get('membersCount')),
    })),
  };
}

export const raceNumbers = organiserCallable(
  RACE_NUMBERS,
  async ({ legIds, export: table }, caller): Promise<RaceNumbersResult> => {
    const db = getFirestore();
    const now = new Date();
    const legDocs = await db.getAll(...legIds.map((id) => db.doc(`races/${id}`)));
    if (legDocs.some((leg) => !leg.exists))
      throw refusalError('not-found', 'unknownLeg', ORGANISER_REFUSAL_TEXTS);
    const days = numbersDays(now, NUMBERS_DAYS);
    const legs = await Promise.all(
      legDocs.map((leg) => {
        const name = leg.get('legName') as unknown;
        return legNumbers(db, leg.id, typeof name === 'string' ? name : '', days, now);
      }),
    );
    const result: RaceNumbersResult = { days: days.map((d) => d.day), legs };
    const target = `races/${legIds.join(',')}`;
    if (!table) {
      await logOrganiserAction(db, caller, { action: 'numbers.view', target });
      return result;
    }
    const shaped = shapeNumbers(table, result);
    await logOrganiserAction(db, caller, {
      action: 'numbers.export',
      target,
      after: { table, rows: shaped.rows.length },
    });
    return { ...result, csv: numbersCsv(shaped) };
  },
);
