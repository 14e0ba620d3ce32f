import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivityForm, CONFIRMATION_MS } from './activity-form';

// The spec's texts (docs/product.md §P5, §P8), letter for letter, as the English screen shows them.
const HONOR_NOTE =
  'This challenge works with the honor system. We trust that your activity is legit. ;)';
const TOO_LONG_MESSAGE = 'Each activity can only be up to 200km long!';
const ZERO_DURATION_MESSAGE = "Your duration can't be 0!";
const SAVED_MESSAGE = 'Your activity was added!';
const PACE_WARNING =
  'That pace is faster than anyone manages. Please check the distance and the duration.';

const bounds = { min: '2025-02-01', max: '2025-02-10' };

function setup(sport: 'foot' | 'ride' = 'foot') {
  const onSave = vi.fn();
  const onClose = vi.fn();
  render(<ActivityForm bounds={bounds} sport={sport} onSave={onSave} onClose={onClose} />);
  const fill = (distance: string, h: string, m: string, s: string) => {
    fireEvent.change(screen.getByLabelText('Distance (Km)'), { target: { value: distance } });
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: h } });
    fireEvent.change(screen.getByLabelText('Minutes'), { target: { value: m } });
    fireEvent.change(screen.getByLabelText('Seconds'), { target: { value: s } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  };
  return { onSave, onClose, fill };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ActivityForm (docs/product.md §P2, §P5)', () => {
  it('labels every field, names the inputs, starts on the last pickable day and shows the honor note', () => {
    setup();
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '2025-02-01');
    expect(date).toHaveAttribute('max', '2025-02-10');
    expect(date.value).toBe('2025-02-10');
    expect(date).toHaveFocus();
    expect(screen.getByLabelText('Distance (Km)')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Hours')).toHaveAttribute('max', '24');
    expect(screen.getByLabelText('Minutes')).toHaveAttribute('max', '59');
    for (const name of ['date', 'distance', 'hours', 'minutes', 'seconds']) {
      expect(document.querySelector(`input[name="${name}"]`)).toBeRequired();
    }
    expect(screen.getByText(HONOR_NOTE)).toBeInTheDocument();
  });

  it('shows 200 km and 0:0:0 at the fields and saves nothing', () => {
    const { onSave, fill } = setup();
    fill('200', '1', '0', '0');
    expect(screen.getByText(TOO_LONG_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Distance (Km)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Distance (Km)').getAttribute('aria-describedby')).toBeTruthy();
    fill('5', '0', '0', '0');
    expect(screen.getByText(ZERO_DURATION_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(TOO_LONG_MESSAGE)).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a valid activity and closes the confirmation after 1.5 s', () => {
    vi.useFakeTimers();
    const { onSave, onClose, fill } = setup();
    fill('5.25', '0', '30', '5');
    expect(onSave).toHaveBeenCalledWith({
      day: '2025-02-10',
      distance: 5.25,
      duration: { hours: 0, minutes: 30, seconds: 5 },
    });
    expect(screen.getByRole('status')).toHaveTextContent(SAVED_MESSAGE);
    act(() => vi.advanceTimersByTime(CONFIRMATION_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks to check a pace no runner manages, and saves only when confirmed', () => {
    const { onSave, fill } = setup('foot');
    fill('10', '0', '20', '0');
    expect(screen.getByText(PACE_WARNING)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save anyway' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('lets a rider log 10 km in 20 minutes without a warning', () => {
    const { onSave, fill } = setup('ride');
    fill('10', '0', '20', '0');
    expect(screen.queryByText(PACE_WARNING)).toBeNull();
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
