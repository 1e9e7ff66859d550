import type { Hono } from 'hono';
import type { EndpointName } from '../../../src/api/contract';
import { endpoints } from '../../../src/api/contract/endpoints';
import { loadAccount, updateContact, updatePreferences } from '../../modules/people/account/account';
import { exportAccount } from '../../modules/people/account/exportAccount';
import { deleteAddress, listAddresses, saveAddress } from '../../modules/people/addresses';
import { currentCustomer, requireCustomer } from './guard';
import type { Database } from '../../platform/db/connect';
import { clientMutation, writeExecutor } from './clientMutation';
import { serveEndpoint } from '../../platform/http/endpoint';
import { ApiFailure } from '../../platform/http/envelope';
import { deleteFiscalDetails, loadFiscalDetails, saveFiscalDetails } from '../../modules/fiscal/fiscalDetails';
import { loyaltyAnswer } from '../../modules/loyalty/summary';
import { recommendFriend } from '../../modules/loyalty/referrals';
import { rateProduct } from '../../modules/catalogue/reviews';
import { accountDeletionCheck, deleteAccount } from '../../modules/people/account/deleteAccount';
import { sessionCacheOf } from '../../modules/people/signIn/sessionCache';

export interface AccountDeps {
  db: Database;
  /** The key session tokens are signed with. */
  secret: Uint8Array;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Friend invitations one customer may send in 24 hours. */
  invitationsPerDay: number;
}

const READ_CALLS = ['account', 'accountExport', 'accountDeletion', 'loyalty', 'addresses', 'fiscal'] as const satisfies EndpointName[];
const WRITE_CALLS = [
  'accountPatch',
  'preferencesPatch',
  'recommendFriend',
  'review',
  'addressSave',
  'addressDelete',
  'fiscalSave',
  'fiscalDelete',
] as const satisfies EndpointName[];
/** Online only and never replayed: the deletion ends the replay records with everything else. */
const DELETE_CALL = 'accountDelete' as const satisfies EndpointName;

/**
 * The signed-in customer's own calls: account, preferences, loyalty, friend invitation,
 * ratings, delivery addresses, fiscal details and the account's deletion. Every one needs a session; every write may carry a client mutation id.
 */
export function serveAccount(api: Hono, { db, secret, now = () => new Date(), invitationsPerDay }: AccountDeps): void {
  const guard = requireCustomer(db, secret);
  const paths = new Set([...READ_CALLS, ...WRITE_CALLS, DELETE_CALL].map((name) => endpoints[name].path));
  for (const path of paths) api.use(path, guard);
  const mutation = clientMutation(db);
  for (const name of WRITE_CALLS) api.on(endpoints[name].method, endpoints[name].path, mutation);

  serveEndpoint(api, 'account', ({ c }) => loadAccount(db, currentCustomer(c).id, now()));
  serveEndpoint(api, 'accountExport', ({ c, language }) => db.transaction((tx) => exportAccount(tx, currentCustomer(c).id, language, now())));
  serveEndpoint(api, 'accountDeletion', ({ c }) => accountDeletionCheck(db, currentCustomer(c).id, now()));
  serveEndpoint(api, DELETE_CALL, async ({ c, body }) => {
    const customerId = currentCustomer(c).id;
    const deleted = await deleteAccount(db, customerId, body.confirm, now());
    sessionCacheOf(db).forget(customerId);
    return deleted;
  });
  serveEndpoint(api, 'accountPatch', ({ c, body }) => updateContact(writeExecutor(c, db), currentCustomer(c).id, body, now()));
  serveEndpoint(api, 'preferencesPatch', ({ c, body }) => updatePreferences(writeExecutor(c, db), currentCustomer(c).id, body, now()));
  serveEndpoint(api, 'loyalty', ({ c, language }) => loyaltyAnswer(db, currentCustomer(c).id, language, now()));
  serveEndpoint(api, 'recommendFriend', ({ c, body, language }) =>
    recommendFriend(writeExecutor(c, db), currentCustomer(c), body, now(), language, invitationsPerDay),
  );
  serveEndpoint(api, 'review', ({ c, body }) => rateProduct(writeExecutor(c, db), currentCustomer(c).id, body.productCode, body.rating, now()));
  serveEndpoint(api, 'addresses', ({ c }) => listAddresses(db, currentCustomer(c).id));
  serveEndpoint(api, 'addressSave', async ({ c, params, body }) => {
    if (body.addressId !== params.addressId) throw new ApiFailure(400, 'bad_request', 'The address id of the body and the path differ', 'addressId');
    return saveAddress(writeExecutor(c, db), currentCustomer(c).id, params.addressId, body, now());
  });
  serveEndpoint(api, 'fiscal', ({ c }) => loadFiscalDetails(db, currentCustomer(c).id));
  serveEndpoint(api, 'fiscalSave', ({ c, body }) => saveFiscalDetails(writeExecutor(c, db), currentCustomer(c).id, body));
  serveEndpoint(api, 'fiscalDelete', ({ c }) => deleteFiscalDetails(writeExecutor(c, db), currentCustomer(c).id));
  serveEndpoint(api, 'addressDelete', ({ c, params }) => deleteAddress(writeExecutor(c, db), currentCustomer(c).id, params.addressId));
}
