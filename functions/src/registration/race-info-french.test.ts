import { describe, expect, it } from 'vitest';
import { raceInfoFrench } from './race-info-french';

const product = { fr: { name: 'La Grande Course du Canada 2025' } };
const legPrice = { fr: { description: 'Étape de 250 km' } };

describe('raceInfoFrench: the French names a registration keeps', () => {
  it('takes the leg document’s', () => {
    expect(raceInfoFrench({ fr: { name: 'Course', legName: 'Étape' } }, product, legPrice)).toEqual(
      { fr: { name: 'Course', legName: 'Étape' } },
    );
  });
  it('falls back to the catalogue’s, name by name', () => {
    expect(raceInfoFrench({ fr: { name: 'Course' } }, product, legPrice)).toEqual({
      fr: { name: 'Course', legName: 'Étape de 250 km' },
    });
    expect(raceInfoFrench(undefined, product, legPrice)).toEqual({
      fr: { name: 'La Grande Course du Canada 2025', legName: 'Étape de 250 km' },
    });
  });
  it('keeps none when nothing is translated', () => {
    expect(raceInfoFrench({ name: 'Run' }, {}, {})).toEqual({});
  });
});
