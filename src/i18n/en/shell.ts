/** The dashboard shell: sidebar, top bar, user card and the customer areas' frames. */
export const shell = {} as const;
