/**
 * The placeholders the engine knows (spec: Template guide) and the CvData field each one shows.
 * Names are matched loosely — case, spaces, underscores and hyphens are ignored — because template
 * authors type them by hand: {{Full Name}}, {{fullname}} and {{FULL_NAME}} all mean FullName.
 */
export type ValueShape = 'text' | 'list' | 'entries';

export interface PlaceholderDefinition {
  name: string;
  cvField: string;
  shape: ValueShape;
  /** For 'entries' sections: the fields each entry offers inside a loop. */
  itemFields?: Record<string, PlaceholderDefinition>;
}

const text = (name: string, cvField: string): PlaceholderDefinition => ({ name, cvField, shape: 'text' });
const list = (name: string, cvField: string): PlaceholderDefinition => ({ name, cvField, shape: 'list' });

const EXPERIENCE_ITEMS = [
  text('Title', 'experience[].title'),
  text('Company', 'experience[].company'),
  text('Location', 'experience[].location'),
  text('StartDate', 'experience[].startDate'),
  text('EndDate', 'experience[].endDate'),
  text('Dates', 'experience[].startDate–endDate'),
  text('Current', 'experience[].current'),
  list('Highlights', 'experience[].highlights'),
];

const EDUCATION_ITEMS = [
  text('Institution', 'education[].institution'),
  text('Degree', 'education[].degree+field'),
  text('DegreeOnly', 'education[].degree'),
  text('Field', 'education[].field'),
  text('StartDate', 'education[].startDate'),
  text('EndDate', 'education[].endDate'),
  text('Dates', 'education[].startDate–endDate'),
];

const byKey = (defs: PlaceholderDefinition[]) => Object.fromEntries(defs.map((d) => [normalizePlaceholderName(d.name), d]));
const EDUCATION_BY_KEY = byKey(EDUCATION_ITEMS);
// Names authors commonly use for the subject of a degree.
EDUCATION_BY_KEY.subject = EDUCATION_BY_KEY.field;
EDUCATION_BY_KEY.fieldofstudy = EDUCATION_BY_KEY.field;

/** The standard placeholders of the Template guide, in the order the guide lists them. */
export const STANDARD_PLACEHOLDERS = ['FullName', 'Email', 'Phone', 'Address', 'Summary', 'Experience', 'Education', 'Skills', 'Certifications', 'Languages'] as const;
export const AGENCY_PLACEHOLDERS = ['ConsultantName', 'ConsultantEmail', 'ConsultantPhone', 'AgencyName'] as const;
/** Placeholders that stand for a whole CV section and render as a block when used as a simple tag. */
export const SECTION_PLACEHOLDERS = ['Experience', 'Education', 'Skills', 'Certifications', 'Languages'] as const;
export type SectionName = (typeof SECTION_PLACEHOLDERS)[number];

const ROOT_DEFINITIONS: PlaceholderDefinition[] = [
  text('FullName', 'name'),
  text('Email', 'email'),
  text('Phone', 'phone'),
  text('Address', 'location'),
  text('Summary', 'summary'),
  { name: 'Experience', cvField: 'experience', shape: 'entries', itemFields: byKey(EXPERIENCE_ITEMS) },
  { name: 'Education', cvField: 'education', shape: 'entries', itemFields: EDUCATION_BY_KEY },
  list('Skills', 'skills'),
  list('Certifications', 'certifications'),
  list('Languages', 'languages'),
  text('LinkedIn', 'linkedin'),
  text('Website', 'website'),
  text('CurrentTitle', 'currentTitle'),
  text('Industry', 'industry'),
  text('TotalYearsExperience', 'totalYearsExperience'),
  text('ConsultantName', 'extras.consultantName'),
  text('ConsultantEmail', 'extras.consultantEmail'),
  text('ConsultantPhone', 'extras.consultantPhone'),
  text('AgencyName', 'extras.agencyName'),
];

const ROOT_BY_KEY: Record<string, PlaceholderDefinition> = byKey(ROOT_DEFINITIONS);
// Names authors commonly use for the same thing.
ROOT_BY_KEY.name = ROOT_BY_KEY.fullname;
ROOT_BY_KEY.location = ROOT_BY_KEY.address;
ROOT_BY_KEY.profile = ROOT_BY_KEY.summary;

export function normalizePlaceholderName(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}

export function findRootPlaceholder(name: string): PlaceholderDefinition | null {
  const key = normalizePlaceholderName(name);
  return Object.hasOwn(ROOT_BY_KEY, key) ? ROOT_BY_KEY[key] : null;
}

export function findItemPlaceholder(section: PlaceholderDefinition, name: string): PlaceholderDefinition | null {
  const key = normalizePlaceholderName(name);
  return section.itemFields && Object.hasOwn(section.itemFields, key) ? section.itemFields[key] : null;
}

export function isSectionName(name: string): name is SectionName {
  return (SECTION_PLACEHOLDERS as readonly string[]).includes(name);
}

/** True when a tag name inside a loop over `section` refers to the current entry rather than the CV. */
export function isItemLevelName(section: PlaceholderDefinition, name: string): boolean {
  if (name.trim() === '.') return section.shape !== 'text';
  return findItemPlaceholder(section, name) !== null;
}
