/**
 * What the three tracker return screens' component tests share (tracker-return-screen.tsx, one
 * screen driven by a provider descriptor): a callable error as the api modules throw it, and the
 * screen rendered in a router with a linked device the test can change afterwards.
 */
import { render, screen } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { LinkedDevice } from '../../../contract/linked-device';

/** A callable error: its code and, for a refusal, the refusal's code. */
export const callableError = (code: string, message: string, refusal?: string) =>
  Object.assign(new Error(message), {
    code,
    details: refusal === undefined ? undefined : { refusal },
  });

/** Renders `screenFor(device)`; `setDevice` shows it again as the user document changes. */
export function renderReturnScreen(
  screenFor: (device: LinkedDevice | 'loading') => ReactElement,
  device: LinkedDevice | 'loading',
  strict = false,
) {
  const tree = (d: LinkedDevice | 'loading') => {
    const routed = <MemoryRouter>{screenFor(d)}</MemoryRouter>;
    return strict ? <StrictMode>{routed}</StrictMode> : routed;
  };
  const view = render(tree(device));
  return { ...view, setDevice: (d: LinkedDevice | 'loading') => view.rerender(tree(d)) };
}

export const trackerStatus = () => screen.getByTestId('tracker-status');
