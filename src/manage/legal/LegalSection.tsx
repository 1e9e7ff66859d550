/** The back office's responsible declaration section (being built). */
export default function LegalSection() {
  return null;
}
