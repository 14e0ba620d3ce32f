/**
 * @testing-library/react for the unit project (vitest.config.ts aliases the package here): the
 * same API, with every render inside the app's I18nProvider, as the app renders (docs/i18n.md).
 * English is active (jsdom.ts), so the components read as the spec writes them.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import {
  render as pureRender,
  renderHook as pureRenderHook,
  type RenderHookOptions,
  type RenderOptions,
} from '@testing-library/react/pure';

export * from '@testing-library/react/pure';

function WithI18n({ children }: { readonly children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

function withI18n(Inner: RenderOptions['wrapper']) {
  if (!Inner) return WithI18n;
  return function Wrapped({ children }: { readonly children: ReactNode }) {
    return (
      <WithI18n>
        <Inner>{children}</Inner>
      </WithI18n>
    );
  };
}

export function render(ui: Parameters<typeof pureRender>[0], options: RenderOptions = {}) {
  return pureRender(ui, { ...options, wrapper: withI18n(options.wrapper) });
}

export function renderHook<Result, Props>(
  hook: (props: Props) => Result,
  options: RenderHookOptions<Props> = {},
) {
  return pureRenderHook(hook, { ...options, wrapper: withI18n(options.wrapper) });
}
