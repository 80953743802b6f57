import { MAX_AGENCY_LOGO_BYTES } from '@common/contracts/settings-limits';
import { MAX_LOGO_PIXELS_PER_SIDE } from '../../rendering/logo-image';

const MAX_MB = Math.round(MAX_AGENCY_LOGO_BYTES / 1024 / 1024);

/** What Settings shows when a logo is refused: what is wrong and what to do. */
export const AGENCY_LOGO_MESSAGES = {
  required: 'Choose a PNG or JPEG file for the logo.',
  wrongType: (filename: string) => `"${filename}" is not a PNG or JPEG image. Upload the logo as a .png or .jpg file (SVG, GIF, WebP and other formats are not accepted).`,
  tooLarge: (filename: string) => `"${filename}" is larger than ${MAX_MB} MB, the limit for a logo. Save a smaller copy (600 pixels wide is plenty) and upload it again.`,
  corrupt: (filename: string, detail: string) => `"${filename}" could not be read as an image (${detail}). Save it again as PNG or JPEG and upload it again.`,
  tooManyPixels: (filename: string, detail: string) =>
    `"${filename}" is too large (${detail}): a logo may be at most ${MAX_LOGO_PIXELS_PER_SIDE} × ${MAX_LOGO_PIXELS_PER_SIDE} pixels. Save a smaller copy and upload it again.`,
  none: 'There is no agency logo to remove.',
  notFound: 'No agency logo has been uploaded.',
};
