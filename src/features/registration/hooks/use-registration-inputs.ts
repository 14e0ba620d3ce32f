/** Everything the registration form reads, combined: loading until all of it is there. */
import { useSearchParams } from 'react-router-dom';
import type { Charity } from '../../../contract/docs/charities';
import type { ExtraProduct, LegPrice, RaceProduct, ServiceFee } from '../api/catalogue-models';
import type { ValidPromo } from '../api/offers';
import type { Participant } from '../api/participant';
import { trackingFromSearch, type Tracking } from '../../../contract/checkout-urls';
import {
  useCharities,
  useExtras,
  useLegPrices,
  useParticipant,
  usePromo,
  useReferralLink,
  useServiceFee,
} from './use-registration-sources';

export interface RegistrationInputs {
  readonly legs: readonly LegPrice[];
  readonly participant: Participant;
  readonly charities: readonly Charity[];
  readonly extras: readonly ExtraProduct[];
  readonly serviceFee: ServiceFee;
  readonly promo: ValidPromo | null;
  readonly referralLink: string | null;
  readonly promoProduct: string | null;
  readonly tracking: Tracking;
  /** A gift e-mail's link (the account page's "Send to a friend"): the code and its leg. */
  readonly giftCode: string | null;
  readonly giftDistance: string | null;
}

export type InputsState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: Error; readonly retry: () => void }
  | { readonly status: 'success'; readonly data: RegistrationInputs };

export function useRegistrationInputs(race: RaceProduct, uid: string): InputsState {
  const [params] = useSearchParams();
  const legs = useLegPrices(race.id);
  const participant = useParticipant(uid);
  const charities = useCharities();
  const extras = useExtras();
  const serviceFee = useServiceFee();
  const promo = usePromo(params.get('promo_code'));
  const referral = useReferralLink(params.get('referral_link'));
  const all = [legs, participant, charities, extras, serviceFee, promo, referral];
  const failed = all.find((query) => query.status === 'error');
  if (failed?.status === 'error')
    return { status: 'error', error: failed.error, retry: failed.retry };
  if (
    legs.status !== 'success' ||
    participant.status !== 'success' ||
    charities.status !== 'success' ||
    extras.status !== 'success' ||
    serviceFee.status !== 'success' ||
    promo.status !== 'success' ||
    referral.status !== 'success'
  ) {
    return { status: 'loading' };
  }
  return {
    status: 'success',
    data: {
      legs: legs.data,
      participant: participant.data,
      charities: charities.data,
      extras: extras.data,
      serviceFee: serviceFee.data,
      promo: promo.data,
      referralLink: referral.data,
      promoProduct: params.get('promo_product'),
      tracking: trackingFromSearch(params),
      giftCode: params.get('gift_code'),
      giftDistance: params.get('distance'),
    },
  };
}
