/** Line icons drawn inline (no icon font, no emoji font needed), 24×24 grid, stroke in currentColor. */
const PATHS = {
  truck: 'M1 4h13v11H1zM14 8h4l3 3v4h-7zM5.5 18.5a1.5 1.5 0 1 0 0-.01M17.5 18.5a1.5 1.5 0 1 0 0-.01',
  store: 'M3 9l1.5-5h15L21 9M3 9h18M3 9v2a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0V9M5 13v7h14v-7M10 20v-4h4v4',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  receipt: 'M5 2h14v20l-3-2-2 2-2-2-2 2-2-2-3 2zM9 7h6M9 11h6M9 15h4',
  gift: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8H8a2 2 0 1 1 2-3l2 3 2-3a2 2 0 1 1 2 3z',
  coffee: 'M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 2v3M12 2v3',
  home: 'M3 11l9-8 9 8M5 9.5V21h14V9.5M10 21v-6h4v6',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L21 21',
  pin: 'M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  page: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8',
  cloudOff: 'M3 3l18 18M9 5.3A6 6 0 0 1 17.7 9H18a4 4 0 0 1 2.3 7.3M16 19H7a5 5 0 0 1-1.8-9.7',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 14h10l1-14',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  share: 'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
