/**
 * The medals list's filters as typed (docs/organiser-console.md, "Medals to ship"): a country as
 * two letters, and the days she finished between; each checked at its field before anything is
 * asked of the server. Pure.
 */
import type { MedalsToShipRequest } from '../../../contract/callables/organiser';

export interface MedalFilterInput {
  readonly legId: string;
  readonly country: string;
  readonly finishedFrom: string;
  readonly finishedTo: string;
}

export type MedalFilterProblem = 'noLeg' | 'country' | 'order';

export type MedalFilterCheck =
  | { readonly ok: true; readonly request: Omit<MedalsToShipRequest, 'format'> }
  | {
      readonly ok: false;
      readonly problems: Readonly<Partial<Record<keyof MedalFilterInput, MedalFilterProblem>>>;
    };

export function checkMedalFilters(input: MedalFilterInput): MedalFilterCheck {
  const country = input.country.trim().toUpperCase();
  const problems: Partial<Record<keyof MedalFilterInput, MedalFilterProblem>> = {};
  if (!input.legId) problems.legId = 'noLeg';
  if (country && !/^[A-Z]{2}$/.test(country)) problems.country = 'country';
  if (input.finishedFrom && input.finishedTo && input.finishedFrom > input.finishedTo)
    problems.finishedTo = 'order';
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    request: {
      legId: input.legId,
      ...(country ? { country } : {}),
      ...(input.finishedFrom ? { finishedFrom: input.finishedFrom } : {}),
      ...(input.finishedTo ? { finishedTo: input.finishedTo } : {}),
    },
  };
}
