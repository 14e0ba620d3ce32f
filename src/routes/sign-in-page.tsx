import { ScreenTitle } from './screen-title';

export default function SignInPage() {
  return <ScreenTitle title="Welcome Back" />;
}
