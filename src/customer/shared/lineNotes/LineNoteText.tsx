import { useTranslation } from 'react-i18next';
import './lineNotes.css';

/** A line's note as orders, invoices and the cart show it ("Nota: sin azúcar"); nothing without one. */
export function LineNoteText({ notes, className = 'line-note' }: { notes: string | undefined; className?: string }) {
  const { t } = useTranslation('lineNotes');
  if (!notes) return null;
  return (
    <small className={className} data-testid="line-note">
      {t('noteShown', { note: notes })}
    </small>
  );
}
