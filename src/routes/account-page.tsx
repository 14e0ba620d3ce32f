import { ScreenTitle } from './screen-title';

export default function AccountPage() {
  return <ScreenTitle title="Personal Information" />;
}
