import { createStaffApi } from './data/api';
import { StaffBoardSync } from './data/boardSync';
import { StaffDb } from './data/db';
import { StaffOutbox } from './data/outbox';
import { clearStaffSession, staffToken } from './data/session';
import { NewOrderAlert } from './alert';

/** The board's single instances on this page: its database, calls, sync engine, outbox and alert. */
export const staffDb = new StaffDb();
export const staffApi = createStaffApi({ getToken: staffToken, language: () => document.documentElement.lang || 'es' });
export const staffOutbox = new StaffOutbox(staffDb, staffApi, { isOnline: () => navigator.onLine });
export const staffBoardSync = new StaffBoardSync({
  db: staffDb,
  api: staffApi,
  onServerReached: () => void staffOutbox.drain(),
  onUnauthorized: clearStaffSession,
});
export const BOARD_ROOT_ID = 'staff-board';
export const newOrderAlert = new NewOrderAlert(() => document.getElementById(BOARD_ROOT_ID));
