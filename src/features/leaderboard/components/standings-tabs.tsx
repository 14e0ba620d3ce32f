/** The tabs Total, Last 7 Days, Today (docs/product.md §P2, §P9): a keyboard-operable tablist. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useRef, type KeyboardEvent } from 'react';
import type { StandingsTab } from '../../../contract/standing-row';

const TAB_LABELS: Readonly<Record<StandingsTab, MessageDescriptor>> = {
  total: msg`Total`,
  week: msg`Last 7 Days`,
  today: msg`Today`,
};
const ORDER: readonly StandingsTab[] = ['total', 'week', 'today'];

interface Props {
  readonly tab: StandingsTab;
  readonly onChange: (tab: StandingsTab) => void;
  readonly panelId: string;
}

export function StandingsTabs({ tab, onChange, panelId }: Props) {
  const { t, i18n } = useLingui();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (ORDER.indexOf(tab) + step + ORDER.length) % ORDER.length;
    onChange(ORDER[next]!);
    refs.current[next]?.focus();
  };
  return (
    <div
      className="nav nav-tabs"
      role="tablist"
      aria-label={t`Leaderboard period`}
      onKeyDown={onKeyDown}
    >
      {ORDER.map((name, i) => (
        <button
          key={name}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`tab-${name}`}
          className={`nav-link ${tab === name ? 'active' : ''}`}
          aria-selected={tab === name}
          aria-controls={panelId}
          tabIndex={tab === name ? 0 : -1}
          onClick={() => onChange(name)}
        >
          {i18n._(TAB_LABELS[name])}
        </button>
      ))}
    </div>
  );
}
