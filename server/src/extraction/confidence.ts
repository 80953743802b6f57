import type { CvData, ExtractionConfidence, FieldConfidence } from '@common/cv-data';
import type { DocumentText } from '../documents/types';
import { isPhoneShaped, phoneHasCountryCode } from './contact';
import { isPlaceName, isSchoolStatus } from './education';
import { companyScore, titleScore } from './header-parts';

const HIGH: FieldConfidence = { level: 'high', reason: null };
const low = (reason: string): FieldConfidence => ({ level: 'low', reason });

/** More skills than a CV's own list usually holds: something else (a paragraph, a table) was read as skills. */
const MANY_SKILLS = 60;
/** A section with this many roles (or credentials) is more often a table or a whole document read row by row than a career. */
const MANY_ROLES = 15;
const MANY_CERTIFICATIONS = 15;

/** Whether a date range runs backwards ("2021" to "2019-03"), compared at the precision both give. */
function endsBeforeStart(start: string | null, end: string | null): boolean {
  return Boolean(start && end && end.slice(0, start.length) < start.slice(0, end.length));
}

const sameKey = (value: string | null) => (value ?? '').trim().toLowerCase();

/**
 * How sure extraction is of each field, from what was extracted and how the document was read. Every
 * field of CvData and of each experience and education entry gets an entry; 'low' carries a reason a
 * recruiter can act on in the review screen ("No date found for this role"). The rules only look at
 * the result and the document's shape, never at a particular file: they hold on CVs nobody has seen.
 */
export function assessConfidence(data: CvData, doc: Pick<DocumentText, 'ocr' | 'pages' | 'text'>, now = new Date()): ExtractionConfidence {
  const out: ExtractionConfidence = {};
  const set = (path: string, value: FieldConfidence) => {
    out[path] = value;
  };

  set('name', nameConfidence(data.name));
  set('email', data.email ? (/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(data.email) ? HIGH : low('The e-mail address looks incomplete')) : low('No e-mail address found'));
  set('phone', phoneConfidence(data.phone));
  set('location', data.location ? HIGH : low('No location found for the candidate'));
  set('linkedin', HIGH);
  set('website', HIGH);
  set('summary', HIGH);

  const thisMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  set('experience', data.experience.length === 0 ? low('No work experience found; check whether the CV lists jobs') : data.experience.length > MANY_ROLES ? low(`${data.experience.length} roles found; check that none was read twice`) : HIGH);
  // Keyed by what makes two roles one, so that a CV of hundreds of roles is checked in one pass.
  const firstWithHeader = new Map<string, number>();
  const firstWithText = new Map<string, number>();
  data.experience.forEach((entry, i) => {
    const at = `experience.${i}`;
    const swapped = entry.title && entry.company && companyScore(entry.title) > companyScore(entry.company) && titleScore(entry.company) > titleScore(entry.title);
    const dates = `${entry.startDate}|${entry.endDate}|${entry.current}`;
    // The same role twice (same title, employer and dates): a page read twice, or one entry split in two.
    const headerKey = `${sameKey(entry.title)}|${sameKey(entry.company)}|${dates}`;
    const twin = firstWithHeader.get(headerKey) ?? -1;
    if (twin < 0) firstWithHeader.set(headerKey, i);
    // The same dates and the same description under another title or employer: one role read twice, its header read differently.
    const text = entry.highlights.join(' ').trim().toLowerCase();
    const textKey = text && (entry.startDate || entry.endDate || entry.current) ? `${dates}|${text}` : '';
    const echo = textKey ? (firstWithText.get(textKey) ?? -1) : -1;
    if (textKey && echo < 0) firstWithText.set(textKey, i);
    const isPlace = entry.company !== null && companyScore(entry.company) < 1 && isPlaceName(entry.company);
    set(
      `${at}.title`,
      !entry.title
        ? low('No job title found for this role')
        : swapped
          ? low('Company and title may be swapped')
          : twin >= 0
            ? low(`This role repeats role ${twin + 1} (same title, company and dates)`)
            : echo >= 0
              ? low(`This role has the dates and description of role ${echo + 1}; check it was not read twice`)
              : HIGH,
    );
    set(`${at}.company`, !entry.company ? low('No company found for this role') : swapped ? low('Company and title may be swapped') : isPlace ? low('The company looks like a place name; check the employer') : HIGH);
    set(`${at}.location`, HIGH);
    if (!entry.startDate && !entry.endDate && !entry.current) {
      set(`${at}.startDate`, low('No date found for this role'));
      set(`${at}.endDate`, low('No date found for this role'));
    } else {
      set(`${at}.startDate`, !entry.startDate ? low('No start date found for this role') : entry.startDate > thisMonth ? low('The start date is in the future') : HIGH);
      const backwards = endsBeforeStart(entry.startDate, entry.endDate);
      set(`${at}.endDate`, backwards ? low('The end date is before the start date') : !entry.endDate && !entry.current ? low('No end date found; is this role current?') : HIGH);
    }
    set(`${at}.highlights`, HIGH);
  });

  data.education.forEach((entry, i) => {
    const at = `education.${i}`;
    set(
      `${at}.institution`,
      !entry.institution ? low('No school or university found for this entry') : isSchoolStatus(entry.institution) ? low('The school reads like a status or a grade, not a school name') : HIGH,
    );
    set(`${at}.degree`, entry.degree ? HIGH : low('No degree found for this entry'));
    set(`${at}.field`, HIGH);
    set(`${at}.startDate`, HIGH);
    set(
      `${at}.endDate`,
      endsBeforeStart(entry.startDate, entry.endDate) ? low('The end date is before the start date') : entry.endDate || entry.startDate ? HIGH : low('No year found for this entry'),
    );
  });
  set('education', HIGH);

  set('skills', data.skills.length === 0 ? low('No skills section found') : data.skills.length > MANY_SKILLS ? low(`${data.skills.length} skills found; check that they are all skills`) : HIGH);
  set('certifications', data.certifications.length > MANY_CERTIFICATIONS ? low(`${data.certifications.length} certifications found; check that each is a credential`) : HIGH);
  set('languages', HIGH);
  const undated = data.experience.filter((entry) => !entry.startDate).length;
  set('totalYearsExperience', data.totalYearsExperience === null && data.experience.length > 0 ? low('Years of experience could not be counted: some roles have no dates') : undated > 0 ? low('Some roles have no dates: the years of experience may be too low') : HIGH);
  set('currentTitle', data.currentTitle ? HIGH : low('No current job title found'));
  set('industry', data.industry ? HIGH : low('The industry could not be told from the roles'));

  // Text read by OCR can hold misread letters and digits anywhere: every value found is worth a check.
  if (doc.ocr) {
    for (const [path, value] of Object.entries(out)) {
      if (value.level === 'high') out[path] = low('This CV is a scanned image; its text was read by OCR');
    }
  }
  return out;
}

function nameConfidence(name: string | null): FieldConfidence {
  if (!name) return low('No name found');
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return low('Only one name found; check the surname');
  if (words.length > 4) return low('The name is unusually long; check it holds only the name');
  return HIGH;
}

function phoneConfidence(phone: string | null): FieldConfidence {
  if (!phone) return low('No phone number found');
  if (/[*xX]/.test(phone)) return low('The phone number is partly hidden in the CV');
  if (!isPhoneShaped(phone)) return low('The phone number looks incomplete');
  if (!phoneHasCountryCode(phone)) return low('Phone number has no country code');
  return HIGH;
}
