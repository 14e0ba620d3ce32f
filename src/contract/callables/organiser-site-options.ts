/**
 * The request of `organiser-updateSiteOptions` (docs/organiser-console.md, "Race setup"): the
 * home banner or the medal page's spots left, checked by site-options-check.ts (read back with
 * the app's own parsers); a bad field is refused with its name and problem (`badOption`), shown
 * by the console at the field. Apart from organiser-race-setup.ts so the console's chunk never
 * loads the checks (docs/performance.md).
 */
import {
  checkHomeBannerInput,
  checkSpotsLeftInput,
  type StoredHomeBanner,
} from '../docs/site-options-check';
import { accept, refuseWith, requestFields, type CallableContract } from './callable';
import { ORGANISER_REFUSAL_TEXTS, optionalReason } from './organiser';
import { UPDATE_SITE_OPTIONS_CALLABLE } from './organiser-race-setup';

const bad = refuseWith('invalid-argument', 'badRequest', ORGANISER_REFUSAL_TEXTS);

/** What the server writes: one options document, whole. */
export type CheckedSiteOption =
  | { readonly option: 'homeBanner'; readonly value: StoredHomeBanner; readonly reason: string }
  | {
      readonly option: 'cccSpotsLeft';
      readonly value: { readonly spotsLeft: number };
      readonly reason: string;
    };

export function parseUpdateSiteOptionsRequest(raw: unknown) {
  const { option, banner, spotsLeft, reason } = requestFields(raw);
  if (option !== 'homeBanner' && option !== 'cccSpotsLeft') return bad;
  const why = optionalReason(reason);
  if (!why) return bad;
  const checked =
    option === 'homeBanner' ? checkHomeBannerInput(banner) : checkSpotsLeftInput(spotsLeft);
  if (!checked.ok)
    return refuseWith('invalid-argument', 'badOption', ORGANISER_REFUSAL_TEXTS, {
      field: checked.field,
      problem: checked.problem,
    });
  return accept<CheckedSiteOption>(
    option === 'homeBanner'
      ? { option, value: checked.value as StoredHomeBanner, reason: why }
      : { option, value: checked.value as { spotsLeft: number }, reason: why },
  );
}

export const UPDATE_SITE_OPTIONS: CallableContract<CheckedSiteOption> = {
  name: UPDATE_SITE_OPTIONS_CALLABLE,
  signedOutMessage: ORGANISER_REFUSAL_TEXTS.signedOut,
  parse: parseUpdateSiteOptionsRequest,
};
