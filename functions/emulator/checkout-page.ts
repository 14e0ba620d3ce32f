/** The local checkout stand-in's HTML page (pure): line items, total, Pay and Cancel forms. */
import { escapeHtml, htmlPage } from './html-page';
import type { PricedLine } from '../src/registration/line-items';

export function formatCad(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} CAD`;
}

export interface CheckoutPage {
  /** The form target: this function's URL with its query (uid, session). */
  readonly action: string;
  readonly lines: readonly PricedLine[];
  readonly totalCents: number;
  readonly paid: boolean;
}

const CHECKOUT_CSS = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#222}
table{width:100%;border-collapse:collapse}th,td{padding:.5rem;border-bottom:1px solid #ccc;text-align:left}
td.num,th.num{text-align:right}.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{font-size:1rem;padding:.6rem 1.2rem;cursor:pointer}button.pay{background:#0a5;color:#fff;border:0}
.note{color:#555;font-size:.9rem}`;

const page = (title: string, body: string): string => htmlPage(title, CHECKOUT_CSS, body);

export function renderCheckoutPage(input: CheckoutPage): string {
  const action = escapeHtml(input.action);
  const rows = input.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.description)}</td><td class="num">${line.quantity}</td>` +
        `<td class="num">${escapeHtml(formatCad(line.price.unit_amount))}</td><td class="num">${escapeHtml(formatCad(line.amount_total))}</td></tr>`,
    )
    .join('\n');
  const total = escapeHtml(formatCad(input.totalCents));
  const actions = input.paid
    ? '<p role="status">This order is already paid.</p>'
    : `<div class="actions">
<form method="post" action="${action}"><input type="hidden" name="action" value="pay"><button type="submit" class="pay">Pay ${total}</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="cancel"><button type="submit">Cancel</button></form>
</div>`;
  return page(
    'Local checkout',
    `<h1>Local checkout</h1>
<p class="note">Emulator stand-in for Stripe Checkout: no card is charged and no tax is added.</p>
<table>
<caption>Your order</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Unit price</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="3">Total</th><td class="num"><strong>${total}</strong></td></tr></tfoot>
</table>
${actions}`,
  );
}

export function renderMessagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}
