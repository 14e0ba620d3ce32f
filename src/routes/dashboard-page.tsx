import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';

export default function DashboardPage() {
  return <DashboardScreen />;
}
