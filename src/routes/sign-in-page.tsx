import { useLingui } from '@lingui/react/macro';
import { AuthScreen } from '../features/auth/components/auth-screen';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { useRegistrationRace } from '../features/registration/hooks/registration-race-context';

export default function SignInPage() {
  const { t } = useLingui();
  const look = useRegistrationRace(); // the race's look under /register/{raceUrl}, else the default
  return (
    <AuthScreen title={t`Welcome Back`} look={look}>
      <SignInForm />
    </AuthScreen>
  );
}
