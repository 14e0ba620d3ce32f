/**
 * The address of one of our HTTP functions on the Functions emulator, as the emulator serves it
 * (`{origin}/{project}/us-central1/{name}`). The local checkout, the provider stand-ins and the
 * stand-ins' webhooks reach each other through it. The emulator sets GCLOUD_PROJECT (the suite's
 * demo- project, `.firebaserc`); FUNCTIONS_EMULATOR_ORIGIN, set by scripts/lib/emulators.mjs, says
 * where the suite's Functions emulator listens.
 */
type Env = Readonly<Record<string, string | undefined>>;

export function emulatorFunctionUrl(name: string, env: Env = process.env): string {
  const project = env.GCLOUD_PROJECT;
  if (!project)
    throw new Error(`GCLOUD_PROJECT is not set: ${name} is served by the emulator only`);
  const origin = env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';
  return `${origin}/${project}/us-central1/${name}`;
}
