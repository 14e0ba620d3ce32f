import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newsReach, newsTest, sendNews } from '../api/news';
import { NewsSection } from './news-section';

vi.mock('../api/news', () => ({ newsReach: vi.fn(), newsTest: vi.fn(), sendNews: vi.fn() }));

const reach = vi.mocked(newsReach);
const test = vi.mocked(newsTest);
const send = vi.mocked(sendNews);

beforeEach(() => {
  reach.mockReset().mockResolvedValue({ ok: true, data: { total: 1234, en: 1000, fr: 234 } });
  test.mockReset();
  send.mockReset();
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Subject in English'), 'Spring news');
  await user.type(
    screen.getByLabelText('Text in English'),
    'A new challenge.{Enter}{Enter}See you!',
  );
  await user.type(screen.getByLabelText('Subject in French'), 'Nouvelles du printemps');
  await user.type(screen.getByLabelText('Text in French'), 'Un nouveau défi.');
}

describe('NewsSection', () => {
  it('shows the reach, names each missing field, and sends nothing', async () => {
    render(<NewsSection />);
    expect(await screen.findByTestId('news-reach')).toHaveTextContent(
      'This news will reach 1,234 participants who confirmed they want news (1,000 in English, 234 in French).',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(screen.getByLabelText('Subject in English')).toHaveAccessibleDescription(
      'Enter the subject in English.',
    );
    expect(screen.getByLabelText('Subject in English')).toHaveFocus();
    expect(screen.getByLabelText('Text in French')).toHaveAccessibleDescription(
      'Enter the text in French.',
    );
    await user.click(screen.getByRole('button', { name: 'Send the news…' }));
    expect(test).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('previews both languages and sends a test in the language picked', async () => {
    test.mockResolvedValue({ ok: true, data: { to: 'org@example.test', mailId: 'm1' } });
    render(<NewsSection />);
    const user = userEvent.setup();
    await fill(user);
    const english = screen.getByTestId('news-preview-en');
    expect(within(english).getByText('Spring news')).toBeVisible();
    expect(within(english).getByText('A new challenge.')).toBeVisible();
    expect(within(english).getByText('See you!')).toBeVisible();
    expect(
      within(screen.getByTestId('news-preview-fr')).getByText('Un nouveau défi.'),
    ).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Language of the test'), 'fr');
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(test).toHaveBeenCalledWith({
      en: { subject: 'Spring news', text: 'A new challenge.\n\nSee you!' },
      fr: { subject: 'Nouvelles du printemps', text: 'Un nouveau défi.' },
      language: 'fr',
    });
    expect(await screen.findByText('Test sent to org@example.test.')).toBeVisible();
  });

  it('asks to confirm with the number it will reach, then sends; again, with the same news id', async () => {
    send.mockResolvedValue({ ok: true, data: { queued: 1234, alreadyQueued: 0, noRecipient: 0 } });
    render(<NewsSection />);
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send the news…' }));
    expect(
      await screen.findByText('Send this news to 1,234 participants? It cannot be taken back.'),
    ).toBeVisible();
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(send).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send the news…' }));
    await user.click(
      await screen.findByRole('button', { name: 'Yes, send it to 1,234 participants' }),
    );
    expect(await screen.findByTestId('news-sent')).toHaveTextContent(
      'News sent: 1,234 e-mails queued; 0 had already received it.',
    );
    const first = send.mock.calls[0]?.[0];
    expect(first?.newsId).toMatch(/^news-\d{8}-[A-Za-z0-9]+$/);
    expect(first?.fr).toEqual({ subject: 'Nouvelles du printemps', text: 'Un nouveau défi.' });

    await user.click(screen.getByRole('button', { name: 'Send the news…' }));
    await user.click(
      await screen.findByRole('button', { name: 'Yes, send it to 1,234 participants' }),
    );
    expect(send.mock.calls[1]?.[0].newsId).toBe(first?.newsId);
  });

  it('says when the count cannot be made, and counts again on request', async () => {
    reach.mockResolvedValueOnce({ ok: false, refusal: null, error: new Error('down') });
    render(<NewsSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('news-reach')).toHaveTextContent('1,234 participants');
  });
});
