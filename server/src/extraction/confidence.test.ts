import { describe, expect, it } from 'vitest';
import { emptyCvData, type CvData, type ExperienceEntry } from '@common/cv-data';
import { assessConfidence } from './confidence';
import { extractCvWithConfidence } from './extract-cv';
import { textDocument } from './test-support';

const NOW = new Date(Date.UTC(2026, 10, 1));
const doc = { ocr: false, pages: 1, text: 'x' };
const role = (entry: Partial<ExperienceEntry>): ExperienceEntry => ({ title: 'Engineer', company: 'Acme Ltd', location: null, startDate: '2019-01', endDate: '2021-06', current: false, highlights: [], ...entry });
const cv = (data: Partial<CvData>): CvData => ({ ...emptyCvData(), name: 'Jane Doe', email: 'jane@example.com', phone: '+44 7700 900123', location: 'Leeds', skills: ['SQL'], ...data });

describe('assessConfidence', () => {
  it('marks what was found and looks right as high, with no reason', () => {
    const confidence = assessConfidence(cv({ experience: [role({})] }), doc, NOW);
    for (const path of ['name', 'email', 'phone', 'location', 'skills', 'experience.0.title', 'experience.0.company', 'experience.0.startDate', 'experience.0.endDate']) {
      expect(confidence[path], path).toEqual({ level: 'high', reason: null });
    }
  });

  it('gives every low field a reason a recruiter can act on', () => {
    const confidence = assessConfidence(
      cv({
        name: 'Jane',
        phone: '(555) 123-4567',
        location: null,
        skills: [],
        experience: [role({ startDate: null, endDate: null }), role({ title: 'Acme Holdings Ltd', company: 'Senior Software Engineer' }), role({ startDate: '2020-05', endDate: '2019-01' }), role({ company: null })],
        education: [{ institution: null, degree: 'BSc Physics', field: null, startDate: null, endDate: null }],
      }),
      doc,
      NOW,
    );
    expect(confidence.name).toEqual({ level: 'low', reason: 'Only one name found; check the surname' });
    expect(confidence.phone).toEqual({ level: 'low', reason: 'Phone number has no country code' });
    expect(confidence.location.reason).toBe('No location found for the candidate');
    expect(confidence.skills.reason).toBe('No skills section found');
    expect(confidence['experience.0.startDate']).toEqual({ level: 'low', reason: 'No date found for this role' });
    expect(confidence['experience.1.company']).toEqual({ level: 'low', reason: 'Company and title may be swapped' });
    expect(confidence['experience.1.title'].reason).toBe('Company and title may be swapped');
    expect(confidence['experience.2.endDate'].reason).toBe('The end date is before the start date');
    expect(confidence['experience.3.company'].reason).toBe('No company found for this role');
    expect(confidence['education.0.institution'].reason).toBe('No school or university found for this entry');
    expect(confidence.totalYearsExperience.level).toBe('low');
  });

  it('marks a partly hidden number and an OCR read for checking', () => {
    expect(assessConfidence(cv({ phone: '+49 176 313 *** **' }), doc, NOW).phone.reason).toBe('The phone number is partly hidden in the CV');
    const scanned = assessConfidence(cv({}), { ...doc, ocr: true }, NOW);
    expect(scanned.name).toEqual({ level: 'low', reason: 'This CV is a scanned image; its text was read by OCR' });
  });

  it('comes with the data from a document, a path for every field', () => {
    const { data, confidence } = extractCvWithConfidence(textDocument('Jane Doe\njane@example.com\nEXPERIENCE\nEngineer, Acme Ltd\n2019 - 2021'), { now: NOW });
    expect(data.experience).toHaveLength(1);
    for (const key of Object.keys(data)) expect(confidence[key], key).toBeDefined();
    expect(confidence['experience.0.company']).toEqual({ level: 'high', reason: null });
  });
});
