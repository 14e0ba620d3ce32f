import type { MouseEvent } from 'react';
import { useLanguage } from '../lib/i18n/language-provider';
import { otherLanguage } from '../lib/i18n/language';

/**
 * The header's language switch (docs/i18n.md): a link named in the language it offers
 * ("Français" / "English", marked with `lang` and `hreflang`). The page changes at once, in
 * place: no reload, so what a form holds stays.
 */
export function LanguageSwitch({ className = '' }: { readonly className?: string }) {
  const { language, choose } = useLanguage();
  const other = otherLanguage(language);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    choose(other.language);
  };
  return (
    <a
      href={window.location.pathname + window.location.search}
      lang={other.language}
      hrefLang={other.language}
      className={`language-switch ${className}`.trim()}
      onClick={onClick}
      data-testid="language-switch"
    >
      {other.name}
    </a>
  );
}
