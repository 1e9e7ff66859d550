import { splitAtQuantities } from '../domain/text/unitText';

/** Text whose quantities ("250 g", "240 ml") never wrap between the number and the unit. */
export function QuantityText({ text }: { text: string }) {
  return (
    <>
      {splitAtQuantities(text).map((piece, index) =>
        piece.keepTogether ? (
          <span key={index} className="nowrap">
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
