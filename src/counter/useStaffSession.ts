import { useSyncExternalStore } from 'react';
import type { StaffSession } from '../api/contract/counter/staff';
import { chosenShop, readStaffSession, subscribeStaffSession } from '../data/staffSession';

let cached: { key: string; value: { session: StaffSession | undefined; shop: string | undefined } } | undefined;

function snapshot() {
  const session = readStaffSession();
  const shop = session ? chosenShop(session) : undefined;
  const key = `${session?.token ?? ''}|${shop ?? ''}`;
  if (cached?.key !== key) cached = { key, value: { session, shop } };
  return cached.value;
}

/** The staff member signed in on this device and the shop they chose. */
export function useStaffSession() {
  return useSyncExternalStore(subscribeStaffSession, snapshot, snapshot);
}
