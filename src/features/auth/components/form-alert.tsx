import { useAuthMessage } from '../auth-messages';

/**
 * The identity provider's problem, in a red alert that screen readers announce. Bootstrap's alert
 * classes on a plain element: React-Bootstrap's Alert would bring its fade transition
 * (react-transition-group) onto the sign-in page's first load for an alert that never fades.
 */
export function FormAlert({ message }: { readonly message: string | null }) {
  const translate = useAuthMessage();
  if (!message) return null;
  return (
    <div className="alert alert-danger py-2" role="alert">
      {translate(message)}
    </div>
  );
}
