/**
 * The converter of a document the browser only reads (docs/house-style.md rule 3): a snapshot
 * becomes the contract's model through its parser, and writing a whole model throws, since
 * every write the rules allow is the server's or a field-by-field update on the raw ref.
 */
import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';

export function readOnlyConverter<T>(
  path: string,
  parse: (data: DocumentData, id: string) => T,
): FirestoreDataConverter<T, DocumentData> {
  return {
    toFirestore(): DocumentData {
      throw new Error(`${path} is not written as a whole from the browser.`);
    },
    fromFirestore(snapshot: QueryDocumentSnapshot<DocumentData>): T {
      return parse(snapshot.data(), snapshot.id);
    },
  };
}
