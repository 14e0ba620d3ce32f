/**
 * The options documents race setup edits (docs/organiser-console.md, "Race setup"): the home
 * banner and the medal page's spots left, read as they stand and saved through
 * `organiser-updateSiteOptions` (which checks them with the app's own parsers and logs the
 * change). Read with the shared value readers, not options.ts: the home screen's and the medal
 * page's chunks keep that module (docs/performance.md).
 */
import { useMemo } from 'react';
import { doc, getDoc } from 'firebase/firestore';
import {
  UPDATE_SITE_OPTIONS_CALLABLE,
  type HomeBannerInput,
  type UpdateSiteOptionsRequest,
  type UpdateSiteOptionsResult,
} from '../../../contract/callables/organiser-race-setup';
import { toNumber, toRecord, toText } from '../../../contract/docs/values';
import { db } from '../../../lib/firestore';
import { fromPromise } from '../../../lib/from-promise';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';
import { callOrganiser } from './organiser-calls';

export interface SiteOptions {
  readonly banner: HomeBannerInput;
  /** '' when the document holds no number. */
  readonly spotsLeft: string;
}

async function loadSiteOptions(): Promise<SiteOptions> {
  const [banner, spots] = await Promise.all([
    getDoc(doc(db, 'options', 'homeBanner')),
    getDoc(doc(db, 'options', 'cccSpotsLeft')),
  ]);
  const data = banner.data() ?? {};
  const left = toNumber(spots.data()?.spotsLeft);
  return {
    banner: {
      imageUrl: toText(data.image_url),
      imageLink: toText(data.image_link),
      imageAlt: toText(data.image_alt),
      imageAltFr: toText(toRecord(data.fr).image_alt),
    },
    spotsLeft: left === null ? '' : String(left),
  };
}

export const updateSiteOptions = (request: UpdateSiteOptionsRequest) =>
  callOrganiser<UpdateSiteOptionsRequest, UpdateSiteOptionsResult>(
    { name: UPDATE_SITE_OPTIONS_CALLABLE },
    request,
  );

/** The two documents as they stand, read once when race setup opens. */
export function useSiteOptions(): LiveQuery<SiteOptions> {
  const subscribe = useMemo<Subscribe<SiteOptions>>(() => fromPromise(loadSiteOptions), []);
  return useSubscription(subscribe);
}
