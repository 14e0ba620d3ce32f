import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useAuth } from '../auth-context';
import { reportError } from '../report-error';
import { activateLanguage } from './activate';
import { deviceLanguage, rememberDeviceLanguage } from './device-language';
import { isLanguage, type Language } from './language';

interface LanguageState {
  readonly language: Language;
  /** The header's switch: shows the page in `language` at once and remembers the choice. */
  readonly choose: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState>({ language: 'en', choose: () => {} });

function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

const accountLanguage = () => import('./account-language');

/**
 * The active language (docs/i18n.md). main.tsx activates the first one before the app renders
 * (device choice, else the browser's); once signed in, the language stored on her account
 * wins, and an account without one takes the one she chose on this device, if she did.
 */
export function LanguageProvider({ children }: { readonly children: ReactNode }) {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const [language, setLanguage] = useState<Language>(activeLanguage);

  const apply = useCallback(async (next: Language) => {
    await activateLanguage(next);
    setLanguage(next);
  }, []);

  const choose = useCallback(
    (next: Language) => {
      rememberDeviceLanguage(next);
      apply(next).catch((error: unknown) => reportError(error, { action: 'chooseLanguage' }));
      if (uid)
        accountLanguage()
          .then((account) => account.saveAccountLanguage(uid, next))
          .catch((error: unknown) => reportError(error, { action: 'saveLanguage' }));
    },
    [apply, uid],
  );

  useEffect(() => {
    if (!uid) return;
    let current = true;
    accountLanguage()
      .then(async (account) => {
        const stored = await account.readAccountLanguage(uid);
        if (!current) return;
        if (!stored) {
          // A choice made on this device before signing in follows her account; nothing is
          // written for someone who never chose.
          const chosen = deviceLanguage();
          return chosen ? account.saveAccountLanguage(uid, chosen) : undefined;
        }
        rememberDeviceLanguage(stored);
        return apply(stored);
      })
      .catch((error: unknown) => reportError(error, { action: 'readLanguage' }));
    return () => {
      current = false;
    };
  }, [uid, apply]);

  const value = useMemo(() => ({ language, choose }), [language, choose]);
  return (
    <LanguageContext.Provider value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
