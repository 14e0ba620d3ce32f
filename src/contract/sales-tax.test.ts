import { describe, expect, it } from 'vitest';
import { salesTaxLineOf, salesTaxOfItem, salesTaxOfItems } from './sales-tax';

const tax = (amount: number, taxType: string) => ({ amount, rate: { tax_type: taxType } });

describe('sales tax lines', () => {
  it.each([
    ['gst', 'gstHst'],
    ['HST', 'gstHst'],
    ['qst', 'qst'],
    ['pst', 'other'],
    ['rst', 'other'],
    [undefined, 'other'],
  ])('puts %s on the %s line', (taxType, line) => {
    expect(salesTaxLineOf(taxType)).toBe(line);
  });

  it('splits a Québec line item into GST and QST', () => {
    expect(
      salesTaxOfItem({
        amount_tax: 1294,
        taxes: [tax(395, 'gst'), tax(788, 'qst'), tax(111, 'x')],
      }),
    ).toEqual({ gstHst: 395, qst: 788, other: 111 });
  });

  it('counts amount_tax without a breakdown as other, and what the breakdown leaves out', () => {
    expect(salesTaxOfItem({ amount_tax: 500 })).toEqual({ gstHst: 0, qst: 0, other: 500 });
    expect(salesTaxOfItem({ amount_tax: 700, taxes: [tax(650, 'hst')] })).toEqual({
      gstHst: 650,
      qst: 0,
      other: 50,
    });
  });

  it('adds up every line item and ignores what is not an amount', () => {
    expect(
      salesTaxOfItems([
        { amount_tax: 650, taxes: [tax(650, 'hst')] },
        { amount_tax: 0, taxes: [tax(-5, 'gst'), null, { amount: 'x' }] },
        null,
        { amount_tax: 1183, taxes: [tax(395, 'gst'), tax(788, 'qst')] },
      ]),
    ).toEqual({ gstHst: 1045, qst: 788, other: 0 });
  });
});
