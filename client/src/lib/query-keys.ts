/**
 * The query keys more than one feature reads, prefetches or refreshes, in one place so a refresh
 * after a change reaches every screen that shows the data. A key is its URL: the default loader GETs
 * the key's first element (docs/PRODUCT.md §7). Keys only one feature uses stay in its api.ts.
 */
export const USER_QUERY_KEY = ['/api/user'] as const;
export const UPLOADED_CVS_KEY = ['/api/uploaded-cvs'] as const;
export const TEMPLATES_KEY = ['/api/templates'] as const;
export const JOBS_KEY = ['/api/processing-jobs'] as const;
export const PROCESSED_FILES_KEY = ['/api/processed-files'] as const;
export const DASHBOARD_STATS_KEY = ['/api/dashboard/stats'] as const;
export const CV_ANALYTICS_KEY = ['/api/cv-analytics'] as const;
export const ADMIN_ACCESS_KEY = ['/api/admin/check-access'] as const;
export const ADMIN_USERS_KEY = ['/api/admin/users'] as const;
