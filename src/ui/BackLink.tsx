import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** A link back to a parent screen, labelled "Back" unless told otherwise. */
export function BackLink({ to, label }: { to: string; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Link to={to} className="back-link">
      <span aria-hidden="true">‹</span>
      {label ?? t('back')}
    </Link>
  );
}
