/** The organisers' support actions (functions/src/organiser/move-registration.ts, …). */
import {
  MOVE_REGISTRATION,
  type MoveRegistrationRequest,
  type MoveRegistrationResult,
} from '../../../contract/callables/organiser-support';
import { callOrganiser } from './organiser-calls';

export const moveRegistration = (request: MoveRegistrationRequest) =>
  callOrganiser<MoveRegistrationRequest, MoveRegistrationResult>(MOVE_REGISTRATION, request);
