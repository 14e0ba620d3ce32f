import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The waiting version is module state (app-update.ts), as on a page until it reloads: each test
// starts from fresh copies of the modules, as a page load does, and the files after this one
// (which share its module registry, vitest.config.ts) from fresh copies too.
let update: typeof import('./app-update');
let UpdatePrompt: (typeof import('./update-prompt'))['UpdatePrompt'];
beforeEach(async () => {
  vi.resetModules();
  update = await import('./app-update');
  ({ UpdatePrompt } = await import('./update-prompt'));
});
afterAll(() => {
  vi.resetModules();
});

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
    act(() => update.announceUpdate(apply));
    expect(screen.getByRole('status')).toHaveTextContent(update.NEW_VERSION_MESSAGE);
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('hides on Dismiss until the next version is announced', async () => {
    render(<UpdatePrompt />);
    act(() => update.announceUpdate(vi.fn()));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => update.announceUpdate(vi.fn()));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
