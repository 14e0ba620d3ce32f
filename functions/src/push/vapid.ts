/**
 * The VAPID identity the functions sign every push with (RFC 8292; docs/push.md): the public key
 * is `VAPID_PUBLIC_KEY` (a plain parameter in functions/.env.<project>; the browser has the same
 * key as `VITE_VAPID_PUBLIC_KEY`), the private key the Secret Manager secret `VAPID_PRIVATE_KEY`
 * (docs/house-style.md rule 7), never in the client bundle. The emulator suite uses a fixed
 * local pair, as the other stand-ins' demo credentials (trackers/provider-config.ts): it signs
 * pushes to the local push stand-in only. The contact (`sub`) is the deployment's support
 * address. Pure but for reading env.
 */
import { deploymentHere } from '../../../src/config/deployment-here';
import { deployedSecrets, isEmulator } from '../trackers/provider-config';

type Env = NodeJS.ProcessEnv;

export const VAPID_PRIVATE_KEY_NAME = 'VAPID_PRIVATE_KEY';

/** The emulator suite's pair (.env.emulators holds the same public key): valid nowhere else. */
export const LOCAL_VAPID_KEYS = {
  publicKey:
    'BG7XN9UP-uh1dSK2jkFzVP_tdg6QFAb7TRBh7Z7VQ84TwMdR8LJsUxb8sqndlb3aDjiGOwHmJdX9YjkSRAI7qGE',
  privateKey: 'jyii01rbEm2-Dawvjy07aV-MejlHi1qzyMPDFk2PMYo',
} as const;

export interface VapidDetails {
  readonly subject: string;
  readonly publicKey: string;
  readonly privateKey: string;
}

export function vapidDetails(env: Env = process.env): VapidDetails {
  const subject = `mailto:${deploymentHere(env).mail.support}`;
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env[VAPID_PRIVATE_KEY_NAME]?.trim();
  if (publicKey && privateKey) return { subject, publicKey, privateKey };
  if (isEmulator(env)) return { subject, ...LOCAL_VAPID_KEYS };
  throw new Error(
    `VAPID_PUBLIC_KEY and ${VAPID_PRIVATE_KEY_NAME} must be set (docs/push.md, "Deploying").`,
  );
}

/** The secrets a function that sends pushes binds when deployed; none in the emulator. */
export const pushSecrets = (env: Env = process.env): string[] =>
  deployedSecrets([VAPID_PRIVATE_KEY_NAME], env);
