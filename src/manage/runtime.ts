import { createStaffApi } from '../api/staffClient';
import { staffToken } from '../data/staffSession';

/** The back office's calls: the staff token the sign-in saved, in the page's language. */
export const manageApi = createStaffApi({ getToken: staffToken, language: () => document.documentElement.lang || 'es' });
