import { describe, expect, it } from 'vitest';
import type { Milestone } from '../../../src/contract/docs/milestones';
import { SENDER } from '../mail/sender';
import {
  crossedMilestones,
  postcardMailId,
  renderPostcardMail,
  type PostcardFacts,
} from './milestone-postcard';

const place = (name: string, distance: number): Milestone => ({
  name,
  location: `${name}, QC`,
  distance,
  imageUrl: '',
  description: '',
  link: '',
});
const ROUTE = [place('Québec City', 40), place('Start', 0), place('Lévis', 20), place('End', 100)];

describe('the milestones an activity takes her past', () => {
  it('are those above the total before and at or below the total after, in route order', () => {
    expect(crossedMilestones(ROUTE, 10, 45).map((m) => m.name)).toEqual(['Lévis', 'Québec City']);
    expect(crossedMilestones(ROUTE, 19.9, 20).map((m) => m.name)).toEqual(['Lévis']);
    expect(crossedMilestones(ROUTE, 0.1 + 0.2, 100).map((m) => m.name)).toContain('End');
  });

  it('are none for a total that stays, falls (a delete) or stays between two, and never the start', () => {
    expect(crossedMilestones(ROUTE, 20, 20)).toEqual([]);
    expect(crossedMilestones(ROUTE, 45, 10)).toEqual([]);
    expect(crossedMilestones(ROUTE, 20, 39.99)).toEqual([]);
    expect(crossedMilestones(ROUTE, 0, 5)).toEqual([]);
  });
});

describe('the postcard mail id', () => {
  it('is one per participant, leg and milestone km, the same on every run', () => {
    expect(postcardMailId('u1', 'price_a', 40)).toBe('milestone__u1__price_a__40km');
    expect(postcardMailId('u1', 'price_a', 12.5)).toBe('milestone__u1__price_a__12_5km');
    expect(postcardMailId('u1', 'price_a', 40)).not.toBe(postcardMailId('u2', 'price_a', 40));
    expect(postcardMailId('u1', 'price_a', 40)).not.toBe(postcardMailId('u1', 'price_b', 40));
  });
});

const FACTS: PostcardFacts = {
  firstName: 'Avery',
  raceName: 'The Big Canada Run 2025',
  legName: '250 km Leg',
  milestone: {
    name: 'Québec City',
    location: 'Québec City, QC',
    description: 'You have covered 40% of the 250 km Leg: welcome to Québec City!',
    imageUrl: 'http://localhost:5173/images/milestone-flag.svg',
    link: 'https://en.wikipedia.org/wiki/Quebec_City',
  },
  doneKm: 101.25,
  legKm: 250,
  dashboardUrl: 'http://localhost:5173/dashboard/tbcr_250',
  unsubscribeUrl: 'http://127.0.0.1:5001/demo-x/us-central1/unsubscribe?u=u1&l=postcards&s=ab',
};

describe('the milestone postcard', () => {
  const { message } = renderPostcardMail(FACTS, 'en');

  it('names the place in the subject', () => {
    expect(message.subject).toBe('Postcard from Québec City: you made it!');
  });

  it('says it all in the text part: place, location, description, link, done and to go', () => {
    for (const expected of [
      'Hi Avery,',
      'Your kilometres just took you to Québec City on the 250 km Leg.',
      'Where you are: Québec City, QC',
      'You have covered 40% of the 250 km Leg: welcome to Québec City!',
      'Learn more about this place: https://en.wikipedia.org/wiki/Quebec_City',
      'Distance done: 101.25 km',
      'Still to go: 148.75 km',
      'Open my dashboard: http://localhost:5173/dashboard/tbcr_250',
      SENDER.postalAddress,
    ])
      expect(message.text).toContain(expected);
    expect(message.text).not.toMatch(/<[a-z]/i);
  });

  it('shows the image by absolute URL with alt text, and the same facts without it', () => {
    expect(message.html).toContain(
      '<img src="http://localhost:5173/images/milestone-flag.svg" alt="Postcard of Québec City"',
    );
    expect(message.html).toContain('href="https://en.wikipedia.org/wiki/Quebec_City"');
    expect(message.html).toContain('Still to go: 148.75 km');
    const { html } = renderPostcardMail(
      { ...FACTS, milestone: { ...FACTS.milestone, imageUrl: null, link: null } },
      'en',
    ).message;
    expect(html).not.toContain('<img');
    expect(html).toContain('Québec City, QC');
    expect(html).toContain('Distance done: 101.25 km');
  });

  it('at the finish: nothing to go, no "keep going"', () => {
    const { text } = renderPostcardMail({ ...FACTS, doneKm: 252 }, 'en').message;
    expect(text).toContain('Distance to go: none, you have covered the whole leg!');
    expect(text).not.toContain('Keep going');
  });

  it('escapes every participant- and organiser-controlled value in the HTML part', () => {
    const hostile = renderPostcardMail(
      {
        ...FACTS,
        firstName: '<script>alert(1)</script>',
        legName: '<img src=x onerror=alert(1)>',
        milestone: {
          name: '<img src=x onerror=alert(2)>',
          location: '"><script>alert(3)</script>',
          description: '<b>bold</b>',
          imageUrl: 'https://example.test/a.png?x="><script>',
          link: null,
        },
      },
      'en',
    ).message;
    expect(hostile.html).not.toMatch(/<script|<img src=x|<b>/i);
    expect(hostile.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(hostile.html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(hostile.html).toContain('src="https://example.test/a.png?x=&quot;&gt;&lt;script&gt;"');
    expect(hostile.text).toContain('Hi <script>alert(1)</script>,');
  });

  it('in French for a participant who chose it', () => {
    const { message: fr } = renderPostcardMail(FACTS, 'fr');
    expect(fr.subject).toBe('Carte postale\u00a0: Québec City. Vous y êtes!');
    expect(fr.html).toContain('<html lang="fr">');
    for (const expected of [
      'Bonjour Avery,',
      'Vos kilomètres viennent de vous faire atteindre un nouveau jalon\u00a0: Québec City (250 km Leg).',
      'Où vous êtes\u00a0: Québec City, QC',
      'Distance parcourue\u00a0: 101,25\u202fkm',
      'Distance restante\u00a0: 148,75\u202fkm',
      'Ouvrir mon tableau de bord\u00a0: http://localhost:5173/dashboard/tbcr_250',
      'Vous recevez ce courriel parce que',
    ])
      expect(fr.text).toContain(expected);
  });
});

describe('the postcard’s one-click unsubscribe (not strictly transactional)', () => {
  const url = FACTS.unsubscribeUrl;
  it('carries the RFC 8058 headers with her signed link', () => {
    expect(renderPostcardMail(FACTS, 'en').headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
  it('shows the link in both parts, in her language', () => {
    const en = renderPostcardMail(FACTS, 'en').message;
    expect(en.text).toContain(`Unsubscribe from milestone postcards (one click)\n${url}`);
    expect(en.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
    const fr = renderPostcardMail(FACTS, 'fr').message;
    expect(fr.text).toContain('Se désabonner des cartes postales des jalons (en un clic)');
  });
});
