import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GIFT_MESSAGE_MAX_LENGTH } from '../../../contract/callables/send-gift-code';
import { sendGiftCode } from '../api/send-gift-code';
import { GiftSendForm } from './gift-send-form';

vi.mock('../api/send-gift-code', () => ({ sendGiftCode: vi.fn() }));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const send = vi.mocked(sendGiftCode);

beforeEach(() => {
  send.mockReset();
});

const messageField = () => screen.getByLabelText('Message (optional)');

describe('GiftSendForm', () => {
  it(`stops the message at ${GIFT_MESSAGE_MAX_LENGTH} characters and counts what is left`, async () => {
    render(<GiftSendForm code="GIFT-1" onClose={() => undefined} />);
    expect(messageField()).toHaveAttribute('maxLength', String(GIFT_MESSAGE_MAX_LENGTH));
    expect(messageField()).toHaveAccessibleDescription(
      `${GIFT_MESSAGE_MAX_LENGTH} of ${GIFT_MESSAGE_MAX_LENGTH} characters left. Your friend sees it as a quote from you; links in it cannot be clicked.`,
    );
    await userEvent.setup().type(messageField(), 'Run!');
    expect(messageField()).toHaveAccessibleDescription(
      expect.stringMatching(new RegExp(`^${GIFT_MESSAGE_MAX_LENGTH - 4} of `)),
    );
    fireEvent.change(messageField(), { target: { value: 'x'.repeat(GIFT_MESSAGE_MAX_LENGTH) } });
    expect(messageField()).toHaveAccessibleDescription(expect.stringMatching(/^0 of /));
  });

  it('shows the server’s refusal of a long message at the message field', async () => {
    send.mockResolvedValue({ ok: false, refusal: 'messageTooLong' });
    render(<GiftSendForm code="GIFT-1" onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Your friend's e-mail"), 'friend@example.ca');
    await user.type(messageField(), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(`Your message can be at most ${GIFT_MESSAGE_MAX_LENGTH} characters.`),
    ).toBeInTheDocument();
    expect(messageField()).toHaveAttribute('aria-invalid', 'true');
    expect(messageField()).toHaveFocus();
  });

  it('says above the buttons that a blocked buyer sends no more gift e-mails', async () => {
    send.mockResolvedValue({ ok: false, refusal: 'blocked' });
    render(<GiftSendForm code="GIFT-1" onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Your friend's e-mail"), 'friend@example.ca');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Gift e-mails from your account are stopped: one was reported by its recipient or could not be delivered. You can still give your friend the code yourself.',
    );
  });
});
