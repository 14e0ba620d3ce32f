import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseMailPreferences } from '../../../contract/mail-preferences';
import { requestNewsConfirmation } from '../../../lib/news-confirmation';
import { useNewsAwaitsConfirmation } from '../api/news-confirmation-state';
import { saveNewsConsent } from '../api/save-mail-preferences';
import { MailPreferencesSection } from './mail-preferences-section';

vi.mock('../api/save-mail-preferences', () => ({
  saveNewsConsent: vi.fn(),
  savePostcardsPreference: vi.fn(),
}));
vi.mock('../../../lib/news-confirmation', () => ({ requestNewsConfirmation: vi.fn() }));
vi.mock('../api/news-confirmation-state', () => ({ useNewsAwaitsConfirmation: vi.fn() }));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const save = vi.mocked(saveNewsConsent);
const ask = vi.mocked(requestNewsConfirmation);
const awaits = vi.mocked(useNewsAwaitsConfirmation);
const at = new Date('2026-11-01T00:00:00Z');
const pending = parseMailPreferences({ news: { consent: true, at, source: 'signup' } });

/** Her stored choices, and whether the live record says her yes awaits its confirmation. */
const renderSection = (stored = parseMailPreferences({}), awaiting = false) => {
  awaits.mockReturnValue(awaiting);
  return render(<MailPreferencesSection uid="u1" email="ann@example.test" stored={stored} />);
};

beforeEach(() => {
  save.mockReset();
  ask.mockReset();
});

describe('the news choice waits for the address’s owner', () => {
  it('a yes not yet confirmed says where the confirmation e-mail went, and sends it again', async () => {
    ask.mockResolvedValue({ ok: true, status: 'sent' });
    renderSection(pending, true);
    expect(screen.getByTestId('news-confirmation')).toHaveTextContent(
      'We sent a confirmation e-mail to ann@example.test.',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Send the confirmation e-mail again' }),
    );
    expect(ask).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Sent. Please check your inbox.')).toBeInTheDocument();
  });

  it.each([
    [{ ok: true, status: 'alreadySent' } as const, 'A confirmation e-mail was sent a moment ago.'],
    [
      { ok: false, refusal: 'tooMany' } as const,
      'We already sent you several confirmation e-mails today.',
    ],
    [{ ok: false, refusal: null } as const, 'The e-mail could not be sent. Please try again.'],
  ])('asking again: %o', async (outcome, text) => {
    ask.mockResolvedValue(outcome);
    renderSection(pending, true);
    await userEvent.click(
      screen.getByRole('button', { name: 'Send the confirmation e-mail again' }),
    );
    expect(await screen.findByText(new RegExp(text.replace(/[.]/g, '\\.')))).toBeInTheDocument();
  });

  it('a confirmed yes shows no notice', () => {
    renderSection(pending, false);
    expect(
      screen.getByRole('checkbox', {
        name: 'Send me news about challenges from Canada Virtual Challenges. You can unsubscribe at any time.',
      }),
    ).toBeChecked();
    expect(screen.queryByTestId('news-confirmation')).toBeNull();
  });

  it('ticking the box saves her yes, then asks the server to confirm it; unticking asks nothing', async () => {
    save.mockResolvedValue();
    ask.mockResolvedValue({ ok: true, status: 'sent' });
    renderSection();
    const box = screen.getByRole('checkbox', {
      name: 'Send me news about challenges from Canada Virtual Challenges. You can unsubscribe at any time.',
    });
    await userEvent.click(box);
    expect(save).toHaveBeenCalledWith('u1', true);
    expect(ask).toHaveBeenCalledTimes(1);
    await userEvent.click(box);
    expect(save).toHaveBeenLastCalledWith('u1', false);
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
