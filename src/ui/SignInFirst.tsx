import { Link } from 'react-router-dom';
import { EmptyState } from './EmptyState';

/** The account screens need a signed-in customer: say why and point to the login box on /user. */
export function SignInFirst({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <EmptyState icon="page" title={title} text={text} testId="sign-in-first">
      <Link to="/user" role="button">
        {action}
      </Link>
    </EmptyState>
  );
}
