/** The back office's day's close section (being built). */
export default function ClosesSection() {
  return null;
}
