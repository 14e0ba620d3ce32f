/**
 * The `createReferralLink` callable (docs/product.md §P2 Referral hub, §P7): no request; the caller's
 * personal referral link id (an existing one as is, else the first free readable id).
 */
import { NO_REQUEST, type CallableContract, type RefusalTexts } from './callable';

export const CREATE_REFERRAL_LINK_REFUSALS = ['signedOut', 'noFreeId'] as const;

export type CreateReferralLinkRefusal = (typeof CREATE_REFERRAL_LINK_REFUSALS)[number];

export const CREATE_REFERRAL_LINK_REFUSAL_TEXTS: RefusalTexts<CreateReferralLinkRefusal> = {
  signedOut: 'Sign in to get your referral link.',
  /** Every candidate id is taken (a retry draws new ones). */
  noFreeId: 'No referral link id is free; please try again.',
};

export const CREATE_REFERRAL_LINK: CallableContract<Record<string, never>> = {
  name: 'createReferralLink',
  signedOutMessage: CREATE_REFERRAL_LINK_REFUSAL_TEXTS.signedOut,
  parse: NO_REQUEST,
};

export interface CreateReferralLinkResponse {
  readonly id: string;
}
