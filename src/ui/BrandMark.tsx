/** The cup logo (src/customer/shared/qr/cupLogo.ts), inline so it paints with the shell: JSX, fewer first-load bytes than the markup. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="brand-mark" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="var(--brand)" />
      <path d="M24 14c-3 4 3 6 0 10M32 12c-3 4 3 6 0 10M40 14c-3 4 3 6 0 10" stroke="var(--brand-cream)" strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M14 30h32v6a16 16 0 0 1-16 16 16 16 0 0 1-16-16Z" fill="var(--brand-cream)" />
      <path d="M46 33h3a6 6 0 0 1 0 12h-5" stroke="var(--brand-cream)" strokeWidth="4" fill="none" />
    </svg>
  );
}
