import type { AgencyLogo, AgencyProfile, AgencyProfileView } from '@common/contracts/settings';
import type { AgencyLogoRecord } from '../../db/schema';

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

/** The logo as the API describes it: never its storage key. */
export function presentAgencyLogo(logo: AgencyLogoRecord | null | undefined): AgencyLogo | null {
  if (!logo) return null;
  return { contentType: logo.type === 'png' ? 'image/png' : 'image/jpeg', width: logo.width, height: logo.height, size: logo.size, uploadedAt: logo.uploadedAt };
}

/** GET/PUT /api/settings/agency-profile: the details and the logo. */
export function presentAgencyProfileView(user: { agencyProfile: Record<string, string> | null | undefined; agencyLogo: AgencyLogoRecord | null | undefined }): AgencyProfileView {
  return { ...presentAgencyProfile(user.agencyProfile), logo: presentAgencyLogo(user.agencyLogo) };
}
