import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_FEEDBACK_MS, CopyButton } from './copy-button';

const COPIED_TEXT = 'Copied!';
const COPY_FAILED_TEXT = 'Copy failed: select the text and copy it.';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
});

async function click() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
  });
}

describe('CopyButton', () => {
  it('copies the text and shows the feedback for exactly 2 s', async () => {
    writeText.mockResolvedValue(undefined);
    render(<CopyButton text="https://x.test/register/?referral_link=a" label="Copy the link" />);
    await click();
    expect(writeText).toHaveBeenCalledWith('https://x.test/register/?referral_link=a');
    expect(screen.getByRole('button', { name: 'Copy the link' })).toHaveTextContent(COPIED_TEXT);
    expect(screen.getByRole('status')).toHaveTextContent(COPIED_TEXT);
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(screen.getByRole('button', { name: 'Copy the link' })).toHaveTextContent(COPIED_TEXT);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy the link' })).toHaveTextContent('Copy');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    render(<CopyButton text="abc" label="Copy the link" />);
    await click();
    expect(screen.getByRole('status')).toHaveTextContent(COPY_FAILED_TEXT);
    expect(screen.getByRole('button', { name: 'Copy the link' })).toHaveTextContent('Copy');
  });
});
