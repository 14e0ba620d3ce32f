/** The organisers' support actions (functions/src/organiser/move-registration.ts, …). */
import {
  CHANGE_TEAM,
  COMPLIMENTARY_CALLABLE,
  CORRECT_ADDRESS_CALLABLE,
  END_REGISTRATION,
  GIFT_CODE_BATCH,
  MOVE_REGISTRATION,
  RESEND_CONFIRMATION,
  type ChangeTeamRequest,
  type ChangeTeamResult,
  type ComplimentaryRequest,
  type ComplimentaryResult,
  type CorrectAddressRequest,
  type CorrectAddressResult,
  type EndRegistrationRequest,
  type EndRegistrationResult,
  type GiftCodeBatchRequest,
  type GiftCodeBatchResult,
  type MoveRegistrationRequest,
  type MoveRegistrationResult,
  type ResendConfirmationRequest,
  type ResendConfirmationResult,
} from '../../../contract/callables/organiser-support';
import { callOrganiser } from './organiser-calls';

export const moveRegistration = (request: MoveRegistrationRequest) =>
  callOrganiser<MoveRegistrationRequest, MoveRegistrationResult>(MOVE_REGISTRATION, request);

export const resendConfirmation = (request: ResendConfirmationRequest) =>
  callOrganiser<ResendConfirmationRequest, ResendConfirmationResult>(RESEND_CONFIRMATION, request);

export const endRegistration = (request: EndRegistrationRequest) =>
  callOrganiser<EndRegistrationRequest, EndRegistrationResult>(END_REGISTRATION, request);

export const giftCodeBatch = (request: GiftCodeBatchRequest) =>
  callOrganiser<GiftCodeBatchRequest, GiftCodeBatchResult>(GIFT_CODE_BATCH, request);

export const changeTeam = (request: ChangeTeamRequest) =>
  callOrganiser<ChangeTeamRequest, ChangeTeamResult>(CHANGE_TEAM, request);

export const correctAddress = (request: CorrectAddressRequest) =>
  callOrganiser<CorrectAddressRequest, CorrectAddressResult>(
    { name: CORRECT_ADDRESS_CALLABLE },
    request,
  );

export const giveComplimentary = (request: ComplimentaryRequest) =>
  callOrganiser<ComplimentaryRequest, ComplimentaryResult>(
    { name: COMPLIMENTARY_CALLABLE },
    request,
  );
