/**
 * The Google consent page of the stand-in (emulator only; pure): who she is at Google Health
 * (her healthUserId, a new one each time; type an earlier one to connect the same account
 * again), 'Allow reading activities' (checked), Allow and Cancel. Labelled, keyboard only,
 * usable at 360 px.
 */
import { escapeHtml } from '../html-page';
import type { ConsentInput } from './oauth2-stand-in';
import { standInPage } from './stand-in-html';
import { newHealthUserId } from './google-stand-in-store';

const ACCENT = '#1a73e8';

export function renderGoogleMessage(title: string, text: string): string {
  return standInPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`, ACCENT);
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

export function renderGoogleConsent(input: ConsentInput, healthUserId = newHealthUserId()): string {
  return standInPage(
    'Sign in with Google (local stand-in)',
    `
<h1>Virtual Challenges wants to access your Google Account</h1>
<p class="note">Local Google stand-in for Fitbit's data (emulator suite). Nothing leaves this machine.</p>
<form method="post" action="${escapeHtml(input.action)}">
${hidden('redirect_uri', input.redirectUri)}${hidden('state', input.state)}${hidden('code_challenge', input.codeChallenge)}
<label for="health-user">Google Health user id</label>
<input id="health-user" name="health_user_id" pattern="[0-9]{6,20}" required value="${escapeHtml(healthUserId)}">
<p>Virtual Challenges will be able to see your exercise (type, start, distance, duration).</p>
<label class="check"><input type="checkbox" name="activity" value="on" checked> Allow reading activities</label>
<p class="row">
${['cancel', 'authorize'].map((action) => `<button type="submit" name="action" value="${action}"${action === 'cancel' ? ' formnovalidate' : ' class="primary"'}>${action === 'cancel' ? 'Cancel' : 'Allow'}</button>`).join('\n')}
</p>
</form>`,
    ACCENT,
  );
}
