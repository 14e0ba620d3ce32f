import { describe, expect, it } from 'vitest';
import {
  finishItemId,
  joinedItemId,
  milestoneItemId,
  NOTE_MAX_LENGTH,
  noteReportId,
  noteTextError,
  parseFeedItem,
} from './team-feed';

describe('parseFeedItem: a feed item with safe defaults', () => {
  it('a milestone item', () => {
    expect(
      parseFeedItem('milestone__u__3km', {
        kind: 'milestone',
        uid: 'u',
        name: 'Avery T.',
        createdAt: new Date('2025-06-01T12:00:00Z'),
        milestone: { name: 'Moncton', location: 'Moncton, NB', km: 3, fr: { name: 'Moncton' } },
        cheers: 2,
        hidden: false,
      }),
    ).toEqual({
      id: 'milestone__u__3km',
      kind: 'milestone',
      uid: 'u',
      name: 'Avery T.',
      createdAt: new Date('2025-06-01T12:00:00Z'),
      milestone: { name: 'Moncton', location: 'Moncton, NB', km: 3, fr: { name: 'Moncton' } },
      text: '',
      cheers: 2,
      hidden: false,
    });
  });

  it.each([
    [
      'an unknown kind reads as a note',
      { kind: 'other', text: 'Hi' },
      { kind: 'note', text: 'Hi' },
    ],
    ['a negative or broken count is 0', { kind: 'joined', cheers: -1 }, { cheers: 0 }],
    ['a text on a server item is dropped', { kind: 'finish', text: 'x' }, { text: '' }],
    ['hidden only when true', { kind: 'finish', hidden: 'yes' }, { hidden: false }],
    ['a milestone item without its map', { kind: 'milestone' }, { milestone: null }],
    ['no date', { kind: 'joined' }, { createdAt: null }],
  ])('%s', (_label, data, expected) => {
    expect(parseFeedItem('id', data)).toMatchObject(expected);
  });
});

describe('item ids come from the event', () => {
  it.each([
    [milestoneItemId('u', 3), 'milestone__u__3km'],
    [milestoneItemId('u', 12.5), 'milestone__u__12_5km'],
    [finishItemId('u'), 'finish__u'],
    [joinedItemId('u'), 'joined__u'],
  ])('%s', (id, expected) => expect(id).toBe(expected));
});

describe('noteTextError: a note is 1 to NOTE_MAX_LENGTH characters of text, trimmed', () => {
  it.each([
    ['', 'required'],
    ['   \n ', 'required'],
    ['Long run Sunday at 8!', null],
    ['y'.repeat(NOTE_MAX_LENGTH), null],
    ['y'.repeat(NOTE_MAX_LENGTH + 1), 'tooLong'],
    [`  ${'y'.repeat(NOTE_MAX_LENGTH)}  `, null],
  ])('%j → %s', (text, error) => expect(noteTextError(text)).toBe(error));

  it('a report is known by the note and the reporter', () => {
    expect(noteReportId('abc', 'u1')).toBe('abc__u1');
  });
});
