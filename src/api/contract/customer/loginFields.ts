import * as v from 'valibot';
import { isValidLoginCode, normalLoginCode } from '../../../domain/text/validation';

/**
 * The sign-in fields the customer's and the staff's sign-in share: apart from the account schemas, so the
 * staff contract's chunk needs no other on the board's first load.
 */
/** The code without blanks (a pasted one may bring them), upper case. */
export const LoginCodeSchema = v.pipe(v.string(), v.check(isValidLoginCode, 'The access code is not correct, please try again.'), v.transform(normalLoginCode));

export const LoginStartAnswerSchema = v.object({ expiresInSeconds: v.number() });
