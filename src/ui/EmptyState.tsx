import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

export type EmptyStateProps = {
  icon?: IconName;
  title: string;
  text?: string;
  testId?: string;
  /** 1 when the message is the whole screen, so the screen has its level-one heading. */
  headingLevel?: 1 | 2;
  /** Buttons or links offered below the message. */
  children?: ReactNode;
};

/** A centred message for empty lists, unavailable data and unknown items. */
export function EmptyState({ icon, title, text, testId, headingLevel = 2, children }: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="empty-state" data-testid={testId}>
      {icon && (
        <span className="empty-state-icon" aria-hidden="true">
          <Icon name={icon} size={40} />
        </span>
      )}
      <Heading>{title}</Heading>
      {text && <p>{text}</p>}
      {children && <div className="empty-state-actions">{children}</div>}
    </section>
  );
}
