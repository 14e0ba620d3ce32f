import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { importTracking } from '../api/organiser-calls';
import { TrackingImport } from './tracking-import';

vi.mock('../api/organiser-calls', () => ({ importTracking: vi.fn() }));

const send = vi.mocked(importTracking);
const LEG = 'price_tbcr25_1000km';

beforeEach(() => {
  send.mockReset();
});

const csvFile = (text: string) => new File([text], 'tracking.csv', { type: 'text/csv' });

describe('TrackingImport', () => {
  it('names each bad line at the field and sends nothing', async () => {
    render(<TrackingImport legId={LEG} onShipped={() => undefined} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Tracking numbers file (CSV)');
    await user.upload(input, csvFile('bib,carrier,trackingNumber\n104,Pony,123456789\n105,UPS,12'));
    await user.click(screen.getByRole('button', { name: 'Import tracking numbers' }));
    expect(await screen.findByText(/^Line 2: a carrier we do not know/)).toBeInTheDocument();
    expect(
      screen.getByText('Line 3: the tracking number must be 6 to 40 letters and digits'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Line 2'));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a good file and lists what shipped; shows the lines the server refused', async () => {
    send.mockResolvedValueOnce({
      ok: false,
      refusal: 'notShippable',
      details: { unshippable: [{ line: 2, reason: 'alreadyShipped' }] },
    });
    send.mockResolvedValueOnce({
      ok: true,
      data: {
        shipped: [{ line: 2, registrationId: `${LEG}__u1`, name: 'Avery Tremblay', reship: true }],
      },
    });
    const shipped = vi.fn();
    render(<TrackingImport legId={LEG} onShipped={shipped} />);
    const user = userEvent.setup();
    const file = 'bib,carrier,trackingNumber\r\n104,Canada Post,7023210039414604\r\n';
    await user.upload(screen.getByLabelText('Tracking numbers file (CSV)'), csvFile(file));
    await user.click(screen.getByRole('button', { name: 'Import tracking numbers' }));
    expect(
      await screen.findByText('Line 2: her medal already shipped (give a reason to ship it again)'),
    ).toBeInTheDocument();
    expect(send).toHaveBeenLastCalledWith({ legId: LEG, csv: file });

    await user.upload(screen.getByLabelText('Tracking numbers file (CSV)'), csvFile(file));
    await user.type(
      screen.getByLabelText('Reason for shipping again (only to reship a medal already shipped)'),
      'Returned to sender',
    );
    await user.click(screen.getByRole('button', { name: 'Import tracking numbers' }));
    expect(await screen.findByText('Shipped 1 medal.')).toBeInTheDocument();
    expect(send).toHaveBeenLastCalledWith({
      legId: LEG,
      csv: file,
      reshipReason: 'Returned to sender',
    });
    expect(shipped).toHaveBeenCalledTimes(1);
  });
});
