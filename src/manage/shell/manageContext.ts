import { createContext, useContext } from 'react';
import type { ManageView } from '../../api/contract/manage/endpoints';
import type { Member } from '../../domain/people/permissions';

export interface ManageSession {
  /** Who is signed in, their shops and what the permission rule lets them do. */
  view: ManageView;
  /** The member as the permission rule knows them (shops by code), for per-shop questions. */
  member: Member;
}

export const ManageContext = createContext<ManageSession | null>(null);

/** The signed-in member of the back office; only inside the shell. */
export function useManageSession(): ManageSession {
  const session = useContext(ManageContext);
  if (!session) throw new Error('useManageSession() used outside the back office shell');
  return session;
}
