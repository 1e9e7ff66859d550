import { createStaffApi } from '../staff/data/api';
import { staffToken } from '../staff/data/session';

/** The back office's calls: the staff token the sign-in saved, in the page's language. */
export const manageApi = createStaffApi({ getToken: staffToken, language: () => document.documentElement.lang || 'es' });
