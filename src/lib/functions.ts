/** Cloud Functions client (httpsCallable, timeout 70000 ms), connected to the emulator in local mode. */
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
  type HttpsCallable,
} from 'firebase/functions';
import { getConfig } from '../config/env';
import { firebaseApp } from './firebase-app';

const config = getConfig();

const CALLABLE_TIMEOUT_MS = 70000;

const functions: Functions = getFunctions(firebaseApp, config.functionsRegion);

if (config.emulatorHost) {
  connectFunctionsEmulator(functions, config.emulatorHost, 5001);
}

/** A typed callable with the spec's default timeout. */
export function callable<Request, Response>(name: string): HttpsCallable<Request, Response> {
  return httpsCallable<Request, Response>(functions, name, { timeout: CALLABLE_TIMEOUT_MS });
}
