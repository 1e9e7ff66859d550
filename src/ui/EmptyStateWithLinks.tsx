import { Link } from 'react-router-dom';
import { EmptyState, type EmptyStateProps } from './EmptyState';

/** A way on from the message: a link shown as a button. */
export type EmptyStateLink = { to: string; label: string };

/** An EmptyState whose ways on are links shown as buttons: the first is the main one, the others are outlined. */
export function EmptyStateWithLinks({ links, ...message }: Omit<EmptyStateProps, 'children'> & { links: readonly EmptyStateLink[] }) {
  return (
    <EmptyState {...message}>
      {links.map(({ to, label }, index) => (
        <Link key={to} to={to} role="button" className={index > 0 ? 'secondary outline' : undefined}>
          {label}
        </Link>
      ))}
    </EmptyState>
  );
}
