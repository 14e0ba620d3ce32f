import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { updateSiteOptions, useSiteOptions } from '../api/site-options';
import { SiteOptionsForms } from './site-options-forms';

vi.mock('../api/site-options', () => ({ useSiteOptions: vi.fn(), updateSiteOptions: vi.fn() }));

const save = vi.mocked(updateSiteOptions);
const BANNER = {
  imageUrl: '/images/home-banner.svg',
  imageLink: 'https://example.test/register',
  imageAlt: 'Register now',
  imageAltFr: '',
};

beforeEach(() => {
  save.mockReset();
  vi.mocked(useSiteOptions).mockReturnValue({
    status: 'success',
    data: { banner: BANNER, spotsLeft: '137' },
    error: null,
    retry: () => undefined,
  } as never);
});

describe('SiteOptionsForms', () => {
  it('the spots left: a whole number and the reason, asked at their fields before sending', async () => {
    const user = userEvent.setup();
    render(<SiteOptionsForms />);
    const spots = screen.getByLabelText('Spots left');
    expect(spots).toHaveValue('137');
    await user.clear(spots);
    await user.type(spots, '-3');
    await user.click(screen.getByRole('button', { name: 'Save the spots left' }));
    expect(spots).toHaveAccessibleDescription('Enter a whole number of at least 0.');
    expect(screen.getByLabelText('Reason for the spots left change')).toHaveAccessibleDescription(
      'Give the reason for this change.',
    );
    expect(save).not.toHaveBeenCalled();

    save.mockResolvedValue({ ok: true, data: { outcome: 'unchanged' } });
    await user.clear(spots);
    await user.type(spots, '137');
    await user.type(screen.getByLabelText('Reason for the spots left change'), 'Count');
    await user.click(screen.getByRole('button', { name: 'Save the spots left' }));
    expect(save).toHaveBeenCalledWith({ option: 'cccSpotsLeft', spotsLeft: 137, reason: 'Count' });
    expect(
      await screen.findByText('Nothing changed: these values are already saved.'),
    ).toBeInTheDocument();
  });

  it('the banner: sent as edited; a field the server refuses is said at that field', async () => {
    save.mockResolvedValue({
      ok: false,
      refusal: 'badOption',
      details: { field: 'imageLink', problem: 'badUrl' } as never,
    });
    const user = userEvent.setup();
    render(<SiteOptionsForms />);
    const link = screen.getByLabelText('Banner link (https://, or empty for none)');
    await user.clear(link);
    await user.type(link, 'http://example.test');
    await user.type(screen.getByLabelText('Reason for the banner change'), 'Spring sale');
    await user.click(screen.getByRole('button', { name: 'Save the banner' }));
    expect(save).toHaveBeenCalledWith({
      option: 'homeBanner',
      banner: { ...BANNER, imageLink: 'http://example.test' },
      reason: 'Spring sale',
    });
    expect(link).toHaveAccessibleDescription(
      'Enter an address that starts with https:// (an image may also start with /).',
    );
  });
});
