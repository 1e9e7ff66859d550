import * as v from 'valibot';
import { LocationCodeSchema } from '../common';
import { StaffEmailSchema, StaffRoleSchema } from '../counter/staff';

export const StaffGrantSchema = v.picklist(['catalogue']);

/** A member as the back office lists them. */
export const StaffEntrySchema = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  role: StaffRoleSchema,
  everyShop: v.boolean(),
  /** Shop codes; empty with everyShop. */
  shops: v.array(v.string()),
  grants: v.array(StaffGrantSchema),
});
export type StaffEntry = v.InferOutput<typeof StaffEntrySchema>;

/** Invites a member: the invitation mail signs them in. A manager invites to their own shops only. */
export const StaffInviteSchema = v.object({
  email: StaffEmailSchema,
  name: v.pipe(v.string(), v.maxLength(120)),
  role: StaffRoleSchema,
  shops: v.array(LocationCodeSchema),
  everyShop: v.optional(v.boolean()),
  grants: v.optional(v.array(StaffGrantSchema)),
});
export type StaffInvite = v.InferOutput<typeof StaffInviteSchema>;

export const StaffPatchSchema = v.object({
  name: v.optional(v.pipe(v.string(), v.maxLength(120))),
  role: v.optional(StaffRoleSchema),
  shops: v.optional(v.array(LocationCodeSchema)),
  everyShop: v.optional(v.boolean()),
  grants: v.optional(v.array(StaffGrantSchema)),
});
export type StaffPatch = v.InferOutput<typeof StaffPatchSchema>;
