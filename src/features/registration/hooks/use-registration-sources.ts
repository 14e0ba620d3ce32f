/** Data hooks of the registration form ({status, data, error}; listeners removed on unmount). */
import { useMemo } from 'react';
import { useSubscription, type LiveQuery } from '../../../lib/use-subscription';
import {
  fetchExtras,
  fetchServiceFee,
  subscribeCharities,
  subscribeLegPrices,
  subscribeRaceByUrl,
} from '../api/catalogue';
import type { Charity } from '../../../contract/docs/charities';
import type { ExtraProduct, LegPrice, RaceProduct, ServiceFee } from '../api/catalogue-models';
import { checkPromoCode, referralLinkExists, type ValidPromo } from '../api/offers';
import { subscribeParticipant, type Participant } from '../api/participant';
import { subscribeTeams, type Team } from '../api/teams';
import { fromPromise } from '../../../lib/from-promise';

export function useRaceByUrl(raceUrl: string): LiveQuery<RaceProduct | undefined> {
  return useSubscription(useMemo(() => subscribeRaceByUrl(raceUrl), [raceUrl]));
}

export function useLegPrices(productId: string): LiveQuery<readonly LegPrice[]> {
  return useSubscription(useMemo(() => subscribeLegPrices(productId), [productId]));
}

export function useParticipant(uid: string): LiveQuery<Participant> {
  return useSubscription(useMemo(() => subscribeParticipant(uid), [uid]));
}

export function useTeams(legId: string | null): LiveQuery<readonly Team[]> {
  return useSubscription(useMemo(() => (legId ? subscribeTeams(legId) : null), [legId]));
}

export function useCharities(): LiveQuery<readonly Charity[]> {
  return useSubscription(useMemo(() => subscribeCharities(), []));
}

export function useExtras(): LiveQuery<readonly ExtraProduct[]> {
  return useSubscription(useMemo(() => fromPromise(fetchExtras), []));
}

export function useServiceFee(): LiveQuery<ServiceFee> {
  return useSubscription(useMemo(() => fromPromise(fetchServiceFee), []));
}

/** The valid promo of the promo_code parameter, or null (also when there is none). */
export function usePromo(code: string | null): LiveQuery<ValidPromo | null> {
  return useSubscription(
    useMemo(() => fromPromise(() => (code ? checkPromoCode(code) : Promise.resolve(null))), [code]),
  );
}

/** The referral_link parameter when its document exists, else null. */
export function useReferralLink(id: string | null): LiveQuery<string | null> {
  return useSubscription(
    useMemo(
      () => fromPromise(async () => (id && (await referralLinkExists(id)) ? id.trim() : null)),
      [id],
    ),
  );
}
