/**
 * 'Share my progress' lays out what the card says in her language and hands it to the drawing
 * (its own chunk, stood in for here: the browser test draws the real PNG, tests/e2e/share-progress.spec.ts):
 * her kilometres and percent, the race, her name as on the leaderboard (none when hidden), the
 * day a finisher finished; the text that goes with it carries her referral link.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseUserDoc } from '../../../../contract/docs/user';
import { activateLanguage, loadCataloguePart } from '../../../../lib/i18n/activate';
import { drawShareCard, shareOrDownload } from '../../logic/share-card-draw';
import ShareProgress from './share-progress';

vi.mock('../../logic/share-card-draw', () => ({
  drawShareCard: vi.fn(),
  shareOrDownload: vi.fn(),
}));
vi.mock('../../../../lib/report-error', () => ({ reportError: vi.fn() }));

const draw = vi.mocked(drawShareCard);
const share = vi.mocked(shareOrDownload);

const user = (extra: Record<string, unknown> = {}) =>
  parseUserDoc({
    email: 'a@example.test',
    details: { firstName: 'Avery', lastName: 'Tremblay' },
    leaderboardName: 'initial',
    referral_link: 'avery-tremblay',
    ...extra,
  });

function renderShare(props: Partial<Parameters<typeof ShareProgress>[0]> = {}) {
  render(
    <ShareProgress
      raceName="The Big Canada Run 2025"
      legName="1000 km Leg"
      user={user()}
      row={null}
      totalKm={250.5}
      legKm={1000}
      completedDate={null}
      milestones={[{ distance: 500 } as never]}
      {...props}
    />,
  );
}

const texts = () => draw.mock.calls[0]![0].texts.map((t) => t.text);

beforeEach(async () => {
  draw.mockReset().mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
  share.mockReset().mockResolvedValue('downloaded');
  await loadCataloguePart('dashboard', {
    en: () => import('../../../../locales/en/dashboard.po'),
    fr: () => import('../../../../locales/fr/dashboard.po'),
  });
});
afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('Share my progress', () => {
  it('puts her kilometres, percent, race and name as on the leaderboard on the card', async () => {
    renderShare();
    fireEvent.click(screen.getByRole('button', { name: 'Share my progress' }));
    expect(await screen.findByText('Your progress card was downloaded.')).toBeInTheDocument();
    expect(texts()).toEqual(
      expect.arrayContaining([
        'The Big Canada Run 2025',
        '1000 km Leg',
        'Avery T.',
        '250.50 km of 1000.00 km',
        '25.05%',
      ]),
    );
    expect(draw.mock.calls[0]![0].stops.map((s) => s.x)).toEqual([540]);
    const [, fileName, text] = share.mock.calls[0]!;
    expect(fileName).toMatch(/^the-big-canada-run-2025-\d{4}-\d{2}-\d{2}\.png$/);
    expect(text).toBe(
      `I have done 250.50 km of The Big Canada Run 2025. Join me: ${window.location.origin}/register/?referral_link=avery-tremblay`,
    );
  });

  it('in French, with the day a finisher finished, and no name when she chose hidden', async () => {
    await act(() => activateLanguage('fr'));
    renderShare({
      user: user({ leaderboardName: 'hidden' }),
      totalKm: 1000,
      completedDate: new Date('2026-03-03T00:00:00Z'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Partager ma progression' }));
    await screen.findByText('Votre carte de progression a été téléchargée.');
    expect(texts()).toEqual([
      expect.any(String),
      'The Big Canada Run 2025',
      '1000 km Leg',
      '1\u00a0000,00\u202fkm sur 1\u00a0000,00\u202fkm',
      '100,00\u00a0%',
      'Parcours terminé le 3 mars 2026',
    ]);
    expect(texts().join(' ')).not.toContain('Avery');
  });

  it('says so when the card could not be made, and shares nothing', async () => {
    draw.mockRejectedValue(new Error('no canvas'));
    renderShare();
    fireEvent.click(screen.getByRole('button', { name: 'Share my progress' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't make your progress card. Please try again.",
    );
    expect(share).not.toHaveBeenCalled();
  });

  it("beside her finisher badge: 'Share my finish', with words of its own", async () => {
    renderShare({
      variant: 'finish',
      totalKm: 1000,
      completedDate: new Date('2026-03-03T12:00:00Z'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Share my finish' }));
    await screen.findByText('Your progress card was downloaded.');
    expect(texts()).toContain('Finished on March 3, 2026');
    expect(share.mock.calls[0]![2]).toBe(
      `I finished The Big Canada Run 2025: 1000.00 km. Join me: ${window.location.origin}/register/?referral_link=avery-tremblay`,
    );
  });
});
