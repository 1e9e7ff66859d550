import type { Context, Hono } from 'hono';
import { can } from '../../../src/domain/people/permissions';
import { staffActor } from '../../modules/audit/recordAudit';
import { inspectPhoto } from '../../modules/catalogue/photos/inspectPhoto';
import { oneAtATime } from '../../modules/catalogue/photos/oneAtATime';
import { photoRenditions } from '../../modules/catalogue/photos/photoRenditions';
import { addProductPhoto, assertPhotographable, orderProductPhotos, removeProductPhoto } from '../../modules/catalogue/photos/productPhotoStore';
import { PHOTO_MAX_BYTES } from '../../modules/catalogue/photos/uploadRules';
import { memberOf, type StaffIdentity } from '../../modules/people/staff/identity';
import type { LargerBody } from '../../platform/http/bodyReceiving';
import { ApiFailure } from '../../platform/http/envelope';
import { serveEndpoint } from '../../platform/http/endpoint';
import { currentStaff } from '../staffGuard';
import { readPhotoUpload } from './photoUploadForm';
import type { ManageDeps } from './manageDeps';

const UPLOAD_PATH = /^\/api\/manage\/products\/[^/]+\/photos\/?$/;
/** Room for the form's boundaries and crop fields around the largest photo. */
const UPLOAD_BODY_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

/** A photo upload's body may be larger than every other call's. */
export function photoUploadBody(c: Context): LargerBody | undefined {
  if (c.req.method !== 'POST' || !UPLOAD_PATH.test(c.req.path)) return undefined;
  return { maxBytes: UPLOAD_BODY_BYTES, refusal: 'This photo is over 20 MB; send a smaller one.' };
}

/** The back office's photos calls: photos belong to the chain's catalogue. */
export function serveManagePhotos(api: Hono, { db, now }: ManageDeps): void {
  const processing = oneAtATime();
  serveEndpoint(api, 'managePhotoUpload', async ({ c, params }) => {
    const member = catalogueEditor(c);
    // Refused before the image work, which takes a while; checked again as the photo is stored.
    await assertPhotographable(db, params.code);
    const upload = await readPhotoUpload(c);
    const photo = await inspectPhoto(upload.bytes);
    const files = await processing(() => photoRenditions(upload.bytes, photo, upload.crop));
    return addProductPhoto(db, staffActor(member), params.code, files, now());
  });

  serveEndpoint(api, 'managePhotoRemove', async ({ c, params }) => {
    const member = catalogueEditor(c);
    return { photos: await removeProductPhoto(db, staffActor(member), params.code, params.photoId, now()) };
  });

  serveEndpoint(api, 'managePhotoOrder', async ({ c, params, body }) => {
    const member = catalogueEditor(c);
    return { photos: await orderProductPhotos(db, staffActor(member), params.code, body.order, now()) };
  });
}

function catalogueEditor(c: Context): StaffIdentity {
  const member = currentStaff(c);
  if (!can(memberOf(member), 'catalogue.edit')) throw new ApiFailure(403, 'forbidden', 'Your role does not allow changing the catalogue');
  return member;
}
