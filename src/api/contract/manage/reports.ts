/** The back office's sales calls. */
export const reportsEndpoints = {} as const;
