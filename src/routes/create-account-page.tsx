import { AuthScreen } from '../features/auth/components/auth-screen';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { useCheckoutLook } from '../features/auth/use-checkout-look';

export default function CreateAccountPage() {
  const look = useCheckoutLook();
  return (
    <AuthScreen title="Let's get started" look={look}>
      <SignUpForm />
    </AuthScreen>
  );
}
