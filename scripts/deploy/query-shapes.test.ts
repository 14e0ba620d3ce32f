// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { missingIndexes, neededComposite, queryShapes, stringConstants } from './query-shapes';

const INBOX_INDEX = {
  collectionGroup: 'tracker_inbox',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'status', order: 'ASCENDING' },
    { fieldPath: 'nextAttemptAt', order: 'ASCENDING' },
  ],
};

describe('queryShapes', () => {
  it.each([
    [
      'a chain with a constant from another file, an in and a range',
      "db.collection(INBOX).where('status', 'in', ['a']).where('nextAttemptAt', '<=', now).orderBy('nextAttemptAt').limit(5)",
      {
        collectionGroup: 'tracker_inbox',
        equalities: ['status'],
        ordered: [{ fieldPath: 'nextAttemptAt', order: 'ASCENDING' }],
      },
    ],
    [
      'a collection group ordered by one field',
      "db.collectionGroup('payments').where('created', '>=', since).orderBy('created')",
      {
        collectionGroup: 'payments',
        queryScope: 'COLLECTION_GROUP',
        equalities: [],
        ordered: [{ fieldPath: 'created', order: 'ASCENDING' }],
      },
    ],
    [
      'a subcollection path, descending',
      "db.collection(`races/${legId}/subscribedUsers`).orderBy('bibNumber', 'desc').limit(1)",
      {
        collectionGroup: 'subscribedUsers',
        equalities: [],
        ordered: [{ fieldPath: 'bibNumber', order: 'DESCENDING' }],
      },
    ],
    [
      "the web SDK's query()",
      "query(collection(db, 'products', id, 'prices'), where('active', '==', true), orderBy('unit_amount', 'desc'))",
      {
        collectionGroup: 'prices',
        equalities: ['active'],
        ordered: [{ fieldPath: 'unit_amount', order: 'DESCENDING' }],
      },
    ],
  ])('%s', (_label, source, expected) => {
    const [shape] = queryShapes(
      source,
      'x.ts',
      stringConstants(["export const INBOX = 'tracker_inbox';"]),
    );
    expect(shape).toMatchObject(expected);
  });

  it('skips reads that neither filter nor order, and paths it cannot name', () => {
    expect(
      queryShapes(
        "db.collection('users').doc(uid).get(); db.collection(rowsPath(legId)).where('a', '==', 1)",
        'x.ts',
      ),
    ).toEqual([]);
  });
});

describe('the indexes the queries need', () => {
  const [inbox] = queryShapes(
    "db.collection('tracker_inbox').where('status', 'in', ['a']).where('nextAttemptAt', '<=', 1).orderBy('nextAttemptAt')",
    'process-event.ts',
  );
  const [equalities] = queryShapes(
    "db.collection('products').where('metadata.type', '==', 'fee').where('active', '==', true)",
    'c.ts',
  );
  const [group] = queryShapes("db.collectionGroup('payments').orderBy('created')", 'r.ts');

  it.each([
    ['equalities only: index merging, none', equalities, null],
    ['an in and a range on another field: a composite', inbox, INBOX_INDEX.fields],
    ['one field of a collection group: no composite', group, null],
  ])('%s', (_label, shape, expected) => {
    expect(neededComposite(shape!)).toEqual(expected);
  });

  it.each([
    [
      'every index there',
      {
        indexes: [INBOX_INDEX],
        fieldOverrides: [
          {
            collectionGroup: 'payments',
            fieldPath: 'created',
            indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
          },
        ],
      },
      [],
    ],
    [
      'the composite missing',
      {
        fieldOverrides: [
          {
            collectionGroup: 'payments',
            fieldPath: 'created',
            indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
          },
        ],
      },
      [
        'firestore.indexes.json has no composite index on tracker_inbox (COLLECTION: status ASCENDING, nextAttemptAt ASCENDING), for the query at process-event.ts:1',
      ],
    ],
    [
      'the composite in the wrong order',
      {
        indexes: [{ ...INBOX_INDEX, fields: [...INBOX_INDEX.fields].reverse() }],
        fieldOverrides: [
          {
            collectionGroup: 'payments',
            fieldPath: 'created',
            indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
          },
        ],
      },
      [expect.stringContaining('no composite index on tracker_inbox')],
    ],
    [
      "the collection group's field override missing",
      { indexes: [INBOX_INDEX] },
      [
        'firestore.indexes.json has no collection-group index (field override) on payments (COLLECTION_GROUP: created ASCENDING), for the query at r.ts:1',
      ],
    ],
  ])('%s', (_label, file, expected) => {
    expect(missingIndexes([inbox!, equalities!, group!], file)).toEqual(expected);
  });
});
