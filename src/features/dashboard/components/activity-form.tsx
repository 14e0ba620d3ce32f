import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import type { DayBounds } from '../logic/activity-day';
import {
  EMPTY_ACTIVITY,
  validateActivity,
  type ActivityErrors,
  type ActivityInput,
  type ActivityValue,
} from '../logic/activity-form';
import { implausiblePace } from '../../../contract/fair-play';
import type { Sport } from '../../../contract/race-sport';

/** The confirmation closes after 1.5 s (docs/product.md §P9). */
export const CONFIRMATION_MS = 1500;

interface ActivityFormProps {
  readonly bounds: DayBounds;
  readonly sport: Sport;
  /** Issues the write; throws only when it cannot even be queued. */
  readonly onSave: (value: ActivityValue) => void;
  readonly onClose: () => void;
}

type NumberField = 'hours' | 'minutes' | 'seconds';
const DURATION_FIELDS: readonly { name: NumberField; label: MessageDescriptor; max: number }[] = [
  { name: 'hours', label: msg`Hours`, max: 24 },
  { name: 'minutes', label: msg`Minutes`, max: 59 },
  { name: 'seconds', label: msg`Seconds`, max: 59 },
];

/** The manual activity log (docs/product.md §P2, §P5): date, distance (Km), hours, minutes, seconds, the honor note. */
/** Bootstrap's field classes on a plain input (React-Bootstrap's Form weighs 1.5 KB gzip on the dashboard's first load). */
const fieldClass = (error: unknown) => (error ? 'form-control is-invalid' : 'form-control');

export function ActivityForm({ bounds, sport, onSave, onClose }: ActivityFormProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [input, setInput] = useState<ActivityInput>({ ...EMPTY_ACTIVITY, date: bounds.max });
  const [errors, setErrors] = useState<ActivityErrors>({});
  const [unlikely, setUnlikely] = useState<ActivityValue | null>(null);
  const [saved, setSaved] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const dateRef = useRef<HTMLInputElement>(null);

  // The form replaces the button that opened it: keep the keyboard in the form.
  useEffect(() => {
    dateRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!saved) return undefined;
    const timer = setTimeout(onClose, CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [saved, onClose]);

  const set = (name: keyof ActivityInput) => (event: { target: { value: string } }) => {
    setInput((current) => ({ ...current, [name]: event.target.value }));
    setUnlikely(null);
  };

  const save = (value: ActivityValue) => {
    try {
      onSave(value);
      setSaved(true);
    } catch {
      setSaveFailed(true);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaveFailed(false);
    const result = validateActivity(input, bounds);
    if (!result.ok) {
      setErrors(result.errors);
      setUnlikely(null);
      return;
    }
    setErrors({});
    if (implausiblePace(sport, result.value.distance, result.value.duration)) {
      setUnlikely(result.value);
      return;
    }
    save(result.value);
  };

  if (saved) {
    return (
      <div className="alert alert-success mb-0" role="status" data-testid="activity-saved">
        <Trans>Your activity was added!</Trans>
      </div>
    );
  }

  const fieldId = (name: string) => `${id}-${name}`;
  // Each message is resolved here, at render, so a language switch re-words the errors shown.
  const errorOf = (name: keyof ActivityErrors) => {
    const error = errors[name];
    return error ? (
      <div id={`${fieldId(name)}-error`} className="invalid-feedback d-block">
        {i18n._(error)}
      </div>
    ) : null;
  };
  const described = (name: keyof ActivityErrors, also?: keyof ActivityErrors) =>
    [
      errors[name] ? `${fieldId(name)}-error` : '',
      also && errors[also] ? `${fieldId(also)}-error` : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="activity-form">
      <h3 id={`${id}-title`} className="h6">
        <Trans>Add Activity Manually</Trans>
      </h3>
      <div className="row g-2">
        <div className="col-12 col-sm-6">
          <label className="form-label" htmlFor={fieldId('date')}>
            <Trans>Date</Trans>
          </label>
          <input
            ref={dateRef}
            id={fieldId('date')}
            className={fieldClass(errors.date)}
            type="date"
            name="date"
            required
            min={bounds.min}
            max={bounds.max}
            value={input.date}
            onChange={set('date')}
            aria-invalid={Boolean(errors.date)}
            aria-describedby={described('date')}
          />
          {errorOf('date')}
        </div>
        <div className="col-12 col-sm-6">
          <label className="form-label" htmlFor={fieldId('distance')}>
            <Trans>Distance (Km)</Trans>
          </label>
          <input
            id={fieldId('distance')}
            className={fieldClass(errors.distance)}
            type="number"
            name="distance"
            inputMode="decimal"
            required
            step={0.01}
            min={0}
            value={input.distance}
            onChange={set('distance')}
            aria-invalid={Boolean(errors.distance)}
            aria-describedby={described('distance')}
          />
          {errorOf('distance')}
        </div>
        <fieldset className="col-12" aria-describedby={described('duration')}>
          <legend className="form-label fs-6 mb-1">
            <Trans>Duration</Trans>
          </legend>
          <div className="row g-2">
            {DURATION_FIELDS.map(({ name, label, max }) => (
              <div className="col-4" key={name}>
                <label className="form-label small" htmlFor={fieldId(name)}>
                  {i18n._(label)}
                </label>
                <input
                  id={fieldId(name)}
                  className={fieldClass(errors[name] || errors.duration)}
                  type="number"
                  name={name}
                  inputMode="numeric"
                  required
                  min={0}
                  max={max}
                  step={1}
                  value={input[name]}
                  onChange={set(name)}
                  aria-invalid={Boolean(errors[name] || errors.duration)}
                  aria-describedby={described(name, 'duration')}
                />
                {errorOf(name)}
              </div>
            ))}
          </div>
          {errorOf('duration')}
        </fieldset>
      </div>
      <p className="small mt-3 mb-2">
        <Trans>
          This challenge works with the honor system. We trust that your activity is legit. ;)
        </Trans>
      </p>
      {unlikely && (
        <div className="alert alert-warning" role="alert">
          <p className="mb-2">
            <Trans>
              That pace is faster than anyone manages. Please check the distance and the duration.
            </Trans>
          </p>
          <Button size="sm" variant="warning" onClick={() => save(unlikely)}>
            <Trans>Save anyway</Trans>
          </Button>
        </div>
      )}
      {saveFailed && (
        <p className="text-danger" role="alert">
          <Trans>We couldn&apos;t save your activity. Please try again.</Trans>
        </p>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" variant="primary">
          <Trans>Submit</Trans>
        </Button>
        <Button variant="outline-secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
