/**
 * Where alerts that need a person are e-mailed (docs/reliability.md, "Alerts"): ORGANISERS_EMAIL
 * (functions/.env.<project>, with the deployment's other names and addresses). In the emulator
 * suite a stand-in address the local SMTP server receives. Outside the emulator a missing setting
 * stops the alert's e-mail with an error naming it (the alert document is written all the same).
 * One small function so the deployment's names module can take it over.
 */
const LOCAL_ORGANISERS_EMAIL = 'organisers@localhost.test';

export function organisersAddress(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.ORGANISERS_EMAIL?.trim();
  if (configured) return configured;
  if (env.FUNCTIONS_EMULATOR === 'true') return LOCAL_ORGANISERS_EMAIL;
  throw new Error('ORGANISERS_EMAIL is not set (functions/.env.<project>): alerts need it.');
}
