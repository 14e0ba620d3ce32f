import { lazy, Suspense, useEffect, useState } from 'react';
import type { TeamFeedProps } from './team-feed';

/** Its own chunk (team-feed-*.js): scripts/lib/first-load-js.mjs counts it after the first paint. */
const TeamFeed = lazy(() => import('./team-feed'));

/**
 * Fetches the team feed once the dashboard has painted its data (two animation frames after
 * this mounts, beside the progress panel): the feed is below the fold on a phone, and the
 * dashboard's first-load budget (docs/performance.md) holds without it.
 */
export function TeamFeedLoader(props: TeamFeedProps) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <TeamFeed {...props} />
    </Suspense>
  );
}
