/**
 * The dashboard in Canadian French (docs/i18n.md): the texts from the French catalogue, the
 * numbers and dates in fr-CA, the feed's count as an ICU plural, and the form's validation
 * messages re-worded at render when the language changes. English is checked beside French
 * where the two differ in form (the plural, the decimal point).
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadCataloguePart } from '../../../lib/i18n/activate';
import { parseActivityRow, type Activity } from '../logic/activity-row';
import { ActivityFeed } from './activity-feed';
import { ActivityForm } from './activity-form';
import { ProgressPanel } from './progress-panel';

// fr-CA separates thousands and units with no-break spaces; read them as spaces here.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const at = (iso: string, distance: number) => ({
  date: new Date(iso),
  distance,
  distanceType: 'Km',
  duration: { hours: 0, minutes: 50, seconds: 0 },
});
// A manual 10 km on Feb 3 and a Fitbit walk of 4 km on Feb 2.
const ROW = parseActivityRow({
  times: {
    '1738600000000_2025-02-03': at('2025-02-03T12:00:00.000Z', 10),
    Fit_2468: at('2025-02-02T15:00:00.000Z', 4),
  },
});

function feed(activities: readonly Activity[]) {
  render(
    <ActivityFeed
      activities={activities}
      keptDuplicates={{}}
      waiting={new Set()}
      rowWaiting={false}
      onDelete={() => Promise.resolve()}
      onKeepBoth={() => Promise.resolve()}
    />,
  );
}

const french = () => act(() => activateLanguage('fr'));

beforeEach(async () => {
  // The screens' part of the catalogue, as the dashboard's route chunk loads it.
  await loadCataloguePart('dashboard', {
    en: () => import('../../../locales/en/dashboard.po'),
    fr: () => import('../../../locales/fr/dashboard.po'),
  });
});
afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the progress panel in French', () => {
  it('writes km and percent the fr-CA way', async () => {
    await french();
    render(<ProgressPanel totalKm={1250.5} legKm={1000} />);
    expect(screen.getByRole('heading', { name: 'Ma progression' })).toBeInTheDocument();
    expect(plain(screen.getByTestId('total-km').textContent)).toBe('1 250,50');
    expect(plain(screen.getByTestId('total-km').parentElement!.textContent)).toBe(
      '1 250,50 km sur 1 000,00 km',
    );
    expect(plain(screen.getByTestId('progress-percent').textContent)).toBe('125,05 %');
    expect(screen.getByTestId('completed')).toHaveTextContent('Terminé!');
    expect(
      screen.getByRole('progressbar', { name: 'Progression vers la distance du parcours' }),
    ).toBeInTheDocument();
  });

  it('keeps the spec’s English figures in English', () => {
    render(<ProgressPanel totalKm={1250.5} legKm={1000} />);
    expect(screen.getByTestId('total-km').parentElement).toHaveTextContent(
      '1250.50 Km of 1000.00 Km',
    );
    expect(screen.getByTestId('progress-percent')).toHaveTextContent('125.05%');
  });
});

describe('the activity feed in French', () => {
  it('counts the activities with a plural, in both languages', async () => {
    feed(ROW.activities);
    expect(screen.getByTestId('activity-count')).toHaveTextContent('2 activities');
    await french();
    expect(screen.getByTestId('activity-count')).toHaveTextContent('2 activités');
    expect(screen.getByRole('heading', { name: 'Mes activités' })).toBeInTheDocument();
  });

  it('says one activity in the singular', async () => {
    await french();
    feed(ROW.activities.slice(0, 1));
    expect(screen.getByTestId('activity-count')).toHaveTextContent(/^1 activité$/);
    await act(() => activateLanguage('en'));
    expect(screen.getByTestId('activity-count')).toHaveTextContent(/^1 activity$/);
  });

  it('shows each activity with a French date, fr-CA km, its source and the delete prompt', async () => {
    await french();
    feed(ROW.activities);
    const [manual, fitbit] = screen.getAllByTestId('activity') as [HTMLElement, HTMLElement];
    expect(plain(manual.querySelector('.fw-semibold')!.textContent)).toBe(
      '3 févr. 2025 · 10,00 km',
    );
    expect(within(manual).getByTestId('activity-source')).toHaveTextContent('Saisie manuelle');
    expect(within(fitbit).getByTestId('activity-source')).toHaveTextContent('Fitbit');
    fireEvent.click(
      within(manual).getByRole('button', { name: /^supprimer l’activité du 3 févr\. 2025/ }),
    );
    expect(within(manual).getByText('Supprimer?')).toBeInTheDocument();
    expect(within(manual).getByRole('button', { name: 'Oui' })).toBeInTheDocument();
    expect(within(manual).getByRole('button', { name: 'Non' })).toBeInTheDocument();
  });

  it('says there is nothing yet', async () => {
    await french();
    feed([]);
    expect(screen.getByTestId('no-activities')).toHaveTextContent(
      'Aucune activité pour l’instant.',
    );
    expect(screen.queryByTestId('activity-count')).toBeNull();
  });
});

describe('the activity form in French', () => {
  const bounds = { min: '2025-02-01', max: '2025-02-10' };

  function fill(distance: string, h: string, m: string, s: string) {
    fireEvent.change(screen.getByLabelText('Distance (km)'), { target: { value: distance } });
    fireEvent.change(screen.getByLabelText('Heures'), { target: { value: h } });
    fireEvent.change(screen.getByLabelText('Minutes'), { target: { value: m } });
    fireEvent.change(screen.getByLabelText('Secondes'), { target: { value: s } });
    fireEvent.click(screen.getByRole('button', { name: 'Soumettre' }));
  }

  it('labels the fields, shows the honor note and the spec’s two messages in French', async () => {
    await french();
    const onSave = vi.fn();
    render(<ActivityForm bounds={bounds} sport="foot" onSave={onSave} onClose={vi.fn()} />);
    expect(screen.getByLabelText('Date')).toHaveAttribute('type', 'date');
    expect(
      screen.getByText('Ce défi repose sur l’honneur. Nous vous faisons confiance ;)'),
    ).toBeInTheDocument();
    fill('200', '1', '0', '0');
    expect(screen.getByText('Chaque activité doit faire moins de 200 km!')).toBeInTheDocument();
    fill('5', '0', '0', '0');
    expect(screen.getByText('La durée ne peut pas être de 0!')).toBeInTheDocument();
    fill('5', '25', '0', '0');
    expect(screen.getByText('Entrez les heures en nombre entier, de 0 à 24.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('re-words the messages on screen when the language changes', async () => {
    render(<ActivityForm bounds={bounds} sport="foot" onSave={vi.fn()} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2025-01-31' } });
    fireEvent.change(screen.getByLabelText('Distance (Km)'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Each activity can only be up to 200km long!')).toBeInTheDocument();
    expect(screen.getByText('Choose a date from 2025-02-01 to 2025-02-10.')).toBeInTheDocument();
    await french();
    expect(screen.getByText('Chaque activité doit faire moins de 200 km!')).toBeInTheDocument();
    expect(
      screen.getByText('Choisissez une date du 2025-02-01 au 2025-02-10.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Each activity can only be up to 200km long!')).toBeNull();
  });
});
