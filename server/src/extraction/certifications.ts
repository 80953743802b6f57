import { findDateRange, findSingleDate } from './dates';
import { INSTITUTION_WORDS } from './lexicon/roles';
import { headingKind } from './sections';
import { cleanFragment, fold, isBullet, stripBullet, wordCount } from './text-utils';

/** One certification per line of a certifications section, without its date. */
export function extractCertifications(lines: string[]): string[] {
  const found: string[] = [];
  for (const raw of joinWrapped(lines)) {
    let text = stripBullet(raw).replace(/\t+/g, ' | ');
    const range = findDateRange(text) ?? findSingleDate(text);
    if (range) text = text.slice(0, range.index) + text.slice(range.index + range.length);
    text = cleanFragment(text.replace(/\(\s*\)/g, '').replace(/\s*\|\s*$/, ''));
    text = text.replace(/\s*\|\s*/g, ', ').replace(/,\s*$/, '');
    // "University of British Columbia – Sauder School of Business": a school under "Professional Development" is where a
    // course was taken, not a credential.
    if (INSTITUTION_WORDS.test(fold(text)) && !NAMED_CREDENTIAL.test(text) && !CREDENTIAL.test(text.replace(INSTITUTION_WORDS, ''))) continue;
    for (const item of credentialList(text) ?? [withoutIssuer(text)]) {
      if (!item || wordCount(item) > 16 || /^(?:issued|expires|credential id)/i.test(item)) continue;
      // A sentence (a project's description, a course's content) is not a named credential.
      if (/[.!?]$/.test(item) && wordCount(item) > 6) continue;
      if (!found.some((cert) => cert.toLowerCase() === item.toLowerCase())) found.push(item);
    }
  }
  return found;
}

/**
 * "Certificaciones Técnicas Certificación en Python, Certificación en AWS": several credentials on one
 * line, each named as one, after a label that repeats the section's heading. Null when the line is one
 * credential ("AWS Certified Security, Amazon Web Services").
 */
function credentialList(text: string): string[] | null {
  const items = text.split(/\s*[,;]\s+/);
  // Each item must say it is a credential: "Oracle Certified Professional, Java SE 8 Programmer" is one.
  if (items.length < 2 || !items.every((item) => NAMED_CREDENTIAL.test(item) && wordCount(item) >= 2 && !ISSUER.test(item))) return null;
  const words = items[0].split(/\s+/);
  for (let cut = Math.min(3, words.length - 2); cut >= 1; cut--) {
    if (headingKind(words.slice(0, cut).join(' ')) === 'certifications') {
      items[0] = words.slice(cut).join(' ');
      break;
    }
  }
  return items;
}

/** Joins a name wrapped in a narrow column ("Google Analytics Individual / Qualification"). */
function joinWrapped(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const text = line.trim();
    const previous = out[out.length - 1];
    // "AWS Certified Developer / Amazon Web Services / 2019": the issuer's own line names who awarded the one above.
    if (previous !== undefined && ISSUER.test(text)) continue;
    const isContinuation = previous !== undefined && !isBullet(text) && wordCount(text) <= 2 && !/^[A-Z0-9]{2,}\b/.test(text) && !/[)\d]$/.test(previous) && (/^[a-z(]/.test(text) || wordCount(previous) >= 3);
    if (isContinuation) out[out.length - 1] = `${previous} ${text}`;
    else out.push(text);
  }
  return out;
}

/** Who issues credentials, and the status words printed after one: what follows the credential's name. */
const ISSUER = /^(?:coursera|udemy|edx|datacamp|codecademy|codeacademy|linkedin learning|pluralsight|udacity|khan academy|freecodecamp|amazon web services(?: \(aws\))?|aws|microsoft|google(?: cloud)?|oracle|cisco|comptia|isc2|\(isc\)2|isaca|pmi|axelos|scrum\.org|scrum alliance|cncf|linux foundation|the linux foundation|red hat|salesforce|hashicorp|ibm|apple(?: support)?|meta|garp|cfa institute|acca|cima|icaew|sap|adobe|tableau|itil|iso|tüv|tuv|ihk|charterholder|holder|active|expired|in progress|issued|valid)(?:\s*\([^)]*\))?[.,]?$/i;

/**
 * "AWS Certified Security, Amazon Web Services (AWS)", "Chartered Financial Analyst (CFA) - Charterholder",
 * "SQL Fundamentals Track, Datacamp": the credential is the part before its issuer or status.
 */
function withoutIssuer(text: string): string {
  const match = /^(.+?)(?:,\s+|\s+[-–—|]\s+)(.+)$/.exec(text);
  if (!match) return text;
  const [, name, after] = match;
  if (ISSUER.test(after.trim())) return name.trim();
  // "AWS, AWS Certified Solutions Architect": a table row with the issuer's column first.
  if (ISSUER.test(name.trim()) && CREDENTIAL.test(after)) return after.trim();
  // "Certified Kubernetes Administrator, CNCF": a credential's name, then words naming no credential.
  return CREDENTIAL.test(name) && !CREDENTIAL.test(after.replace(/\([A-Z]{2,}\)/g, '')) && !/\d/.test(after) && after.split(/\s+/).length <= 4 ? name.trim() : text;
}

/** Words only a credential's name holds. */
const NAMED_CREDENTIAL = /\b(?:certifi\w*|certificat\w*|zertifi\w*|certifica\w*|licen[cs]\w*|chartered|diploma)\b/i;

/** Words that make a phrase a credential's name ("AWS Certified Developer", "Google IT Support Professional Certificate"). */
const CREDENTIAL = /\b(?:certifi\w*|certificat\w*|zertifi\w*|certifica\w*|licen[cs]\w*|chartered|diploma|professional|associate|specialist|administrator|developer|architect|engineer|programmer|practitioner|expert|master|foundation)\b|\([A-Z]{2,}[A-Za-z-]*\)/i;
