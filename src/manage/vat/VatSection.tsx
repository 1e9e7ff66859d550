/** The back office's vat book section (being built). */
export default function VatSection() {
  return null;
}
