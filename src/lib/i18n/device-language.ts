/** The language a visitor chose, remembered on this device (localStorage; absent in private modes). */
import { isLanguage, type Language } from './language';

const KEY = 'language';

export function deviceLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberDeviceLanguage(language: Language): void {
  try {
    window.localStorage.setItem(KEY, language);
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this visit only.
  }
}
