import { refusalStatus, type MoveRefusal } from '../../../src/domain/orders/orderMoves';

/** The problems every call with a key may answer, whatever it does. */
export const COMMON_PROBLEMS = ['unauthorized', 'forbidden_scope', 'rate_limited', 'bad_request'] as const;

const MOVE_REFUSALS: readonly MoveRefusal[] = ['status_changed', 'order_not_paid', 'move_not_allowed', 'manager_only', 'too_late_to_cancel', 'window_closed'];

/** The HTTP status of the app's error codes the operator API answers with. */
const STATUS_OF_CODE: Readonly<Record<string, number>> = {
  bad_request: 400,
  until_in_past: 400,
  negative_stock: 400,
  bad_extra_wait: 400,
  webhook_url_refused: 400,
  unauthorized: 401,
  forbidden_scope: 403,
  other_shop: 403,
  forged_qr: 403,
  not_found: 404,
  unknown_order: 404,
  unknown_shop: 404,
  unknown_product: 404,
  not_sold_here: 404,
  unknown_webhook: 404,
  unknown_delivery: 404,
  idempotency_conflict: 409,
  mutation_conflict: 409,
  not_single_goods: 409,
  catalogue_refused: 409,
  delivery_not_failed: 409,
  not_paid: 409,
  not_ready: 409,
  already_collected: 409,
  cancelled: 409,
  product_unavailable: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  ...Object.fromEntries(MOVE_REFUSALS.map((refusal) => [refusal, refusalStatus(refusal)])),
};

/**
 * The codes grouped by the status they answer with (OpenAPI keys responses by status); a code of
 * unknown status goes under `4XX`, which OpenAPI allows for a range.
 */
export function problemsByStatus(codes: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const code of new Set(codes)) {
    const status = STATUS_OF_CODE[code];
    const key = status === undefined ? '4XX' : String(status);
    groups.set(key, [...(groups.get(key) ?? []), code]);
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}
