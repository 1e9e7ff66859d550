/** The back office's orders and refunds section (being built). */
export default function OrdersSection() {
  return null;
}
