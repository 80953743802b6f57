import { describe, expect, it } from 'vitest';
import { STANDARD_PLACEHOLDERS } from './placeholder-catalog';
import { analyzeTemplate } from './analyze-template';
import { renderCv } from './render-cv';
import { loadStandardTemplate } from './standard-template';
import { blankCv, graduateCv, seniorEngineerCv } from './test-support/cv-fixtures';
import { partText } from './test-support/read-docx';
import { validateDocx } from './validate-docx';

describe('the Standard Template', () => {
  it('uses every standard placeholder, in Calibri, without warnings', () => {
    const structure = analyzeTemplate(loadStandardTemplate());
    for (const name of STANDARD_PLACEHOLDERS) expect(structure.fieldMappings[name], name).toBeDefined();
    expect(structure.fonts).toEqual(['Calibri']);
    expect(structure.warnings).toEqual([]);
    expect(structure.instructions).toEqual([expect.objectContaining({ placeholder: 'Summary' })]);
  });

  it('renders a full CV with headings, entries, bullets and the agency header and footer', () => {
    const docx = renderCv({ template: loadStandardTemplate(), data: seniorEngineerCv(), extras: { agencyName: 'Northwind Talent', consultantName: 'Sam Reed', consultantPhone: '0161 000' } });
    expect(validateDocx(docx)).toEqual({ isValid: true, problems: [] });
    expect(partText(docx)).toBe(
      [
        'Amélie <Durand> & Sons',
        'amelie.durand@example.com   |   +44 20 7946 0958   |   London, UK',
        'Profile',
        'Backend engineer with 9 years in payments.\nLeads small teams.',
        'Experience',
        'Lead Engineer — Finly Ltd, London',
        'Jan 2019 – Present',
        'Cut settlement time by 40%',
        'Mentored {{four}} engineers',
        'Software Engineer — PayCo',
        'Mar 2015 – Dec 2018',
        'Education',
        'BSc in Computer Science — University of Leeds',
        '2011 – 2014',
        'Skills',
        'TypeScript  ·  PostgreSQL  ·  Kafka',
        'Certifications',
        'AWS Solutions Architect',
        'Languages',
        'English (native)',
        'French (fluent)',
      ].join('\n'),
    );
    expect(partText(docx, 'word/header1.xml')).toBe('Northwind Talent');
    expect(partText(docx, 'word/footer1.xml')).toBe('Presented by Sam Reed · 0161 000');
  });

  it('drops empty sections and dangling separators', () => {
    const docx = renderCv({ template: loadStandardTemplate(), data: graduateCv() });
    expect(validateDocx(docx).problems).toEqual([]);
    const text = partText(docx);
    expect(text.startsWith('Tom Baker\ntom@example.org\nProfile\nRecent graduate.\nExperience\nIntern — Shop & Co\n2023\nBuilt a stock report\nEducation\nOpen University\n2024\nSkills\nExcel')).toBe(true);
    expect(text).not.toMatch(/Certifications|Languages|\|/);
  });

  it('renders a blank CV to a valid, nearly empty document', () => {
    const docx = renderCv({ template: loadStandardTemplate(), data: blankCv() });
    expect(validateDocx(docx).problems).toEqual([]);
    expect(partText(docx).trim()).toBe('');
  });
});
