import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTE_MAX_LENGTH } from '../../../../contract/docs/team-feed';
import { postNote } from '../../api/team-feed';
import { NoteForm } from './note-form';

vi.mock('../../api/team-feed', () => ({ postNote: vi.fn() }));
vi.mock('../../../../lib/report-error', () => ({ reportError: vi.fn() }));

const field = () => screen.getByLabelText('Note to your team');
const post = () => fireEvent.click(screen.getByRole('button', { name: 'Post note' }));

beforeEach(() => {
  vi.mocked(postNote).mockReset();
  vi.mocked(postNote).mockResolvedValue(undefined);
  render(<NoteForm legId="price_leg" teamName="Maple" uid="u1" hidden={false} />);
});

describe('NoteForm: bad input gets its message at the field, and nothing is written', () => {
  it.each([
    ['empty', '', 'Write your note first.'],
    ['only spaces', '   ', 'Write your note first.'],
    [
      'too long',
      'x'.repeat(NOTE_MAX_LENGTH + 1),
      `A note has at most ${NOTE_MAX_LENGTH} characters.`,
    ],
  ])('%s', (_label, text, message) => {
    fireEvent.change(field(), { target: { value: text } });
    post();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field()).toHaveFocus();
    expect(postNote).not.toHaveBeenCalled();
  });

  it('a note within bounds is posted trimmed by the api, then the field is cleared', async () => {
    fireEvent.change(field(), { target: { value: '  Long run Sunday  ' } });
    post();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Note posted.'));
    expect(postNote).toHaveBeenCalledWith('price_leg', 'Maple', 'u1', '  Long run Sunday  ', false);
    expect(field()).toHaveValue('');
  });
});
