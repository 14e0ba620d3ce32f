import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLegs } from '../api/organiser-legs';
import { giftCodeBatch } from '../api/support-actions';
import { GiftCodesSection } from './gift-codes-section';

vi.mock('../api/organiser-legs', () => ({ useLegs: vi.fn() }));
vi.mock('../api/support-actions', () => ({ giftCodeBatch: vi.fn() }));

const batch = vi.mocked(giftCodeBatch);

beforeEach(() => {
  batch.mockReset();
  vi.mocked(useLegs).mockReturnValue({
    status: 'success',
    data: [{ legId: 'price_run_100km', name: 'Run', legName: '100 km Leg', end: null }],
    error: null,
    retry: () => undefined,
  });
});

describe('GiftCodesSection', () => {
  it('names each missing field before sending, then makes the batch and offers its CSV', async () => {
    batch.mockResolvedValue({
      ok: true,
      data: { batchId: 'batch-1', codes: ['GIFT-A', 'GIFT-B'], csv: 'code\r\n' },
    });
    render(<GiftCodesSection />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Make the codes' }));
    expect(screen.getByLabelText('Leg')).toHaveAccessibleDescription('Choose a leg.');
    expect(screen.getByLabelText('Number of codes')).toHaveAccessibleDescription(
      'Enter a whole number from 1 to 200.',
    );
    expect(screen.getByLabelText('Partner')).toHaveAccessibleDescription(
      'Name the partner the codes are for.',
    );
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(
      'Give the reason for these codes.',
    );
    expect(batch).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Leg'), 'price_run_100km');
    await user.type(screen.getByLabelText('Number of codes'), '2');
    await user.type(screen.getByLabelText('Partner'), 'Maple Club');
    await user.type(screen.getByLabelText('Reason'), 'Sponsor');
    await user.click(screen.getByRole('button', { name: 'Make the codes' }));
    expect(batch).toHaveBeenCalledWith({
      legId: 'price_run_100km',
      count: 2,
      partner: 'Maple Club',
      reason: 'Sponsor',
    });
    expect(await screen.findByTestId('gift-batch-made')).toHaveTextContent(
      '2 codes made for this partner (batch batch-1).',
    );
    expect(screen.getByRole('button', { name: 'Download the codes (CSV)' })).toBeVisible();
  });
});
