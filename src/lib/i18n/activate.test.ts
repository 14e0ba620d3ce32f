import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh i18n, with no language active yet, as on a page that has just started (the test
// setup activates English on the shared one for the component tests).
vi.mock('@lingui/core', async (original) => {
  const lingui = await original<typeof import('@lingui/core')>();
  return { ...lingui, i18n: lingui.setupI18n() };
});

afterEach(() => {
  vi.resetModules();
});

function screenLoaders() {
  return {
    en: vi.fn(() => Promise.resolve({ messages: { greeting: 'Hello' } })),
    fr: vi.fn(() => Promise.resolve({ messages: { greeting: 'Bonjour' } })),
  };
}

describe('the catalogue parts', () => {
  it("a screen's part asked for before the first language is active loads in that language once it is", async () => {
    const { activateLanguage, loadCataloguePart } = await import('./activate');
    const { i18n } = await import('@lingui/core');
    const loaders = screenLoaders();
    // The route chunk arrived first (the service worker's cache), the visitor catalogue after.
    const part = loadCataloguePart('screen', loaders);
    await activateLanguage('fr');
    await expect(part).resolves.toBeUndefined();
    expect(loaders.en).not.toHaveBeenCalled();
    expect(loaders.fr).toHaveBeenCalledOnce();
    expect(i18n._('greeting')).toBe('Bonjour');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('a part asked for once a language is active loads in it, and follows a switch', async () => {
    const { activateLanguage, loadCataloguePart } = await import('./activate');
    const { i18n } = await import('@lingui/core');
    await activateLanguage('en');
    const loaders = screenLoaders();
    await loadCataloguePart('screen', loaders);
    expect(i18n._('greeting')).toBe('Hello');
    await activateLanguage('fr');
    expect(i18n._('greeting')).toBe('Bonjour');
  });
});
