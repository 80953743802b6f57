export const ROLES = ['user', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** The built-in administrator's id (docs/PRODUCT.md §3, §6): the admin panel is its alone. */
export const BUILT_IN_ADMIN_ID = 'admin';
