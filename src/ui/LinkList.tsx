import { Link } from 'react-router-dom';
import { Icon, type IconName } from './Icon';

export type LinkListItem = { to: string; icon: IconName; label: string };

/** A card of full-width navigation rows (options menu, account menu), each ≥ 48 px tall. */
export function LinkList({ links }: { links: LinkListItem[] }) {
  return (
    <ul className="link-list">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>
            <span className="link-list-icon">
              <Icon name={link.icon} />
            </span>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
