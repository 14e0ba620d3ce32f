/**
 * Race setup (docs/organiser-console.md, "Race setup"): `organiser-updateLegSetup` saves a leg's
 * medals' ship date and milestones, each checked by the milestones document's own checks (contract/docs/milestones.ts,
 * beside the reader the dashboard uses), with the organiser's reason and one audit-log entry.
 * The name and the shapes only: the request's parser is organiser-leg-setup.ts, which the
 * console's chunk never loads (docs/performance.md).
 */
import type { MilestoneField, MilestoneProblem } from '../docs/milestones';

export const UPDATE_LEG_SETUP_CALLABLE = 'organiser-updateLegSetup';

/** One milestone as the console edits it: the dashboard's model (docs/milestones.ts `Milestone`). */
export interface MilestoneInput {
  readonly name: string;
  readonly location: string;
  readonly distance: number;
  readonly imageUrl: string;
  readonly description: string;
  readonly link: string;
  readonly fr?: {
    readonly name?: string;
    readonly location?: string;
    readonly description?: string;
  };
}

export interface UpdateLegSetupRequest {
  readonly legId: string;
  /** In any order: they are stored sorted by km, as the dashboard reads them. */
  readonly milestones: readonly MilestoneInput[];
  /**
   * The day the leg's medals ship ('YYYY-MM-DD', stored as that day's first instant in UTC as the
   * seed stores it, read by the leg's parser: contract/docs/race-leg.ts); null clears it (the
   * leg has no ship date again); absent: unchanged.
   */
  readonly medalsShipOn?: string | null;
  /** The finisher link of the leg's dashboard ('' for none; race-leg.ts); absent: unchanged. */
  readonly finisherLink?: string;
  readonly reason: string;
}

export interface UpdateLegSetupResult {
  /** `unchanged`: the milestones were already these; nothing written, nothing logged. */
  readonly outcome: 'saved' | 'unchanged';
}

/**
 * The details of a `badMilestone` refusal: which milestone (its place in the request) and which
 * field, and why; `beyondFinish` is a km past the leg's distance (checked against the leg).
 */
export interface BadMilestoneDetails {
  readonly index?: number;
  readonly field?: MilestoneField;
  readonly problem?: MilestoneProblem | 'beyondFinish' | 'tooMany';
  /** With `beyondFinish`: the leg's km; every milestone past it is refused. */
  readonly legKm?: number;
}

// ---- The options documents: the home banner and the medal page's spots left ----------------

export const UPDATE_SITE_OPTIONS_CALLABLE = 'organiser-updateSiteOptions';

/** The home banner as the console edits it (options/homeBanner; docs/organiser-console.md). */
export interface HomeBannerInput {
  readonly imageUrl: string;
  /** '' for a banner without a link. */
  readonly imageLink: string;
  readonly imageAlt: string;
  /** '' when there is no French alt text (the English one is shown). */
  readonly imageAltFr: string;
}

/** One options document a call: the home banner, or the medal page's spots left. */
export type UpdateSiteOptionsRequest =
  | { readonly option: 'homeBanner'; readonly banner: HomeBannerInput; readonly reason: string }
  | { readonly option: 'cccSpotsLeft'; readonly spotsLeft: number; readonly reason: string };

export interface UpdateSiteOptionsResult {
  /** `unchanged`: the document already held these values; nothing written, nothing logged. */
  readonly outcome: 'saved' | 'unchanged';
}

/** The details of a `badOption` refusal: the field and its problem (site-options-check.ts). */
export interface BadOptionDetails {
  readonly field?: 'imageUrl' | 'imageLink' | 'imageAlt' | 'imageAltFr' | 'spotsLeft';
  readonly problem?: 'required' | 'tooLong' | 'badUrl' | 'notAWholeNumber';
}
