/**
 * The Google Health API stand-in's pages (emulator only): the Fitbit users who connected, and
 * a user's page where a developer or a test adds, changes or deletes an exercise (each change
 * notifies our webhook) and sends the last notification again. Pure.
 */
import { escapeHtml } from '../html-page';
import { standInPage } from './stand-in-html';
import { defaultStartLocal, msToTorontoLocal, STAND_IN_ZONES } from './stand-in-time';
import type { StandInExercise } from './health-stand-in-store';

const ACCENT = '#00707a';
/** The exercise types the form offers (Exercise.ExerciseType of the Google Health API). */
export const EXERCISE_TYPES: readonly string[] = [
  'RUNNING',
  'WALKING',
  'HIKING',
  'BIKING',
  'SWIMMING',
  'YOGA',
];

export function renderHealthMessage(title: string, message: string): string {
  return standInPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`, ACCENT);
}

export function renderHealthUserList(base: string, userIds: readonly string[]): string {
  const items =
    userIds.length === 0
      ? "<p>No Fitbit user has connected yet. Connect Fitbit from the app's account page first.</p>"
      : `<ul>${userIds.map((id) => `<li><a href="${escapeHtml(`${base}/users/${id}`)}">Fitbit user ${escapeHtml(id)}</a></li>`).join('')}</ul>`;
  return standInPage(
    'Local Google Health users',
    `<h1>Local Google Health users</h1>${items}`,
    ACCENT,
  );
}

export interface HealthUserPage {
  readonly base: string;
  readonly healthUserId: string;
  /** Whether her grant to our app stands (notifications are sent only then). */
  readonly granted: boolean;
  readonly exercises: readonly StandInExercise[];
  readonly lastDelivery: { readonly description: string; readonly status: number } | null;
  readonly nowMs: number;
}

const options = (values: readonly string[], selected?: string) =>
  values
    .map((v) => `<option${v === selected ? ' selected' : ''}>${escapeHtml(v)}</option>`)
    .join('');

function exerciseRow(base: string, e: StandInExercise): string {
  const at = escapeHtml(`${base}/users/${e.healthUserId}/exercises/${e.id}`);
  const km = (e.distanceMillimeters / 1_000_000).toFixed(2);
  return `<tr><td>${escapeHtml(e.id)}</td><td>${escapeHtml(msToTorontoLocal(e.startMs).replace('T', ' '))}</td>
<td><form method="post" action="${at}" class="row">
<label for="type-${e.id}">Type</label><select id="type-${e.id}" name="exerciseType">${options(EXERCISE_TYPES, e.exerciseType)}</select>
<label for="km-${e.id}">km</label><input id="km-${e.id}" name="distance_km" type="number" min="0" step="0.01" value="${km}">
<button type="submit" aria-label="Update exercise ${escapeHtml(e.id)}">Update</button></form></td>
<td><form method="post" action="${at}/delete"><button type="submit" aria-label="Delete exercise ${escapeHtml(e.id)}">Delete</button></form></td></tr>`;
}

export function renderHealthUserPage(input: HealthUserPage): string {
  const { base, healthUserId: id } = input;
  const rows = input.exercises.map((e) => exerciseRow(base, e)).join('\n');
  const status = input.granted
    ? 'Connected; notifications go to fitbit-webhook.'
    : 'Not connected (the grant was revoked): no notifications are sent.';
  const delivery = input.lastDelivery
    ? `<p>Last notification: ${escapeHtml(input.lastDelivery.description)} (webhook answered ${input.lastDelivery.status})</p>
<form method="post" action="${escapeHtml(`${base}/users/${id}/resend`)}"><button type="submit">Send the last notification again</button></form>`
    : '';
  return standInPage(
    `Local Fitbit user ${id}`,
    `
<h1>Local Fitbit user ${escapeHtml(id)}</h1>
<p>${status}</p>
<form method="post" action="${escapeHtml(`${base}/users/${id}/exercises`)}">
<fieldset><legend>Add an exercise</legend>
<label for="type">Type</label><select id="type" name="exerciseType">${options(EXERCISE_TYPES)}</select>
<label for="distance">Distance (km)</label><input id="distance" name="distance_km" type="number" min="0" step="0.01" value="5" required>
<label for="start">Date and start (her local time)</label><input id="start" name="start" type="datetime-local" value="${defaultStartLocal(input.nowMs)}" required>
<label for="zone">Her time zone</label><select id="zone" name="zone">${options(STAND_IN_ZONES)}</select>
<label for="minutes">Active minutes</label><input id="minutes" name="duration_minutes" type="number" min="1" step="1" value="30" required>
<p><button type="submit" class="primary">Add and notify</button></p>
</fieldset>
</form>
<h2>Exercise</h2>
${rows ? `<table><thead><tr><th>Data point</th><th>Start (Toronto)</th><th>Change</th><th>Delete</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>None yet.</p>'}
${delivery}
<p><a href="${escapeHtml(`${base}/users`)}">All users</a></p>`,
    ACCENT,
  );
}
