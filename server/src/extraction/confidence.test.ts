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

describe('plausibility checks', () => {
  it('marks an employer that is a place, a repeated role, a backwards range and a school that is a status, each with its reason', () => {
    const confidence = assessConfidence(
      cv({
        experience: [role({}), role({}), role({ company: 'Leeds, UK' }), role({ startDate: '2022-03', endDate: '2020' })],
        education: [
          { institution: 'Expected', degree: 'BSc', field: null, startDate: null, endDate: '2025' },
          { institution: 'University of Leeds', degree: 'MSc', field: null, startDate: '2019', endDate: '2017' },
        ],
      }),
      doc,
      NOW,
    );
    expect(confidence['experience.0.title']).toEqual({ level: 'high', reason: null });
    expect(confidence['experience.1.title']).toEqual({ level: 'low', reason: 'This role repeats role 1 (same title, company and dates)' });
    expect(confidence['experience.2.company']).toEqual({ level: 'low', reason: 'The company looks like a place name; check the employer' });
    expect(confidence['experience.3.endDate']).toEqual({ level: 'low', reason: 'The end date is before the start date' });
    expect(confidence['education.0.institution']).toEqual({ level: 'low', reason: 'The school reads like a status or a grade, not a school name' });
    expect(confidence['education.1.institution']).toEqual({ level: 'high', reason: null });
    expect(confidence['education.1.endDate']).toEqual({ level: 'low', reason: 'The end date is before the start date' });
  });

  it('marks a role with the dates and description of another, whatever its header was read as', () => {
    const text = { startDate: '2019-01', endDate: '2021-06', highlights: ['Ran the payroll for 300 staff'] };
    const confidence = assessConfidence(cv({ experience: [role({ ...text }), role({ ...text, title: 'Payroll Officer', company: 'Harbour Ltd' }), role({ ...text, startDate: '2017-01' })] }), doc, NOW);
    expect(confidence['experience.0.title'].level).toBe('high');
    expect(confidence['experience.1.title']).toEqual({ level: 'low', reason: 'This role has the dates and description of role 1; check it was not read twice' });
    expect(confidence['experience.2.title'].level).toBe('high');
  });

  // The test's own timeout is the bound: comparing every pair of 5,000 roles would hang it.
  it('checks thousands of roles for repeats without hanging', () => {
    const roles = Array.from({ length: 5000 }, (_, i) => role({ title: `Engineer ${i % 2500}`, highlights: [`Built system ${i}`] }));
    const confidence = assessConfidence(cv({ experience: roles }), doc, NOW);
    expect(confidence['experience.2500.title'].reason).toBe('This role repeats role 1 (same title, company and dates)');
  }, 20_000);

  it('marks more than 15 roles or certifications as worth a check', () => {
    const many = assessConfidence(cv({ experience: Array.from({ length: 16 }, (_, i) => role({ title: `Engineer ${i}` })), certifications: Array.from({ length: 16 }, (_, i) => `Cert ${i}`) }), doc, NOW);
    expect(many.experience).toEqual({ level: 'low', reason: '16 roles found; check that none was read twice' });
    expect(many.certifications).toEqual({ level: 'low', reason: '16 certifications found; check that each is a credential' });
    const few = assessConfidence(cv({ experience: [role({})], certifications: ['AWS Certified Developer'] }), doc, NOW);
    expect(few.experience.level).toBe('high');
    expect(few.certifications.level).toBe('high');
  });

  it('flags the employer read from a town in a CV built in the test', () => {
    const { data, confidence } = extractCvWithConfidence(
      textDocument(`Jane Doe
jane@example.com
EXPERIENCE
Sales Assistant
Kiten / Bulgaria
2018 – 2020`),
      { now: NOW },
    );
    const at = data.experience.findIndex((entry) => entry.company === 'Kiten / Bulgaria');
    if (at >= 0) expect(confidence[`experience.${at}.company`]).toEqual({ level: 'low', reason: 'The company looks like a place name; check the employer' });
    else expect(data.experience.every((entry) => entry.company !== 'Kiten / Bulgaria')).toBe(true);
  });
});
