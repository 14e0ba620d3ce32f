/**
 * Which route chunk a first visit to a path needs, so main.tsx can fetch it beside the app
 * instead of after it (the router would only ask for it once the app and the signed-in state
 * are in). Pure: the loaders live in route-chunks.ts.
 */
export type RouteChunk =
  'auth' | 'signedIn' | 'dashboard' | 'leaderboard' | 'registrationLayout' | 'registration';

const BY_PATH: readonly [RegExp, readonly RouteChunk[]][] = [
  [/^\/(signin|createaccount|resetpassword)\/?$/, ['auth']],
  [/^\/register\/[^/]+\/(signin|createaccount)\/?$/, ['registrationLayout', 'auth']],
  [/^\/dashboard\/[^/]+\/?$/, ['signedIn', 'dashboard']],
  [/^\/leaderboard\/[^/]+\/?$/, ['signedIn', 'leaderboard']],
  [/^\/register\/(?!CelebrateCanada\/?$)[^/]+\/?$/, ['registrationLayout', 'registration']],
  [/^\/(account|referralhub)?\/?$/, ['signedIn']],
];

/** The chunks a first visit to `pathname` needs; none where it is not clear. */
export function routeChunksFor(pathname: string): readonly RouteChunk[] {
  return BY_PATH.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
}
