import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_EMAIL } from '../../../config/contact';
import { trackPurchase } from '../../../lib/analytics';
import { reportError } from '../../../lib/report-error';
import type { LiveQuery } from '../../../lib/use-subscription';
import { parseSubscribedRace } from '../../../contract/docs/user';
import { useLegLabels, useRaceLinks } from '../api/confirmation-data';
import type { RaceLinks } from '../api/race-product-models';
import { ConfirmationDetails } from './confirmation-details';

vi.mock('../api/confirmation-data', () => ({
  useConfirmationUserDoc: vi.fn(),
  useRaceLinks: vi.fn(),
  useLegLabels: vi.fn(),
}));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));
vi.mock('../../../lib/analytics', () => ({ trackPurchase: vi.fn(() => true) }));

const linksMock = vi.mocked(useRaceLinks);
const labelsMock = vi.mocked(useLegLabels);
const trackMock = vi.mocked(trackPurchase);
const retry = vi.fn();
const success = <T,>(data: T): LiveQuery<T> => ({ status: 'success', data, error: null, retry });

const LINKS: RaceLinks = {
  bibLink: 'https://example.com/bibs/tbcr2025.pdf',
  fbLink: 'https://www.facebook.com/groups/demo',
};

const entry = (legId: string, extra: Record<string, unknown> = {}) =>
  parseSubscribedRace(legId, {
    raceId: 'prod_tbcr2025',
    raceInfo: {
      name: 'The Big Canada Run 2025',
      legName: '1,000 km Leg',
      distance: 1000,
      userStartDate: '2025-06-01',
      userEndDate: '2025-08-31',
    },
    bibNumber: 42,
    teamName: 'noTeam',
    giftCodes: { GIFTB2: 'price_tbcr25_250km', GIFTA1: 'price_tbcr25_1000km' },
    ...extra,
  });

function renderDetails(
  raceKey = 'thebigcanadarun2025',
  firstName = 'maya',
  legEntry = entry('price_tbcr25_1000km'),
) {
  return render(
    <MemoryRouter>
      <ConfirmationDetails
        uid="demo-runner"
        raceKey={raceKey}
        entry={legEntry}
        firstName={firstName}
      />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  trackMock.mockReturnValue(true);
  linksMock.mockReturnValue(success(LINKS));
  labelsMock.mockReturnValue(
    success({ price_tbcr25_1000km: '1,000 km Leg', price_tbcr25_250km: '250 km Leg' }),
  );
});

describe('ConfirmationDetails: every variant', () => {
  it('greets by capitalised first name in the h1, headings in order', () => {
    renderDetails();
    const headings = screen.getAllByRole('heading');
    expect(headings[0]).toHaveTextContent('Maya, You are In!');
    expect(headings.map((h) => h.tagName)).toEqual(['H1', 'H2', 'H2', 'H2', 'H2', 'H2', 'H2']);
  });

  it('greets without a name when there is none', () => {
    renderDetails('thebigcanadarun2025', '');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^You are In!$/);
  });

  it('shows the leg, the distance with separators and the bib number', () => {
    renderDetails();
    expect(screen.getByTestId('leg-name')).toHaveTextContent('1,000 km Leg');
    expect(screen.getByTestId('leg-distance')).toHaveTextContent('1,000 km');
    expect(screen.getByText('Bib number').nextElementSibling).toHaveTextContent('42');
    expect(screen.getByTestId('bib-number')).toHaveTextContent(/^42$/);
    expect(screen.queryByText('Team')).not.toBeInTheDocument();
  });

  it('shows the team when there is one', () => {
    renderDetails(
      'thebigcanadarun2025',
      'maya',
      entry('price_tbcr25_1000km', { teamName: 'Maple Milers' }),
    );
    expect(screen.getByText('Team').nextElementSibling).toHaveTextContent('Maple Milers');
  });

  it('opens the bib and the community in a new tab, safely', () => {
    renderDetails();
    expect(linksMock).toHaveBeenCalledWith('prod_tbcr2025');
    for (const [name, href] of [
      [/Download your printable bib/, LINKS.bibLink],
      [/Join the private community/, LINKS.fbLink],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it.each([
    ['no links', { bibLink: null, fbLink: null }, false, false],
    ['bib only', { bibLink: 'https://e.x/b.pdf', fbLink: null }, true, false],
    ['community only', { bibLink: null, fbLink: 'https://fb.x/g' }, false, true],
  ])('hides an absent link: %s', (_name, links, bib, community) => {
    linksMock.mockReturnValue(success<RaceLinks>(links));
    renderDetails();
    expect(!!screen.queryByRole('link', { name: /printable bib/ })).toBe(bib);
    expect(!!screen.queryByRole('link', { name: /private community/ })).toBe(community);
  });

  it('links to the dashboard, the account, home and the help address', () => {
    renderDetails();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/tbcr25_1000km',
    );
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}`,
    );
  });

  it('lists the gift codes with what each is valid for, and copies one', async () => {
    const user = userEvent.setup();
    renderDetails();
    expect(labelsMock).toHaveBeenCalledWith(
      'prod_tbcr2025',
      ['price_tbcr25_1000km', 'price_tbcr25_250km'],
      'en',
    );
    const items = within(
      screen.getByRole('list', { name: 'Gift registration codes' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('GIFTA1Valid for: 1,000 km Leg'),
      expect.stringContaining('GIFTB2Valid for: 250 km Leg'),
    ]);
    await user.click(
      within(items[1] as HTMLElement).getByRole('button', { name: 'Copy gift code GIFTB2' }),
    );
    await expect(navigator.clipboard.readText()).resolves.toBe('GIFTB2');
    expect(
      within(items[1] as HTMLElement).getByRole('button', { name: /Copied!/ }),
    ).toBeInTheDocument();
  });

  it('shows an ellipsis while the leg descriptions load, and no section without codes', () => {
    labelsMock.mockReturnValue({ status: 'loading', data: undefined, error: null, retry });
    const { unmount } = renderDetails();
    expect(screen.getAllByText('Valid for: …')).toHaveLength(2);
    unmount();
    renderDetails('thebigcanadarun2025', 'maya', entry('price_tbcr25_1000km', { giftCodes: {} }));
    expect(
      screen.queryByRole('heading', { name: 'Gift registration codes' }),
    ).not.toBeInTheDocument();
  });

  it('tracks the purchase once; a tracking failure is reported, not shown', () => {
    trackMock.mockImplementation(() => {
      throw new Error('blocked');
    });
    renderDetails();
    expect(trackMock).toHaveBeenCalledWith({ uid: 'demo-runner', legId: 'price_tbcr25_1000km' });
    expect(reportError).toHaveBeenCalledWith(
      expect.any(Error),
      expect.objectContaining({ action: 'trackPurchase' }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Maya, You are In!');
  });
});

describe('ConfirmationDetails: variants', () => {
  it.each([
    ['thebigcanadarun2023', true, 'July 1, 2023 to June 30, 2024', /mid-fall/],
    ['thebigcanadarun2024', true, 'July 1, 2024 to June 30, 2025', /mid-fall/],
    ['thebigcanadarun2025', true, 'July 1, 2025 to June 30, 2026', /mid-fall/],
    ['ride2025', true, 'July 1, 2025 to October 31, 2025', /mid-fall/],
    ['60northrun25', true, 'June 1, 2025 to August 31, 2025', /mid-fall/],
    ['60northrun', true, 'June 1, 2025 to August 31, 2025', /mid-fall/],
    ['february24', false, 'February 1, 2024 to February 29, 2024', /medal ships/],
    [
      'celebratecanada-a1',
      false,
      'March 1, 2025 to December 31, 2025',
      /first medals ship mid-June/,
    ],
    ['someotherrace', false, 'April 15, 2023 to July 1, 2023', /early June/],
  ])('%s: referral %s, window %s, shipping %s', (raceKey, referral, window, shipping) => {
    renderDetails(raceKey);
    expect(screen.getByTestId('challenge-window')).toHaveTextContent(
      `Your challenge runs from ${window}.`,
    );
    const medal = screen
      .getByRole('heading', { name: 'Medal shipping' })
      .closest('section') as HTMLElement;
    expect(medal).toHaveTextContent(shipping);
    const referralLink = screen.queryByRole('link', { name: 'Open the Referral Hub' });
    expect(!!referralLink).toBe(referral);
    if (referralLink) expect(referralLink).toHaveAttribute('href', '/referralhub');
  });

  it('states the February trails and the original 156 km', () => {
    const { unmount } = renderDetails('february24');
    expect(screen.getByText(/11 trails, 126 km/)).toBeInTheDocument();
    unmount();
    renderDetails('someotherrace');
    expect(screen.getByText('Your goal: 156 km before Canada Day.')).toBeInTheDocument();
  });
});
