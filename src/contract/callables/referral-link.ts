/**
 * The `createReferralLink` callable (spec 02 §2 Referral hub, §7): no request; the caller's
 * personal referral link id (an existing one as is, else the first free readable id).
 */
import { NO_REQUEST, type CallableContract } from './callable';

export const CREATE_REFERRAL_LINK: CallableContract<Record<string, never>> = {
  name: 'createReferralLink',
  signedOutMessage: 'Sign in to get your referral link.',
  parse: NO_REQUEST,
};

export interface CreateReferralLinkResponse {
  readonly id: string;
}

/** Refused when every candidate id is taken (a retry draws new ones). */
export const NO_FREE_REFERRAL_LINK = 'No referral link id is free; please try again.';
