import type { AgencyProfile } from '@common/contracts/settings';

/** The user's agency details as the API shows them: the four fields, empty when never set. */
export function presentAgencyProfile(stored: Record<string, string> | null | undefined): AgencyProfile {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    consultantName: text(stored?.consultantName),
    consultantEmail: text(stored?.consultantEmail),
    consultantPhone: text(stored?.consultantPhone),
    agencyName: text(stored?.agencyName),
  };
}
