import { describe, expect, it } from 'vitest';
import { activityRemovedMailId, renderActivityRemovedMail } from './activity-removed-mail';

const FACTS = {
  firstName: 'Élise',
  legLabel: 'The Big Canada Run 2025 – 1,000 km Leg',
  day: '2026-11-20',
  distanceKm: 10,
  reason: 'A pace of 1:00/km <is> not a run.',
};

describe('the activity removed e-mail', () => {
  it('says which activity and why, in English', () => {
    const { message } = renderActivityRemovedMail(FACTS, 'en');
    expect(message.subject).toBe(
      'An activity was removed from your challenge: The Big Canada Run 2025 – 1,000 km Leg',
    );
    expect(message.text).toContain('your activity of 2026-11-20 (10 km)');
    expect(message.text).toContain('Why: A pace of 1:00/km <is> not a run.');
    expect(message.html).toContain('&lt;is&gt;');
  });

  it('in French for her', () => {
    const { message } = renderActivityRemovedMail(FACTS, 'fr');
    expect(message.text).toContain('(10\u202fkm)');
    expect(message.text).toContain('Raison\u00a0: A pace');
  });

  it('is one mail per flag', () => {
    expect(activityRemovedMailId('price_x__u1__k1')).toBe('activity-removed__price_x__u1__k1');
  });
});
