import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { DayBounds } from '../logic/activity-day';
import {
  EMPTY_ACTIVITY,
  HONOR_NOTE,
  validateActivity,
  type ActivityErrors,
  type ActivityInput,
  type ActivityValue,
} from '../logic/activity-form';
import { implausiblePace } from '../../../contract/fair-play';
import type { Sport } from '../../../contract/race-sport';

/** The confirmation closes after 1.5 s (spec 02 §9). */
export const CONFIRMATION_MS = 1500;
export const SAVED_MESSAGE = 'Your activity was added!';
export const PACE_WARNING =
  'That pace is faster than anyone manages. Please check the distance and the duration.';

interface ActivityFormProps {
  readonly bounds: DayBounds;
  readonly sport: Sport;
  /** Issues the write; throws only when it cannot even be queued. */
  readonly onSave: (value: ActivityValue) => void;
  readonly onClose: () => void;
}

type NumberField = 'hours' | 'minutes' | 'seconds';
const DURATION_FIELDS: readonly { name: NumberField; label: string; max: number }[] = [
  { name: 'hours', label: 'Hours', max: 24 },
  { name: 'minutes', label: 'Minutes', max: 59 },
  { name: 'seconds', label: 'Seconds', max: 59 },
];

/** The manual activity log (spec 02 §2, §5): date, distance (Km), hours, minutes, seconds, the honor note. */
export function ActivityForm({ bounds, sport, onSave, onClose }: ActivityFormProps) {
  const id = useId();
  const [input, setInput] = useState<ActivityInput>({ ...EMPTY_ACTIVITY, date: bounds.max });
  const [errors, setErrors] = useState<ActivityErrors>({});
  const [unlikely, setUnlikely] = useState<ActivityValue | null>(null);
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
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
      setSaveError("We couldn't save your activity. Please try again.");
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaveError(null);
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
        {SAVED_MESSAGE}
      </div>
    );
  }

  const fieldId = (name: string) => `${id}-${name}`;
  const errorOf = (name: keyof ActivityErrors) =>
    errors[name] ? (
      <Form.Control.Feedback type="invalid" id={`${fieldId(name)}-error`} className="d-block">
        {errors[name]}
      </Form.Control.Feedback>
    ) : null;
  const described = (name: keyof ActivityErrors, also?: keyof ActivityErrors) =>
    [
      errors[name] ? `${fieldId(name)}-error` : '',
      also && errors[also] ? `${fieldId(also)}-error` : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <Form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="activity-form">
      <h3 id={`${id}-title`} className="h6">
        Add Activity Manually
      </h3>
      <div className="row g-2">
        <Form.Group className="col-12 col-sm-6" controlId={fieldId('date')}>
          <Form.Label>Date</Form.Label>
          <Form.Control
            ref={dateRef}
            type="date"
            name="date"
            required
            min={bounds.min}
            max={bounds.max}
            value={input.date}
            onChange={set('date')}
            isInvalid={Boolean(errors.date)}
            aria-invalid={Boolean(errors.date)}
            aria-describedby={described('date')}
          />
          {errorOf('date')}
        </Form.Group>
        <Form.Group className="col-12 col-sm-6" controlId={fieldId('distance')}>
          <Form.Label>Distance (Km)</Form.Label>
          <Form.Control
            type="number"
            name="distance"
            inputMode="decimal"
            required
            step={0.01}
            min={0}
            value={input.distance}
            onChange={set('distance')}
            isInvalid={Boolean(errors.distance)}
            aria-invalid={Boolean(errors.distance)}
            aria-describedby={described('distance')}
          />
          {errorOf('distance')}
        </Form.Group>
        <fieldset className="col-12" aria-describedby={described('duration')}>
          <legend className="form-label fs-6 mb-1">Duration</legend>
          <div className="row g-2">
            {DURATION_FIELDS.map(({ name, label, max }) => (
              <Form.Group className="col-4" controlId={fieldId(name)} key={name}>
                <Form.Label className="small">{label}</Form.Label>
                <Form.Control
                  type="number"
                  name={name}
                  inputMode="numeric"
                  required
                  min={0}
                  max={max}
                  step={1}
                  value={input[name]}
                  onChange={set(name)}
                  isInvalid={Boolean(errors[name] || errors.duration)}
                  aria-invalid={Boolean(errors[name] || errors.duration)}
                  aria-describedby={described(name, 'duration')}
                />
                {errorOf(name)}
              </Form.Group>
            ))}
          </div>
          {errorOf('duration')}
        </fieldset>
      </div>
      <p className="small mt-3 mb-2">{HONOR_NOTE}</p>
      {unlikely && (
        <div className="alert alert-warning" role="alert">
          <p className="mb-2">{PACE_WARNING}</p>
          <Button size="sm" variant="warning" onClick={() => save(unlikely)}>
            Save anyway
          </Button>
        </div>
      )}
      {saveError && (
        <p className="text-danger" role="alert">
          {saveError}
        </p>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" variant="primary">
          Submit
        </Button>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
