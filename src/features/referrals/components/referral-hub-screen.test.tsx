import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseUserDoc, type UserDoc } from '../../../contract/docs/user';
import { useUserDoc } from '../../../lib/use-user-doc';
import type { LiveQuery } from '../../../lib/use-subscription';
import { useReferralCount } from '../api/referral-hub-data';
import { useEnsureReferralLink } from '../api/use-ensure-referral-link';
import { ReferralHubScreen } from './referral-hub-screen';

vi.mock('../../../lib/use-user-doc', () => ({ useUserDoc: vi.fn() }));
vi.mock('../api/referral-hub-data', () => ({ useReferralCount: vi.fn() }));
vi.mock('../api/use-ensure-referral-link', () => ({ useEnsureReferralLink: vi.fn() }));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const retry = vi.fn();
const ok = <T,>(data: T): LiveQuery<T> => ({ status: 'success', data, error: null, retry });
const loading = { status: 'loading', data: undefined, error: null, retry } as const;

beforeEach(() => {
  retry.mockReset();
  vi.mocked(useReferralCount).mockReturnValue(ok(6));
  vi.mocked(useEnsureReferralLink).mockReturnValue(loading);
});

describe('ReferralHubScreen', () => {
  it('shows the link as {origin}/register/?referral_link={id} and asks for no new one', () => {
    vi.mocked(useUserDoc).mockReturnValue(
      ok<UserDoc | null>(parseUserDoc({ referral_link: 'avery-tremblay' })),
    );
    render(<ReferralHubScreen uid="demo-runner" />);
    expect(screen.getByTestId('referral-link')).toHaveValue(
      `${window.location.origin}/register/?referral_link=avery-tremblay`,
    );
    expect(useEnsureReferralLink).toHaveBeenLastCalledWith(false);
    expect(screen.getByTestId('referral-count')).toHaveTextContent('6 referrals');
  });

  it('asks the server for a link when there is none, and offers Retry when that fails', async () => {
    vi.mocked(useUserDoc).mockReturnValue(ok<UserDoc | null>(parseUserDoc({})));
    vi.mocked(useEnsureReferralLink).mockReturnValue({
      status: 'error',
      data: undefined,
      error: new Error('internal'),
      retry,
    });
    render(<ReferralHubScreen uid="new-user" />);
    expect(useEnsureReferralLink).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't create your referral link.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('referral-link')).toBeNull();
  });
});
