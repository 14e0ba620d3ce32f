import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseTeam } from '../../../contract/docs/team';
import { TeamPanel } from './team-panel';

const team = parseTeam('Maple', {
  owner: 'u1',
  members: {
    u1: { firstName: 'Ann', lastName: 'B.', totalDistance: 4 },
    u2: { firstName: '', lastName: '', totalDistance: 6, hidden: true },
    u3: { firstName: 'Cy', lastName: 'Dee', totalDistance: 1 },
  },
});

describe('TeamPanel and a hidden teammate', () => {
  it('others: not listed, her km in the total', () => {
    render(<TeamPanel team={team} uid="u3" ownName="Cy Dee" code={null} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Ann B\.Captain/),
      expect.stringMatching(/^Cy Dee/),
    ]);
    expect(screen.getByTestId('team-total')).toHaveTextContent('11');
    expect(screen.getByTestId('team-hidden')).toHaveTextContent(
      'The total includes 1 teammate who is hidden from the list.',
    );
  });

  it('herself: listed, with her name', () => {
    render(<TeamPanel team={team} uid="u2" ownName="Gen Lavoie" code={null} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Gen Lavoie');
    expect(items).toHaveLength(3);
    expect(screen.queryByTestId('team-hidden')).toBeNull();
  });
});
