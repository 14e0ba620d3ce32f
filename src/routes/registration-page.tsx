import { ScreenTitle } from './screen-title';

export default function RegistrationPage() {
  return <ScreenTitle title="Registration" />;
}
