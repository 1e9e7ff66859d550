/** The back office's sales section (being built). */
export default function SalesSection() {
  return null;
}
