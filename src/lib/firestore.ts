/** Firestore for this app, connected to the emulator in local mode. Imported only by features' api/ modules. */
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { getConfig } from '../config/env';
import { firebaseApp } from './firebase-app';

const config = getConfig();

export const db: Firestore = getFirestore(firebaseApp);

if (config.emulatorHost) {
  connectFirestoreEmulator(db, config.emulatorHost, 8080);
}
