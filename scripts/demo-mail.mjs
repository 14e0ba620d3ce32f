#!/usr/bin/env node
/**
 * node scripts/demo-mail.mjs: sends the demo e-mails through the running emulator suite (one of
 * each kind, scripts/lib/demo-mail.mjs), after the seed. `npm start` runs it; run it again
 * against a suite you started yourself (node scripts/emulators.mjs start, then the seed).
 * Env as the seed's: FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST,
 * FUNCTIONS_EMULATOR_ORIGIN, GCLOUD_PROJECT (a demo- project only).
 */
import process from 'node:process';
import { DEMO_PROJECT_ID } from './lib/demo-project.mjs';
import { useOneRequestPerConnection } from './lib/one-request-per-connection.mjs';
import { sendDemoMail } from './lib/demo-mail.mjs';

process.env.METADATA_SERVER_DETECTION ||= 'none';
// A connection per request to the emulators (docs/testing.md, "One request per connection"):
// its calls, seconds apart while it waits for the functions.
useOneRequestPerConnection();

async function main() {
  process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= '127.0.0.1:9099';
  const projectId = process.env.GCLOUD_PROJECT?.startsWith('demo-')
    ? process.env.GCLOUD_PROJECT
    : DEMO_PROJECT_ID;
  process.env.GCLOUD_PROJECT = projectId;
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { getAuth } = await import('firebase-admin/auth');
  const app = initializeApp({ projectId }, 'demo-mail');
  await sendDemoMail({
    projectId,
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    functionsOrigin: process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001',
    db: getFirestore(app),
    auth: getAuth(app),
  });
  const inbox = process.env.LOCAL_INBOX_ORIGIN ?? 'http://127.0.0.1:1080';
  console.log(`Demo e-mails on their way: open the local inbox at ${inbox}`);
}

main().catch((error) => {
  console.error(`The demo e-mails could not be sent: ${error.message}`);
  process.exitCode = 1;
});
