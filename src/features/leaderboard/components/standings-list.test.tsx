/**
 * The list in ranked pages (docs/standings.md, "The whole list, in pages"): every place of the
 * tab is in the list from the start; the places whose page is not read yet are drawn empty and
 * busy, and the list asks for the pages of the places it draws.
 */
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RankedRow } from '../../../contract/standings-order';
import { placedRows } from '../logic/ranked-pages';
import { StandingsList } from './standings-list';
import { ROW_HEIGHT } from './standing-rows';

const ranked = (key: string, rank: number): RankedRow => ({
  row: {
    key,
    firstName: `F${key}`,
    lastName: 'L',
    teamName: '',
    total: 10,
    completedAt: null,
    days: {},
  },
  rank,
  distance: 10,
});

/** The list's props every test gives alike; each test adds what it is about. */
const listProps = {
  id: 'list',
  labelledBy: 'tab',
  ownTeam: '',
  showMeRequest: 0,
  onPlace: () => {},
};

/** 40 places, all read in one page. */
const fortyRows = () =>
  placedRows(
    40,
    40,
    new Map([[0, Array.from({ length: 40 }, (_, i) => ranked(String(i + 1), i + 1))]]),
  );

describe('StandingsList in ranked pages', () => {
  it('draws the rows read, the other places busy, and asks for the pages of what it draws', () => {
    // 5,000 places; page 0 (places 0 to 2) read, in pages of 3.
    const rows = placedRows(
      5000,
      3,
      new Map([[0, [ranked('1', 1), ranked('2', 2), ranked('3', 2)]]]),
    );
    const onRange = vi.fn();
    const { container } = render(
      <StandingsList {...listProps} rows={rows} ownIndex={-1} onRange={onRange} />,
    );
    const list = container.querySelector('ol')!;
    expect(list.style.height).toBe(`${5000 * ROW_HEIGHT}px`);
    const items = [...list.querySelectorAll('li')];
    expect(items.length).toBeGreaterThan(3);
    expect(items.slice(0, 3).map((li) => li.getAttribute('aria-busy'))).toEqual([null, null, null]);
    expect(items[0]).toHaveTextContent('F1 L');
    expect(items[2]).toHaveTextContent(/^2/);
    expect(items.slice(3).every((li) => li.getAttribute('aria-busy') === 'true')).toBe(true);
    expect(onRange).toHaveBeenCalledWith(0, items.length - 1);
  });
});

describe('StandingsList, her row watched', () => {
  /** A stand-in for the browser's IntersectionObserver: which elements each one still watches. */
  class FakeObserver {
    static made: FakeObserver[] = [];
    readonly watched = new Set<Element>();
    constructor() {
      FakeObserver.made.push(this);
    }
    observe(element: Element) {
      this.watched.add(element);
    }
    disconnect() {
      this.watched.clear();
    }
    unobserve(element: Element) {
      this.watched.delete(element);
    }
    takeRecords() {
      return [];
    }
  }

  it('keeps exactly one live observer on her drawn row when the virtualiser takes over', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    FakeObserver.made = [];
    const props = { ...listProps, rows: fortyRows(), ownIndex: 2 };
    const { container, rerender, findAllByText } = render(
      <StandingsList {...props} showMeRequest={0} />,
    );
    // 'Show me' brings the virtualiser (a chunk of its own): her row is drawn anew by it.
    rerender(<StandingsList {...props} showMeRequest={1} />);
    await findAllByText('F3 L');
    await vi.dynamicImportSettled();
    const herRow = [...container.querySelectorAll('li')].find((li) =>
      li.textContent?.includes('F3 L'),
    );
    const live = FakeObserver.made.filter((observer) => observer.watched.size > 0);
    expect(FakeObserver.made.length).toBeGreaterThan(1);
    expect(live).toHaveLength(1);
    expect([...live[0]!.watched]).toEqual([herRow]);
    vi.unstubAllGlobals();
  });

  it('places the copy from where her drawn row is after a scroll, whatever the observer said last', async () => {
    // An observer that never reports: the scroll alone must decide.
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    let herTop = 900;
    const box = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        const top = this.getAttribute('aria-current') === 'true' ? herTop : 0;
        return DOMRect.fromRect({ x: 0, y: top, width: 300, height: ROW_HEIGHT });
      });
    const onPlace = vi.fn();
    const { findAllByText } = render(
      <StandingsList {...listProps} rows={fortyRows()} ownIndex={2} onPlace={onPlace} />,
    );
    await findAllByText('F3 L');
    // Drawn, below the view.
    expect(onPlace).toHaveBeenLastCalledWith('bottom');
    const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    // Scrolled into view.
    herTop = 300;
    await act(async () => void window.dispatchEvent(new Event('scroll')));
    await frame();
    expect(onPlace).toHaveBeenLastCalledWith('hidden');
    // Scrolled past it.
    herTop = -200;
    await act(async () => void window.dispatchEvent(new Event('scroll')));
    await frame();
    expect(onPlace).toHaveBeenLastCalledWith('top');
    box.mockRestore();
    vi.unstubAllGlobals();
  });
});
