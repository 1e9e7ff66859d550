import type { Hono } from 'hono';
import { can, type Action } from '../../../src/domain/people/permissions';
import { staffActor } from '../../modules/audit/recordAudit';
import { createCategory } from '../../modules/catalogue/edit/createCategory';
import { createExtra } from '../../modules/catalogue/edit/createExtra';
import { createProduct } from '../../modules/catalogue/edit/createProduct';
import { manageCatalogue } from '../../modules/catalogue/edit/manageView';
import { removeProduct } from '../../modules/catalogue/edit/removeProduct';
import { setProductShop } from '../../modules/catalogue/edit/setProductShop';
import { shopByCode } from '../../modules/catalogue/edit/shopByCode';
import { updateCategory } from '../../modules/catalogue/edit/updateCategory';
import { updateExtra } from '../../modules/catalogue/edit/updateExtra';
import { updateProduct } from '../../modules/catalogue/edit/updateProduct';
import { memberOf, type StaffIdentity } from '../../modules/people/staff/identity';
import type { Database } from '../../platform/db/connect';
import { serveEndpoint } from '../../platform/http/endpoint';
import { ApiFailure } from '../../platform/http/envelope';
import { currentStaff } from '../staffGuard';

/** 403 `forbidden` unless the permission rule lets the member do `action` (in `shop`, when named). */
function allowed(member: StaffIdentity, action: Action, shop?: number): StaffIdentity {
  if (!can(memberOf(member), action, shop)) throw new ApiFailure(403, 'forbidden', 'Your role does not allow this');
  return member;
}

/**
 * The back office's catalogue calls. Every member who opens the back office reads the catalogue; the
 * chain's catalogue is written under 'catalogue.edit', a shop's own settings of a product under
 * 'shop.products' in that shop. Each write is one transaction with its audit row (server/modules/catalogue/edit).
 */
export function serveManageCatalogue(api: Hono, { db, now }: { db: Database; now: () => Date }): void {
  const editor = (c: Parameters<typeof currentStaff>[0]) => staffActor(allowed(currentStaff(c), 'catalogue.edit'));

  serveEndpoint(api, 'manageCatalogue', async () => manageCatalogue(db));

  serveEndpoint(api, 'manageProductCreate', async ({ c, body }) => {
    const actor = editor(c);
    return db.transaction((tx) => createProduct(tx, actor, body, now()));
  });
  serveEndpoint(api, 'manageProductUpdate', async ({ c, params, body }) => {
    const actor = editor(c);
    return db.transaction((tx) => updateProduct(tx, actor, params.code, body, now()));
  });
  serveEndpoint(api, 'manageProductRemove', async ({ c, params }) => {
    const actor = editor(c);
    return db.transaction((tx) => removeProduct(tx, actor, params.code, now()));
  });
  serveEndpoint(api, 'manageProductShop', async ({ c, params, body }) => {
    const shop = await shopByCode(db, params.shop);
    const actor = staffActor(allowed(currentStaff(c), 'shop.products', shop.id));
    return db.transaction((tx) => setProductShop(tx, actor, params.code, shop.code, body, now()));
  });

  serveEndpoint(api, 'manageCategoryCreate', async ({ c, body }) => {
    const actor = editor(c);
    return db.transaction((tx) => createCategory(tx, actor, body, now()));
  });
  serveEndpoint(api, 'manageCategoryUpdate', async ({ c, params, body }) => {
    const actor = editor(c);
    return db.transaction((tx) => updateCategory(tx, actor, params.id, body, now()));
  });
  serveEndpoint(api, 'manageExtraCreate', async ({ c, body }) => {
    const actor = editor(c);
    return db.transaction((tx) => createExtra(tx, actor, body, now()));
  });
  serveEndpoint(api, 'manageExtraUpdate', async ({ c, params, body }) => {
    const actor = editor(c);
    return db.transaction((tx) => updateExtra(tx, actor, params.id, body, now()));
  });
}
