/**
 * Longest values of the agency details: enough for any real name, short enough for a CV header.
 * Kept apart from the zod schemas so the Settings page can use them without loading zod.
 */
export const AGENCY_FIELD_LIMITS = { consultantName: 100, consultantEmail: 254, consultantPhone: 40, agencyName: 120 } as const;
