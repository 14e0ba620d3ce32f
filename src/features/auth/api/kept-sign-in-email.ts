/**
 * The e-mail typed on the sign-in page, kept for the new page that loads Auth when the browser
 * kept its failed file (lib/kept-load-failure.ts): in this tab's sessionStorage until she signs
 * in. Never the password.
 */
const KEY = 'vc.signInEmail';

export function keepSignInEmail(email: string | null): void {
  try {
    if (email === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, email);
  } catch {
    // Storage blocked: she types her e-mail again.
  }
}

/** The kept e-mail; '' when none. */
export function keptSignInEmail(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}
