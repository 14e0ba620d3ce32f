import { describe, expect, it } from 'vitest';
import { checkMilestoneInput, MILESTONES_MAX, parseMilestonesDoc } from '../docs/milestones';
import { parseUpdateLegSetupRequest, UPDATE_LEG_SETUP } from './organiser-leg-setup';

const GOOD = {
  name: 'Banff',
  location: 'Banff, AB',
  distance: 120.5,
  imageUrl: '/images/milestone-flag.svg',
  description: 'In the Rockies.',
  link: 'https://en.wikipedia.org/wiki/Banff,_Alberta',
  fr: { name: 'Banff', location: 'Banff (Alb.)', description: '' },
};

describe('checkMilestoneInput (contract/docs/milestones.ts)', () => {
  it('stores a good milestone under the names the dashboard’s parser reads, trimmed', () => {
    const checked = checkMilestoneInput({ ...GOOD, name: '  Banff ' });
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value).toEqual({
      name: 'Banff',
      location: 'Banff, AB',
      distance: 120.5,
      image_url: '/images/milestone-flag.svg',
      description: 'In the Rockies.',
      link: 'https://en.wikipedia.org/wiki/Banff,_Alberta',
      fr: { name: 'Banff', location: 'Banff (Alb.)' },
    });
    // Read back by the dashboard's parser, it is the organiser's milestone.
    const [read] = parseMilestonesDoc({ milestones: [checked.value] }).milestones;
    expect(read).toEqual({ ...GOOD, fr: { name: 'Banff', location: 'Banff (Alb.)' } });
  });

  it('accepts empty optional fields and no French', () => {
    const checked = checkMilestoneInput({ name: 'Start', distance: 0 });
    expect(checked).toEqual({
      ok: true,
      value: { name: 'Start', location: '', distance: 0, image_url: '', description: '', link: '' },
    });
  });

  it.each([
    [{ name: '' }, 'name', 'required'],
    [{ name: 3 }, 'name', 'required'],
    [{ name: 'x'.repeat(81) }, 'name', 'tooLong'],
    [{ location: 'x'.repeat(121) }, 'location', 'tooLong'],
    [{ distance: '12' }, 'distance', 'notANumber'],
    [{ distance: Number.NaN }, 'distance', 'notANumber'],
    [{ distance: -1 }, 'distance', 'negative'],
    [{ imageUrl: '//evil.example/x.png' }, 'imageUrl', 'badUrl'],
    [{ imageUrl: 'http://example.com/x.png' }, 'imageUrl', 'badUrl'],
    [{ link: 'javascript:alert(1)' }, 'link', 'badUrl'],
    [{ link: '/about' }, 'link', 'badUrl'],
    [{ description: 'x'.repeat(601) }, 'description', 'tooLong'],
    [{ fr: { description: 'x'.repeat(601) } }, 'fr.description', 'tooLong'],
    [{ fr: { name: 7 } }, 'fr.name', 'required'],
  ])('refuses %o at %s (%s)', (change, field, problem) => {
    expect(checkMilestoneInput({ ...GOOD, ...change })).toEqual({ ok: false, field, problem });
  });

  it('accepts an image on https', () => {
    expect(checkMilestoneInput({ ...GOOD, imageUrl: 'https://cdn.example/b.png' }).ok).toBe(true);
  });
});

describe('parseUpdateLegSetupRequest', () => {
  it('is organiser-updateLegSetup', () => {
    expect(UPDATE_LEG_SETUP.name).toBe('organiser-updateLegSetup');
  });

  it('accepts milestones sorted by km, the reason trimmed', () => {
    const check = parseUpdateLegSetupRequest({
      legId: 'price_abc',
      milestones: [GOOD, { ...GOOD, name: 'Calgary', distance: 10 }],
      reason: ' Route ',
    });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.value.reason).toBe('Route');
    expect(check.value.milestones.map((m) => m.name)).toEqual(['Calgary', 'Banff']);
  });

  it('accepts no milestones at all (a leg without any)', () => {
    expect(parseUpdateLegSetupRequest({ legId: 'price_abc', milestones: [], reason: 'r' }).ok).toBe(
      true,
    );
  });

  it.each([
    [{ legId: 'abc' }],
    [{ legId: 'price_a/b' }],
    [{ reason: '' }],
    [{ reason: 'x'.repeat(501) }],
    [{ milestones: 'none' }],
  ])('refuses a bad request %o as badRequest', (change) => {
    const check = parseUpdateLegSetupRequest({
      legId: 'price_abc',
      milestones: [GOOD],
      reason: 'r',
      ...change,
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.refusal.details).toMatchObject({ refusal: 'badRequest' });
  });

  it('names the milestone, the field and the problem of a bad milestone', () => {
    const check = parseUpdateLegSetupRequest({
      legId: 'price_abc',
      milestones: [GOOD, { ...GOOD, distance: -3 }],
      reason: 'r',
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.refusal.details).toEqual({
      refusal: 'badMilestone',
      index: 1,
      field: 'distance',
      problem: 'negative',
    });
  });

  it('refuses more than the most milestones a leg has', () => {
    const check = parseUpdateLegSetupRequest({
      legId: 'price_abc',
      milestones: Array.from({ length: MILESTONES_MAX + 1 }, () => GOOD),
      reason: 'r',
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.refusal.details).toEqual({ refusal: 'badMilestone', problem: 'tooMany' });
  });

  it('reads the medals’ ship date as the leg’s parser reads a day (its first instant, UTC)', () => {
    const check = parseUpdateLegSetupRequest({
      legId: 'price_abc',
      milestones: [],
      medalsShipOn: '2026-03-31',
      reason: 'r',
    });
    expect(check.ok && check.value.medalsShipAt?.toISOString()).toBe('2026-03-31T00:00:00.000Z');
    const none = parseUpdateLegSetupRequest({ legId: 'price_abc', milestones: [], reason: 'r' });
    expect(none.ok && 'medalsShipAt' in none.value).toBe(false);
    const cleared = parseUpdateLegSetupRequest({
      legId: 'price_abc',
      milestones: [],
      medalsShipOn: null,
      reason: 'r',
    });
    expect(cleared.ok && cleared.value.medalsShipAt).toBe(null);
  });

  it.each(['2026-02-30', '31/03/2026', '', 20260331])(
    'refuses %o as a ship date (badShipDate)',
    (medalsShipOn) => {
      const check = parseUpdateLegSetupRequest({
        legId: 'price_abc',
        milestones: [],
        medalsShipOn,
        reason: 'r',
      });
      expect(check.ok).toBe(false);
      if (check.ok) return;
      expect(check.refusal.details).toEqual({ refusal: 'badShipDate' });
    },
  );

  it('checks the finisher link with the leg document’s check: empty or https, trimmed', () => {
    const parse = (finisherLink: unknown) =>
      parseUpdateLegSetupRequest({ legId: 'price_abc', milestones: [], finisherLink, reason: 'r' });
    const good = parse(' https://example.test/finish ');
    expect(good.ok && good.value.finisherLink).toBe('https://example.test/finish');
    const none = parse('');
    expect(none.ok && none.value.finisherLink).toBe('');
    for (const bad of [
      'http://example.test',
      'javascript:alert(1)',
      3,
      `https://x.test/${'a'.repeat(500)}`,
    ]) {
      const check = parse(bad);
      expect(check.ok).toBe(false);
      if (!check.ok) expect(check.refusal.details).toEqual({ refusal: 'badFinisherLink' });
    }
  });
});
