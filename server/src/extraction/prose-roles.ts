import type { ExperienceEntry } from '@common/cv-data';
import { findDateRange } from './dates';
import { companyScore, titleScore } from './header-parts';
import { isKnownCity, lookupCountry } from './lexicon/locations';
import { lookupSkill } from './lexicon/skills';
import { cleanFragment, fold, stripBullet, wordCount } from './text-utils';

/**
 * Roles written as prose rather than as headers: "Worked as Software Engineer with Prolifics Ltd
 * from Dec 2015", "Working with Acme Corp as Team Lead since 2019", "21 months of experience in
 * ADFC as Phone Banker". Each pattern needs both a role word in the title and a capitalised
 * employer, so ordinary sentences do not turn into entries.
 */

/** An employer as prose names it: capitalised words, "of/and/&" inside, "Pvt. Ltd." and "Inc." at the end. */
const COMPANY = String.raw`((?:the\s+)?[\p{Lu}\d][\p{L}\d&'’.-]*(?:\s+(?:(?:of|and|&|for|de|the)\s+)?(?:\(?[\p{Lu}\d][\p{L}\d&'’.-]*\)?))*)`;
const TITLE = String.raw`((?:an?\s+)?[\p{L}][\p{L}.&/'’ -]{1,60}?)`;
/** A title that ends the phrase: taken whole, up to punctuation, then cut at "in the …", "for …". */
const TRAILING_TITLE = String.raw`((?:an?\s+)?[\p{L}][\p{L}.&/'’ -]{1,60})`;
/** Case-insensitive keywords inside patterns that must stay case-sensitive for the employer's capitals. */
const ci = (source: string) => source.replace(/(?<!\\)[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`);
const LEAD = ci(String.raw`(?:^|\b)(?:presently\s+|currently\s+|present\s+|now\s+)?`);
const WORK = ci(String.raw`(?:work(?:ed|ing)?|employed|serv(?:ed|ing)|join(?:ed)?|associated|engaged)`);
const EXPERIENCE = ci('experience');

const PATTERNS: { regex: RegExp; title: number; company: number }[] = [
  // "Worked as Software Engineer with/at/in/for Prolifics Corporation Limited"
  { regex: new RegExp(`${LEAD}${WORK}\\s+as\\s+${TITLE}\\s+(?:with|at|in|for|under|on\\s+the\\s+role\\s+of)\\s+${COMPANY}`, 'u'), title: 1, company: 2 },
  // "Working with Apple Inc as Senior Developer", "Joined Infosys as Trainee"
  { regex: new RegExp(`${LEAD}${WORK}\\s+(?:with|at|in|for)?\\s*${COMPANY}\\s+as\\s+${TRAILING_TITLE}`, 'u'), title: 2, company: 1 },
  // "21 months of experience in ADFC as Phone Banker"
  { regex: new RegExp(`${EXPERIENCE}\\s+(?:in|at|with)\\s+${COMPANY}\\s+as\\s+${TRAILING_TITLE}`, 'u'), title: 2, company: 1 },
  // "8 years of experience as SAP ABAP Developer in/at/with Tech Mahindra"
  { regex: new RegExp(`${EXPERIENCE}\\s+as\\s+${TITLE}\\s+(?:with|at|in|for)\\s+${COMPANY}`, 'u'), title: 1, company: 2 },
  // "Past Organization: Tata Consultancy Services as SAP CRM consultant"
  { regex: new RegExp(`${ci('organi')}[sSzZ]${ci('ation')}\\s*:\\s*${COMPANY}\\s+as\\s+${TRAILING_TITLE}`, 'u'), title: 2, company: 1 },
];

/** Words that end an employer's name in a sentence. */
const COMPANY_END = /\s+(?:from|since|as|till|until|during|to|where|which|with|on|in|at|for|under|through|and|&)(?:\s.*)?$/i;
const TITLE_END = /\s+(?:from|since|till|until|during|where|which|and\s+(?:was|am|is|have|has|had|i)|in|at|for|with|to|on|under|of\s+(?:the|a|an)|through)\s.*$/i;
const LEGAL_DOT = /\b(?:pvt|ltd|inc|co|corp|llc|plc|p)\.$/i;
const NOT_AN_EMPLOYER = /^(?:the\s+)?(?:team|company|organi[sz]ation|client|project|department|industry|field|domain|role|position|process|office|it|i|my|our|a|an|this|that|various|multiple|different|\d+)$/i;

function cleanCompany(raw: string): string | null {
  let company = raw.replace(COMPANY_END, '').trim();
  // A full stop ends the sentence unless it closes "Pvt. Ltd." or "Inc.".
  company = company.replace(/\.(?=\s|$)/g, (dot, offset: number) => (LEGAL_DOT.test(company.slice(0, offset + 1)) ? dot : '\u0000')).split('\u0000')[0];
  company = cleanFragment(company.replace(/^the\s+/i, (the) => (/^The/.test(the) ? the : '')));
  if (!company || company.length < 2 || wordCount(company) > 8 || NOT_AN_EMPLOYER.test(company)) return null;
  if (!/^[\p{Lu}\d]/u.test(company) || lookupSkill(company) || isKnownCity(company) || lookupCountry(company)) return null;
  if (titleScore(company) > 0 && companyScore(company) < 1) return null;
  return company;
}

function cleanTitle(raw: string): string | null {
  const title = cleanFragment(`${raw} `.replace(TITLE_END, '').replace(/^an?\s+/i, '')).replace(/(?<!\b(?:sr|jr|asst|mgr))\.$/i, '');
  if (!title || wordCount(title) > 6 || titleScore(title) === 0 || /\d/.test(title)) return null;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

export interface ProseRole {
  title: string;
  company: string;
  startDate: string | null;
  endDate: string | null;
  current: boolean;
}

/** Roles stated in sentences, in order, each with the dates its sentence gives. */
export function findProseRoles(texts: string[]): ProseRole[] {
  const roles: ProseRole[] = [];
  for (const raw of texts) {
    const text = stripBullet(raw);
    if (text.length > 400 || !/\b(?:as|organi[sz]ation)\b/i.test(text)) continue;
    for (const sentence of text.split(/(?<=[a-z)]{2}\.)(?<!\b(?:[Pp]vt|[Ll]td|[Ii]nc|[Cc]orp|[Cc]o|[Ss]r|[Jj]r|[Dd]r|[Mm]rs?|[Mm]s|[Ss]t|[Nn]o)\.)\s+(?=\p{Lu})|;\s+/u)) {
      for (const { regex, title: titleGroup, company: companyGroup } of PATTERNS) {
        const match = regex.exec(sentence);
        if (!match) continue;
        const title = cleanTitle(match[titleGroup]);
        const company = cleanCompany(match[companyGroup]);
        if (!title || !company) continue;
        const range = findDateRange(sentence.slice(match.index));
        roles.push({ title, company, startDate: range?.start ?? null, endDate: range && !range.current ? range.end : null, current: range?.current ?? false });
        break;
      }
    }
  }
  return roles;
}

const key = (text: string | null) => fold(text ?? '').replace(/[^a-z0-9]+/g, ' ').trim();
const overlaps = (a: string | null, b: string | null) => {
  const x = key(a);
  const y = key(b);
  return Boolean(x && y && (x.includes(y) || y.includes(x)));
};

/**
 * Adds prose roles to the entries read from headers: a role completes an entry with the same title
 * and no employer (or the same employer and no title); a role at an employer no entry names is a
 * new entry; anything else is already there.
 */
export function mergeProseRoles(entries: ExperienceEntry[], roles: ProseRole[]): ExperienceEntry[] {
  const out = [...entries];
  for (const role of roles) {
    if (out.some((entry) => overlaps(entry.company, role.company) && (!entry.title || overlaps(entry.title, role.title)))) {
      const entry = out.find((candidate) => overlaps(candidate.company, role.company) && !candidate.title);
      if (entry) entry.title = role.title;
      continue;
    }
    const untitled = out.find((entry) => !entry.company && overlaps(entry.title, role.title));
    if (untitled) {
      untitled.company = role.company;
      continue;
    }
    if (out.some((entry) => overlaps(entry.company, role.company))) continue;
    out.push({ title: role.title, company: role.company, location: null, startDate: role.startDate, endDate: role.endDate, current: role.current, highlights: [] });
  }
  return out;
}
