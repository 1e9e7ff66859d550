import { isOnline } from '../data/online';
import { createStaffApi } from '../api/staffClient';
import { StaffAvailabilitySync } from './data/availabilitySync';
import { createAvailabilityWrites } from './data/availabilityWrites';
import { StaffBoardSync } from './data/boardSync';
import { StaffCatalogueSync } from './data/catalogueSync';
import { StaffDb } from './data/db';
import { StaffOutbox } from './data/outbox';
import { clearStaffSession, staffToken } from '../data/staffSession';
import { NewOrderAlert } from './alert';

/** The board's single instances on this page: its database, calls, sync engines, outbox and alert. */
export const staffDb = new StaffDb();
const language = () => document.documentElement.lang || 'es';
export const staffApi = createStaffApi({ getToken: staffToken, language });
/** The customers' public calls (the shop's catalogue), as a visitor: the same shared, cacheable answer, no token sent where it is not needed. */
const publicApi = createStaffApi({ getToken: () => undefined, language });
export const staffOutbox = new StaffOutbox(staffDb, staffApi, { isOnline: () => navigator.onLine });
export const staffBoardSync = new StaffBoardSync({
  db: staffDb,
  api: staffApi,
  onServerReached: () => void staffOutbox.drain(),
  onUnauthorized: clearStaffSession,
});
export const staffAvailabilitySync = new StaffAvailabilitySync({ db: staffDb, api: staffApi, onUnauthorized: clearStaffSession });
export const staffCatalogueSync = new StaffCatalogueSync({ db: staffDb, publicApi });
export const availabilityWrites = createAvailabilityWrites({ db: staffDb, api: staffApi, isOnline, onUnauthorized: clearStaffSession });
export const BOARD_ROOT_ID = 'staff-board';
export const newOrderAlert = new NewOrderAlert(() => document.getElementById(BOARD_ROOT_ID));
