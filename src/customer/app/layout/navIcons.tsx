import type { NavKey } from '../../../domain/text/navigation';

const paths: Record<NavKey, string> = {
  home: 'M3 11 12 3l9 8v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1Z',
  cart: 'M3 4h2l2.4 11.2A2 2 0 0 0 9.4 17H18a2 2 0 0 0 2-1.6L21.5 8H6.2M9 21a1 1 0 1 0 0-.01M18 21a1 1 0 1 0 0-.01',
  orders: 'M6 3h12v18l-3-2-3 2-3-2-3 2ZM9 8h6M9 12h6M9 16h4',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm-8 9a8 8 0 0 1 16 0',
  locations: 'M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 4.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z',
  options: 'M4 6h16M4 12h16M4 18h16',
};

/** Line icons of the bottom navigation, inline so they need no request. */
export function NavIcon({ name }: { name: NavKey }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="nav-icon">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
