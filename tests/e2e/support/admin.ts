/** firebase-admin on the emulator suite, for browser tests that read what the server wrote. */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { emulatorProjectId } from '../../../scripts/lib/demo-project.mjs';

export function adminApp(): App {
  return getApps()[0] ?? initializeApp({ projectId: emulatorProjectId() });
}
