import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveParticipantDetails } from '../api/participant';
import { RegistrationError } from '../api/registration-error';
import { checkTeam } from '../api/teams';
import { DETAILS_MESSAGES } from '../logic/details-validation';
import type { RegistrationData } from '../logic/registration-data';
import { EARLY_END, LEGS, NOW, VALID_DETAILS } from '../test-support/fixtures';
import { DetailsStep } from './details-step';

vi.mock('../api/participant', () => ({ saveParticipantDetails: vi.fn() }));
vi.mock('../api/teams', () => ({ checkTeam: vi.fn() }));

const onDone = vi.fn();

function Harness({ initial = {}, teamsEnabled = true, subscribed = [] as string[] }) {
  const [data, setData] = useState<RegistrationData>(initial);
  return (
    <DetailsStep
      formId="step-1"
      user={{ uid: 'u1', email: 'ada@example.test' }}
      data={data}
      onChange={(name, value) => setData((current) => ({ ...current, [name]: value }))}
      legs={LEGS}
      earlyEnd={EARLY_END}
      now={NOW}
      subscribedLegIds={subscribed}
      teamsEnabled={teamsEnabled}
      teams={[{ name: 'Maple Striders' }]}
      onDone={onDone}
    />
  );
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

beforeEach(() => {
  vi.mocked(saveParticipantDetails).mockReset().mockResolvedValue(undefined);
  vi.mocked(checkTeam).mockReset().mockResolvedValue({ ok: true });
  onDone.mockReset();
});

describe('DetailsStep', () => {
  it('lists the legs with early-bird prices and marks the leg already registered', () => {
    render(<Harness subscribed={['price_tbcr25_1000km']} />);
    expect(screen.getByLabelText(/250 km Leg/)).toBeEnabled();
    expect(screen.getByText(/250 km Leg · \$35\.00/)).toBeInTheDocument();
    const registered = screen.getByLabelText(/1,000 km Leg/);
    expect(registered).toBeDisabled();
    expect(
      within(registered.parentElement as HTMLElement).getByText('Already Registered!'),
    ).toBeInTheDocument();
  });

  it('shows a message at every empty field and writes nothing', async () => {
    render(<Harness />);
    await userEvent.click(continueButton());
    for (const message of [
      DETAILS_MESSAGES.distanceId,
      DETAILS_MESSAGES.firstName,
      DETAILS_MESSAGES.lastName,
      DETAILS_MESSAGES.address,
      DETAILS_MESSAGES.country,
      DETAILS_MESSAGES.state,
      DETAILS_MESSAGES.city,
      DETAILS_MESSAGES.postalCode,
      DETAILS_MESSAGES.phoneNumber,
      DETAILS_MESSAGES.teamChoice,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(saveParticipantDetails).not.toHaveBeenCalled();
    expect(checkTeam).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('formats the phone number as typed and rejects a short one', async () => {
    render(
      <Harness
        initial={{
          ...VALID_DETAILS,
          phoneNumber: '',
          distanceId: 'price_tbcr25_250km',
          teamChoice: 'noTeam',
        }}
      />,
    );
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('placeholder', '123-456-7890');
    await userEvent.type(phone, '6135550');
    expect(phone).toHaveValue('613-555-0');
    await userEvent.click(continueButton());
    expect(screen.getByText(DETAILS_MESSAGES.phonePattern)).toBeInTheDocument();
    expect(saveParticipantDetails).not.toHaveBeenCalled();
  });

  it('offers the regions of the chosen country, and free text for a country without any', async () => {
    render(<Harness />);
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'CA');
    expect(
      within(screen.getByLabelText('Province / State')).getByRole('option', { name: 'Ontario' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'XK');
    expect(screen.getByLabelText('Province / State').tagName).toBe('INPUT');
  });

  it('rejects a team name with other characters (title from team-name.ts) and writes nothing', async () => {
    render(<Harness initial={{ ...VALID_DETAILS, distanceId: 'price_tbcr25_250km' }} />);
    await userEvent.click(screen.getByLabelText('Create a new team'));
    const name = screen.getByLabelText('Team name');
    expect(name).toHaveAttribute('title', 'Only letters and numbers accepted');
    await userEvent.type(name, 'Bad-Name!');
    await userEvent.click(continueButton());
    expect(screen.getByText('Only letters and numbers accepted')).toBeInTheDocument();
    expect(screen.getByText(DETAILS_MESSAGES.teamCode)).toBeInTheDocument();
    expect(checkTeam).not.toHaveBeenCalled();
    expect(saveParticipantDetails).not.toHaveBeenCalled();
  });

  it('flags a team name that exists for the leg and writes nothing', async () => {
    vi.mocked(checkTeam).mockResolvedValue({ ok: false, field: 'teamName' });
    render(<Harness initial={{ ...VALID_DETAILS, distanceId: 'price_tbcr25_1000km' }} />);
    await userEvent.click(screen.getByLabelText('Create a new team'));
    await userEvent.type(screen.getByLabelText('Team name'), '  Maple Striders ');
    await userEvent.type(screen.getByLabelText('Team code'), 'NEW-1');
    await userEvent.click(continueButton());
    expect(await screen.findByText(DETAILS_MESSAGES.teamNameTaken)).toBeInTheDocument();
    expect(checkTeam).toHaveBeenCalledWith({
      legId: 'price_tbcr25_1000km',
      teamChoice: 'newTeam',
      teamName: 'Maple Striders',
      teamCode: 'NEW-1',
    });
    expect(screen.getByLabelText('Team name')).toHaveValue('Maple Striders');
    expect(saveParticipantDetails).not.toHaveBeenCalled();
  });

  it('flags a wrong code for an existing team and writes nothing', async () => {
    vi.mocked(checkTeam).mockResolvedValue({ ok: false, field: 'teamCode' });
    render(<Harness initial={{ ...VALID_DETAILS, distanceId: 'price_tbcr25_1000km' }} />);
    await userEvent.click(screen.getByLabelText('Join an existing team'));
    await userEvent.selectOptions(screen.getByLabelText('Team'), 'Maple Striders');
    await userEvent.type(screen.getByLabelText('Team code'), 'WRONG');
    await userEvent.click(continueButton());
    expect(await screen.findByText(DETAILS_MESSAGES.teamCodeWrong)).toBeInTheDocument();
    expect(screen.getByLabelText('Team code')).toHaveAttribute('aria-invalid', 'true');
    expect(saveParticipantDetails).not.toHaveBeenCalled();
  });

  it('says the server’s refusal by its code: too many wrong codes at the code, a signed-out caller above Continue', async () => {
    vi.mocked(checkTeam).mockResolvedValue({
      ok: false,
      field: 'teamCode',
      refusal: 'tooManyAttempts',
    });
    render(<Harness initial={{ ...VALID_DETAILS, distanceId: 'price_tbcr25_1000km' }} />);
    await userEvent.click(screen.getByLabelText('Join an existing team'));
    await userEvent.selectOptions(screen.getByLabelText('Team'), 'Maple Striders');
    await userEvent.type(screen.getByLabelText('Team code'), 'WRONG');
    await userEvent.click(continueButton());
    expect(
      await screen.findByText(
        'Too many attempts with a wrong team code. Please try again in an hour.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Team code')).toHaveAttribute('aria-invalid', 'true');

    vi.mocked(checkTeam).mockRejectedValue(
      new RegistrationError('unauthenticated', 'the server’s own words', {
        cause: { code: 'functions/unauthenticated', details: { refusal: 'signedOut' } },
      }),
    );
    await userEvent.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to choose a team.');
    expect(saveParticipantDetails).not.toHaveBeenCalled();
  });

  it('merges the details into the user document, then moves on', async () => {
    render(<Harness initial={{ ...VALID_DETAILS, firstName: ' Ada ' }} teamsEnabled={false} />);
    await userEvent.click(screen.getByLabelText(/250 km Leg/));
    await userEvent.click(continueButton());
    expect(saveParticipantDetails).toHaveBeenCalledWith('u1', 'ada@example.test', {
      ...VALID_DETAILS,
    });
    expect(checkTeam).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows a message and stays when saving fails', async () => {
    vi.mocked(saveParticipantDetails).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Harness
        initial={{ ...VALID_DETAILS, distanceId: 'price_tbcr25_250km', teamChoice: 'noTeam' }}
      />,
    );
    await userEvent.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save your details.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
