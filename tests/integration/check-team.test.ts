/**
 * The checkTeam callable on the emulator suite, called over HTTP as the Functions emulator
 * serves callables ({data} in, {result} out), with an Auth emulator ID token. Sets up its own
 * leg and team with firebase-admin under a fresh leg id, so it depends on no seed or order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callFunction, signUp, uniqueId } from './support/emulators';

const LEG = uniqueId('price_itest_');
const TEAM = 'Integration Runners';

const db = adminDb();
let idToken = '';

async function call(data: unknown, token: string | null = idToken) {
  const { status, ...body } = await callFunction('checkTeam', data, token ?? undefined);
  return { status, body };
}

beforeAll(async () => {
  ({ idToken } = await signUp());
  const team = db.doc(`races/${LEG}/teams/${TEAM}`);
  await team.set({ owner: 'itest-captain', membersCount: 1 });
  await team.collection('private').doc('code').set({ code: 'SECRET-1' });
});

afterAll(async () => {
  await db.recursiveDelete(db.doc(`races/${LEG}`));
});

describe('checkTeam', () => {
  it('accepts a new team name that is free for the leg', async () => {
    const { status, body } = await call({
      legId: LEG,
      teamChoice: 'newTeam',
      teamName: 'Fresh Legs',
      teamCode: 'ABCD',
    });
    expect(status).toBe(200);
    expect(body.result).toEqual({ ok: true });
  });

  it('flags teamCode for a new team whose code is shorter than 4 characters', async () => {
    const { body } = await call({
      legId: LEG,
      teamChoice: 'newTeam',
      teamName: 'Fresh Legs',
      teamCode: 'A',
    });
    expect(body.result).toEqual({ ok: false, field: 'teamCode' });
  });

  it('refuses a new team name that exists for the leg (trimmed) and flags teamName', async () => {
    const { body } = await call({
      legId: LEG,
      teamChoice: 'newTeam',
      teamName: `  ${TEAM} `,
      teamCode: 'ABC',
    });
    expect(body.result).toEqual({ ok: false, field: 'teamName' });
  });

  it('accepts the right code for an existing team, and never returns the code', async () => {
    const { body } = await call({
      legId: LEG,
      teamChoice: 'existingTeam',
      teamName: TEAM,
      teamCode: 'SECRET-1',
    });
    expect(body.result).toEqual({ ok: true });
    expect(JSON.stringify(body)).not.toContain('SECRET-1');
  });

  it('22. refuses a wrong code and flags teamCode', async () => {
    const { body } = await call({
      legId: LEG,
      teamChoice: 'existingTeam',
      teamName: TEAM,
      teamCode: 'secret-1',
    });
    expect(body.result).toEqual({ ok: false, field: 'teamCode' });
    expect(JSON.stringify(body)).not.toContain('SECRET-1');
  });

  it('flags teamName when joining a team that does not exist', async () => {
    const { body } = await call({
      legId: LEG,
      teamChoice: 'existingTeam',
      teamName: 'Nobody Here',
      teamCode: 'X',
    });
    expect(body.result).toEqual({ ok: false, field: 'teamName' });
  });

  it('accepts no team', async () => {
    const { body } = await call({ legId: LEG, teamChoice: 'noTeam' });
    expect(body.result).toEqual({ ok: true });
  });

  it('rejects a malformed request and an anonymous caller', async () => {
    const bad = await call({ legId: LEG, teamChoice: 'newTeam', teamName: 'a/b', teamCode: 'X' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.status).toBe('INVALID_ARGUMENT');
    const anonymous = await call({ legId: LEG, teamChoice: 'noTeam' }, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error?.status).toBe('UNAUTHENTICATED');
  });
});
