import { ScreenTitle } from './screen-title';

export default function DashboardPage() {
  return <ScreenTitle title="My Challenge Dashboard" />;
}
