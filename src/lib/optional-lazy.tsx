import { lazy, useEffect, useState, type ComponentType } from 'react';
import { reportError } from './report-error';

type PartModule<P> = { readonly default: ComponentType<P> };

/**
 * React's `lazy` for a part of a page the page can do without (the dashboard's team feed, 'Share
 * my progress', the certificate button, the Fitbit prompt), fetched in its own chunk after the
 * page. When it cannot be loaded (the connection dropped between the page and the part, a deploy
 * replaced its file, or the module failed), the page goes on without it, instead of the failure
 * reaching the app's boundary, which would replace the whole page and whatever she was typing on
 * it. Once the browser is back online it is asked for again, and the part appears if it comes (a
 * browser that remembers a failed import fails it again: the part then comes with the next page).
 */
export function optionalLazy<P extends object>(
  load: () => Promise<PartModule<P>>,
): ComponentType<P> {
  return lazy(async (): Promise<PartModule<P>> => {
    try {
      return await load();
    } catch (error) {
      // Offline, a missing part is expected; online, it is a deploy's missing file or a bug.
      if (navigator.onLine) reportError(error, { part: 'optional' });
      return { default: loadedWhenOnline(load) };
    }
  });
}

/** Nothing, until an `online` event brings the part's module. */
function loadedWhenOnline<P extends object>(load: () => Promise<PartModule<P>>): ComponentType<P> {
  // Shared by every place the part is on: once one has it, a part drawn later starts with it.
  let arrived: ComponentType<P> | null = null;
  return function OptionalPart(props: P) {
    const [Part, setPart] = useState<ComponentType<P> | null>(() => arrived);
    useEffect(() => {
      if (Part) return undefined;
      let mounted = true;
      const retry = () => {
        load().then(
          (module) => {
            arrived = module.default;
            if (mounted) setPart(() => module.default);
          },
          // Still unreachable: the next `online` tries again.
          (error: unknown) => {
            if (navigator.onLine) reportError(error, { part: 'optional' });
          },
        );
      };
      window.addEventListener('online', retry);
      return () => {
        mounted = false;
        window.removeEventListener('online', retry);
      };
    }, [Part]);
    return Part ? <Part {...props} /> : null;
  };
}
