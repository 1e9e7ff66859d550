import * as v from 'valibot';
import { StaffSessionSchema, type StaffSession } from '../api/contract/counter/staff';

// Kept apart from the customer's session (a cookie): a customer signed in on this browser stays signed in.
const SESSION_KEY = 'ritmo-staff-session';
const SHOP_KEY = 'ritmo-staff-shop';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readStaffSession(): StaffSession | undefined {
  const text = storage()?.getItem(SESSION_KEY);
  if (!text) return undefined;
  try {
    const parsed = v.safeParse(StaffSessionSchema, JSON.parse(text));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

export function saveStaffSession(session: StaffSession): void {
  storage()?.setItem(SESSION_KEY, JSON.stringify(session));
  notify();
}

export function clearStaffSession(): void {
  storage()?.removeItem(SESSION_KEY);
  notify();
}

export function staffToken(): string | undefined {
  return readStaffSession()?.token;
}

/** The shop chosen on this device, if the member still works in it; else their only (or first) shop. */
export function chosenShop(session: StaffSession): string | undefined {
  const saved = storage()?.getItem(SHOP_KEY);
  if (saved && session.staff.shops.some((shop) => shop.code === saved)) return saved;
  return session.staff.shops.length === 1 ? session.staff.shops[0]?.code : undefined;
}

export function chooseShop(code: string | null): void {
  if (code === null) storage()?.removeItem(SHOP_KEY);
  else storage()?.setItem(SHOP_KEY, code);
  notify();
}

export function subscribeStaffSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}
