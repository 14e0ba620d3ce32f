/**
 * The compiled catalogues, loaded on demand (docs/i18n.md): each language in two parts, each
 * its own chunk, so an English visitor never downloads French, and the sign-in page only the
 * visitor part. `activateLanguage` switches every part loaded so far; `<html lang>` follows.
 */
import { i18n, type Messages } from '@lingui/core';
import type { Language } from './language';

export type CataloguePart = 'visitor' | 'participant';

type Loader = () => Promise<{ messages: Messages }>;
const CATALOGUES: Record<Language, Record<CataloguePart, Loader>> = {
  en: {
    visitor: () => import('../../locales/en/visitor.po'),
    participant: () => import('../../locales/en/participant.po'),
  },
  fr: {
    visitor: () => import('../../locales/fr/visitor.po'),
    participant: () => import('../../locales/fr/participant.po'),
  },
};

const parts = new Set<CataloguePart>(['visitor']);
const loaded = new Map<string, Promise<Messages>>();

function messagesOf(language: Language, part: CataloguePart): Promise<Messages> {
  const key = `${language}/${part}`;
  let messages = loaded.get(key);
  if (!messages) {
    messages = CATALOGUES[language][part]().then((module) => module.messages);
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

/** A screen's part of the active language, before the screen renders (route-chunks.ts). */
export async function loadCataloguePart(part: CataloguePart): Promise<void> {
  parts.add(part);
  const language = i18n.locale as Language;
  const messages = await messagesOf(language, part);
  if (i18n.locale === language) i18n.load(language, messages);
}
