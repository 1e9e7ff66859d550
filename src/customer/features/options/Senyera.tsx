/**
 * The Valencian flag (the Senyera with its blue band at the hoist; the crown left out at this size), drawn
 * inline: there is no emoji for it, and the picker fetches nothing from elsewhere.
 */
export function Senyera() {
  return (
    <svg className="language-flag-svg" viewBox="0 0 27 18" width="27" height="18" aria-hidden="true" focusable="false">
      <rect width="27" height="18" fill="#fcdd09" />
      {[1, 3, 5, 7].map((stripe) => (
        <rect key={stripe} y={stripe * 2} width="27" height="2" fill="#da121a" />
      ))}
      <rect width="6" height="18" fill="#0f47af" />
    </svg>
  );
}
