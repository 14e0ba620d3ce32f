/**
 * Firestore for this app, connected to the emulator in local mode. Imported only by features' api/ modules.
 *
 * The persistent local cache (IndexedDB, shared by the app's open tabs) is what lets a
 * participant log an activity with no network (docs/product.md §P2, manual activity log): the write
 * waits in the cache's queue, survives closing the tab, and is sent once when the network returns.
 * Where IndexedDB is unavailable (private modes, tests) the SDK falls back to memory.
 */
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { getConfig } from '../config/env';
import { firebaseApp } from './firebase-app';

const config = getConfig();

export const db: Firestore = initializeFirestore(firebaseApp, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});

if (config.emulatorHost) {
  connectFirestoreEmulator(db, config.emulatorHost, 8080);
}
