/**
 * The Strava stand-in's HTML pages (pure): the authorize page (Authorize / Cancel, 'Allow
 * reading activities'), the athlete list and an athlete's page (add, change, delete an
 * activity; deauthorize; send a delivered event again). Labelled controls, keyboard only,
 * usable at 360 px.
 */
import { escapeHtml } from '../html-page';
import { standInPage } from './stand-in-html';
import { defaultStartLocal, msToTorontoLocal, STAND_IN_ZONES } from './stand-in-time';
import type { StandInActivity, StandInAthlete } from './strava-stand-in-store';

/**
 * The sport types the add form offers: those counted on run and walk races, those counted on
 * the ride challenge (contract/tracker-activity.ts), and a few counted nowhere.
 */
export const SPORT_TYPES = [
  'Run',
  'TrailRun',
  'Walk',
  'Hike',
  'VirtualRun',
  'Handcycle',
  'Wheelchair',
  'Ride',
  'VirtualRide',
  'GravelRide',
  'MountainBikeRide',
  'EBikeRide',
  'Swim',
  'Yoga',
];

/** Strava's orange, as on its own pages. */
const page = (title: string, body: string): string => standInPage(title, body, '#fc4c02');

export function renderMessage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

export interface AuthorizePage {
  readonly action: string;
  readonly redirectUri: string;
  readonly state: string;
  readonly athleteId: string;
  /** Carried to the answer when the authorize request had one (oauth2-stand-in.ts checks it). */
  readonly codeChallenge?: string;
}

export function renderAuthorizePage(input: AuthorizePage): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return page(
    'Authorize Virtual Challenges (local Strava)',
    `
<h1>Authorize Virtual Challenges to connect to Strava</h1>
<p class="note">Local Strava stand-in (emulator suite). Nothing leaves this machine.</p>
<form method="post" action="${escapeHtml(input.action)}">
${hidden('redirect_uri', input.redirectUri)}${hidden('state', input.state)}${input.codeChallenge ? hidden('code_challenge', input.codeChallenge) : ''}
<label for="athlete">Strava athlete id</label>
<input id="athlete" name="athlete" inputmode="numeric" pattern="[1-9][0-9]{0,11}" required value="${escapeHtml(input.athleteId)}">
<fieldset><legend>Permissions</legend>
<p>View data about your public profile (required)</p>
<label><input type="checkbox" name="activity_read" value="on" checked> Allow reading activities</label>
</fieldset>
<div class="row">
<button type="submit" name="action" value="authorize" class="primary">Authorize</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

export function renderAthleteList(base: string, athletes: readonly StandInAthlete[]): string {
  const items =
    athletes.length === 0
      ? "<p>No athlete has authorized the app yet. Connect Strava from the app's account page first.</p>"
      : `<ul>${athletes.map((a) => `<li><a href="${escapeHtml(`${base}/athletes/${a.id}`)}">Athlete ${escapeHtml(a.id)}</a>${a.authorized ? '' : ' (deauthorized)'}</li>`).join('')}</ul>`;
  return page('Local Strava athletes', `<h1>Local Strava athletes</h1>${items}`);
}

export interface AthletePage {
  readonly base: string;
  readonly athlete: StandInAthlete;
  readonly activities: readonly StandInActivity[];
  readonly lastDelivery: {
    readonly id: string;
    readonly description: string;
    readonly status: number;
  } | null;
  readonly nowMs: number;
}

function typeSelect(id: string, selected: string): string {
  const options = SPORT_TYPES.map(
    (t) => `<option${t === selected ? ' selected' : ''}>${t}</option>`,
  ).join('');
  return `<select id="${id}" name="sport_type">${options}</select>`;
}

function activityRow(base: string, a: StandInActivity): string {
  const action = escapeHtml(`${base}/athletes/${a.athleteId}/activities/${a.id}`);
  const km = (a.distanceMetres / 1000).toFixed(2);
  return `<tr><td>${escapeHtml(a.id)}</td><td>${escapeHtml(`${msToTorontoLocal(a.startMs).replace('T', ' ')} Toronto`)}</td><td>
<form method="post" action="${action}" class="row">
<label for="t-${a.id}">Type</label>${typeSelect(`t-${a.id}`, a.sportType)}
<label for="d-${a.id}">Distance (km)</label><input id="d-${a.id}" name="distance_km" type="number" min="0" step="0.01" value="${km}">
<button type="submit" name="action" value="update">Save</button>
<button type="submit" name="action" value="delete">Delete</button>
</form></td></tr>`;
}

export function renderAthletePage(input: AthletePage): string {
  const { base, athlete } = input;
  const id = escapeHtml(athlete.id);
  const add = `${base}/athletes/${athlete.id}/activities`;
  const rows = input.activities.map((a) => activityRow(base, a)).join('\n');
  const delivery = input.lastDelivery
    ? `<form method="post" action="${escapeHtml(`${base}/deliveries/${input.lastDelivery.id}/resend`)}">
<p>Last event sent: ${escapeHtml(input.lastDelivery.description)} (webhook answered ${input.lastDelivery.status})</p>
<button type="submit">Send it again</button></form>`
    : '';
  return page(
    `Local Strava athlete ${athlete.id}`,
    `
<h1>Local Strava athlete ${id}</h1>
<p>${athlete.authorized ? 'Connected to Virtual Challenges.' : 'Not connected (deauthorized): no events are sent.'} Scope: ${escapeHtml(athlete.scope || 'none')}</p>
<form method="post" action="${escapeHtml(add)}">
<fieldset><legend>Add an activity</legend>
<label for="type">Type</label>${typeSelect('type', 'Run')}
<label for="distance">Distance (km)</label><input id="distance" name="distance_km" type="number" min="0" step="0.01" value="5" required>
<label for="start">Start (the athlete's local time)</label><input id="start" name="start" type="datetime-local" value="${defaultStartLocal(input.nowMs)}" required>
<label for="zone">The athlete's time zone</label><select id="zone" name="time_zone">${STAND_IN_ZONES.map((z) => `<option>${z}</option>`).join('')}</select>
<label for="minutes">Moving time (minutes)</label><input id="minutes" name="moving_minutes" type="number" min="1" step="1" value="30" required>
<p><button type="submit" class="primary">Add and send the event</button></p>
</fieldset>
</form>
<h2>Activities</h2>
${rows ? `<table><thead><tr><th>Id</th><th>Start</th><th>Change</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>None yet.</p>'}
${delivery}
<form method="post" action="${escapeHtml(`${base}/athletes/${athlete.id}/deauthorize`)}">
<h2>Revoke access</h2>
<button type="submit"${athlete.authorized ? '' : ' disabled'}>Deauthorize Virtual Challenges</button>
</form>
<p><a href="${escapeHtml(`${base}/athletes`)}">All athletes</a></p>`,
  );
}
