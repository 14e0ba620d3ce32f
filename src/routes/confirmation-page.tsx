import { ScreenTitle } from './screen-title';

export default function ConfirmationPage() {
  return <ScreenTitle title="You are In!" />;
}
