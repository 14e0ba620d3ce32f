/**
 * What a tracker return page shows (docs/trackers.md, the return pages), the same
 * shape for Strava, Fitbit and Garmin: each provider's logic decides it from its query, the
 * linked device and the exchange; the one screen (tracker-return-screen.tsx) renders it. Pure.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { LinkedDevice } from '../../../contract/linked-device';

export type ReturnStatus =
  | {
      readonly kind:
        | 'loading'
        | 'connecting'
        | 'connected'
        | 'denied'
        | 'notFound'
        | 'insufficientScope'
        | 'alreadyConnected';
    }
  | { readonly kind: 'alreadyLinked'; readonly device: Exclude<LinkedDevice, 'none'> }
  | {
      readonly kind: 'failed';
      /** The provider's own words (its error_description), or ours; null when none. */
      readonly detail: string | MessageDescriptor | null;
      /** The failed exchange's error, or null when the page failed before asking. */
      readonly error: unknown;
    };
