import * as v from 'valibot';
import { isValidLoginCode } from '../../domain/validation';

/**
 * The sign-in fields the customer's and the staff's sign-in share: apart from the account schemas, so the
 * staff contract's chunk needs no other on the board's first load.
 */
export const LoginCodeSchema = v.pipe(v.string(), v.trim(), v.check(isValidLoginCode, 'The access code is not correct, please try again.'), v.toUpperCase());

export const LoginStartAnswerSchema = v.object({ expiresInSeconds: v.number() });
