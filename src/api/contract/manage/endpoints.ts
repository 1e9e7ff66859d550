import * as v from 'valibot';
import { ACTIONS } from '../../../domain/people/permissions';
import { call, callWithBody } from '../call';
import { LocationCodeSchema } from '../common';
import { StaffMemberSchema } from '../counter/staff';
import { EMPTY_BODY } from '../customer/signedInCalls';
import { FlexibleIdSchema } from '../input';
import { AuditListSchema } from './audit';
import { reportsEndpoints } from './reports';
import { refundsEndpoints } from './refunds';
import { closesEndpoints } from './closes';
import { vatBookEndpoints } from './vatBook';
import { supportEndpoints } from './support';
import {
  CategoryCreateSchema,
  CategoryPatchSchema,
  ExtraCreateSchema,
  ExtraPatchSchema,
  ManageCatalogueSchema,
  ManageCategorySchema,
  ManageExtraSchema,
  ManageProductSchema,
  PhotoListSchema,
  PhotoSchema,
  ProductCreateSchema,
  ProductPatchSchema,
  ProductShopBodySchema,
} from './catalogue';
import { ProductCodeSchema } from './records';
import { HoursAnswerSchema, HoursBodySchema, ManageShopSchema, ShopCreateSchema, ShopPatchSchema } from './shops';
import { StaffEntrySchema, StaffGrantSchema, StaffInviteSchema, StaffPatchSchema } from './staff';

/** Who is signed in to the back office, and what the permission rule lets them do there. */
export const ManageViewSchema = v.object({ ...StaffMemberSchema.entries, grants: v.array(StaffGrantSchema), allowed: v.array(v.picklist(ACTIONS)) });
export type ManageView = v.InferOutput<typeof ManageViewSchema>;

const PRODUCT = v.object({ code: ProductCodeSchema });
const PRODUCT_SHOP = v.object({ code: ProductCodeSchema, shop: LocationCodeSchema });
const PHOTO = v.object({ code: ProductCodeSchema, photoId: FlexibleIdSchema });
const SHOP = v.object({ code: LocationCodeSchema });
const BY_ID = v.object({ id: FlexibleIdSchema });

/**
 * The back office's calls, under a staff token of a member the permission rule lets open it (403 `forbidden`
 * otherwise); each write asks the rule for its own action and shop, and is one transaction with its
 * audit-log row. A refused field is a 422 naming it. The photo upload is `multipart/form-data` (field `file`);
 * the audit log also answers `?format=csv`.
 */
export const manageEndpoints = {
  manageMe: call('GET', '/manage/me', ManageViewSchema),

  manageCatalogue: call('GET', '/manage/catalogue', ManageCatalogueSchema),
  manageProductCreate: callWithBody('POST', '/manage/products', ProductCreateSchema, ManageProductSchema),
  manageProductUpdate: callWithBody('PATCH', '/manage/products/:code', ProductPatchSchema, ManageProductSchema, PRODUCT),
  /** Archives a product that was ordered; removes one that never was. */
  manageProductRemove: callWithBody('DELETE', '/manage/products/:code', EMPTY_BODY, v.object({ archived: v.boolean() }), PRODUCT),
  manageProductShop: callWithBody('PUT', '/manage/products/:code/shops/:shop', ProductShopBodySchema, ManageProductSchema, PRODUCT_SHOP),
  manageCategoryCreate: callWithBody('POST', '/manage/categories', CategoryCreateSchema, ManageCategorySchema),
  manageCategoryUpdate: callWithBody('PATCH', '/manage/categories/:id', CategoryPatchSchema, ManageCategorySchema, BY_ID),
  manageExtraCreate: callWithBody('POST', '/manage/extras', ExtraCreateSchema, ManageExtraSchema),
  manageExtraUpdate: callWithBody('PATCH', '/manage/extras/:id', ExtraPatchSchema, ManageExtraSchema, BY_ID),

  /** multipart/form-data, field `file`. */
  managePhotoUpload: call('POST', '/manage/products/:code/photos', PhotoSchema, PRODUCT),
  managePhotoRemove: callWithBody('DELETE', '/manage/products/:code/photos/:photoId', EMPTY_BODY, PhotoListSchema, PHOTO),
  /** The gallery's new order: every photo id of the product, first the card's. */
  managePhotoOrder: callWithBody('PUT', '/manage/products/:code/photos', v.object({ order: v.array(v.number()) }), PhotoListSchema, PRODUCT),

  manageShops: call('GET', '/manage/shops', v.array(ManageShopSchema)),
  manageShopCreate: callWithBody('POST', '/manage/shops', ShopCreateSchema, ManageShopSchema),
  manageShopUpdate: callWithBody('PATCH', '/manage/shops/:code', ShopPatchSchema, ManageShopSchema, SHOP),
  manageShopHours: callWithBody('PUT', '/manage/shops/:code/hours', HoursBodySchema, HoursAnswerSchema, SHOP),

  manageStaff: call('GET', '/manage/staff', v.array(StaffEntrySchema)),
  manageStaffInvite: callWithBody('POST', '/manage/staff', StaffInviteSchema, StaffEntrySchema),
  manageStaffUpdate: callWithBody('PATCH', '/manage/staff/:id', StaffPatchSchema, StaffEntrySchema, BY_ID),
  manageStaffRemove: callWithBody('DELETE', '/manage/staff/:id', EMPTY_BODY, v.object({ removed: v.boolean() }), BY_ID),

  /** `?from=&to=&who=` (AuditQuerySchema); `&format=csv` answers the file. */
  manageAudit: call('GET', '/manage/audit', AuditListSchema),

  ...reportsEndpoints,
  ...refundsEndpoints,
  ...closesEndpoints,
  ...vatBookEndpoints,
  ...supportEndpoints,
} as const;
