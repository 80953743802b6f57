import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { emptyCvData, type CvData } from '@common/cv-data';
import { buildDocx, p } from '../../rendering/test-support/docx-builder';
import {
  anonymiseCvData,
  anonymisedFileLabel,
  cityLevelLocation,
  isPhoneLike,
  scrubText,
  shortCandidateName,
  surnameWords,
} from './anonymise';
import { stripDocumentProperties } from '../../rendering/docx-properties';
import { outputFileName } from '../processing/output-names';

const jane: CvData = {
  ...emptyCvData(),
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  phone: '+44 20 7946 0958',
  location: 'Flat 3, 12 Baker Street, London NW1 6XE, UK',
  linkedin: 'https://www.linkedin.com/in/janedoe',
  website: 'janedoe.dev',
  summary: 'Jane Doe is an accountant. Date of birth: 12/03/1990. Reach me at jane.doe@example.com or 020 7946 0958; portfolio www.janedoe.dev.',
  experience: [
    {
      title: 'Senior Accountant',
      company: 'Doe & Partners',
      location: '1 Canada Square, London',
      startDate: '2019-01',
      endDate: null,
      current: true,
      highlights: ['Cut close from 10 to 6 days (2015 – 2018 baseline)', 'See github.com/janedoe/ledger', 'Managed a budget of 2 000 000'],
    },
  ],
  education: [{ institution: 'University of Leeds', degree: 'BSc', field: 'Accounting', startDate: '2011', endDate: '2014' }],
  skills: ['Excel', 'ASP.NET', 'IFRS'],
};

describe('short names', () => {
  it.each([
    ['Jane Doe', 'Jane D.'],
    ['Jane Mary Doe', 'Jane D.'],
    ['Dr. Jane Doe PhD', 'Jane D.'],
    ['Zoë Müller', 'Zoë M.'],
    ['Ludwig van Beethoven', 'Ludwig B.'],
    ['Cher', 'Cher'],
    ['  ', null],
    [null, null],
  ])('%s → %s', (name, short) => {
    expect(shortCandidateName(name)).toBe(short);
  });

  it('keeps the dot of the initial in file names', () => {
    expect(outputFileName(anonymisedFileLabel('Jane Doe'), 'Standard Template', 'docx')).toBe('Jane D. - Standard Template.docx');
    expect(anonymisedFileLabel(null)).toBe('Candidate');
    expect(anonymisedFileLabel('Jane')).toBe('Jane');
    expect(anonymisedFileLabel('J/a:ne Doe')).toBe('J a ne D.');
  });

  it('lists surname words without particles, hyphen parts included', () => {
    expect(surnameWords('Jane Doe-Smith')).toEqual(['Doe-Smith', 'Doe', 'Smith']);
    expect(surnameWords('Juan de la Cruz')).toEqual(['Cruz']);
    expect(surnameWords('Mr Tom O’Neill')).toEqual(['O’Neill', 'O', 'Neill']);
  });
});

describe('locations', () => {
  it.each([
    ['Flat 3, 12 Baker Street, London NW1 6XE, UK', 'London, UK'],
    ['123 Main St, Springfield, IL 62704', 'Springfield, IL'],
    ['Hauptstraße 5, 10115 Berlin, Germany', 'Berlin, Germany'],
    ['75008 Paris', 'Paris'],
    ['London, UK', 'London, UK'],
    ['12 Rue de Rivoli', null],
    [null, null],
  ])('%s → %s', (location, city) => {
    expect(cityLevelLocation(location)).toBe(city);
  });
});

describe('phones and free text', () => {
  it('tells phone numbers from years, dates and amounts', () => {
    expect(isPhoneLike('+44 20 7946 0958')).toBe(true);
    expect(isPhoneLike('020 7946 0958')).toBe(true);
    expect(isPhoneLike('555-123-4567')).toBe(true);
    expect(isPhoneLike('2015 - 2018')).toBe(false);
    expect(isPhoneLike('01/2019 - 12/2020')).toBe(false);
    expect(isPhoneLike('2 000 000')).toBe(false);
  });

  it('removes contact details, profile URLs, birth dates and the surname from text', () => {
    const identity = { name: 'Jane Doe', email: 'jane.doe@example.com', phone: '+44 20 7946 0958' };
    const out = scrubText(jane.summary!, identity);
    expect(out).toBe('Jane D. is an accountant. Reach me at or; portfolio.');
    expect(scrubText('DOB 1 May 1988 | Leeds', identity)).toBe('Leeds');
    expect(scrubText('Born and raised in Leeds', identity)).toBe('Born and raised in Leeds');
    expect(scrubText('Age: 34. Likes Doberman dogs', identity)).toBe('Likes Doberman dogs');
    expect(scrubText('Email: jane@home.org | Phone: 07700 900123 | LinkedIn: linkedin.com/in/jd', identity)).toBe('');
    expect(scrubText('Mrs Doe trained the DOE team; Doering stays', identity)).toBe('Mrs D. trained the D. team; Doering stays');
  });
});

describe('anonymiseCvData', () => {
  it('drops every contact field, shortens the name and scrubs every text field', () => {
    const out = anonymiseCvData(jane);
    expect(out).toMatchObject({ name: 'Jane D.', email: null, phone: null, linkedin: null, website: null, location: 'London, UK' });
    expect(out.experience[0]).toMatchObject({ company: 'D. & Partners', location: 'London' });
    expect(out.experience[0].highlights).toEqual(['Cut close from 10 to 6 days (2015 – 2018 baseline)', 'See', 'Managed a budget of 2 000 000']);
    expect(out.skills).toEqual(['Excel', 'ASP.NET', 'IFRS']);
    const json = JSON.stringify(out);
    for (const leak of ['Doe', 'jane.doe@', '7946', 'linkedin.com', 'janedoe', '1990', 'Baker', 'NW1']) expect(json).not.toContain(leak);
    expect(out.education).toEqual(jane.education);
  });

  it('is idempotent when given the original identity', () => {
    const once = anonymiseCvData(jane);
    expect(anonymiseCvData(once, { name: jane.name, email: jane.email, phone: jane.phone })).toEqual(once);
  });
});

describe('stripDocumentProperties', () => {
  it('replaces author and editor with the agency, empties title, subject, keywords, description, company and custom values', () => {
    const core =
      '<?xml version="1.0"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>CV of Jane Doe</dc:title><dc:subject>Jane Doe</dc:subject><dc:creator>Jane Doe</dc:creator><cp:keywords>doe</cp:keywords><dc:description>jane.doe@example.com</dc:description><cp:lastModifiedBy>Doe</cp:lastModifiedBy><cp:lastModifiedBy/></cp:coreProperties>';
    const app = '<?xml version="1.0"?><Properties xmlns:vt="v"><Company>Doe Ltd</Company><Manager>J Doe</Manager><TitlesOfParts><vt:vector size="1" baseType="lpstr"><vt:lpstr>Jane Doe CV</vt:lpstr></vt:vector></TitlesOfParts></Properties>';
    const custom = '<?xml version="1.0"?><Properties xmlns:vt="v"><property name="Candidate"><vt:lpwstr>Jane Doe</vt:lpwstr></property></Properties>';
    const docx = buildDocx({ body: [p('Hello')], extraFiles: { 'docProps/core.xml': core, 'docProps/app.xml': app, 'docProps/custom.xml': custom } });
    const out = new PizZip(stripDocumentProperties(docx, 'Acme & Co Recruitment'));
    const coreOut = out.file('docProps/core.xml')!.asText();
    expect(coreOut).toContain('<dc:creator>Acme &amp; Co Recruitment</dc:creator>');
    expect(coreOut).toContain('<cp:lastModifiedBy>Acme &amp; Co Recruitment</cp:lastModifiedBy>');
    expect(coreOut).toContain('<dc:title></dc:title>');
    for (const file of ['docProps/core.xml', 'docProps/app.xml', 'docProps/custom.xml']) expect(out.file(file)!.asText()).not.toMatch(/doe/i);
    expect(out.file('word/document.xml')!.asText()).toContain('Hello');
  });

  it('empties the author when no agency name is set', () => {
    const out = new PizZip(stripDocumentProperties(buildDocx({ body: [p('x')] }), ''));
    expect(out.file('docProps/core.xml')!.asText()).toContain('<dc:creator></dc:creator>');
  });
});
