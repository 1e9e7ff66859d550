/** The back office's customers section (being built). */
export default function CustomersSection() {
  return null;
}
