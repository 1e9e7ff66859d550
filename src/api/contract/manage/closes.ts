/** The back office's day's close calls. */
export const closesEndpoints = {} as const;
