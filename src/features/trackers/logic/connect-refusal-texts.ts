/**
 * The tracker connects' refusals in the participant's language (docs/product.md §P2 Tracker return
 * pages, §P4, §P5; docs/i18n.md): the Strava, Fitbit and Garmin exchanges answer a refusal code
 * (contract/callables/tracker-connect.ts), the return page words it from this table with the
 * provider's name. English is the contract's table letter for letter (a unit test compares
 * them, for each provider); French is in the catalogue.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TrackerConnectRefusal } from '../../../contract/callables/tracker-connect';
import type { TrackerProvider } from '../../../contract/tracker-activity';
import { TRACKER_NAMES } from './device-names';

/** What a connect answers when its request is malformed (Garmin's: docs/product.md §P5, a denial). */
const BAD_REQUEST: Readonly<Record<TrackerProvider, MessageDescriptor>> = {
  strava: msg`A code and a scope are required.`,
  fitbit: msg`An authorization code and its state are required.`,
  garmin: msg`User denied request`,
};

function noActivityScope(provider: TrackerProvider, name: string): MessageDescriptor {
  // docs/product.md §P4 (Fitbit return), lowercase 'fitbit' as the spec writes it.
  if (provider === 'fitbit') return msg`You must allow the app to work with fitbit!`;
  return msg`${name} did not allow reading your activities.`;
}

/** The words for a refusal code of `provider`'s connect, in the active language once resolved. */
export function connectRefusalText(
  provider: TrackerProvider,
  code: TrackerConnectRefusal,
): MessageDescriptor {
  const name = TRACKER_NAMES[provider];
  switch (code) {
    case 'signedOut':
      return msg`Sign in to connect ${name}.`;
    case 'badRequest':
      return BAD_REQUEST[provider];
    case 'notYourAccount':
      return msg`You can only connect ${name} to your own account.`;
    case 'fromTheApp':
      return msg`Connect ${name} from the app.`;
    case 'notSetUp':
      return msg`Your account is not set up yet.`;
    case 'alreadyLinked':
      return msg`A device is already connected to your account. Disconnect it first.`;
    case 'accountTaken':
      return msg`This ${name} account is already connected to another participant.`;
    case 'unreachable':
      return msg`${name} could not be reached; please try again.`;
    case 'codeNotAccepted':
      return msg`${name} did not accept this authorization code.`;
    case 'noActivityScope':
      return noActivityScope(provider, name);
    case 'noAthleteId':
      return msg`${name} did not say which athlete connected.`;
    case 'authorizationUnknown':
      return msg`This ${name} authorization is not known (it was used already); please connect again.`;
    case 'authorizationExpired':
      return msg`This ${name} authorization has expired; please connect again.`;
    case 'authorizationNotYours':
      return msg`This ${name} authorization was not started from your account.`;
    case 'authorizationOtherProvider':
      return msg`This authorization was not started for ${name}; please connect again.`;
    case 'garminNotAccepted':
      return msg`Garmin did not accept this authorization.`;
    case 'garminFailed':
      return msg`Connecting Garmin failed.`;
  }
}
