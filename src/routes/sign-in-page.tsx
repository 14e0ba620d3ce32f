import { AuthScreen } from '../features/auth/components/auth-screen';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { useCheckoutLook } from '../features/auth/use-checkout-look';

export default function SignInPage() {
  const look = useCheckoutLook();
  return (
    <AuthScreen title="Welcome Back" look={look}>
      <SignInForm />
    </AuthScreen>
  );
}
