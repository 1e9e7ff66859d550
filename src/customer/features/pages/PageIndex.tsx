import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '../../../api/contract';
import { useCurrentLocation } from '../../shared/hooks';
import { useHomeData } from '../../../data/hooks';

const KNOWN_PAGES = ['legal', 'privacy', 'cookies', 'about'] as const;

/** Page and action entries of the menus, nested titles included. */
function pageEntries(entries: MenuEntry[]): { code: string; title: string }[] {
  return entries.flatMap((entry) => {
    if (entry.valueType === 'title') return pageEntries(entry.items ?? []);
    return entry.valueType === 'page' || entry.valueType === 'action' ? [{ code: entry.value, title: entry.title }] : [];
  });
}

/** /page without a code: the information pages of the menus, or the known legal pages. */
export function PageIndex() {
  const { t } = useTranslation('pages');
  const { code } = useCurrentLocation();
  const home = useHomeData(code);
  const fromMenus = pageEntries(home.data?.menus ?? []);
  const pages = fromMenus.length > 0 ? fromMenus : KNOWN_PAGES.map((page) => ({ code: page, title: t(`known.${page}`) }));
  const unique = pages.filter((page, index) => pages.findIndex((other) => other.code === page.code) === index);

  return (
    <section className="content-page">
      <h1 data-testid="page-title">{t('indexTitle')}</h1>
      <p className="content-page-subtitle">{t('indexSubtitle')}</p>
      <ul className="content-page-index">
        {unique.map((page) => (
          <li key={page.code}>
            <Link to={`/page/${encodeURIComponent(page.code)}`}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
