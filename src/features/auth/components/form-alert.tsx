import Alert from 'react-bootstrap/Alert';

/** The identity provider's problem, in a red alert that screen readers announce. */
export function FormAlert({ message }: { readonly message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="danger" className="py-2" role="alert">
      {message}
    </Alert>
  );
}
