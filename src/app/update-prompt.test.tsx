import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { announceUpdate, NEW_VERSION_MESSAGE } from './app-update';
import { UpdatePrompt } from './update-prompt';

describe('UpdatePrompt', () => {
  it('stays an empty live region until a new version waits, then offers Reload without taking the focus', async () => {
    render(
      <>
        <input aria-label="First name" />
        <UpdatePrompt />
      </>,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    screen.getByLabelText('First name').focus();
    const apply = vi.fn();
    act(() => announceUpdate(apply));
    expect(screen.getByRole('status')).toHaveTextContent(NEW_VERSION_MESSAGE);
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('hides on Dismiss until the next version is announced', async () => {
    render(<UpdatePrompt />);
    act(() => announceUpdate(vi.fn()));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => announceUpdate(vi.fn()));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
