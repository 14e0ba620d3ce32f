/**
 * The registration-confirmation variants (docs/product.md §R2.7) and their texts: the challenge
 * window (§R4), when medals ship (§R9) and whether the page adds the referral section.
 * Pure, table-tested. The race key is the route's {raceUrl}. The texts are catalogue
 * descriptors (docs/i18n.md), worded in the participant's language when shown; the challenge
 * name is a proper name and stays as it is.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type ConfirmationVariantId =
  | 'run2023'
  | 'run2024'
  | 'run2025'
  | 'ride'
  | 'northRun'
  | 'northRunEditions'
  | 'february2024'
  | 'celebrateCanada'
  | 'celebrateCanada2023';

/** A challenge window as UTC calendar days, 'YYYY-MM-DD'. */
interface ChallengeWindow {
  readonly start: string;
  readonly end: string;
}

export interface ConfirmationVariant {
  readonly id: ConfirmationVariantId;
  /** Shown when the registration carries no race name. */
  readonly challengeName: string;
  /** The warm line under the greeting. */
  readonly intro: MessageDescriptor;
  /** docs/product.md §R4; null: the registration's own start and end dates are shown instead. */
  readonly window: ChallengeWindow | null;
  /** docs/product.md §R9. */
  readonly medalShipping: MessageDescriptor;
  /** Run variants add the referral section. */
  readonly isRun: boolean;
  /** Extra paragraphs of this variant, in order. */
  readonly notes: readonly MessageDescriptor[];
}

const RUN_SHIPPING = msg`Medals and race kits ship mid-fall. We will e-mail you as soon as yours is on its way.`;

const RUN_INTRO = msg`Welcome to the team! Every kilometre you run or walk moves you across the country, and we are cheering you on all the way.`;

const NORTH_INTRO = msg`Welcome north of 60! Lace up and follow the trail through the Yukon one kilometre at a time, at your own pace.`;

export const CONFIRMATION_VARIANTS: Readonly<Record<ConfirmationVariantId, ConfirmationVariant>> = {
  run2023: {
    id: 'run2023',
    challengeName: 'The Big Canada Run 2023',
    intro: RUN_INTRO,
    window: { start: '2023-07-01', end: '2024-06-30' },
    medalShipping: RUN_SHIPPING,
    isRun: true,
    notes: [],
  },
  run2024: {
    id: 'run2024',
    challengeName: 'The Big Canada Run 2024',
    intro: RUN_INTRO,
    window: { start: '2024-07-01', end: '2025-06-30' },
    medalShipping: RUN_SHIPPING,
    isRun: true,
    notes: [
      msg`Taking part in our January challenge too? It runs from January 1 to January 31. January challenge medals ship mid-February, and the keychain follows in March.`,
    ],
  },
  run2025: {
    id: 'run2025',
    challengeName: 'The Big Canada Run 2025',
    intro: RUN_INTRO,
    window: { start: '2025-07-01', end: '2026-06-30' },
    medalShipping: RUN_SHIPPING,
    isRun: true,
    notes: [],
  },
  ride: {
    id: 'ride',
    challengeName: 'The Big Canada Ride',
    intro: msg`Saddle up! Every kilometre you ride, on the road or on a trainer, moves you along the route.`,
    window: { start: '2025-07-01', end: '2025-10-31' },
    medalShipping: RUN_SHIPPING,
    isRun: true,
    notes: [],
  },
  northRun: {
    id: 'northRun',
    challengeName: '60 North Run',
    intro: NORTH_INTRO,
    window: null,
    medalShipping: RUN_SHIPPING,
    isRun: true,
    notes: [],
  },
  northRunEditions: {
    id: 'northRunEditions',
    challengeName: '60 North Run',
    intro: NORTH_INTRO,
    window: null,
    medalShipping: RUN_SHIPPING,
    isRun: true,
    notes: [],
  },
  february2024: {
    id: 'february2024',
    challengeName: 'February Trails Challenge 2024',
    intro: msg`Eleven trails, 126 km, one short month. Get ready to explore a new trail every few days!`,
    window: { start: '2024-02-01', end: '2024-02-29' },
    medalShipping: msg`We will e-mail you as soon as your medal ships.`,
    isRun: false,
    notes: [
      msg`Your challenge: 11 trails, 126 km in total. Log your kilometres as you go and watch the trails add up.`,
    ],
  },
  celebrateCanada: {
    id: 'celebrateCanada',
    challengeName: 'Celebrate Canada',
    intro: msg`Another letter for your Canada medal collection! Cover your distance at your own pace and make it yours.`,
    window: { start: '2025-03-01', end: '2025-12-31' },
    medalShipping: msg`The first medals ship mid-June. We will e-mail you as soon as yours is on its way.`,
    isRun: false,
    notes: [],
  },
  celebrateCanada2023: {
    id: 'celebrateCanada2023',
    challengeName: 'Celebrate Canada 2023',
    intro: msg`Celebrate Canada one kilometre at a time: 156 km, run or walked at your own pace, in time for Canada Day.`,
    window: { start: '2023-04-15', end: '2023-07-01' },
    medalShipping: msg`Medals ship early June. We will e-mail you as soon as yours is on its way.`,
    isRun: false,
    notes: [msg`Your goal: 156 km before Canada Day.`],
  },
};

/** docs/product.md §R2.7: race key → variant. Keys are matched exactly (they are case-sensitive urls). */
const VARIANT_BY_RACE_KEY: ReadonlyMap<string, ConfirmationVariantId> = new Map<
  string,
  ConfirmationVariantId
>([
  ['BigCanadaRunStaging', 'run2023'],
  ['BigCanadaRun', 'run2023'],
  ['thebigcanadarun2023', 'run2023'],
  ['thebigcanadarun2024', 'run2024'],
  ['thebigcanadarun2025', 'run2025'],
  ['ride2025', 'ride'],
  ['tbcr24s', 'ride'],
  ['60northrun2024', 'northRun'],
  ['60northrun', 'northRun'],
  ['60northrun25', 'northRunEditions'],
  ['60northrun26', 'northRunEditions'],
  ['february24', 'february2024'],
  ['celebratecanada-c', 'celebrateCanada'],
  ['celebratecanada-a1', 'celebrateCanada'],
  ['celebratecanada-n', 'celebrateCanada'],
]);

/** Any other key shows the original 2023 celebrate-Canada page. */
export const DEFAULT_VARIANT_ID: ConfirmationVariantId = 'celebrateCanada2023';

export function variantIdForRaceKey(raceKey: string): ConfirmationVariantId {
  return VARIANT_BY_RACE_KEY.get(raceKey) ?? DEFAULT_VARIANT_ID;
}

export function variantForRaceKey(raceKey: string): ConfirmationVariant {
  return CONFIRMATION_VARIANTS[variantIdForRaceKey(raceKey)];
}
