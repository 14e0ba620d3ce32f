import { ScreenTitle } from './screen-title';

export default function ResetPasswordPage() {
  return <ScreenTitle title="Reset Password" />;
}
