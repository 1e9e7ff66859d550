import type { IconName } from './Icon';
import { EmptyStateWithLinks } from './EmptyStateWithLinks';

type SignInFirstProps = { title: string; text: string; action: string; icon?: IconName; testId?: string };

/** A screen or step that needs a signed-in customer: say why and point to the login box on /user. */
export function SignInFirst({ title, text, action, icon = 'page', testId = 'sign-in-first' }: SignInFirstProps) {
  return <EmptyStateWithLinks icon={icon} title={title} text={text} testId={testId} links={[{ to: '/user', label: action }]} />;
}
