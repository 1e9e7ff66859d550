/** The back office's customers calls. */
export const supportEndpoints = {} as const;
