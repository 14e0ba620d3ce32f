import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('says what failed and retries on the button, from the keyboard too', async () => {
    const onRetry = vi.fn();
    render(<LoadError message="We couldn't load your challenges." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your challenges.");
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
