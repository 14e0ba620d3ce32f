/**
 * The teams of a leg and the team check (docs/product.md §R7; docs/security.md items 20-22) with the real SDK on the
 * seeded emulator suite: the names (never the codes) for a participant, and the checkTeam
 * callable comparing a code on the server.
 */
import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/features/auth/api/auth-actions';
import { checkTeam, subscribeTeams } from '../../src/features/registration/api/teams';
import { auth } from '../../src/lib/firebase-app';
import { MAIN_LEG, TEAMS } from '../../scripts/seed/registrations.mjs';
import { uniqueEmail } from './support/emulator-accounts';
import { firstValue } from './support/first-value';
import { seedCollection } from './support/seed-data';

const [TEAM] = TEAMS;

describe('as a visitor', () => {
  it('is refused the teams and the check', async () => {
    await signOut(auth);
    await expect(firstValue(subscribeTeams(MAIN_LEG))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      checkTeam({ legId: MAIN_LEG, teamChoice: 'noTeam', teamName: '', teamCode: '' }),
    ).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});

describe('as a participant', () => {
  beforeAll(async () => {
    await createAccount(uniqueEmail('teams'), 'secret-pass-1');
  });
  afterAll(async () => {
    await signOut(auth);
  });

  it("lists the leg's teams by name, in alphabetical order, and nothing else", async () => {
    const teams = await firstValue(subscribeTeams(MAIN_LEG));
    const seeded = seedCollection(`races/${MAIN_LEG}/teams`).map(([name]) => name);
    expect(teams.map((team) => team.name)).toEqual([...seeded].sort((a, b) => a.localeCompare(b)));
    expect(teams.map((team) => team.name)).toContain(TEAM.name);
    expect(JSON.stringify(teams)).not.toContain(TEAM.code);
  });

  it('22. accepts the right code of an existing team and refuses a wrong one, flagging the code', async () => {
    const join = (teamCode: string) =>
      checkTeam({ legId: MAIN_LEG, teamChoice: 'existingTeam', teamName: TEAM.name, teamCode });
    expect(await join(TEAM.code)).toEqual({ ok: true });
    expect(await join(`${TEAM.code}-WRONG`)).toEqual({ ok: false, field: 'teamCode' });
  });

  it('refuses a new team under a taken name, flagging the name, and accepts a free one', async () => {
    const create = (teamName: string) =>
      checkTeam({ legId: MAIN_LEG, teamChoice: 'newTeam', teamName, teamCode: 'FRESH-1' });
    expect(await create(` ${TEAM.name} `)).toEqual({ ok: false, field: 'teamName' });
    expect(await create(`Fresh Legs ${Date.now()}`)).toEqual({ ok: true });
  });
});
