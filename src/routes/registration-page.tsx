import { RegistrationForm } from '../features/registration/components/registration-form';

export default function RegistrationPage() {
  return <RegistrationForm />;
}
