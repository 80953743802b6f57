/**
 * Longest values of the agency details: enough for any real name, short enough for a CV header.
 * Kept apart from the zod schemas so the Settings page can use them without loading zod.
 */
export const AGENCY_FIELD_LIMITS = { consultantName: 100, consultantEmail: 254, consultantPhone: 40, agencyName: 120 } as const;

/** The largest agency logo accepted (PNG or JPEG): plenty for a sharp logo on a report. */
export const MAX_AGENCY_LOGO_BYTES = 1024 * 1024;
/** What the logo file picker offers; the server still checks the bytes. */
export const AGENCY_LOGO_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';
