import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

type EmptyStateProps = {
  icon?: IconName;
  title: string;
  text?: string;
  testId?: string;
  /** Buttons or links offered below the message. */
  children?: ReactNode;
};

/** A centred message for empty lists, unavailable data and unknown items. */
export function EmptyState({ icon, title, text, testId, children }: EmptyStateProps) {
  return (
    <section className="empty-state" data-testid={testId}>
      {icon && (
        <span className="empty-state-icon" aria-hidden="true">
          <Icon name={icon} size={40} />
        </span>
      )}
      <h2>{title}</h2>
      {text && <p>{text}</p>}
      {children && <div className="empty-state-actions">{children}</div>}
    </section>
  );
}
