import { useAuth } from '../lib/auth-context';
import { AccountScreen } from '../features/account/components/account-screen';

export default function AccountPage() {
  const { user } = useAuth();
  if (!user) return null;
  return <AccountScreen uid={user.uid} email={user.email ?? ''} />;
}
