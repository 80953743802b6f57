import { findPhoneNumbersInText, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,24}/;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/([A-Za-z0-9_%-]+)\/?/i;
const URL = /\b(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|me|co|uk|de|fr|es|eu|info|tech|app|site|online|ch|nl|at|be|ca|au|in)(?:\/[^\s,;|)]*)?)/i;
const PHONE_LABEL = /\b(?:phone|tel|telephone|mobile|mob|cell|handy|telefon|movil|tel[eé]fono|portable|m)\b\.?\s*[:.]?/i;

export function findEmail(text: string): string | null {
  return EMAIL.exec(text)?.[0].replace(/\.$/, '') ?? null;
}

export function findLinkedin(text: string): string | null {
  const match = LINKEDIN.exec(text);
  return match ? `https://www.linkedin.com/in/${match[1].replace(/\/$/, '')}` : null;
}

/** A personal website or portfolio (GitHub, own domain); never LinkedIn, an e-mail domain or a job board. */
export function findWebsite(text: string): string | null {
  for (const line of text.split('\n')) {
    const cleaned = line.replace(new RegExp(EMAIL.source, 'g'), ' ');
    const match = URL.exec(cleaned);
    if (!match) continue;
    const url = match[1].replace(/[.,]$/, '');
    if (/linkedin\.com|indeed\.com|facebook\.com|twitter\.com|x\.com\/|instagram\.com/i.test(url)) continue;
    // "Node.js", "ASP.NET" and the like are not websites: require a slash, www or a known host.
    if (!/\//.test(url) && !/^www\./i.test(match[0]) && !/https?:/i.test(match[0]) && !/^(github|gitlab|behance|dribbble)\./i.test(url)) {
      if (!/^[a-z0-9-]+\.(?:com|dev|io|me|net|org)$/i.test(url) || /\.(js|net)$/i.test(url)) continue;
    }
    return /^https?:/i.test(match[0]) ? match[0].replace(/[.,]$/, '') : `https://${url}`;
  }
  return null;
}

/**
 * The first valid phone number in the lines, parsed with libphonenumber so international forms
 * ("+49 30 1234567", "(020) 7946 0958", "+1-415-555-0132") are all recognised; formatted
 * internationally. `country` helps numbers written without a country code.
 */
export function findPhone(lines: string[], country: CountryCode | null): string | null {
  const regions: (CountryCode | undefined)[] = [...new Set([country ?? undefined, undefined, 'US', 'GB', 'IN'] as (CountryCode | undefined)[])];
  // Labelled lines first ("Mobile: …"), then any line.
  const ordered = [...lines.filter((line) => PHONE_LABEL.test(line)), ...lines];
  for (const region of regions) {
    for (const line of ordered) {
      if (!/\d{3}/.test(line)) continue;
      const text = line.replace(new RegExp(EMAIL.source, 'g'), ' ');
      for (const found of findPhoneNumbersInText(text, region ? { defaultCountry: region } : undefined)) {
        const digits = found.number.nationalNumber.length;
        if (digits < 7) continue;
        if (/^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(text.slice(found.startsAt, found.endsAt).trim())) continue;
        return found.number.formatInternational();
      }
    }
  }
  // Numbering plans change (Bogotá went to 10 digits in 2021): a number written with its country
  // code and a possible length is still the candidate's number, even if no longer "valid".
  for (const line of ordered) {
    for (const match of line.matchAll(/\+\d{1,3}[\d\s().-]{6,17}\d/g)) {
      const number = parsePhoneNumberFromString(match[0]);
      if (number?.isPossible()) return number.formatInternational();
    }
  }
  return null;
}
