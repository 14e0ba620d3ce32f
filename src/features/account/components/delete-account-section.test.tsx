import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutAndForget } from '../../../lib/sign-out';
import { deleteMyAccount, reauthenticate } from '../api/delete-my-account';
import { DeleteAccountSection } from './delete-account-section';

vi.mock('../api/delete-my-account', () => ({ deleteMyAccount: vi.fn(), reauthenticate: vi.fn() }));
vi.mock('../../../lib/sign-out', () => ({ signOutAndForget: vi.fn() }));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const reauth = vi.mocked(reauthenticate);
const remove = vi.mocked(deleteMyAccount);
const signOut = vi.mocked(signOutAndForget);

beforeEach(() => {
  reauth.mockReset();
  remove.mockReset();
  signOut.mockReset();
});

async function fill(password: string, word: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Your password'), password);
  await user.type(screen.getByLabelText('Type DELETE to confirm'), word);
  await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
  return user;
}

describe('DeleteAccountSection', () => {
  it('sends nothing until the word is typed, and says so at its field', async () => {
    render(<DeleteAccountSection />);
    await fill('secret-pass-1', 'DELETED');
    expect(await screen.findByRole('alert')).toHaveTextContent('Type DELETE exactly to confirm.');
    expect(screen.getByLabelText('Type DELETE to confirm')).toHaveAttribute('aria-invalid', 'true');
    expect(reauth).not.toHaveBeenCalled();
  });

  it('shows a wrong password at the password field, and deletes nothing', async () => {
    reauth.mockRejectedValue({ code: 'auth/invalid-credential' });
    render(<DeleteAccountSection />);
    await fill('wrong', 'delete');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That password is not right. Check it and try again.',
    );
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(remove).not.toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('offers to try again when the server is out of reach, then deletes and signs out', async () => {
    reauth.mockResolvedValue();
    remove.mockRejectedValueOnce({ code: 'functions/unavailable' }).mockResolvedValueOnce();
    render(<DeleteAccountSection />);
    const user = await fill('secret-pass-1', 'DELETE');
    expect(
      await screen.findByText(
        "We couldn't delete your account. Check your connection and try again.",
      ),
    ).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(remove).toHaveBeenCalledTimes(2);
    expect(reauth).toHaveBeenCalledWith('secret-pass-1');
  });
});
