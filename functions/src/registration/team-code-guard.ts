/**
 * Wrong team codes are counted per participant, team and hour (docs/security.md item 42): the
 * 11th wrong guess within an hour is refused without looking at the code, so a team's code
 * cannot be found by trying. The counter is server-only (`team_code_attempts`, rules deny
 * every client access); the team-check callable and the checkout callable both go through it.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { parseTeamCode } from '../../../src/contract/docs/team';
import {
  TEAM_CODE_GUESS_WINDOW_MS,
  TEAM_CODE_MAX_WRONG_GUESSES,
} from '../../../src/contract/team-rules';

export interface GuessWindow {
  /** Milliseconds since the epoch of the first wrong guess of the window. */
  readonly startedAt: number;
  readonly wrong: number;
}

/** The window that counts at `now`: a stored one that is less than an hour old, else a fresh one. */
export function currentWindow(stored: GuessWindow | null, now: number): GuessWindow {
  return stored !== null && now - stored.startedAt < TEAM_CODE_GUESS_WINDOW_MS
    ? stored
    : { startedAt: now, wrong: 0 };
}

export function guessesExhausted(window: GuessWindow): boolean {
  return window.wrong >= TEAM_CODE_MAX_WRONG_GUESSES;
}

/** The window after one more wrong guess. */
export function afterWrongGuess(window: GuessWindow): GuessWindow {
  return { startedAt: window.startedAt, wrong: window.wrong + 1 };
}

export type CodeCheck = 'right' | 'wrong' | 'too-many' | 'no-team';

function attemptsRef(db: Firestore, uid: string, legId: string, teamName: string) {
  // Ids are checked (no '/'); the separator cannot occur in a uid or a leg id.
  return db.doc(`team_code_attempts/${uid}~${legId}~${teamName}`);
}

/**
 * Compares `code` with the team's stored code, inside a transaction with the counter: once
 * ten wrong guesses were made in the hour, answers 'too-many' without comparing.
 */
export async function checkTeamCode(
  db: Firestore,
  uid: string,
  legId: string,
  teamName: string,
  code: string,
): Promise<CodeCheck> {
  const teamRef = db.doc(`races/${legId}/teams/${teamName}`);
  const ref = attemptsRef(db, uid, legId, teamName);
  return db.runTransaction(async (tx) => {
    const [attempts, team, stored] = await Promise.all([
      tx.get(ref),
      tx.get(teamRef),
      tx.get(teamRef.collection('private').doc('code')),
    ]);
    const data = attempts.data();
    const now = Date.now();
    const window = currentWindow(
      data && typeof data.startedAt === 'number' && typeof data.wrong === 'number'
        ? { startedAt: data.startedAt, wrong: data.wrong }
        : null,
      now,
    );
    if (guessesExhausted(window)) return 'too-many';
    if (!team.exists) return 'no-team';
    const storedCode = parseTeamCode(stored.data());
    if (storedCode !== null && storedCode === code) return 'right';
    const next = afterWrongGuess(window);
    tx.set(ref, {
      uid,
      legId,
      teamName,
      startedAt: next.startedAt,
      wrong: next.wrong,
      updatedAt: Timestamp.fromMillis(now),
    });
    return 'wrong';
  });
}
