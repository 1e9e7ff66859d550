import { endpoints, type EndpointName } from '../../src/api/contract/endpoints';
import type { OrderCreateBody } from '../../src/api/contract';
import { REDSYS_TEST_SECRET, SANDBOX_GATEWAY_PATH, SANDBOX_REST_PATH } from '../../server/platform/config/config';
import { NOTIFICATION_PATH } from '../../server/modules/payments/cardPayment';
import { encodeMerchantParameters, signMerchantParameters } from '../../server/modules/payments/redsys';
import { SANDBOX_DECIDE_PATH } from '../../server/modules/payments/sandboxPage';
import { addressBody } from '../../test/server/support/addressBody';

/** What a real session gave the fuzzer: tokens, rows that exist, and valid bodies to start from. */
export interface Fixture {
  /** The customer every signed-in call uses. */
  token: string;
  /** A second customer whose session the logout call may end. */
  logoutToken: string;
  email: string;
  customerId: number;
  orderId: number;
  deliveryOrderId: number;
  addressId: number;
  /** Rows of their own for the calls that delete or cancel, so the others keep theirs. */
  addressToDeleteId: number;
  orderToCancelId: number;
  /** The demo manager's staff token (every shop, may set stock), and the demo barista's, which the logout call ends. */
  staffToken: string;
  staffLogoutToken: string;
  /** An operator key of the whole chain with every scope. */
  operatorKey: string;
  provinceCode: string;
  cityCode: string;
  orderBody: OrderCreateBody;
  /** A delivery order the ONLINE location accepts, to the fixture's address. */
  deliveryBody: unknown;
  /** The gateway order number and amount (cents) of an unpaid card order, for signed notifications. */
  gatewayOrder: string;
  amountCents: number;
}

export type Encoding = 'json' | 'form' | 'multipart';

/** One place requests are sent to: how a valid request looks; the fuzzer spoils one part of it. */
export interface Target {
  name: string;
  method: string;
  /** Path with `:name` placeholders, filled from `params`. */
  path: string;
  params: Record<string, string>;
  /** Query parameters the call reads (values already percent-encoded); each is spoiled in turn. */
  query?: Record<string, string>;
  /** A body the call accepts (undefined: the call takes none). */
  body?: unknown;
  encoding: Encoding;
  headers: Record<string, string>;
  /** A gateway message: its merchant parameters are what the fuzzer spoils, and it signs them. */
  signedParameters?: Record<string, string>;
}

/** Placeholder the sender replaces with a new Idempotency-Key, so each order request is judged on its own body. */
export const FRESH_KEY = 'fresh';

const PUSH_KEY_65 = Buffer.alloc(65, 4).toString('base64url');
const PUSH_AUTH_16 = Buffer.alloc(16, 7).toString('base64url');

function validBody(name: EndpointName, fixture: Fixture): unknown {
  const address = addressBody(fixture, { contactFullName: 'Fuzz Tester', contactPhone: '600000000', notes: 'Timbre roto' });
  switch (name) {
    case 'loginStart':
      return { email: `fuzz-${Math.random().toString(36).slice(2)}@example.com` };
    case 'loginEnd':
      return { email: fixture.email, code: 'ABCDE' };
    case 'loginGoogle':
      return { code: 'c'.repeat(24) };
    case 'loginLink':
      return { loginFromLinkCode: 'l'.repeat(24) };
    case 'accountPatch':
      return { name: 'Fuzz Tester', phone: '600000000' };
    case 'preferencesPatch':
      return { receivePromotions: true, receiveNews: false };
    case 'recommendFriend':
      return { friendEmail: `friend-${Math.random().toString(36).slice(2)}@example.com`, friendName: 'Friend Name' };
    case 'review':
      return { productCode: 'P1001', rating: 4 };
    case 'addressSave':
      return address;
    case 'orderCreate':
      return { ...fixture.orderBody, products: fixture.orderBody.products.map((line) => ({ ...line, notes: 'sin azúcar' })), paymentInfo: '' };
    case 'deliveryOrderCreate':
      return fixture.deliveryBody;
    case 'orderWalletPay':
    case 'deliveryOrderWalletPay':
      return { paymentInfo: JSON.stringify({ paymentMethodData: { tokenizationData: { token: 'SANDBOX-DECLINED' } } }) };
    case 'pushSubscribe':
      return { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz', keys: { p256dh: PUSH_KEY_65, auth: PUSH_AUTH_16 }, language: 'es' };
    case 'pushUnsubscribe':
      return { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz' };
    case 'logIntake':
      return {
        records: [
          {
            time: new Date().toISOString(),
            message: 'fuzz',
            status: 'info',
            source: 'app',
            host: 'localhost',
            service: 'ritmo',
            version: '1',
            browser: 'fuzz',
            languages: 'es',
            user: '',
            url: 'http://localhost/#/',
          },
        ],
      };
    default:
      return {};
  }
}

function validParams(name: EndpointName, fixture: Fixture): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, key] of endpoints[name].path.matchAll(/:(\w+)/g)) {
    const k = key as string;
    if (k === 'code') params[k] = 'va01';
    else if (k === 'provinceCode') params[k] = fixture.provinceCode;
    else if (k === 'cityCode') params[k] = fixture.cityCode;
    else if (k === 'pageCode') params[k] = 'about';
    else if (k === 'addressId') params[k] = name === 'addressSave' ? '0' : String(fixture.addressToDeleteId);
    else if (k === 'customerId') params[k] = String(fixture.customerId);
    else if (k === 'orderId' && name === 'orderCancel') params[k] = String(fixture.orderToCancelId);
    else if (k === 'orderId') params[k] = String(name.startsWith('delivery') ? fixture.deliveryOrderId : fixture.orderId);
    else params[k] = '1';
  }
  return params;
}

/** The fields Redsys posts for an authorised charge of the fixture's unpaid card order. */
function gatewayFields(fixture: Fixture): Record<string, string> {
  return {
    Ds_Date: '17%2F06%2F2026',
    Ds_Hour: '10%3A05',
    Ds_Amount: String(fixture.amountCents),
    Ds_Currency: '978',
    Ds_Order: fixture.gatewayOrder,
    Ds_MerchantCode: '999008881',
    Ds_Terminal: '001',
    Ds_Response: '0190',
    Ds_TransactionType: '0',
    Ds_AuthorisationCode: '123456',
  };
}

/** The three fields of a signed gateway message over `fields` (the demo's Redsys test secret). */
export function signedMessage(fields: Record<string, string>): Record<string, string> {
  const parameters = encodeMerchantParameters(fields);
  const order = typeof fields.Ds_Order === 'string' ? fields.Ds_Order : '';
  let signature: string;
  try {
    signature = signMerchantParameters('HMAC_SHA256_V1', REDSYS_TEST_SECRET, order, parameters).replace(/\+/g, '-').replace(/\//g, '_');
  } catch {
    signature = 'unsignable';
  }
  return { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: parameters, Ds_Signature: signature };
}

const apiPath = (path: string) => path.replace(/^\/api/, '');

/** Every customer call of the contract, the payment gateway's calls, the media and the social sign-in. */
export function fuzzTargets(fixture: Fixture): Target[] {
  const auth = { Authorization: `Bearer ${fixture.token}` };
  const appHeaders = { 'X-Language': 'es', 'X-Location-Id': '10', 'X-App-Code': 'wapp' };
  const targets: Target[] = (Object.keys(endpoints) as EndpointName[]).map((name) => {
    const endpoint = endpoints[name];
    const headers: Record<string, string> = { ...appHeaders, ...auth };
    if (name === 'logout') headers.Authorization = `Bearer ${fixture.logoutToken}`;
    if (name === 'orderCreate' || name === 'deliveryOrderCreate') headers['Idempotency-Key'] = FRESH_KEY;
    if (name === 'deliveryOrderCreate') headers['X-Location-Id'] = '20';
    return {
      name,
      method: endpoint.method,
      path: `/api${endpoint.path}`,
      params: validParams(name, fixture),
      ...('body' in endpoint ? { body: validBody(name, fixture) } : {}),
      encoding: 'json',
      headers,
    };
  });
  const form = (name: string, path: string, body: Record<string, string>, extra: Partial<Target> = {}): Target => ({
    name,
    method: 'POST',
    path,
    params: {},
    body,
    encoding: 'form',
    headers: {},
    ...extra,
  });
  const signed = signedMessage(gatewayFields(fixture));
  targets.push(
    form('redsysNotification (signed fields)', `/api${apiPath(NOTIFICATION_PATH)}`, signed, { signedParameters: gatewayFields(fixture) }),
    form('redsysNotification', `/api${apiPath(NOTIFICATION_PATH)}`, signed),
    form('sandboxGateway', `/api${apiPath(SANDBOX_GATEWAY_PATH)}`, signed),
    form('sandboxDecide', `/api${apiPath(SANDBOX_DECIDE_PATH)}`, { ...signed, decision: 'fail' }),
    { ...form('sandboxRest', `/api${apiPath(SANDBOX_REST_PATH)}`, signed), encoding: 'json' },
    { name: 'mediaProduct', method: 'GET', path: '/media/products/:file', params: { file: 'P1001-250.svg' }, encoding: 'json', headers: {} },
    { name: 'mediaRecipe', method: 'GET', path: '/media/recipes/:file', params: { file: 'R1-250.svg' }, encoding: 'json', headers: {} },
    { name: 'mediaPage', method: 'GET', path: '/media/pages/:file', params: { file: 'about.svg' }, encoding: 'json', headers: {} },
    { name: 'socialHome', method: 'GET', path: '/api/login/gs/home', params: {}, encoding: 'json', headers: {} },
    { name: 'socialCallback', method: 'GET', path: '/api/login/gs/callback', params: {}, encoding: 'json', headers: {} },
    { name: 'health', method: 'GET', path: '/api/ready', params: {}, encoding: 'json', headers: {} },
  );
  return targets;
}
