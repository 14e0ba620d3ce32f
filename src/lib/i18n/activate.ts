/**
 * The compiled catalogues, loaded on demand (docs/i18n.md): each language in parts, each its
 * own chunk, so an English visitor never downloads French, and the sign-in page only the
 * visitor part. `activateLanguage` switches every part loaded so far; `<html lang>` follows.
 */
import { i18n, type Messages } from '@lingui/core';
import type { Language } from './language';

/** The parts whose loaders ride here; a screen's own part brings its loaders (loadCataloguePart). */
export type CataloguePart = 'visitor' | 'participant';

type Loader = () => Promise<{ messages: Messages }>;
/** One part of the catalogue, in each language. */
export type CatalogueLoaders = Readonly<Record<Language, Loader>>;

const CATALOGUES: Record<string, CatalogueLoaders> = {
  visitor: {
    en: () => import('../../locales/en/visitor.po'),
    fr: () => import('../../locales/fr/visitor.po'),
  },
  participant: {
    en: () => import('../../locales/en/participant.po'),
    fr: () => import('../../locales/fr/participant.po'),
  },
};

const parts = new Set<string>(['visitor']);
const loaded = new Map<string, Promise<Messages>>();

/** The active language, once there is one: until the first activation i18n has no locale. */
function activeLanguage(): Promise<Language> {
  if (i18n.locale) return Promise.resolve(i18n.locale as Language);
  return new Promise((resolve) => {
    const stop = i18n.on('change', () => {
      if (!i18n.locale) return;
      stop();
      resolve(i18n.locale as Language);
    });
  });
}

function messagesOf(language: Language, part: string): Promise<Messages> {
  const key = `${language}/${part}`;
  let messages = loaded.get(key);
  if (!messages) {
    messages = CATALOGUES[part]![language]().then((module) => module.messages);
    messages.catch(() => loaded.delete(key)); // a failed download is tried again next time
    loaded.set(key, messages);
  }
  return messages;
}

export async function activateLanguage(language: Language): Promise<void> {
  const all = await Promise.all([...parts].map((part) => messagesOf(language, part)));
  i18n.loadAndActivate({ locale: language, messages: Object.assign({}, ...all) as Messages });
  document.documentElement.lang = language;
}

/**
 * A screen's part of the active language, before the screen renders (route-chunks.ts). A part
 * not listed above comes with its loaders: home and the dashboard load their own parts from
 * their route modules (src/routes), so their loaders are not on the sign-in page. A part
 * that fails to download is fetched again on the next call or language switch.
 */
export async function loadCataloguePart(part: CataloguePart): Promise<void>;
export async function loadCataloguePart(part: string, loaders: CatalogueLoaders): Promise<void>;
export async function loadCataloguePart(part: string, loaders?: CatalogueLoaders): Promise<void> {
  if (loaders) CATALOGUES[part] = loaders;
  parts.add(part);
  // A screen's chunk fetched beside the app (main.tsx preloads the route's chunks) can arrive
  // before the first language is active, from the service worker's cache at once: its part is
  // then loaded in the language the page starts with, once that is known.
  const language = await activeLanguage();
  const messages = await messagesOf(language, part);
  if (i18n.locale === language) i18n.load(language, messages);
}
