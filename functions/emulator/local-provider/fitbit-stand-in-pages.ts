/**
 * The Fitbit stand-in's HTML pages (pure): the authorize page (Authorize / Cancel, 'Allow
 * reading activities'), the user list and a user's page (add or delete an activity, revoke
 * access). Labelled controls, keyboard only, usable at 360 px.
 */
import { escapeHtml } from '../html-page';
import { ACTIVITY_NAMES, fitbitStartTime } from './fitbit-stand-in-logs';
import type { StandInFitbitUser, StandInLog } from './fitbit-stand-in-store';
import { standInPage } from './stand-in-html';
import { defaultStartLocal } from './stand-in-time';

const ACCENT = '#00776f';

export function renderFitbitMessage(title: string, message: string): string {
  return standInPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`, ACCENT);
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

export interface FitbitAuthorizePage {
  readonly action: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly state: string;
  readonly userId: string;
}

export function renderFitbitAuthorizePage(input: FitbitAuthorizePage): string {
  return standInPage(
    'Authorize Virtual Challenges (local Fitbit)',
    `
<h1>Virtual Challenges would like to access your Fitbit data</h1>
<p class="note">Local Fitbit stand-in (emulator suite). Nothing leaves this machine.</p>
<form method="post" action="${escapeHtml(input.action)}">
${hidden('client_id', input.clientId)}${hidden('redirect_uri', input.redirectUri)}${hidden('state', input.state)}
<label for="user">Fitbit user id</label>
<input id="user" name="user" pattern="[0-9A-Z]{6}" required value="${escapeHtml(input.userId)}">
<fieldset><legend>Permissions</legend>
<label class="check"><input type="checkbox" name="activity" value="on" checked> Allow reading activities</label>
</fieldset>
<div class="row">
<button type="submit" name="action" value="authorize" class="primary">Authorize</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`,
    ACCENT,
  );
}

export function renderFitbitUserList(base: string, users: readonly StandInFitbitUser[]): string {
  const items =
    users.length === 0
      ? "<p>No Fitbit user has authorized the app yet. Connect Fitbit from the app's account page first.</p>"
      : `<ul>${users.map((u) => `<li><a href="${escapeHtml(`${base}/users/${u.id}`)}">Fitbit user ${escapeHtml(u.id)}</a>${u.authorized ? '' : ' (revoked)'}</li>`).join('')}</ul>`;
  return standInPage('Local Fitbit users', `<h1>Local Fitbit users</h1>${items}`, ACCENT);
}

export interface FitbitUserPage {
  readonly base: string;
  readonly user: StandInFitbitUser;
  readonly logs: readonly StandInLog[];
  readonly subscribed: boolean;
  readonly lastDelivery: { readonly description: string; readonly status: number } | null;
  readonly nowMs: number;
}

function logRow(base: string, log: StandInLog): string {
  const action = escapeHtml(`${base}/users/${log.userId}/activities/${log.logId}/delete`);
  return `<tr><td>${escapeHtml(log.logId)}</td><td>${escapeHtml(log.activityName)}</td><td>${log.distanceKm.toFixed(2)} km</td>
<td>${escapeHtml(fitbitStartTime(log.startMs).slice(0, 16).replace('T', ' '))}</td>
<td><form method="post" action="${action}"><button type="submit" aria-label="Delete activity ${escapeHtml(log.logId)}">Delete</button></form></td></tr>`;
}

export function renderFitbitUserPage(input: FitbitUserPage): string {
  const { base, user } = input;
  const names = ACTIVITY_NAMES.map((n) => `<option>${escapeHtml(n)}</option>`).join('');
  const rows = input.logs.map((log) => logRow(base, log)).join('\n');
  const status = !user.authorized
    ? 'Not connected (revoked): no notifications are sent.'
    : input.subscribed
      ? 'Connected; notifications go to fitbit-webhook.'
      : 'Authorized, but no subscription: no notifications are sent.';
  const delivery = input.lastDelivery
    ? `<p>Last notification: ${escapeHtml(input.lastDelivery.description)} (webhook answered ${input.lastDelivery.status})</p>`
    : '';
  return standInPage(
    `Local Fitbit user ${user.id}`,
    `
<h1>Local Fitbit user ${escapeHtml(user.id)}</h1>
<p>${status}</p>
<form method="post" action="${escapeHtml(`${base}/users/${user.id}/activities`)}">
<fieldset><legend>Add an activity</legend>
<label for="type">Type</label><select id="type" name="activityName">${names}</select>
<label for="distance">Distance (km)</label><input id="distance" name="distance_km" type="number" min="0" step="0.01" value="5" required>
<label for="start">Date and start (Toronto time)</label><input id="start" name="start" type="datetime-local" value="${defaultStartLocal(input.nowMs)}" required>
<label for="minutes">Duration (minutes)</label><input id="minutes" name="duration_minutes" type="number" min="1" step="1" value="30" required>
<p><button type="submit" class="primary">Add and notify</button></p>
</fieldset>
</form>
<h2>Activity log</h2>
${rows ? `<table><thead><tr><th>Log id</th><th>Type</th><th>Distance</th><th>Start</th><th>Delete</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>None yet.</p>'}
${delivery}
<form method="post" action="${escapeHtml(`${base}/users/${user.id}/revoke`)}">
<h2>Revoke access</h2>
<button type="submit"${user.authorized ? '' : ' disabled'}>Revoke Virtual Challenges</button>
</form>
<p><a href="${escapeHtml(`${base}/users`)}">All users</a></p>`,
    ACCENT,
  );
}
