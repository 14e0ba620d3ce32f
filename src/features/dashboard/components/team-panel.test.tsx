import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseTeam, parseTeamRoster } from '../../../contract/docs/team';
import { TeamPanel } from './team-panel';

const team = parseTeam('Maple', { owner: 'u1' });
// The roster as the server keeps it: u2 chose hidden, so she is not on it.
const members = parseTeamRoster({
  members: {
    u1: { firstName: 'Ann', lastName: 'B.', totalDistance: 4 },
    u3: { firstName: 'Cy', lastName: 'Dee', totalDistance: 1 },
  },
});

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('TeamPanel and a hidden teammate', () => {
  it('others: the listed members and their total, nothing of a hidden teammate', () => {
    render(
      <TeamPanel
        team={team}
        members={members}
        uid="u3"
        own={{ name: 'Cy Dee', totalDistance: 1 }}
        code={null}
      />,
    );
    expect(items().map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Ann B\.Captain/),
      expect.stringMatching(/^Cy Dee/),
    ]);
    expect(screen.getByTestId('team-total')).toHaveTextContent('5');
    expect(screen.queryByText(/hidden/i)).toBeNull();
  });

  it('herself, hidden: listed with her name and km from her own row, counted in her total', () => {
    render(
      <TeamPanel
        team={team}
        members={members}
        uid="u2"
        own={{ name: 'Gen Lavoie', totalDistance: 6 }}
        code={null}
      />,
    );
    expect(items().map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Gen Lavoie/),
      expect.stringMatching(/^Ann B\.Captain/),
      expect.stringMatching(/^Cy Dee/),
    ]);
    expect(screen.getByTestId('team-total')).toHaveTextContent('11');
  });

  it('a team whose roster does not exist yet: herself alone', () => {
    render(
      <TeamPanel
        team={parseTeam('Solo', { owner: 'u9' })}
        members={[]}
        uid="u9"
        own={{ name: 'Sol O', totalDistance: 2 }}
        code="SOLO-1"
      />,
    );
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent(/Sol OCaptain/);
    expect(screen.getByTestId('team-code')).toHaveTextContent('SOLO-1');
  });
});
