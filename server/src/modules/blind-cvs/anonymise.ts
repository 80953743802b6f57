import type { CvData } from '@common/cv-data';
import { safeFileStem } from '../processing/output-names';

/**
 * Blind CVs (issue 11, docs/decisions/014-blind-cvs.md): what a client receives carries no email,
 * phone, street address, profile URL or date of birth, and the candidate is 'Jane D.'. Pure functions
 * over CvData and over a rendered DOCX; the redaction check (check-redaction.ts) verifies the result.
 */

const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'professor', 'sir', 'dame', 'herr', 'frau', 'mme', 'mlle', 'sr', 'sra', 'srta', 'ing', 'dipl']);
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'msc', 'mba', 'bsc', 'ba', 'ma', 'cpa', 'acca', 'aca', 'cfa', 'pe', 'md']);
/** Surname particles: part of the surname, but too common as words to search for on their own. */
const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'del', 'della', 'da', 'das', 'dos', 'du', 'di', 'la', 'le', 'el', 'al', 'bin', 'ibn', 'ter', 'ten', 'y', 'e']);

const bare = (word: string) => word.toLowerCase().replace(/[.,]/g, '');

/** The words of a person's name without titles ('Dr.') or letters after it ('PhD'). */
function nameWords(name: string | null | undefined): string[] {
  const words = (name ?? '')
    .normalize('NFC')
    .replace(/[,()]/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  while (words.length > 1 && HONORIFICS.has(bare(words[0]))) words.shift();
  while (words.length > 1 && SUFFIXES.has(bare(words[words.length - 1]))) words.pop();
  return words;
}

/** The candidate's surname words ('de la Cruz' → ['Cruz']; 'Doe-Smith' → ['Doe-Smith', 'Doe', 'Smith']), without particles. */
export function surnameWords(name: string | null | undefined): string[] {
  const words = nameWords(name).slice(1);
  const out = new Set<string>();
  for (const word of words) {
    const clean = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    if (!clean || PARTICLES.has(clean.toLowerCase())) continue;
    out.add(clean);
    for (const part of clean.split(/[-‐‑'’]/)) if (part && part !== clean && !PARTICLES.has(part.toLowerCase())) out.add(part);
  }
  return [...out];
}

/** 'Jane Mary Doe' → 'Jane D.'; a single name stays as it is; no name → null. */
export function shortCandidateName(name: string | null | undefined): string | null {
  const words = nameWords(name);
  if (words.length === 0) return null;
  const first = words[0].replace(/[,.]+$/, '');
  if (words.length === 1) return first;
  const last = words[words.length - 1];
  const initial = [...last.replace(/^[^\p{L}]+/u, '')][0]?.toLocaleUpperCase() ?? '';
  return initial ? `${first} ${initial}.` : first;
}

/**
 * The candidate part of output file names in blind mode: 'Jane D.' (the trailing dot stays: it is
 * followed by ' - Template.docx'); never the uploaded file's name, which often is the full name.
 */
export function anonymisedFileLabel(name: string | null | undefined): string {
  const words = nameWords(name);
  const first = safeFileStem(words[0] ?? '');
  if (!first) return 'Candidate';
  const short = shortCandidateName(name) ?? first;
  const initial = short.endsWith('.') ? safeFileStem(short.slice(short.lastIndexOf(' ') + 1, -1)) : '';
  return initial ? `${first} ${initial}.` : first;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
// Scheme URLs, www. addresses, and bare domains with a path (linkedin.com/in/jane, github.com/jane).
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|io|dev|me|co|uk|de|fr|es|info|app|page|site|xyz)(?:\/[^\s<>"')\]]*)+/giu;
const PHONE_CANDIDATE = /(?:\+|\b00|\()?\d[\d\s().\-/]{5,}\d/g;
const LABELLED_DOB =
  /\b(?:date\s+of\s+birth|d\.?\s?o\.?\s?b\.?|birth\s*date|born(?:\s+on)?|geburtsdatum|geboren(?:\s+am)?|date\s+de\s+naissance|n[ée]e?\s+le|fecha\s+de\s+nacimiento|nacid[oa]\s+el)(?!\p{L})\s*[:\-–]?\s*(?=[^\n;|•]{0,40}\d)[^\n;|•]*?(?=$|[\n;|•]|\.\s|,\s+(?!\d))/giu;
const AGE = /(?:\b(?:age|alter|edad)|âge)\s*:\s*\d{2}\b(?:\s*(?:years?|yrs|jahre|ans|años))?|\baged\s+\d{2}\b(?!\s*[-–])/giu;

/** True for a run of digits that reads as a phone number rather than a year range, a date or an amount. */
export function isPhoneLike(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  const groups = candidate.match(/\d+/g) ?? [];
  // 2015 – 2018, 2019-01-15, 01/2019 - 12/2020: dates, not phones.
  if (groups.every((g) => /^(19|20)\d\d$/.test(g) || (g.length <= 2 && Number(g) <= 31))) return false;
  // A number written with a leading +, 00, ( or 0, or long enough, is a phone; '2 000 000' is an amount.
  return /^(?:\+|00|\(|0)/.test(candidate) || digits.length >= 9;
}

export function scrubPhones(text: string): string {
  return text.replace(PHONE_CANDIDATE, (match) => (isPhoneLike(match.trim()) ? '' : match));
}

/** The words of the surname as a whole-word, case-insensitive pattern. */
export function wholeWordPattern(word: string, flags = 'giu'): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, flags);
}

/** Identity of the candidate as the original CV gives it: what must not appear in blind outputs. */
export interface CandidateIdentity {
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** Free text with contact details, profile URLs, dates of birth and the surname taken out. */
export function scrubText(text: string, identity: CandidateIdentity): string {
  let out = text;
  if (identity.email) out = out.split(identity.email).join('');
  // A sentence's full stop after a URL is not part of it.
  out = out.replace(EMAIL, '').replace(URL_PATTERN, (url) => url.match(/[.,;:!?]+$/)?.[0] ?? '').replace(LABELLED_DOB, '').replace(AGE, '');
  out = scrubPhones(out);
  const short = shortCandidateName(identity.name);
  if (identity.name && short) out = out.replace(wholeWordPattern(identity.name.trim()), short);
  for (const surname of surnameWords(identity.name)) {
    if ([...surname].length < 2) continue;
    out = out.replace(wholeWordPattern(surname), `${[...surname][0].toLocaleUpperCase()}.`);
  }
  return tidy(out);
}

/** Separators and labels left dangling once their value was removed ('Email: | Phone: '). */
function tidy(text: string): string {
  return text
    .replace(/\b(?:e-?mail|phone|tel(?:ephone)?|mobile|cell|linkedin|website|web|github|url|address)\s*:\s*(?=$|[\n|•,;])/gimu, '')
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/[ \t]*([|•·,;])[ \t]*(?:[|•·,;][ \t]*)+/g, '$1 ')
    .replace(/^[ \t]*[|•·,;:][ \t]*|[ \t]*[|•·,;:][ \t]*$/gm, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:])/g, '$1')
    .replace(/([.;:])(?:\s*[.;:])+/g, '$1')
    .replace(/^[\s.,;:]+/, '')
    .trim();
}

const STREET_WORDS =
  /\b(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|way|close|court|ct|place|pl|boulevard|blvd|terrace|crescent|square|sq|gardens|grove|mews|row|hill|park|flat|apt|apartment|suite|unit|floor|house|building|po box|p\.?o\.? box|strasse|straße|str|weg|platz|gasse|allee|rue|chemin|impasse|calle|avda|avenida|plaza|paseo|carrer|via|viale|piazza|rua)\b\.?/iu;

/**
 * A location reduced to city and country: street-level parts (house numbers, street names, flat
 * numbers, postcodes) removed. '12 Baker Street, London NW1 6XE, UK' → 'London, UK'.
 */
export function cityLevelLocation(location: string | null | undefined): string | null {
  if (!location) return null;
  const parts = location
    .split(/[,\n;|]/)
    .map((part) => part.replace(/\S*\d\S*/g, ' ').replace(/\s+/g, ' ').trim())
    .filter((part) => part && /\p{L}/u.test(part) && !STREET_WORDS.test(part));
  const kept = parts.slice(-2).join(', ');
  return kept || null;
}

/** A CV's data ready for a blind CV: contact details gone, the name shortened, free text scrubbed. */
export function anonymiseCvData(data: CvData, identity: CandidateIdentity = data): CvData {
  const scrub = (value: string | null) => {
    if (value === null) return null;
    const clean = scrubText(value, identity);
    return clean || null;
  };
  const scrubList = (values: string[]) => values.map((v) => scrubText(v, identity)).filter(Boolean);
  return {
    ...data,
    name: shortCandidateName(identity.name ?? data.name),
    email: null,
    phone: null,
    linkedin: null,
    website: null,
    location: cityLevelLocation(data.location),
    summary: scrub(data.summary),
    currentTitle: scrub(data.currentTitle),
    experience: data.experience.map((entry) => ({
      ...entry,
      title: scrub(entry.title),
      company: scrub(entry.company),
      location: cityLevelLocation(entry.location),
      highlights: scrubList(entry.highlights),
    })),
    education: data.education.map((entry) => ({ ...entry, institution: scrub(entry.institution), degree: scrub(entry.degree), field: scrub(entry.field) })),
    skills: scrubList(data.skills),
    certifications: scrubList(data.certifications),
    languages: scrubList(data.languages),
  };
}
