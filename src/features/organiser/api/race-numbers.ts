/** The Numbers section's call (functions/src/organiser/race-numbers.ts; docs/organiser-console.md). */
import {
  RACE_NUMBERS,
  type RaceNumbersRequest,
  type RaceNumbersResult,
} from '../../../contract/callables/organiser-numbers';
import { callOrganiser } from './organiser-calls';

export const raceNumbers = (request: RaceNumbersRequest) =>
  callOrganiser<RaceNumbersRequest, RaceNumbersResult>(RACE_NUMBERS, request);
