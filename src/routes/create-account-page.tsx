import { useLingui } from '@lingui/react/macro';
import { AuthScreen } from '../features/auth/components/auth-screen';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { useRegistrationRace } from '../features/registration/hooks/registration-race-context';

export default function CreateAccountPage() {
  const { t } = useLingui();
  const look = useRegistrationRace(); // the race's look under /register/{raceUrl}, else the default
  return (
    <AuthScreen title={t`Let's get started`} look={look}>
      <SignUpForm />
    </AuthScreen>
  );
}
