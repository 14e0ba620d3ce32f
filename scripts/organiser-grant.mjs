#!/usr/bin/env node
/**
 * Gives an account the organisers' console, or takes it away (docs/organiser-console.md, "Who is
 * an organiser"): sets or removes the custom claim `admin: true` on the Auth user with that
 * e-mail, and writes the change to the audit log `organiser_log` (docs/security.md item 79).
 *   npm run organiser:grant -- <email>            grant
 *   npm run organiser:grant -- <email> --remove   remove
 * The claim reaches her ID token at its next refresh (within the hour) or her next sign-in.
 * Env: GCLOUD_PROJECT (default the demo project: the emulators, FIREBASE_AUTH_EMULATOR_HOST and
 * FIRESTORE_EMULATOR_HOST default 127.0.0.1:9099 and :8080). Another project: Application
 * Default Credentials of someone allowed to manage its users (docs/organiser-console.md).
 */
import process from 'node:process';
import { DEMO_PROJECT_ID } from './lib/demo-project.mjs';
import { claimsAfter, grantArgs } from './lib/organiser-claims.mjs';

const args = grantArgs(process.argv.slice(2));
if ('error' in args) {
  console.error(args.error);
  process.exit(2);
}
const projectId = process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID;
if (projectId.startsWith('demo-')) {
  process.env.METADATA_SERVER_DETECTION ||= 'none';
  process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= '127.0.0.1:9099';
}
try {
  const { initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { FieldValue, getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId });
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(args.email);
  const before = user.customClaims ?? {};
  const after = claimsAfter(before, args.remove);
  await auth.setCustomUserClaims(user.uid, after);
  // Written as the server writes the console's entries (functions/src/organiser/organiser-log.ts);
  // `by` names the machine account that ran it, as far as it is known.
  await getFirestore(app)
    .collection('organiser_log')
    .add({
      at: FieldValue.serverTimestamp(),
      by: { uid: '', email: process.env.USER ? `script:${process.env.USER}` : 'script' },
      action: args.remove ? 'organiser.remove' : 'organiser.grant',
      target: `users/${user.uid}`,
      reason: null,
      before: { admin: before.admin === true },
      after: { admin: after?.admin === true },
    });
  console.log(
    `${args.email} (${user.uid}) ${args.remove ? 'is no longer an organiser' : 'is an organiser'} on ${projectId}.`,
  );
  process.exit(0);
} catch (error) {
  console.error(
    `organiser:grant failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  if (projectId.startsWith('demo-')) console.error('Are the emulators running? (npm start)');
  process.exit(1);
}
