import { createCallClient, type AnswerOf, type CallClient, type ClientOptions } from './callClient';
import { staffEndpoints } from './contract/counter/endpoints';
import { manageEndpoints } from './contract/manage/endpoints';

/** The back office's calls: its own and the staff sign-in. */
const manageCalls = { ...manageEndpoints, staffLoginStart: staffEndpoints.staffLoginStart, staffLoginEnd: staffEndpoints.staffLoginEnd } as const;
type ManageCalls = typeof manageCalls;
export type ManageCallName = keyof ManageCalls;
export type ManageAnswer<N extends ManageCallName> = AnswerOf<ManageCalls, N>;
export type ManageApi = CallClient<ManageCalls>;

/** The back office's HTTP calls (see createCallClient). */
export function createManageApi(options: ClientOptions): ManageApi {
  return createCallClient(manageCalls, options);
}
