/**
 * The Garmin stand-in's HTML pages (pure): the OAuth 2.0 consent page (Authorize / Cancel), the
 * user list and a user's page (add an activity or a day's distance, stop or start sharing
 * activities, disconnect from Garmin Connect).
 * Labelled controls, keyboard only, usable at 360 px.
 */
import { escapeHtml } from '../html-page';
import { standInPage } from './stand-in-html';
import {
  newGarminUserId,
  type StandInGarminUser,
  type StandInSummary,
} from './garmin-stand-in-store';
import type { ConsentInput } from './oauth2-stand-in';
import { defaultStartLocal, msToTorontoLocal } from './stand-in-time';

const ACCENT = '#006dcc';

/** The activity types the add form offers: those counted on run and walk races, on the ride challenge, and a few counted nowhere. */
export const ACTIVITY_TYPES = [
  'RUNNING',
  'TRAIL_RUNNING',
  'TREADMILL_RUNNING',
  'WALKING',
  'HIKING',
  'WHEELCHAIR_PUSH_RUN',
  'CYCLING',
  'ROAD_BIKING',
  'INDOOR_CYCLING',
  'LAP_SWIMMING',
  'YOGA',
];

export function renderGarminMessage(title: string, message: string): string {
  return standInPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`, ACCENT);
}

export function renderGarminConsentPage(input: ConsentInput): string {
  return standInPage(
    'Connect Virtual Challenges (local Garmin)',
    `
<h1>Virtual Challenges would like to access your Garmin Connect data</h1>
<p class="note">Local Garmin stand-in (emulator suite). Nothing leaves this machine.</p>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(input.redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(input.state)}">
<input type="hidden" name="code_challenge" value="${escapeHtml(input.codeChallenge)}">
<label for="user">Garmin user id</label>
<input id="user" name="user" pattern="[0-9a-f]{32}" required value="${escapeHtml(newGarminUserId())}">
<p><label><input type="checkbox" name="activities" checked> Share activities</label></p>
<p><label><input type="checkbox" name="health" checked> Share daily health (steps)</label></p>
<div class="row">
<button type="submit" name="action" value="authorize" class="primary">Authorize</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`,
    ACCENT,
  );
}

export function renderGarminUserList(base: string, users: readonly StandInGarminUser[]): string {
  const items =
    users.length === 0
      ? "<p>No Garmin user has connected the app yet. Connect Garmin from the app's account page first.</p>"
      : `<ul>${users.map((u) => `<li><a href="${escapeHtml(`${base}/users/${u.id}`)}">Garmin user ${escapeHtml(u.id)}</a>${u.accessToken ? '' : ' (not connected)'}</li>`).join('')}</ul>`;
  return standInPage('Local Garmin users', `<h1>Local Garmin users</h1>${items}`, ACCENT);
}

export interface GarminUserPage {
  readonly base: string;
  readonly user: StandInGarminUser;
  readonly summaries: readonly StandInSummary[];
  readonly lastDelivery: { readonly description: string; readonly status: number } | null;
  readonly nowMs: number;
}

function summaryRow(s: StandInSummary): string {
  const km = Number(s.summary.distanceInMeters ?? 0) / 1000;
  const what =
    s.kind === 'daily' ? `Day ${String(s.summary.calendarDate)}` : String(s.summary.activityType);
  return `<tr><td>${escapeHtml(s.summaryId)}</td><td>${escapeHtml(what)}</td><td>${km.toFixed(2)} km</td></tr>`;
}

export function renderGarminUserPage(input: GarminUserPage): string {
  const { base, user } = input;
  const id = escapeHtml(user.id);
  const types = ACTIVITY_TYPES.map((t) => `<option>${t}</option>`).join('');
  const rows = input.summaries.map(summaryRow).join('\n');
  const delivery = input.lastDelivery
    ? `<p>Last push: ${escapeHtml(input.lastDelivery.description)} (webhook answered ${input.lastDelivery.status})</p>`
    : '';
  const now = msToTorontoLocal(input.nowMs);
  return standInPage(
    `Local Garmin user ${user.id}`,
    `
<h1>Local Garmin user ${id}</h1>
<p>${user.accessToken ? 'Connected; summaries are pushed to garmin-webhook.' : 'Not connected: nothing is pushed.'}</p>
<form method="post" action="${escapeHtml(`${base}/users/${user.id}/activities`)}">
<fieldset><legend>Add an activity (data type 'activities')</legend>
<label for="type">Type</label><select id="type" name="activityType">${types}</select>
<label for="distance">Distance (km)</label><input id="distance" name="distance_km" type="number" min="0" step="0.01" value="5" required>
<label for="start">Start (Toronto time)</label><input id="start" name="start" type="datetime-local" value="${defaultStartLocal(input.nowMs)}" required>
<label for="minutes">Duration (minutes)</label><input id="minutes" name="duration_minutes" type="number" min="1" step="1" value="30" required>
<label for="delivery">Notify the app by</label><select id="delivery" name="delivery"><option value="push">push (the summary itself)</option><option value="ping">ping (where to pull it)</option></select>
<p><button type="submit" class="primary">Add and push</button></p>
</fieldset>
</form>
<form method="post" action="${escapeHtml(`${base}/users/${user.id}/dailies`)}">
<fieldset><legend>Set a day's distance (data type 'steps')</legend>
<label for="day">Date</label><input id="day" name="calendarDate" type="date" value="${now.slice(0, 10)}" required>
<label for="daily-distance">Distance (km)</label><input id="daily-distance" name="distance_km" type="number" min="0" step="0.01" value="6" required>
<label for="steps">Steps</label><input id="steps" name="steps" type="number" min="0" step="1" value="8000" required>
<p><button type="submit" class="primary">Push the daily summary</button></p>
</fieldset>
</form>
<h2>Pushed summaries</h2>
${rows ? `<table><thead><tr><th>Summary id</th><th>What</th><th>Distance</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>None yet.</p>'}
${delivery}
<form method="post" action="${escapeHtml(`${base}/users/${user.id}/permissions`)}">
<h2>Share activities with Virtual Challenges</h2>
<p>${(user.permissions ?? ['ACTIVITY_EXPORT']).includes('ACTIVITY_EXPORT') ? 'Activities are shared.' : 'Activities are not shared.'}</p>
<button type="submit" name="activity" value="off"${user.accessToken ? '' : ' disabled'}>Stop sharing activities</button>
<button type="submit" name="activity" value="on"${user.accessToken ? '' : ' disabled'}>Share activities again</button>
</form>
<form method="post" action="${escapeHtml(`${base}/users/${user.id}/deregister`)}">
<h2>Disconnect in Garmin Connect</h2>
<button type="submit"${user.accessToken ? '' : ' disabled'}>Disconnect Virtual Challenges</button>
</form>
<p><a href="${escapeHtml(`${base}/users`)}">All users</a></p>`,
    ACCENT,
  );
}
