import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { localized } from '../../../../contract/l10n';
import { withFirstOfMonth } from '../../../../contract/french-typography';
import type { FeedItem } from '../../../../contract/docs/team-feed';
import type { Language } from '../../../../lib/i18n/language';
import { noteSegments } from '../../logic/note-links';

/** When it happened, in her time zone and language: 'Jun 1, 2025, 9:30 a.m.' / '1er juin 2025, 9 h 30'. */
function whenText(date: Date, language: Language): string {
  const text = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
  return withFirstOfMonth(text, language);
}

function Who({ name }: { readonly name: string }) {
  return <strong>{name || <Trans>A teammate</Trans>}</strong>;
}

/** What the item says (docs/product.md, "Team feed"): a name reads alone, after a colon (docs/i18n.md). */
function ItemText({ item, language }: { readonly item: FeedItem; readonly language: Language }) {
  switch (item.kind) {
    case 'milestone': {
      const place = item.milestone ? localized(item.milestone, 'name', language) : '';
      return (
        <>
          <Who name={item.name} /> <Trans>Milestone reached: {place}</Trans>
        </>
      );
    }
    case 'finish':
      return (
        <>
          <Who name={item.name} /> <Trans>Challenge completed</Trans>
        </>
      );
    case 'joined':
      return (
        <>
          <Who name={item.name} /> <Trans>New on the team</Trans>
        </>
      );
    case 'note':
      return (
        <>
          <strong>
            <Trans>Note from your captain</Trans>
          </strong>
          <span className="d-block text-break" style={{ whiteSpace: 'pre-wrap' }}>
            {/* Plain text; only an address of our own pages is a link (logic/note-links.ts). */}
            {noteSegments(item.text, window.location.origin).map((segment, i) =>
              segment.kind === 'link' ? (
                <a key={i} href={segment.href}>
                  {segment.text}
                </a>
              ) : (
                segment.text
              ),
            )}
          </span>
        </>
      );
  }
}

interface TeamFeedItemProps {
  readonly item: FeedItem;
  readonly language: Language;
  /** The item's actions (cheer, delete, report), under its text. */
  readonly children?: ReactNode;
}

export function TeamFeedItem({ item, language, children }: TeamFeedItemProps) {
  return (
    <li className="list-group-item" data-testid="team-feed-item" data-kind={item.kind}>
      <p className="mb-1">
        <ItemText item={item} language={language} />
      </p>
      {item.createdAt && (
        <p className="small text-body-secondary mb-1">
          <time dateTime={item.createdAt.toISOString()}>{whenText(item.createdAt, language)}</time>
        </p>
      )}
      {children}
    </li>
  );
}
