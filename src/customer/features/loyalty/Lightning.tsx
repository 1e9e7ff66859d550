/** The lightning mark of ritmitos, drawn inline. */
export function Lightning({ size = 18 }: { size?: number }) {
  return (
    <svg className="lightning" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M13 2L4 14h7l-1 8 9-12h-7z" fill="currentColor" />
    </svg>
  );
}
