/**
 * The manual activity form's validation (docs/product.md §P5, §P8): every field required, distance in
 * km (step 0.01, above 0, under 200), hours 0-24, minutes and seconds 0-59, never 0:0:0
 * (the bounds are the contract's, contract/manual-activity.ts, which the rules enforce too).
 * The two spec messages are letter for letter; the others name the field and the fix.
 * Each message is a catalogue descriptor (docs/i18n.md), shown by the form in the active
 * language: the check itself stays pure and knows no language.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DURATION_MAX, MAX_ACTIVITY_KM } from '../../../contract/manual-activity';
import { isYmd, withinBounds, type DayBounds } from './activity-day';

export const TOO_LONG_MESSAGE = msg`Each activity can only be up to 200km long!`;
export const ZERO_DURATION_MESSAGE = msg`Your duration can't be 0!`;

export interface ActivityInput {
  readonly date: string;
  readonly distance: string;
  readonly hours: string;
  readonly minutes: string;
  readonly seconds: string;
}

export type ActivityField = keyof ActivityInput | 'duration';
export type ActivityErrors = Partial<Record<ActivityField, MessageDescriptor>>;

export interface ActivityValue {
  readonly day: string;
  readonly distance: number;
  readonly duration: { readonly hours: number; readonly minutes: number; readonly seconds: number };
}

export type ActivityCheck =
  | { readonly ok: true; readonly value: ActivityValue }
  | { readonly ok: false; readonly errors: ActivityErrors };

export const EMPTY_ACTIVITY: ActivityInput = {
  date: '',
  distance: '',
  hours: '',
  minutes: '',
  seconds: '',
};

const WHOLE = /^\d{1,3}$/;
const KM = /^\d+(\.\d{1,2})?$|^\.\d{1,2}$/;

function wholeIn(text: string, max: number): number | null {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= max ? value : null;
}

function checkDistance(text: string): { value: number | null; error?: MessageDescriptor } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: msg`Enter the distance in km.` };
  const value = Number(trimmed);
  if (!Number.isFinite(value))
    return { value: null, error: msg`Enter the distance as a number of km, e.g. 5.25.` };
  if (value >= MAX_ACTIVITY_KM) return { value: null, error: TOO_LONG_MESSAGE };
  if (value <= 0) return { value: null, error: msg`Enter a distance of more than 0 km.` };
  if (!KM.test(trimmed))
    return { value: null, error: msg`Enter the distance with at most 2 decimals.` };
  return { value };
}

function checkDate(text: string, bounds: DayBounds): MessageDescriptor | undefined {
  if (text === '') return msg`Choose the date of your activity.`;
  if (!isYmd(text)) return msg`Enter the date as YYYY-MM-DD.`;
  if (!withinBounds(text, bounds)) {
    const { min, max } = bounds;
    return min === max ? msg`The date must be ${min}.` : msg`Choose a date from ${min} to ${max}.`;
  }
  return undefined;
}

/** The duration fields' messages, each with its own maximum. */
function wholeNumberMessage(field: 'hours' | 'minutes' | 'seconds'): MessageDescriptor {
  const max = DURATION_MAX[field];
  if (field === 'hours') return msg`Enter hours as a whole number from 0 to ${max}.`;
  if (field === 'minutes') return msg`Enter minutes as a whole number from 0 to ${max}.`;
  return msg`Enter seconds as a whole number from 0 to ${max}.`;
}

export function validateActivity(input: ActivityInput, bounds: DayBounds): ActivityCheck {
  const errors: ActivityErrors = {};
  const dateError = checkDate(input.date, bounds);
  if (dateError) errors.date = dateError;
  const distance = checkDistance(input.distance);
  if (distance.error) errors.distance = distance.error;
  const hours = wholeIn(input.hours, DURATION_MAX.hours);
  const minutes = wholeIn(input.minutes, DURATION_MAX.minutes);
  const seconds = wholeIn(input.seconds, DURATION_MAX.seconds);
  if (hours === null) errors.hours = wholeNumberMessage('hours');
  if (minutes === null) errors.minutes = wholeNumberMessage('minutes');
  if (seconds === null) errors.seconds = wholeNumberMessage('seconds');
  if (hours === 0 && minutes === 0 && seconds === 0) errors.duration = ZERO_DURATION_MESSAGE;
  if (
    Object.keys(errors).length > 0 ||
    distance.value === null ||
    hours === null ||
    minutes === null ||
    seconds === null
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    value: { day: input.date, distance: distance.value, duration: { hours, minutes, seconds } },
  };
}
