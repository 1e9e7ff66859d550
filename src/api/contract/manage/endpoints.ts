import * as v from 'valibot';
import { ACTIONS } from '../../../domain/people/permissions';
import { call } from '../call';
import { StaffMemberSchema } from '../counter/staff';

/** Who is signed in to the back office, and what the permission rule lets them do there. */
export const ManageViewSchema = v.object({ ...StaffMemberSchema.entries, allowed: v.array(v.picklist(ACTIONS)) });
export type ManageView = v.InferOutput<typeof ManageViewSchema>;

/** The back office's calls: a staff token of a member the rule lets open it (403 `forbidden` otherwise). */
export const manageEndpoints = {
  manageMe: call('GET', '/manage/me', ManageViewSchema),
} as const;
