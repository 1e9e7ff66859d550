import { useSyncExternalStore } from 'react';
import type { StaffSession } from '../api/contract/counter/staff';
import { readStaffSession, subscribeStaffSession } from '../data/staffSession';

let cached: { token: string | undefined; session: StaffSession | undefined } | undefined;

function snapshot(): StaffSession | undefined {
  const session = readStaffSession();
  if (!cached || cached.token !== session?.token) cached = { token: session?.token, session };
  return cached.session;
}

/** The member of staff signed in on this browser (the counter's and the back office's one session), if any. */
export function useStaffMember(): StaffSession | undefined {
  return useSyncExternalStore(subscribeStaffSession, snapshot, snapshot);
}
