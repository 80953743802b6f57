import { z } from 'zod';
import { AGENCY_FIELD_LIMITS } from './settings-limits';

export { AGENCY_FIELD_LIMITS };

const field = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
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
