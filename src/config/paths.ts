/**
 * Every route path of the app is built here (docs/product.md §R2.3, docs/product.md §P2).
 * In URLs a race id is the leg id without its price_ prefix.
 */
const LEG_PREFIX = 'price_';

export function raceIdFromLegId(legId: string): string {
  return legId.startsWith(LEG_PREFIX) ? legId.slice(LEG_PREFIX.length) : legId;
}

export function legIdFromRaceId(raceId: string): string {
  return raceId.startsWith(LEG_PREFIX) ? raceId : `${LEG_PREFIX}${raceId}`;
}

function withQuery(path: string, query?: string | URLSearchParams): string {
  const search = typeof query === 'string' ? query.replace(/^\?/, '') : (query?.toString() ?? '');
  return search ? `${path}?${search}` : path;
}

export const CELEBRATE_CANADA_PATH = 'CelebrateCanada';
export const RENAMED_RACE_URLS: Readonly<Record<string, string>> = {
  thebigcanadarun2024: 'thebigcanadarun2025',
};

export const paths = {
  home: () => '/',
  signIn: (query?: string) => withQuery('/signin', query),
  createAccount: (query?: string) => withQuery('/createaccount', query),
  resetPassword: (query?: string) => withQuery('/resetpassword', query),
  /** Sign-in beside the current visitor screen: /signin, or /register/{raceUrl}/signin under a race. */
  siblingSignIn: (query?: string) => withQuery('../signin', query),
  /** Sign-up beside the current visitor screen (the relative route createaccount, docs/product.md §R2.2). */
  siblingCreateAccount: (query?: string) => withQuery('../createaccount', query),
  notFound: () => '/404',
  /** The organisers' console and its sections (docs/organiser-console.md). */
  organiser: (
    section?: 'medals' | 'lookup' | 'fairplay' | 'giftcodes' | 'setup' | 'news' | 'numbers' | 'log',
  ) => (section ? `/organiser/${section}` : '/organiser'),
  /** `shared=1` opens it on a file shared into the app (docs/activity-files.md). */
  dashboard: (raceId: string, query?: string) =>
    withQuery(`/dashboard/${encodeURIComponent(raceIdFromLegId(raceId))}`, query),
  leaderboard: (raceId: string) => `/leaderboard/${encodeURIComponent(raceIdFromLegId(raceId))}`,
  account: () => '/account',
  referralHub: () => '/referralhub',
  stravaReturn: () => '/sconfirm',
  fitbitReturn: () => '/fitbitAuth',
  garminReturn: () => '/garminAuth',
  referralLanding: (referralLink: string) =>
    withQuery('/register/', new URLSearchParams({ referral_link: referralLink })),
  medals: (query?: string) => withQuery(`/register/${CELEBRATE_CANADA_PATH}`, query),
  register: (raceUrl: string, query?: string | URLSearchParams) =>
    withQuery(`/register/${encodeURIComponent(raceUrl)}`, query),
  registerSignIn: (raceUrl: string, query?: string) =>
    withQuery(`/register/${encodeURIComponent(raceUrl)}/signin`, query),
  registerCreateAccount: (raceUrl: string, query?: string) =>
    withQuery(`/register/${encodeURIComponent(raceUrl)}/createaccount`, query),
  confirmation: (raceUrl: string, legId: string) =>
    withQuery(
      `/register/${encodeURIComponent(raceUrl)}/confirmation`,
      new URLSearchParams({ race: raceIdFromLegId(legId) }),
    ),
} as const;

/** Paths whose header shows a back arrow (docs/product.md, Layout). */
export function showsBackArrow(pathname: string): boolean {
  return /^\/(dashboard|account|leaderboard)(\/|$)/.test(pathname);
}
