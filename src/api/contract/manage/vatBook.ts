/** The back office's vat book calls. */
export const vatBookEndpoints = {} as const;
