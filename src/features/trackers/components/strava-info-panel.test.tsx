import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StravaInfoPanel } from './strava-info-panel';

const URL = 'https://www.strava.com/oauth/authorize?client_id=1';
const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('StravaInfoPanel (docs/product.md §P2 Account page; the race’s sport)', () => {
  it('without races lists the spec’s types and nothing per race', () => {
    render(<StravaInfoPanel id="s" authorizeUrl={URL} />);
    const panel = screen.getByRole('region', { name: 'Connecting Strava' });
    expect(items(within(panel).getAllByRole('list')[0]!)).toEqual([
      'Run (indoor or outdoor)',
      'Trail Run',
      'Walk',
      'Hike',
      'Virtual Run',
      'Handcycle',
      'Wheelchair',
    ]);
    expect(screen.queryByTestId('strava-counting')).toBeNull();
    expect(panel).toHaveTextContent('Other activities can be uploaded manually.');
  });

  it('on the ride challenge and a run at once, says what counts on each', () => {
    render(
      <StravaInfoPanel
        id="s"
        authorizeUrl={URL}
        races={[
          {
            legId: 'price_ride25_500km',
            name: 'The Big Canada Ride 2025',
            legName: '500 km Ride',
            sport: 'ride',
          },
          {
            legId: 'price_tbcr25_1000km',
            name: 'The Big Canada Run 2025',
            legName: '1,000 km Leg',
            sport: 'foot',
          },
        ]}
      />,
    );
    const synced = items(screen.getAllByRole('list')[0]!);
    expect(synced).toContain('Ride');
    expect(synced).toContain('Wheelchair');
    expect(synced.filter((t) => t === 'Handcycle')).toHaveLength(1);
    expect(items(screen.getByTestId('strava-counting'))).toEqual([
      'The Big Canada Ride 2025, 500 km Ride: Ride, Virtual Ride, Gravel Ride, Mountain Bike Ride, E-Bike Ride, Handcycle',
      'The Big Canada Run 2025, 1,000 km Leg: Run (indoor or outdoor), Trail Run, Walk, Hike, Virtual Run, Handcycle, Wheelchair',
    ]);
  });
});
