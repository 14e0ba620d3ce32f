import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { readOnlyConverter } from './read-only-converter';

const snapshot = (id: string, data: DocumentData) =>
  ({ id, data: () => data }) as unknown as QueryDocumentSnapshot<DocumentData>;

describe('readOnlyConverter', () => {
  const converter = readOnlyConverter('races/{legId}/teams/{name}', (data, id) => ({
    name: id,
    size: typeof data.size === 'number' ? data.size : 0,
  }));

  it('reads a snapshot through the parser, with its data and its id', () => {
    expect(converter.fromFirestore(snapshot('Maple', { size: 3 }))).toEqual({
      name: 'Maple',
      size: 3,
    });
  });

  it('refuses to write a whole model, naming the document', () => {
    expect(() => converter.toFirestore({ name: 'Maple', size: 3 })).toThrow(
      'races/{legId}/teams/{name} is not written as a whole from the browser.',
    );
  });
});
