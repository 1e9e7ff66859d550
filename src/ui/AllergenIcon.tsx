/** An allergen's line icon from the sprite /allergens.svg (no script to draw it); always shown beside the allergen's name. */
export function AllergenIcon({ code, size = 16 }: { code: string; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true">
      <use href={`/allergens.svg#${code}`} />
    </svg>
  );
}
