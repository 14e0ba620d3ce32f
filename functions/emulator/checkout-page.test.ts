import { describe, expect, it } from 'vitest';
import { formatCad, renderCheckoutPage, renderMessagePage } from './checkout-page';
import { escapeHtml } from './html-page';

const lines = [
  {
    description: 'Race: 250 km <Leg>',
    quantity: 1,
    amount_total: 4900,
    price: { id: 'price_leg', product: 'prod', unit_amount: 4900 },
  },
  {
    description: 'Service Fee',
    quantity: 1,
    amount_total: 300,
    price: { id: null, product: null, unit_amount: 300 },
  },
];

describe('checkout page', () => {
  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('formats CAD', () => {
    expect(formatCad(520000)).toBe('$5,200.00 CAD');
  });

  it('lists the lines, the total, and Pay / Cancel forms posting to the action', () => {
    const html = renderCheckoutPage({
      action: '?uid=u&session=s',
      lines,
      totalCents: 5200,
      paid: false,
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Race: 250 km &lt;Leg&gt;');
    expect(html).toContain('$52.00 CAD');
    expect(html).toContain('action="?uid=u&amp;session=s"');
    expect(html).toContain('name="action" value="pay"');
    expect(html).toContain('name="action" value="cancel"');
  });

  it('has no buttons once paid', () => {
    const html = renderCheckoutPage({ action: '?', lines, totalCents: 5200, paid: true });
    expect(html).not.toContain('<button');
    expect(html).toContain('already paid');
  });

  it('renders a message page', () => {
    expect(renderMessagePage('Oops', '<b>')).toContain('<p role="alert">&lt;b&gt;</p>');
  });
});
