import type { CvData, EducationEntry, ExperienceEntry } from '@common/cv-data';
import {
  appearsAsWords,
  emailInSource,
  groundDate,
  mostlyFromSource,
  numbersIn,
  phoneInSource,
  sourceText,
  urlInSource,
  type SourceText,
} from './grounding';

function keep<T extends string | null>(value: T, isFound: (v: string) => boolean): string | null {
  return value && isFound(value) ? value : null;
}

function hasOnlyKnownNumbers(text: string, known: Set<string>): boolean {
  return numbersIn(text).every((n) => known.has(n));
}

function groundExperience(entry: ExperienceEntry, source: SourceText, known: Set<string>): ExperienceEntry | null {
  // An employer that is not in the CV means the whole role was invented: it goes, with its dates and bullets.
  if (entry.company && !appearsAsWords(entry.company, source)) return null;
  const title = keep(entry.title, (v) => appearsAsWords(v, source));
  if (!entry.company && !title) return null;
  const endDate = entry.current ? null : groundDate(entry.endDate, source);
  return {
    title,
    company: entry.company,
    location: keep(entry.location, (v) => appearsAsWords(v, source)),
    startDate: groundDate(entry.startDate, source),
    endDate,
    current: entry.current,
    highlights: entry.highlights.filter((h) => mostlyFromSource(h, source) && hasOnlyKnownNumbers(h, known)),
  };
}

function groundEducation(entry: EducationEntry, source: SourceText): EducationEntry | null {
  if (entry.institution && !appearsAsWords(entry.institution, source)) return null;
  const degree = keep(entry.degree, (v) => mostlyFromSource(v, source, 0.5));
  if (!entry.institution && !degree) return null;
  return {
    institution: entry.institution,
    degree,
    field: keep(entry.field, (v) => mostlyFromSource(v, source, 0.5)),
    startDate: groundDate(entry.startDate, source),
    endDate: groundDate(entry.endDate, source),
  };
}

/**
 * Checks a model's CvData against the text of the CV it was read from: contact details, employers,
 * institutions, titles, degrees, dates, skills and sentences that are not in the text are dropped
 * (a role or a school that is not there goes whole). Derived figures (years, industry) are left to
 * the caller. Pure.
 */
export function groundCvData(candidate: CvData, text: string): CvData {
  const source = sourceText(text);
  const known = new Set(numbersIn(text));
  const listItem = (v: string) => appearsAsWords(v, source);
  return {
    name: keep(candidate.name, (v) => appearsAsWords(v, source)),
    email: keep(candidate.email, (v) => emailInSource(v, source)),
    phone: keep(candidate.phone, (v) => phoneInSource(v, source)),
    location: keep(candidate.location, (v) => appearsAsWords(v.split(',')[0], source)),
    linkedin: keep(candidate.linkedin, (v) => urlInSource(v, source)),
    website: keep(candidate.website, (v) => urlInSource(v, source)),
    summary: keep(candidate.summary, (v) => mostlyFromSource(v, source, 0.7) && hasOnlyKnownNumbers(v, known)),
    experience: candidate.experience.map((e) => groundExperience(e, source, known)).filter((e): e is ExperienceEntry => e !== null),
    education: candidate.education.map((e) => groundEducation(e, source)).filter((e): e is EducationEntry => e !== null),
    skills: candidate.skills.filter(listItem),
    certifications: candidate.certifications.filter((v) => mostlyFromSource(v, source, 0.6)),
    languages: candidate.languages.filter((v) => appearsAsWords(v.split(/[(:–-]/)[0], source)),
    totalYearsExperience: candidate.totalYearsExperience,
    currentTitle: keep(candidate.currentTitle, (v) => appearsAsWords(v, source)),
    industry: candidate.industry,
  };
}
