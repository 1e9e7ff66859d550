import { Link } from 'react-router-dom';
import type { MenuEntry } from '../../../api/contract';

function MenuLink({ entry }: { entry: MenuEntry }) {
  if (entry.valueType === 'page' || entry.valueType === 'action') {
    return <Link to={`/page/${encodeURIComponent(entry.value)}`}>{entry.title}</Link>;
  }
  if (/^https?:\/\//i.test(entry.value)) {
    return (
      <a href={entry.value} target="_blank" rel="noopener noreferrer">
        {entry.title} <span aria-hidden="true">↗</span>
      </a>
    );
  }
  // Same-site links ('#/recipes' or '/recipes') stay inside the app.
  if (entry.value.startsWith('#')) return <a href={entry.value}>{entry.title}</a>;
  return <Link to={entry.value}>{entry.title}</Link>;
}

/** Menu entries from the app data: page/action and link entries, and titles with nested items. */
export function MenuEntries({ entries }: { entries: MenuEntry[] }) {
  const links = entries.filter((entry) => entry.valueType !== 'title');
  const titled = entries.filter((entry) => entry.valueType === 'title');
  return (
    <>
      {links.length > 0 && (
        <ul className="link-list">
          {links.map((entry, index) => (
            <li key={`${entry.valueType}-${entry.value}-${index}`}>
              <MenuLink entry={entry} />
            </li>
          ))}
        </ul>
      )}
      {titled.map((entry, index) => (
        <section key={`title-${entry.title}-${index}`} className="options-section">
          <h3>{entry.title}</h3>
          <MenuEntries entries={entry.items ?? []} />
        </section>
      ))}
    </>
  );
}
