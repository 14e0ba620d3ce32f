import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLegs } from '../api/organiser-legs';
import { loadLegSetup, updateLegSetup } from '../api/race-setup';
import { RaceSetupSection } from './race-setup-section';

vi.mock('../api/organiser-legs', () => ({ useLegs: vi.fn() }));
vi.mock('../api/race-setup', () => ({ loadLegSetup: vi.fn(), updateLegSetup: vi.fn() }));
// The banner and spots-left forms have their own test (site-options-forms.test.tsx).
vi.mock('../api/site-options', () => ({
  useSiteOptions: () => ({ status: 'loading', data: null, error: null, retry: () => undefined }),
  updateSiteOptions: vi.fn(),
}));

const save = vi.mocked(updateLegSetup);
const milestone = (name: string, distance: number) => ({
  name,
  location: `${name}, AB`,
  distance,
  imageUrl: '',
  description: '',
  link: '',
  fr: { name: '', location: '', description: '' },
});

beforeEach(() => {
  save.mockReset();
  vi.mocked(useLegs).mockReturnValue({
    status: 'success',
    data: [{ legId: 'price_run_100km', name: 'Run', legName: '100 km Leg', end: null }],
    error: null,
    retry: () => undefined,
  });
  vi.mocked(loadLegSetup).mockResolvedValue({
    legKm: 100,
    medalsShipOn: '2026-03-01',
    finisherLink: 'https://example.test/finishers',
    milestones: [milestone('Calgary', 10), milestone('Banff', 60)],
  });
});

async function openLeg() {
  const user = userEvent.setup();
  render(<RaceSetupSection />);
  await user.selectOptions(screen.getByLabelText('Leg'), 'price_run_100km');
  await screen.findByRole('group', { name: 'Milestone 1' });
  return user;
}

describe('RaceSetupSection', () => {
  it('asks for the reason at its field before sending anything', async () => {
    const user = await openLeg();
    await user.click(screen.getByRole('button', { name: 'Save the race setup' }));
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(
      'Give the reason for this change.',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('a ship date emptied is sent as cleared (null); the hint says so', async () => {
    save.mockResolvedValue({ ok: true, data: { outcome: 'saved' } });
    const user = await openLeg();
    const ship = screen.getByLabelText('Medals ship on');
    expect(ship).toHaveAccessibleDescription('Empty the field to clear the date.');
    await user.clear(ship);
    await user.type(screen.getByLabelText('Reason'), 'Ship date not known yet');
    await user.click(screen.getByRole('button', { name: 'Save the race setup' }));
    expect(save.mock.calls[0]?.[0]).toMatchObject({ medalsShipOn: null });
  });

  it('edits, moves, adds and previews, then sends the milestones in the form’s order', async () => {
    save.mockResolvedValue({ ok: true, data: { outcome: 'saved' } });
    const user = await openLeg();
    const first = screen.getByRole('group', { name: 'Milestone 1' });
    const name = within(first).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Cochrane');
    expect(screen.getByTestId('milestones-preview')).toHaveTextContent('Cochrane');
    await user.click(screen.getByRole('button', { name: 'Move milestone 1 down' }));
    await user.click(screen.getByRole('button', { name: 'Add a milestone' }));
    const third = screen.getByRole('group', { name: 'Milestone 3' });
    await user.type(within(third).getByLabelText('Name'), 'Canmore');
    await user.type(within(third).getByLabelText('Km from the start'), '80,5');
    await user.type(screen.getByLabelText('Reason'), 'New route');
    await user.click(screen.getByRole('button', { name: 'Save the race setup' }));
    const sent = save.mock.calls[0]?.[0];
    expect(sent?.legId).toBe('price_run_100km');
    expect(sent?.reason).toBe('New route');
    expect(sent?.medalsShipOn).toBe('2026-03-01');
    // Unchanged, the finisher link is not sent.
    expect(sent && 'finisherLink' in sent).toBe(false);
    expect(sent?.milestones.map((m) => [m.name, m.distance])).toEqual([
      ['Banff', 60],
      ['Cochrane', 10],
      ['Canmore', 80.5],
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Race setup saved. Participants on this leg see it now.',
    );
  });

  it('shows the server’s refusal at the milestone and field it names', async () => {
    save.mockResolvedValue({
      ok: false,
      refusal: 'badMilestone',
      details: { index: 1, field: 'link', problem: 'badUrl' } as never,
    });
    const user = await openLeg();
    const second = screen.getByRole('group', { name: 'Milestone 2' });
    await user.type(within(second).getByLabelText('Link'), 'ftp://x');
    await user.type(screen.getByLabelText('Reason'), 'Links');
    await user.click(screen.getByRole('button', { name: 'Save the race setup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A milestone is not valid: nothing was saved.',
    );
    expect(within(second).getByLabelText('Link')).toHaveAccessibleDescription(
      'Enter an address that starts with https:// (an image may also start with /).',
    );
    expect(
      within(screen.getByRole('group', { name: 'Milestone 1' })).getByLabelText('Link'),
    ).not.toHaveAccessibleDescription();
  });

  it('shows a refused ship date at its field', async () => {
    save.mockResolvedValue({ ok: false, refusal: 'badShipDate', details: {} });
    const user = await openLeg();
    await user.type(screen.getByLabelText('Reason'), 'Later');
    await user.click(screen.getByRole('button', { name: 'Save the race setup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The medals’ ship date is not a day: nothing was saved.',
    );
    expect(screen.getByLabelText('Medals ship on')).toHaveAccessibleDescription(
      'Enter a day, such as 2026-03-31.',
    );
  });

  it('shows a refused finisher link at its field', async () => {
    save.mockResolvedValue({ ok: false, refusal: 'badFinisherLink', details: {} });
    const user = await openLeg();
    await user.clear(screen.getByLabelText('Finisher link'));
    await user.type(screen.getByLabelText('Finisher link'), 'http://example.test');
    await user.type(screen.getByLabelText('Reason'), 'Link');
    await user.click(screen.getByRole('button', { name: 'Save the race setup' }));
    expect(save.mock.calls[0]?.[0].finisherLink).toBe('http://example.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The finisher link must start with https://: nothing was saved.',
    );
    expect(screen.getByLabelText('Finisher link')).toHaveAccessibleDescription(
      'Enter an address that starts with https://, or leave it empty.',
    );
  });
});
