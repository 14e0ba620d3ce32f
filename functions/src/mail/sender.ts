/**
 * Who every e-mail says it comes from, in one place (the "Transactional e-mails" part of the
 * e-mail feature: CASL wants the sender's identity, a postal contact and a way to reach us in
 * each one). The name, addresses and postal address are placeholders until the organisers give
 * the real ones; production's sending address must be the one the SMTP provider is verified for
 * (README, "E-mail in production").
 */
export const SENDER = {
  name: 'Canada Virtual Challenges',
  address: 'hello@canadavirtualchallenges.ca',
  supportAddress: 'support@canadavirtualchallenges.ca',
  postalAddress:
    'Canada Virtual Challenges, 350 Sparks Street, Suite 800, Ottawa ON K1R 7S8, Canada',
} as const;

/** The From header: display name and address. */
export const FROM_HEADER = `${SENDER.name} <${SENDER.address}>`;

/** Where the web app is served in the emulator suite (`npm start`, vite). */
const LOCAL_APP_ORIGIN = 'http://localhost:5173';

/**
 * The web app's origin, for the links in an e-mail: `APP_ORIGIN` (functions/.env.<project>,
 * e.g. https://canadavirtualchallenges.ca), the local app in the emulator suite. Outside the
 * emulator a missing setting stops the function with an error naming it, as the trackers' do.
 */
export function appOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.APP_ORIGIN?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  if (env.FUNCTIONS_EMULATOR === 'true') return LOCAL_APP_ORIGIN;
  throw new Error('APP_ORIGIN is not set (functions/.env.<project>): e-mail links need it.');
}

/** Her dashboard on a leg (the app's /dashboard/{raceId}, the leg id without `price_`). */
export const dashboardUrl = (origin: string, legId: string): string =>
  `${origin}/dashboard/${encodeURIComponent(legId.replace(/^price_/, ''))}`;

/** The account page (shipping address, preferences). */
export const accountUrl = (origin: string): string => `${origin}/account`;
