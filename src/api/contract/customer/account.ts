import * as v from 'valibot';
import { FRIEND_NAME_MIN, isValidContactName, isValidEmail, isValidPhone, POSTCODE_MAX, POSTCODE_MIN } from '../../../domain/text/validation';
import { CodeNameSchema } from './geo';
import { NewOrFlexibleIdSchema, TextSchema } from '../input';
import { LoginCodeSchema, LoginStartAnswerSchema } from './loginFields';

export { LoginCodeSchema, LoginStartAnswerSchema };

/** Form-encoded bodies carry text: accept 'true'/'false' as well as JSON booleans. */
export const FlexibleBooleanSchema = v.union([
  v.boolean(),
  v.pipe(
    v.picklist(['true', 'false', '1', '0']),
    v.transform((text) => text === 'true' || text === '1'),
  ),
]);
/** Form-encoded bodies carry text: accept digit strings as well as JSON numbers. */
export const FlexibleIntegerSchema = v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^-?\d{1,9}$/), v.transform(Number))]);

export const EmailSchema = v.pipe(v.string(), v.trim(), v.check(isValidEmail, 'You have to indicate a correct email.'), v.toLowerCase());

/** Loyalty part of the session and account: levels 1 Gold, 2 Silver, 3 Bronze (default). */
export const LoyaltySummarySchema = v.object({
  customerLevel: v.number(),
  ritmitosAvailable: v.number(),
  ritmitosInOrders: v.number(),
  ritmitosToExpire: v.number(),
});
export type LoyaltySummary = v.InferOutput<typeof LoyaltySummarySchema>;

export const CustomerPreferencesSchema = v.object({
  contactName: v.string(),
  contactPhone: v.string(),
  receivePromotions: v.boolean(),
  receiveNews: v.boolean(),
});

/** User session as answered by every sign-in call. `isActive`: contact name and phone given. */
export const SessionSchema = v.object({
  token: v.string(),
  user: v.object({ id: v.number(), code: v.string(), email: v.string() }),
  preferences: CustomerPreferencesSchema,
  isActive: v.boolean(),
  loyalty: LoyaltySummarySchema,
  createdAt: v.string(),
});
export type Session = v.InferOutput<typeof SessionSchema>;

/** Token payload. */
export const TokenPayloadSchema = v.object({ id: v.number(), code: v.string(), email: v.string(), exp: v.number() });
export type TokenPayload = v.InferOutput<typeof TokenPayloadSchema>;

/** Account response: name, phone, preferences, loyalty (plus e-mail and activity). */
export const AccountSchema = v.object({
  id: v.number(),
  code: v.string(),
  email: v.string(),
  name: v.string(),
  phone: v.string(),
  isActive: v.boolean(),
  createdAt: v.string(),
  preferences: v.object({ receivePromotions: v.boolean(), receiveNews: v.boolean() }),
  loyalty: LoyaltySummarySchema,
});
export type Account = v.InferOutput<typeof AccountSchema>;

export const LoginStartBodySchema = v.object({ email: EmailSchema });
export const LoginEndBodySchema = v.object({ email: EmailSchema, code: LoginCodeSchema });
/** A session, or the string error_date when the code has expired. */
export const LoginEndAnswerSchema = v.union([SessionSchema, v.literal('error_date')]);
export const LoginGoogleBodySchema = v.object({ code: v.pipe(v.string(), v.minLength(16), v.maxLength(200)) });
export const LoginLinkBodySchema = v.object({ loginFromLinkCode: v.pipe(v.string(), v.minLength(16), v.maxLength(200)) });
/** Login emulate: a token string (longer than 11 characters) or error_date. */
export const LoginEmulateAnswerSchema = v.string();

export const AccountPatchBodySchema = v.object({
  name: v.pipe(TextSchema, v.trim(), v.check(isValidContactName, 'Name must have a minimum of 4 characters.'), v.maxLength(120)),
  phone: v.pipe(TextSchema, v.trim(), v.check(isValidPhone, 'Telephone number with a minimum of 9 numbers.'), v.maxLength(30)),
});
/** One of receivePromotions or receiveNews. */
export const PreferencesPatchBodySchema = v.pipe(
  v.object({ receivePromotions: v.optional(FlexibleBooleanSchema), receiveNews: v.optional(FlexibleBooleanSchema) }),
  v.check((body) => body.receivePromotions !== undefined || body.receiveNews !== undefined, 'Send receivePromotions or receiveNews'),
);

export const LoyaltyMovementSchema = v.object({
  id: v.number(),
  date: v.string(),
  kind: v.picklist(['earned', 'spent', 'referral', 'expired', 'reserved', 'released']),
  amount: v.number(),
  description: v.string(),
  expiresAt: v.nullable(v.string()),
});
export const LoyaltySchema = v.object({
  history: v.array(LoyaltyMovementSchema),
  customerLevel: v.number(),
  ritmitosAvailable: v.number(),
  ritmitosInOrders: v.number(),
  ritmitosToExpire: v.number(),
  /** Earliest date among the credits that expire within 15 days, or null. */
  toExpireBy: v.nullable(v.string()),
});
export type Loyalty = v.InferOutput<typeof LoyaltySchema>;

export const FriendInviteBodySchema = v.object({
  friendEmail: EmailSchema,
  friendName: v.pipe(TextSchema, v.trim(), v.minLength(FRIEND_NAME_MIN), v.maxLength(120)),
});
/** Friend result codes: 0 invited, 1 already an active customer, 2 already invited. */
export const FriendInviteAnswerSchema = v.picklist([0, 1, 2]);

export const ReviewBodySchema = v.object({
  productCode: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,20}$/, 'Invalid product code')),
  rating: v.pipe(FlexibleIntegerSchema, v.minValue(1), v.maxValue(5)),
});
export const ReviewAnswerSchema = v.object({ productCode: v.string(), rating: v.number(), ratingCount: v.number(), myRating: v.number() });

/** Address. */
export const AddressSchema = v.object({
  addressId: v.number(),
  contactFullName: v.string(),
  contactPhone: v.string(),
  addressLine1: v.string(),
  addressLine2: v.string(),
  cp: v.string(),
  city: CodeNameSchema,
  province: CodeNameSchema,
  notes: v.string(),
  isDefault: v.boolean(),
});
export type Address = v.InferOutput<typeof AddressSchema>;
export const AddressListSchema = v.array(AddressSchema);
/** Address form rules; names come from the server's own city and province lists. */
export const AddressBodySchema = v.object({
  addressId: NewOrFlexibleIdSchema,
  contactFullName: v.pipe(TextSchema, v.trim(), v.minLength(1, 'Check the data, all fields are mandatories.'), v.maxLength(120)),
  contactPhone: v.pipe(TextSchema, v.trim(), v.check(isValidPhone, 'Telephone number with a minimum of 9 numbers.'), v.maxLength(30)),
  addressLine1: v.pipe(TextSchema, v.trim(), v.minLength(1, 'Check the data, all fields are mandatories.'), v.maxLength(200)),
  addressLine2: v.optional(v.pipe(TextSchema, v.trim(), v.maxLength(200)), ''),
  cp: v.pipe(TextSchema, v.trim(), v.minLength(POSTCODE_MIN), v.maxLength(POSTCODE_MAX)),
  city: v.object({ code: v.pipe(TextSchema, v.maxLength(10)), name: v.optional(v.pipe(TextSchema, v.maxLength(200)), '') }),
  province: v.object({ code: v.pipe(TextSchema, v.maxLength(10)), name: v.optional(v.pipe(TextSchema, v.maxLength(200)), '') }),
  notes: v.optional(v.pipe(TextSchema, v.maxLength(500)), ''),
  isDefault: v.optional(FlexibleBooleanSchema, false),
});
export const AddressDeletedSchema = v.object({ addressId: v.number() });

export const DevMailSchema = v.object({
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  code: v.nullable(v.string()),
  link: v.nullable(v.string()),
  createdAt: v.string(),
});
export const DevOutboxSchema = v.array(DevMailSchema);
