/** The fair-play review's callables (functions/src/organiser/fair-play-review.ts). */
import { useMemo } from 'react';
import {
  FAIR_PLAY_FLAGS,
  REVIEW_FLAG,
  type FairPlayFlag,
  type FairPlayFlagsResult,
  type ReviewFlagRequest,
  type ReviewFlagResult,
} from '../../../contract/callables/organiser';
import { fromPromise } from '../../../lib/from-promise';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';
import { callOrganiser } from './organiser-calls';

const fairPlayFlags = () =>
  callOrganiser<Record<string, never>, FairPlayFlagsResult>(FAIR_PLAY_FLAGS, {});

export const reviewFlag = (request: ReviewFlagRequest) =>
  callOrganiser<ReviewFlagRequest, ReviewFlagResult>(REVIEW_FLAG, request);

/** The open flags, read again whenever `version` changes (after a review). */
export function useFairPlayFlags(version: number): LiveQuery<readonly FairPlayFlag[]> {
  const subscribe = useMemo<Subscribe<readonly FairPlayFlag[]>>(
    () =>
      fromPromise(async () => {
        const answer = await fairPlayFlags();
        if (!answer.ok)
          throw new Error('The fair-play flags could not be read.', { cause: answer });
        return answer.data.flags;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version is the reload signal
    [version],
  );
  return useSubscription(subscribe);
}
