import * as v from 'valibot';

// Parts of the signed-in tables (customerEndpoints, staffEndpoints), kept out of the modules a visitor's
// first load carries.

/** The body of a POST that sends nothing but its path. */
export const EMPTY_BODY = v.object({});

/** What a logout answers, the customer's and the staff member's. */
export const LoggedOutSchema = v.object({ loggedOut: v.boolean() });
