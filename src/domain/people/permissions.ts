/** What a member of staff is: owner (the whole chain), manager (their shops), barista (the board of their shops). */
export type StaffRole = 'owner' | 'manager' | 'barista';

/** Extra rights given to a manager one by one: `catalogue` edits the chain's catalogue. */
export type StaffGrant = 'catalogue';

/** A shop as the caller names it: its code (the apps) or its location id (the server). */
export type ShopKey = string | number;

export interface Member {
  role: StaffRole;
  /** The shops they work at, or every shop. */
  shops: 'every' | readonly ShopKey[];
  grants?: readonly StaffGrant[];
}

/**
 * Everything the rule is asked about, on the counter and in the back office:
 * - board.view: see a shop's board and its orders;
 * - order.advance: move a pick-up order one step forward, undo a step, recall a handed-over order, hand over;
 * - order.cancel: cancel an order before it is made (the money goes back to the customer);
 * - order.delivery: move a delivery order (the delivery shop's board);
 * - availability.switch: sold out and back, pause, extra wait;
 * - availability.stock: live stock of single goods and the most orders per pick-up slot;
 * - availability.log: read who switched what and when;
 * - manage.open: open the back office;
 * - catalogue.edit: change the chain's catalogue (categories, products, extras, photos);
 * - shop.products: what a shop sells, at what price of its own, with what stock;
 * - shop.create, shop.edit: add a shop, change its name, address, legal entity, zone and board thresholds;
 * - shop.hours, shop.staff, reports.read: a shop's opening hours, its staff, its reports;
 * - audit.read: read who changed what (an owner everything, a manager their shops' changes and their own).
 * - order.refund: refund a paid order, whole or some lines, at any status;
 * - day.close: take a shop's day's close and decide on its orders not collected;
 * - customer.support: find a customer, see their orders and movements, resend a receipt, adjust their ritmitos;
 * - vat.book: export the VAT book and the quarter's figures of an issuer (the chain's books: the owner's).
 */
export const ACTIONS = [
  'board.view',
  'order.advance',
  'order.cancel',
  'order.delivery',
  'availability.switch',
  'availability.stock',
  'availability.log',
  'manage.open',
  'catalogue.edit',
  'shop.products',
  'shop.create',
  'shop.edit',
  'shop.hours',
  'shop.staff',
  'reports.read',
  'audit.read',
  'order.refund',
  'day.close',
  'customer.support',
  'vat.book',
] as const;
export type Action = (typeof ACTIONS)[number];

/** The actions `member` may do in at least one of their shops (what a screen may offer them). */
export function allowedActions(member: Member | null | undefined): Action[] {
  return ACTIONS.filter((action) => can(member, action));
}

const BARISTA: ReadonlySet<Action> = new Set<Action>(['board.view', 'order.advance', 'availability.switch']);
/** What changes the chain as a whole, or a shop's identity and legal entity: the owner's alone. */
const OWNER_ONLY: ReadonlySet<Action> = new Set<Action>(['shop.create', 'shop.edit', 'vat.book']);

function roleAllows(member: Member, action: Action): boolean {
  switch (member.role) {
    case 'owner':
      return true;
    case 'manager':
      if (OWNER_ONLY.has(action)) return false;
      return action !== 'catalogue.edit' || (member.grants ?? []).includes('catalogue');
    case 'barista':
      return BARISTA.has(action);
  }
}

function worksAt(member: Member, shop: ShopKey): boolean {
  return member.role === 'owner' || member.shops === 'every' || member.shops.includes(shop);
}

/**
 * The one permission rule: may `member` do `action` in `shop`? Without a shop, only the role is asked
 * (chain-wide actions, or "may they ever" to show a control). No member (signed out, a system) may nothing.
 */
export function can(member: Member | null | undefined, action: Action, shop?: ShopKey): boolean {
  if (!member) return false;
  if (shop !== undefined && !worksAt(member, shop)) return false;
  return roleAllows(member, action);
}
