import type { CvData } from '@common/cv-data';
import { formatCvDate, formatDateRange } from './format-dates';

/** Agency fields a recruiter's settings provide; shown by the Consultant… and AgencyName placeholders. */
export interface AgencyExtras {
  consultantName?: string | null;
  consultantEmail?: string | null;
  consultantPhone?: string | null;
  agencyName?: string | null;
}

/** An entry in a loop: values keyed by the normalised placeholder name ('startdate'). */
export interface EntryScope {
  kind: 'entry';
  section: 'Experience' | 'Education';
  values: Record<string, string | string[] | boolean>;
}

export interface RootScope {
  kind: 'root';
  values: Record<string, string | string[] | EntryScope[]>;
}

// Characters XML 1.0 forbids (PDF extraction leaves some behind); Word refuses a file containing them.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleanText(value: string | null | undefined): string {
  return (value ?? '').replace(INVALID_XML_CHARS, '').replace(/\r\n?/g, '\n').trim();
}

const cleanList = (values: string[]) => values.map(cleanText).filter(Boolean);

/** CvData plus agency extras in the shape the template parser reads. */
export function buildTemplateData(data: CvData, extras: AgencyExtras = {}): RootScope {
  const experience: EntryScope[] = data.experience.map((entry) => ({
    kind: 'entry',
    section: 'Experience',
    values: {
      title: cleanText(entry.title),
      company: cleanText(entry.company),
      location: cleanText(entry.location),
      startdate: formatCvDate(entry.startDate),
      enddate: entry.current ? 'Present' : formatCvDate(entry.endDate),
      dates: formatDateRange(entry.startDate, entry.endDate, entry.current),
      current: entry.current,
      highlights: cleanList(entry.highlights),
    },
  }));
  const education: EntryScope[] = data.education.map((entry) => ({
    kind: 'entry',
    section: 'Education',
    values: {
      institution: cleanText(entry.institution),
      degree: cleanText(entry.degree),
      field: cleanText(entry.field),
      startdate: formatCvDate(entry.startDate),
      enddate: formatCvDate(entry.endDate),
      dates: formatDateRange(entry.startDate, entry.endDate),
    },
  }));
  return {
    kind: 'root',
    values: {
      fullname: cleanText(data.name),
      email: cleanText(data.email),
      phone: cleanText(data.phone),
      address: cleanText(data.location),
      summary: cleanText(data.summary),
      linkedin: cleanText(data.linkedin),
      website: cleanText(data.website),
      currenttitle: cleanText(data.currentTitle),
      industry: cleanText(data.industry),
      totalyearsexperience: data.totalYearsExperience === null ? '' : String(data.totalYearsExperience),
      experience,
      education,
      skills: cleanList(data.skills),
      certifications: cleanList(data.certifications),
      languages: cleanList(data.languages),
      consultantname: cleanText(extras.consultantName),
      consultantemail: cleanText(extras.consultantEmail),
      consultantphone: cleanText(extras.consultantPhone),
      agencyname: cleanText(extras.agencyName),
    },
  };
}

/** One line per entry, for a section tag used inline ('Skills: {{Skills}}'). */
export function inlineSectionText(value: string[] | EntryScope[]): string {
  if (value.length === 0) return '';
  if (typeof value[0] === 'string') return (value as string[]).join(', ');
  return (value as EntryScope[])
    .map(({ values: v }) => {
      const what = [v.title || v.degree, v.company || v.institution].filter(Boolean).join(v.title ? ' at ' : ', ');
      return [what, v.dates].filter(Boolean).join(' (') + (what && v.dates ? ')' : '');
    })
    .filter(Boolean)
    .join('\n');
}
