import { z } from 'zod';
import { cleanLine } from '../input-text';
import { AGENCY_FIELD_LIMITS, AGENCY_LOGO_ACCEPT, MAX_AGENCY_LOGO_BYTES } from './settings-limits';

export { AGENCY_FIELD_LIMITS, AGENCY_LOGO_ACCEPT, MAX_AGENCY_LOGO_BYTES };

const field = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .overwrite(cleanLine)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);

/**
 * The agency details a recruiter's templates show through ConsultantName, ConsultantEmail,
 * ConsultantPhone and AgencyName (GET/PUT /api/settings/agency-profile). Empty means "leave blank".
 */
export const agencyProfileSchema = z.object({
  consultantName: field('Consultant name', AGENCY_FIELD_LIMITS.consultantName).default(''),
  consultantEmail: field('Consultant email', AGENCY_FIELD_LIMITS.consultantEmail)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Consultant email must be a valid email address.')
    .default(''),
  consultantPhone: field('Consultant phone', AGENCY_FIELD_LIMITS.consultantPhone)
    .refine((value) => value === '' || /^[+()\d][\d\s().\-/]*(?:\s*(?:ext\.?|x)\s*\d+)?$/i.test(value), 'Consultant phone may only contain digits, spaces and + ( ) - . /')
    .default(''),
  agencyName: field('Agency name', AGENCY_FIELD_LIMITS.agencyName).default(''),
});
export type AgencyProfile = z.infer<typeof agencyProfileSchema>;

/** The agency logo as the API describes it; the image itself is GET /api/settings/agency-logo. */
export const agencyLogoSchema = z.object({
  contentType: z.enum(['image/png', 'image/jpeg']),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type AgencyLogo = z.infer<typeof agencyLogoSchema>;

/** GET/PUT /api/settings/agency-profile answer with the details and the logo (null when none). */
export const agencyProfileViewSchema = agencyProfileSchema.extend({ logo: agencyLogoSchema.nullable() });
export type AgencyProfileView = z.infer<typeof agencyProfileViewSchema>;
