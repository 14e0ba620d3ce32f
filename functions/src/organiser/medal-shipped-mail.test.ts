import { describe, expect, it } from 'vitest';
import { medalShippedMailId, renderMedalShippedMail } from './medal-shipped-mail';

const FACTS = {
  firstName: 'Élise',
  legLabel: 'The Big Canada Run 2025 – 1,000 km Leg',
  carrier: 'canada-post' as const,
  trackingNumber: '7023210039414604',
  trackingUrl:
    'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=7023210039414604',
};

describe('the medal shipped e-mail', () => {
  it('gives the carrier, the number and the tracking link, in English', () => {
    const { message } = renderMedalShippedMail(FACTS, 'en');
    expect(message.subject).toBe(
      'Your medal is on its way: The Big Canada Run 2025 – 1,000 km Leg',
    );
    expect(message.text).toContain('Hi Élise,');
    expect(message.text).toContain('has shipped with Canada Post.');
    expect(message.text).toContain('Tracking number: 7023210039414604');
    expect(message.html).toContain(`href="${FACTS.trackingUrl}"`);
    expect(message.html).toContain('Track your medal');
  });

  it('is in French for her, with French typography', () => {
    const { message } = renderMedalShippedMail(
      { ...FACTS, legLabel: 'La Grande Course du Canada 2025 – Parcours de 1 000 km' },
      'fr',
    );
    expect(message.subject).toBe(
      'Votre médaille est en route\u00a0: La Grande Course du Canada 2025 – Parcours de 1 000 km',
    );
    expect(message.text).toContain('expédiée par Postes Canada');
    expect(message.html).toContain('Suivre ma médaille');
  });

  it('escapes what an organiser or a participant typed', () => {
    const { message } = renderMedalShippedMail({ ...FACTS, firstName: '<b>x</b>' }, 'en');
    expect(message.html).not.toContain('<b>x</b>');
  });

  it('names one mail per shipment of a registration', () => {
    expect(medalShippedMailId('u1', 'price_x', 1)).toBe('medal-shipped__u1__price_x__1');
  });
});
