/** The back office's orders and refunds calls. */
export const refundsEndpoints = {} as const;
