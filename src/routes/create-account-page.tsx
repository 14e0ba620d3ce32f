import { AuthScreen } from '../features/auth/components/auth-screen';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { useRegistrationRace } from '../features/registration/hooks/registration-race-context';

export default function CreateAccountPage() {
  const look = useRegistrationRace(); // the race's look under /register/{raceUrl}, else the default
  return (
    <AuthScreen title="Let's get started" look={look}>
      <SignUpForm />
    </AuthScreen>
  );
}
