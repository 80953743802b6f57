import type { CandidateReport, ReportSection } from '@common/contracts/ai';
import type { CvData, ExperienceEntry } from '@common/cv-data';
import { skillCategory } from '../../extraction/skills';
import { companyScore, titleScore } from '../../extraction/header-parts';
import { INDUSTRY_KEYWORDS } from '../../extraction/lexicon/industries';
import { isKnownCity, lookupCountry } from '../../extraction/lexicon/locations';
import { parseLocation } from '../../extraction/location';
import { fold, JOINING_WORDS } from '../../extraction/text-utils';
import { degreeWithSubject } from '../../rendering/template-data';
import { composeProfile, ENTRY_LEVEL, professionalYears } from './profile';
import { hasMeasure } from './quantities';
import { opensWithVerb } from './verbs';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2019-03" → "Mar 2019", "2019" → "2019". */
export function formatCvDate(date: string): string {
  const [year, month] = date.split('-');
  return month ? `${MONTHS[Number(month) - 1]} ${year}` : year;
}

/** Month index of a date: a year alone counts from January (start) or December (end). */
function monthIndex(date: string, isEnd: boolean): number {
  const [year, month] = date.split('-').map(Number);
  return year * 12 + (month ? month - 1 : isEnd ? 11 : 0);
}

function nowIndex(now: Date): number {
  return now.getUTCFullYear() * 12 + now.getUTCMonth();
}

function duration(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years) parts.push(`${years} yr${years === 1 ? '' : 's'}`);
  if (rest || !years) parts.push(`${rest} mo${rest === 1 ? '' : 's'}`);
  return parts.join(' ');
}

/**
 * A role as the report names it: its title and employer. A role with neither read is named by its dates
 * and sent back to the original, never given a placeholder name ('Untitled role').
 */
function roleName(entry: ExperienceEntry): string {
  const name = [entry.title, entry.company].filter(Boolean).join(', ');
  if (name) return name;
  const dates = [entry.startDate, entry.current ? 'present' : entry.endDate].filter(Boolean).map((d) => (d === 'present' ? d : formatCvDate(d!)));
  return `the role ${dates.length ? `dated ${dates.join(' – ')}` : 'without dates'} (its title and employer were not read: check the original CV)`;
}

const isNamed = (entry: ExperienceEntry) => Boolean(entry.title || entry.company);

interface DatedRole {
  entry: ExperienceEntry;
  start: number;
  end: number;
}

function datedRoles(data: CvData, now: Date): DatedRole[] {
  return data.experience
    .filter((e) => e.startDate)
    .map((entry) => ({
      entry,
      start: monthIndex(entry.startDate!, false),
      end: entry.current ? nowIndex(now) : entry.endDate ? monthIndex(entry.endDate, true) : monthIndex(entry.startDate!, true),
    }))
    .sort((a, b) => a.start - b.start);
}

/**
 * How many months a role's length may be overstated: a year without its month is read as January
 * (start) or December (end), so '2021 – 2023' reads 36 months where it may be 13.
 */
function yearOnlySlack(role: DatedRole): number {
  const isYearOnly = (date: string | null | undefined) => Boolean(date) && !date!.includes('-');
  return (isYearOnly(role.entry.startDate) ? 11 : 0) + (!role.entry.current && isYearOnly(role.entry.endDate) ? 11 : 0);
}

export interface Gap {
  /** The role or study the gap follows and the one that ends it ('Intern, Jerónimo Martins'). */
  after: string;
  before: string;
  /** First month without work or study, last month without (YYYY-MM). */
  from: string;
  to: string;
  months: number;
}

function indexToDate(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

interface Period {
  label: string;
  start: number;
  end: number;
}

/** Studies with a known period: a full-time degree covers its time as a job does. */
function studyPeriods(data: CvData): Period[] {
  return data.education
    .filter((e) => e.startDate || e.endDate)
    .map((e) => ({
      label: [degreeWithSubject(e.degree, e.field), e.institution].filter(Boolean).join(', ') || 'Studies',
      // Only the end is known: the study may have covered any time before it, so no gap is claimed there.
      start: e.startDate ? monthIndex(e.startDate, false) : Number.NEGATIVE_INFINITY,
      end: monthIndex((e.endDate ?? e.startDate)!, true),
    }));
}

/**
 * Gaps of more than three months in which no dated role and no study covers the time: overlapping
 * roles cover each other, and a degree between two jobs is not a gap. Only from the first role on.
 */
export function employmentGaps(data: CvData, now: Date): Gap[] {
  const roles = datedRoles(data, now);
  // A study without dates could cover any of the time: no gap can be stated against it.
  if (roles.length === 0 || data.education.some((e) => !e.startDate && !e.endDate)) return [];
  const periods: Period[] = [...roles.map((r) => ({ label: roleName(r.entry), start: r.start, end: r.end })), ...studyPeriods(data)]
    .filter((p) => p.end >= roles[0].start)
    .sort((a, b) => a.start - b.start);
  const gaps: Gap[] = [];
  let covered = periods[0];
  for (const period of periods.slice(1)) {
    const months = period.start - covered.end - 1;
    if (months > 3) gaps.push({ after: covered.label, before: period.label, from: indexToDate(covered.end + 1), to: indexToDate(period.start - 1), months });
    if (period.end >= covered.end) covered = period;
  }
  return gaps;
}

/**
 * Short stays that need no explanation: internships, placements, traineeships, apprenticeships,
 * contracts, freelance, interim, temporary and seasonal work end when they were meant to; a training
 * or course listed among the roles ('Project Management Simulation Training') is no employment.
 */
const FIXED_TERM = /\b(training|course|workshop|seminar|bootcamp|schulung|lehrgang|kurs|curso|corso|cursus|intern(ship)?|placement|trainee(ship)?|apprentic\w*|contract(or)?|contracting|freelance(r)?|interim|temporary|temp|seasonal|summer|fixed[- ]term|working student|werkstudent\w*|praktik\w*|stagiaire|stage|becario|prácticas|locum|consultant \(contract\))\b/i;

/** Volunteering is time given, not employment: no tenure is claimed for it. */
const VOLUNTEER = /\b(volunteer\w*|ehrenamt\w*|freiwillige\w*|b[ée]n[ée]vole|voluntari[oa]|vrijwillig\w*|volontari[oa]|volunt[áa]ri[oa])\b/i;

export function isFixedTermRole(entry: ExperienceEntry): boolean {
  return FIXED_TERM.test(`${entry.title ?? ''} ${entry.company ?? ''}`) || ENTRY_LEVEL.test(entry.title ?? '');
}

/** One employer's consecutive roles: a move between them is a promotion or a change of post, not a departure. */
interface Stay {
  company: string | null;
  roles: DatedRole[];
  start: number;
  end: number;
  current: boolean;
}

/**
 * The dated roles as stays at an employer: a role that follows another at the same employer within
 * three months continues that stay. Short tenure and "why did you leave" are about a stay: leaving a
 * role for the next one at the same employer is no leaving.
 */
function employerStays(data: CvData, now: Date): Stay[] {
  const stays: Stay[] = [];
  for (const role of datedRoles(data, now)) {
    const company = role.entry.company ? fold(role.entry.company).trim() : null;
    const stay = company ? stays.find((s) => s.company === company && role.start <= s.end + 4 && role.end >= s.start - 4) : undefined;
    if (stay) {
      stay.roles.push(role);
      stay.start = Math.min(stay.start, role.start);
      stay.end = Math.max(stay.end, role.end);
      stay.current ||= role.entry.current;
    } else stays.push({ company, roles: [role], start: role.start, end: role.end, current: role.entry.current });
  }
  return stays;
}

/** A stay that ended within a year and was meant to be permanent: each of its roles ended, and none is fixed-term. */
function shortStays(data: CvData, now: Date): { stay: Stay; months: number }[] {
  return employerStays(data, now)
    .map((stay) => ({ stay, months: stay.end - stay.start + 1 }))
    .filter(({ stay, months }) => !stay.current && months < 12 && stay.roles.every((r) => r.entry.endDate && !isFixedTermRole(r.entry)));
}

/** A highlight as a clean quotation: no quotes of its own, no full stop before the closing quote. */
function quotation(text: string): string {
  return `“${text.replace(/["“”„]/g, '').replace(/\s+/g, ' ').trim().replace(/[.;,:]+$/, '')}”`;
}

function timeline(data: CvData, now: Date): string[] {
  const lines = data.experience.map((entry) => {
    const from = entry.startDate ? formatCvDate(entry.startDate) : 'Start date not given';
    const to = entry.current ? 'Present' : entry.endDate ? formatCvDate(entry.endDate) : 'end date not given';
    const role = datedRoles({ ...data, experience: [entry] }, now)[0];
    const length = role && (entry.current || entry.endDate) ? ` (${duration(role.end - role.start + 1)})` : '';
    const name = isNamed(entry) ? roleName(entry) : 'title and employer not read (check the original CV)';
    return `${from} – ${to}: ${name}${entry.location ? `, ${entry.location}` : ''}${length}`;
  });
  for (const gap of employmentGaps(data, now)) {
    lines.push(`Gap of ${gap.months} months: ${formatCvDate(gap.from)} – ${formatCvDate(gap.to)}, between ${gap.after} and ${gap.before}`);
  }
  return lines;
}

/** Skills grouped by the extraction lexicon's categories ('Other' last). */
export function skillsByCategory(skills: string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const skill of skills) {
    const category = skillCategory(skill);
    groups.set(category, [...(groups.get(category) ?? []), skill]);
  }
  return new Map([...groups].sort(([a], [b]) => (a === 'Other' ? 1 : b === 'Other' ? -1 : a.localeCompare(b))));
}

function quantified(data: CvData): string[] {
  return data.experience.flatMap((e) => e.highlights.filter(hasMeasure).map((h) => ({ h, company: e.company }))).slice(0, 3).map(({ h, company }) => (company ? `${h} (${company})` : h));
}

function strengths(data: CvData, now: Date): string[] {
  const items: string[] = [];
  for (const stay of employerStays(data, now)) {
    // Years of work, not of study: the stay's student jobs and internships do not count, and a year
    // without its month counts as little as it can ('2021 – 2023' is at least 13 months, not 3 years).
    const work = stay.roles.filter((r) => !ENTRY_LEVEL.test(r.entry.title ?? ''));
    if (work.length === 0) continue;
    const months = Math.max(...work.map((r) => r.end)) - Math.min(...work.map((r) => r.start)) + 1 - work.map(yearOnlySlack).reduce((a, b) => Math.max(a, b), 0);
    const company = stay.roles[0].entry.company;
    const isWork = work.every((r) => r.entry.title && !parseLocation(r.entry.title) && !VOLUNTEER.test(r.entry.title));
    if (months >= 36 && company && isWork && isConfidentOrganisation(company)) items.push(`Long tenure: ${duration(months)} at ${company}`);
  }
  // Posts in the order they were held (by start date; undated ones as the CV lists them, newest first).
  const byCompany = new Map<string, Set<string>>();
  const held = [...data.experience.entries()].sort(([i, a], [j, b]) => (a.startDate && b.startDate ? monthIndex(a.startDate, false) - monthIndex(b.startDate, false) : j - i));
  for (const [, e] of held) if (e.company && e.title && isConfidentOrganisation(e.company)) byCompany.set(e.company, (byCompany.get(e.company) ?? new Set()).add(e.title));
  for (const [company, titles] of byCompany) {
    const steps = [...titles];
    // The first and the last posts say the progression; a long run of posts between them is in the timeline.
    if (steps.length > 1) items.push(`Progression at ${company}: ${steps.length > 3 ? `${steps[0]} → … → ${steps.at(-1)}` : steps.join(' → ')}`);
  }
  for (const h of quantified(data)) items.push(`Quantified result: ${h}`);
  // Broad only when the lexicon places the skills in several fields: eight words it does not know are no breadth.
  const known = [...skillsByCategory(data.skills).keys()].filter((category) => category !== 'Other');
  if (data.skills.length >= 8 && known.length >= 3) items.push(`Broad skill set: ${data.skills.length} skills across ${known.length} categories (${known.join(', ')})`);
  if (data.certifications.length) items.push(`Certifications: ${data.certifications.join(', ')}`);
  if (data.languages.length >= 2) items.push(`Languages: ${data.languages.join(', ')}`);
  return items;
}

/** '5 years of experience', '10+ years', '6 Jahre Berufserfahrung', '8 ans d'expérience': the years a profile states, in the seven languages. */
const STATED_YEARS = /(\d{1,2})\+?\s*(?:years?|yrs?|jahre?n?|ans|años|anni|anos|jaar)\b(?:\s+(?:of|de|di|an|aan)\b)?\s*(?:\p{L}+\s+){0,3}?(?:experience|berufserfahrung|erfahrung|exp[ée]rience|experiencia|esperienza|experi[êe]ncia|ervaring|werkervaring)/iu;

function statedYears(summary: string): number | null {
  const match = STATED_YEARS.exec(summary);
  return match ? Number(match[1]) : null;
}

function risks(data: CvData, now: Date): string[] {
  const items: string[] = [];
  for (const gap of employmentGaps(data, now)) items.push(`Employment gap of ${gap.months} months (${formatCvDate(gap.from)} – ${formatCvDate(gap.to)})`);
  for (const { stay, months } of shortStays(data, now)) items.push(`Short tenure: ${duration(months)} as ${stay.roles.map((r) => roleName(r.entry)).join(', then ')}`);
  if (datedRoles(data, now).length > 1 && data.education.some((e) => !e.startDate && !e.endDate)) items.push('Education listed without dates: periods between roles cannot be checked against studies');
  const stated = statedYears(data.summary ?? '');
  const worked = professionalYears(data, now);
  if (stated !== null && worked !== null && Math.abs(stated - Math.floor(worked)) >= 2) {
    items.push(`The profile states ${stated} years of experience; the dates of the roles give ${Math.floor(worked)}`);
  }
  const undated = data.experience.filter((e) => !e.startDate);
  if (undated.length) items.push(`No dates given for: ${undated.map(roleName).join('; ')}`);
  const bare = data.experience.filter((e) => e.highlights.length === 0);
  if (bare.length) items.push(`No duties or results were read for: ${bare.map(roleName).join('; ')} (check the original CV)`);
  if (data.experience.length === 0) items.push('No work experience found in the CV');
  if (data.education.length === 0) items.push('No education listed');
  if (!data.email && !data.phone) items.push('No email address or phone number found in the CV');
  return items;
}

/**
 * The skills a question can name: those the skills lexicon knows first, in the CV's order, then the
 * CV's own names of a skill. A piece cut from a line ('Domaine du', 'and') or a sentence is no skill
 * to ask about: a question naming it tells the candidate the report misread the CV.
 */
function skillsToAskAbout(skills: string[]): string[] {
  const isNameOfASkill = (skill: string) => {
    const words = skill.split(/\s+/).filter(Boolean);
    return words.length > 0 && words.length <= 4 && !JOINING_WORDS.has(fold(words.at(-1)!)) && !/[.,;:]$/.test(skill);
  };
  const named = skills.filter(isNameOfASkill);
  return [...named.filter((s) => skillCategory(s) !== 'Other'), ...named.filter((s) => skillCategory(s) === 'Other')];
}

function interviewQuestions(data: CvData, now: Date): string[] {
  const questions: string[] = [];
  const named = data.experience.filter(isNamed);
  const latest = named.find((e) => e.current) ?? named[0];
  if (latest) questions.push(`Walk me through your responsibilities as ${roleName(latest)}. What are you proudest of there?`);
  for (const gap of employmentGaps(data, now)) questions.push(`What were you doing between ${formatCvDate(gap.from)} and ${formatCvDate(gap.to)}?`);
  for (const { stay, months } of shortStays(data, now)) {
    const company = stay.roles[0].entry.company;
    if (company) questions.push(`What led you to leave ${company} after ${duration(months)}?`);
  }
  for (const h of data.experience.flatMap((e) => e.highlights.filter(hasMeasure)).slice(0, 2)) {
    questions.push(`You write ${quotation(h)}. How was that measured, and what was your own part in it?`);
  }
  for (const skill of skillsToAskAbout(data.skills).slice(0, 2)) questions.push(`Describe a recent piece of work where you used ${skill}.`);
  if (data.experience.some((e) => e.current)) questions.push('What is your notice period, and why are you looking to move now?');
  return questions;
}

function section(heading: string, content: { paragraphs?: string[]; bullets?: string[] }): ReportSection {
  const result: ReportSection = { heading };
  if (content.paragraphs?.length) result.paragraphs = content.paragraphs;
  if (content.bullets?.length) result.bullets = content.bullets;
  if (!result.paragraphs && !result.bullets) result.paragraphs = ['Nothing to report from the CV.'];
  return result;
}

/** Level words in job titles, highest first; English and the other languages of the CVs. */
const TITLE_LEVELS: [RegExp, string][] = [
  [/\b(chief|ceo|cto|cfo|coo|cio|cmo|vp|vice[- ]president|president|co-?founder|founder|managing director|geschäftsführer\w*|directeur général|director general|direttore generale|diretor geral|owner)\b/i, 'executive'],
  [/\b(director|head|directeur|directrice|directora?|direttore|diretor|leiter\w*|hoofd)\b/i, 'director level'],
  [/\b(lead|principal|staff|manager|supervisor|team ?leader|teamleiter\w*|chef|jefe|responsable|responsabile|gerente|coordinator)\b/i, 'lead or manager level'],
  [ENTRY_LEVEL, 'entry level (internship, training or student role)'],
  [/\b(senior|sr)\b/i, 'senior'],
  [/\b(junior|jr|graduate|assistant|assistent\w*)\b/i, 'junior'],
];

/** Seniority from the most recent role's title; only when no title says it, from the years of experience. */
export function seniority(data: CvData, now: Date = new Date()): string | null {
  const latest = data.experience.find((e) => e.current) ?? data.experience[0];
  const title = latest?.title ?? null;
  if (title) {
    const level = TITLE_LEVELS.find(([pattern]) => pattern.test(title));
    if (level) return `Seniority from the most recent title (“${title}”): ${level[1]}.`;
  }
  // Internships and student jobs are no years of seniority (profile.ts, professionalYears).
  const years = professionalYears(data, now);
  if (years === null || data.experience.length === 0) return null;
  const band = years < 2 ? 'entry level' : years < 5 ? 'mid level' : years < 10 ? 'experienced (5–10 years)' : 'very experienced (10+ years)';
  return `Seniority by years of experience (no level in the job titles): ${band}.`;
}

const SUBJECTS = /^(mathematics|maths?|physics|chemistry|biology|computer science|informatics|economics|history|philosophy|literature|english|languages|geography|law|medicine|psychology|sociology|statistics|engineering|music|art|arts|design|science|sciences|business|management|finance|accounting|marketing)(\s*(and|&|,)\s*(mathematics|maths?|physics|chemistry|biology|computer science|informatics|economics|history|philosophy|literature|english|languages|geography|law|medicine|psychology|sociology|statistics|engineering|music|art|arts|design|science|sciences|business|management|finance|accounting|marketing))*$/i;

/**
 * An employer the report may name in a claim (tenure, progression): not a place ("Bulgaria"), a
 * subject ("Mathematics and Physics"), a role ("Senior Software Developer, Company"), a list of
 * technologies ("C# / Javascript") or a sentence ("Cooperate with designers to…").
 */
export function isConfidentOrganisation(company: string): boolean {
  const text = company.trim();
  if (!text || text.split(/\s+/).length > 8 || /\//.test(text) || /^\p{Ll}/u.test(text)) return false;
  if (lookupCountry(text) !== null || isKnownCity(text) || parseLocation(text)) return false;
  if (SUBJECTS.test(text)) return false;
  if (titleScore(text) > companyScore(text)) return false;
  if (companyScore(text) === 0 && opensWithVerb(text)) return false;
  if (companyScore(text) < 3 && (TITLE_LEVELS.some(([pattern]) => pattern.test(text)) || /\b(employee|worker|volunteer|freelancer?)\b/i.test(text))) return false;
  // "Senior Software Developer, Company": a role read together with its employer.
  const head = text.split(',')[0];
  if (head !== text && titleScore(head) >= 2 && companyScore(head) === 0) return false;
  // A sentence, not a name: lower-case words other than the joining words names use ("Bank of America", "Van der Valk").
  const lower = text.split(/\s+/).filter((w) => /^\p{Ll}/u.test(w) && !/^(of|and|de|del|della|di|da|do|dos|das|van|von|der|den|du|des|la|le|les|el|y|e|et|und|für|the|for|&)$/i.test(w));
  if (lower.length >= 2) return false;
  return true;
}

const INDUSTRY_PATTERNS = Object.entries(INDUSTRY_KEYWORDS).flatMap(([industry, words]) => words.map((word) => [new RegExp(`(?:^|[^a-z])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^a-z])`), industry, word] as const));

/**
 * The industry when the employers' and roles' words agree on one: at least two roles (or the one
 * role's employer) point to it, and twice as strongly as to any other. Null when unsure: a keyword
 * in one title is not an industry.
 */
/** A lexicon's folded word as the CV writes it ('universitat' → 'Universität'): the evidence quoted is the CV's own. */
function asWritten(word: string, text: string): string {
  const words = text.split(/[\s,;|/()]+/).filter(Boolean);
  const size = word.split(' ').length;
  for (let i = 0; i + size <= words.length; i++) {
    const span = words.slice(i, i + size).join(' ');
    if (fold(span) === word) return span;
  }
  return word;
}

export function confidentIndustry(data: CvData): { industry: string; evidence: string[] } | null {
  const roles = new Map<string, Set<number>>();
  const byEmployer = new Map<string, number>();
  const scores = new Map<string, number>();
  const evidence = new Map<string, Set<string>>();
  data.experience.slice(0, 6).forEach((entry, index) => {
    const company = fold(entry.company ?? '');
    const title = fold(entry.title ?? '');
    for (const [pattern, industry, word] of INDUSTRY_PATTERNS) {
      const inCompany = pattern.test(company);
      const inTitle = pattern.test(title);
      if (!inCompany && !inTitle) continue;
      scores.set(industry, (scores.get(industry) ?? 0) + (inCompany ? 2 : 0) + (inTitle ? 1 : 0));
      roles.set(industry, (roles.get(industry) ?? new Set()).add(index));
      if (inCompany) byEmployer.set(industry, (byEmployer.get(industry) ?? 0) + 1);
      evidence.set(industry, (evidence.get(industry) ?? new Set()).add(asWritten(word, `${entry.company ?? ''} ${entry.title ?? ''}`)));
    }
  });
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0) return null;
  const [[industry, score], second] = ranked;
  if (second && score < second[1] * 2) return null;
  const roleCount = roles.get(industry)!.size;
  const isSupported = roleCount >= 2 || (data.experience.length === 1 && (byEmployer.get(industry) ?? 0) > 0);
  return isSupported ? { industry, evidence: [...evidence.get(industry)!] } : null;
}

/** ' since Sep 2020' for a current role, ' from 2021 to 2023' for one that ended, ' until 2023' when only the end is known. */
function rolePeriod(entry: ExperienceEntry): string {
  const start = entry.startDate ? formatCvDate(entry.startDate) : null;
  const end = !entry.current && entry.endDate ? formatCvDate(entry.endDate) : null;
  if (start && end) return start === end ? ` in ${start}` : ` from ${start} to ${end}`;
  if (start) return ` since ${start}`;
  return end ? ` until ${end}` : '';
}

/** The factual report the local provider writes: everything in it comes from the CV data. Deterministic for a given `now`. */
export function localReport(data: CvData, now: Date = new Date()): CandidateReport {
  const name = data.name?.trim() || null;
  const named = data.experience.filter(isNamed);
  const latest = named.find((e) => e.current) ?? named[0];
  const fit: string[] = [];
  const profile = composeProfile(data, 'en', now);
  if (profile) fit.push(`${name ?? 'The candidate'}: ${profile}`);
  const level = seniority(data, now);
  if (level) fit.push(level);
  const industry = confidentIndustry(data);
  if (industry) fit.push(`Industry: ${industry.industry} (from the employers' and roles' words: ${industry.evidence.slice(0, 4).join(', ')}).`);
  if (latest) fit.push(`${latest.current ? 'Current' : 'Most recent'} role: ${roleName(latest)}${rolePeriod(latest)}.`);
  const contact = [
    data.location && `Location: ${data.location}`,
    data.email && `Email: ${data.email}`,
    data.phone && `Phone: ${data.phone}`,
    data.linkedin && `LinkedIn: ${data.linkedin}`,
    data.languages.length > 0 && `Languages: ${data.languages.join(', ')}`,
  ].filter((x): x is string => Boolean(x));
  const education = data.education.map((e) => {
    const what = degreeWithSubject(e.degree, e.field);
    const when = e.endDate ? ` (${formatCvDate(e.endDate)})` : '';
    return `${[what, e.institution].filter(Boolean).join(' — ')}${when}`;
  });
  return {
    title: name ? `Candidate Report: ${name}` : 'Candidate Report',
    sections: [
      section('Fit Summary', { paragraphs: fit }),
      section('Profile Summary', { paragraphs: data.summary ? [data.summary] : [], bullets: contact }),
      section('Experience Timeline', { bullets: timeline(data, now) }),
      section('Education', { bullets: education }),
      section('Skills by Category', { bullets: [...skillsByCategory(data.skills)].map(([category, skills]) => `${category}: ${skills.join(', ')}`) }),
      section('Strengths', { bullets: strengths(data, now) }),
      section('Risks and Points to Verify', { bullets: risks(data, now) }),
      section('Interview Questions', { bullets: interviewQuestions(data, now) }),
    ],
  };
}
