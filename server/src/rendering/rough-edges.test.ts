import { describe, expect, it } from 'vitest';
import type { CvData } from '@common/cv-data';
import { renderCv } from './render-cv';
import { graduateCv } from './test-support/cv-fixtures';
import { buildDocx, cell, p, table } from './test-support/docx-builder';
import { partText } from './test-support/read-docx';

// The rough edges the sendable judge found in real outputs (issue 28, item 5), each on a small template.

const consultant = { consultantName: 'Danny Whitlock', consultantEmail: 'danny@quayline.example', consultantPhone: '01452 960 318' };

function withCv(patch: Partial<CvData>): CvData {
  return { ...graduateCv(), ...patch };
}

describe('a degree and its subject', () => {
  it('are joined by the word of the CV’s own language', () => {
    const template = buildDocx({ body: [p('{{#education}}{{degree}}{{/education}}')] });
    const spanish = withCv({
      summary: 'Licenciada con experiencia en el desarrollo de aplicaciones para la gestión de datos y con dominio de los lenguajes de programación.',
      experience: [],
      education: [{ institution: 'UNAM', degree: 'Licenciatura', field: 'Matemáticas Aplicadas y Computación', startDate: null, endDate: '2021' }],
    });
    expect(partText(renderCv({ template, data: spanish }))).toBe('Licenciatura en Matemáticas Aplicadas y Computación');
    const english = withCv({ education: [{ institution: 'Carnegie Mellon University', degree: 'Master of Science', field: 'Software Engineering', startDate: '2018', endDate: '2020' }] });
    expect(partText(renderCv({ template, data: english }))).toBe('Master of Science in Software Engineering');
  });

  it('are joined in the language of the degree’s own name, and a subject in lower case follows with no joining word', () => {
    const template = buildDocx({ body: [p('{{#education}}{{degree}}; {{/education}}')] });
    // A CV in English whose degrees are Argentinian and Italian: written as the candidate wrote them.
    const data = withCv({
      education: [
        { institution: 'Universidad de Buenos Aires', degree: 'Licenciatura', field: 'Ciencias de la Computación', startDate: null, endDate: '2019' },
        { institution: 'Università di Bologna', degree: 'Laurea', field: 'Lettere Moderne', startDate: null, endDate: '2001' },
        { institution: 'Istituto Magistrale', degree: 'Diploma', field: 'magistrale', startDate: null, endDate: '1993' },
      ],
    });
    expect(partText(renderCv({ template, data }))).toBe('Licenciatura en Ciencias de la Computación; Laurea in Lettere Moderne; Diploma magistrale');
  });
});

describe('separators', () => {
  it('drops the separator a missing value left before a tab, and keeps the tab', () => {
    const tabbed = '<w:p><w:r><w:t xml:space="preserve">{{#experience}}{{title}}, {{company}}</w:t></w:r><w:r><w:tab/></w:r><w:r><w:t xml:space="preserve">{{startDate}} – {{endDate}}{{/experience}}</w:t></w:r></w:p>';
    const template = buildDocx({ body: [tabbed] });
    const data = withCv({ experience: [{ title: 'Tutor', company: null, location: null, startDate: '2019-03', endDate: '2019-08', current: false, highlights: [] }] });
    expect(partText(renderCv({ template, data }))).toBe('Tutor\tMar 2019 – Aug 2019');
    const both = withCv({ experience: [{ title: 'Tutor', company: 'Kumon', location: null, startDate: '2019-03', endDate: '2019-08', current: false, highlights: [] }] });
    expect(partText(renderCv({ template, data: both }))).toBe('Tutor, Kumon\tMar 2019 – Aug 2019');
  });

  it('drops the separator a missing start date left after a tab, and keeps the end', () => {
    const tabbed = '<w:p><w:r><w:t xml:space="preserve">{{#experience}}{{title}}, {{company}}</w:t></w:r><w:r><w:tab/></w:r><w:r><w:t xml:space="preserve">{{startDate}} – {{endDate}}{{/experience}}</w:t></w:r></w:p>';
    const template = buildDocx({ body: [tabbed] });
    const current = withCv({ experience: [{ title: 'Woodworker', company: 'Sand + Polish Contractors', location: null, startDate: null, endDate: null, current: true, highlights: [] }] });
    expect(partText(renderCv({ template, data: current }))).toBe('Woodworker, Sand + Polish Contractors\tPresent');
    const ended = withCv({ experience: [{ title: 'Woodworker', company: 'Sand + Polish Contractors', location: null, startDate: null, endDate: '2019-08', current: false, highlights: [] }] });
    expect(partText(renderCv({ template, data: ended }))).toBe('Woodworker, Sand + Polish Contractors\tAug 2019');
  });

  it('keeps the separator before a phone that starts with a bracket', () => {
    const template = buildDocx({ body: [p('{{Email}} | {{Phone}} | {{Address}}')] });
    const data = withCv({ email: 'john@email.com', phone: '(555) 123-4567', location: 'San Francisco, CA' });
    expect(partText(renderCv({ template, data }))).toBe('john@email.com | (555) 123-4567 | San Francisco, CA');
    expect(partText(renderCv({ template, data: { ...data, location: null } }))).toBe('john@email.com | (555) 123-4567');
  });

  it('still drops the separator left before a bracketed aside by an empty value', () => {
    const template = buildDocx({ body: [p('{{#Education}}{{Institution}} – {{Field}} ({{EndDate}}){{/Education}}')] });
    expect(partText(renderCv({ template, data: graduateCv() }))).toBe('Open University (2024)');
  });
});

describe('empty sections', () => {
  it("removes a 'Certifications' heading left over the consultant's line alone, and keeps the line", () => {
    const template = buildDocx({
      body: [p('Key Skills', { style: 'Heading1' }), p('{{Skills}}'), p('Certifications', { style: 'Heading1' }), p('{{Certifications}}'), p('Consultant: {{ConsultantName}} · {{ConsultantEmail}} · {{ConsultantPhone}}')],
    });
    const text = partText(renderCv({ template, data: graduateCv(), extras: consultant }));
    expect(text).toBe('Key Skills\nExcel\nConsultant: Danny Whitlock · danny@quayline.example · 01452 960 318');
    const withCerts = partText(renderCv({ template, data: withCv({ certifications: ['PRINCE2'] }), extras: consultant }));
    expect(withCerts).toMatch(/Certifications\n\W*PRINCE2\nConsultant: Danny Whitlock/);
  });

  it('keeps a heading over the agency details alone while they show', () => {
    const template = buildDocx({ body: [p('Your consultant', { style: 'Heading1' }), p('{{ConsultantName}}')] });
    expect(partText(renderCv({ template, data: graduateCv(), extras: consultant }))).toBe('Your consultant\nDanny Whitlock');
  });
});

describe('a details table of label/value pairs', () => {
  const details = () =>
    buildDocx({
      body: [
        table([
          [cell(p('Candidate')), cell(p('{{FullName}}')), cell(p('Location')), cell(p('{{Address}}'))],
          [cell(p('Current role')), cell(p('{{CurrentTitle}}')), cell(p('Languages')), cell(p('{{Languages}}'))],
        ]),
      ],
    });

  it('clears the label of a value the CV does not have and keeps the pair beside it', () => {
    const text = partText(renderCv({ template: details(), data: withCv({ currentTitle: 'Analyst', location: 'Leeds' }) }));
    // The emptied cells stay (the columns keep their widths), with nothing in them.
    expect(text.split('\n').filter(Boolean)).toEqual(['Candidate', 'Tom Baker', 'Location', 'Leeds', 'Current role', 'Analyst']);
  });

  it('removes a row whose two values are both missing', () => {
    const text = partText(renderCv({ template: details(), data: withCv({ location: 'Leeds' }) }));
    expect(text.split('\n')).toEqual(['Candidate', 'Tom Baker', 'Location', 'Leeds']);
  });
});

describe('text from the source that is not the candidate’s words', () => {
  it('prints Markdown links and bold as their text', () => {
    const template = buildDocx({ body: [p('{{Summary}}')] });
    const summary = 'Technical lead for the [Jabberwocky project](http://betteroffted.wikia.com/wiki/Jabberwocky) and of [**Quantum Diorama**](https://en.wikipedia.org/wiki/Vaporware_(disambiguation)); see [sic](1), keep __init__.';
    expect(partText(renderCv({ template, data: withCv({ summary }) }))).toBe('Technical lead for the Jabberwocky project and of Quantum Diorama; see [sic](1), keep __init__.');
  });

  it('drops an icon glyph read as a lone bracket, and the private-use icons', () => {
    const template = buildDocx({ body: [p('{{#Education}}{{Institution}} · {{EndDate}}{{/Education}}'), p('{{Phone}}')] });
    const data = withCv({ education: [{ institution: '\u009B University of Oceanic Affairs ( Ottertown', degree: null, field: null, startDate: null, endDate: '2022' }], phone: '\uF095 ( +44 7700 900077' });
    expect(partText(renderCv({ template, data }))).toBe('University of Oceanic Affairs, Ottertown · 2022\n+44 7700 900077');
  });

  it('keeps brackets that are punctuation', () => {
    const template = buildDocx({ body: [p('{{Summary}}')] });
    const summary = 'Cut costs (by 20 %) in year one ( see below ) and led a) design b) delivery.';
    expect(partText(renderCv({ template, data: withCv({ summary }) }))).toBe(summary);
  });

  it('drops the separators a value carried from its line in the source, and closes a bracket it cut', () => {
    const template = buildDocx({ body: [p('{{Address}}'), p('{{#experience}}{{title}} ({{company}}){{/experience}}'), p('{{Summary}}'), p('{{Languages}}')] });
    const data = withCv({
      location: '| Lisboa, Portugal,',
      experience: [{ title: 'Sales Manager –', company: 'Hoffmann & Partner, Berlin /', location: null, startDate: '2019', endDate: '2021', current: false, highlights: [] }],
      summary: 'Engineer (contract, then permanent\n=====\nLeads teams – | mentors juniors; ',
      languages: ['English (native', 'German, , B2'],
    });
    expect(partText(renderCv({ template, data }))).toBe(
      'Lisboa, Portugal\nSales Manager (Hoffmann & Partner, Berlin)\nEngineer (contract, then permanent)\nLeads teams – mentors juniors\n•\tEnglish (native)\n•\tGerman, B2',
    );
  });

  it('tidies hostile values whole: long runs of spaces, of brackets and of separators', () => {
    const template = buildDocx({ body: [p('{{Summary}}'), p('{{Address}}')] });
    const spaced = `Lead${' '.repeat(50_000)}engineer`;
    const data = withCv({ summary: `${spaced}\n${')'.repeat(20_000)}\n${'('.repeat(20_000)}`, location: `${', '.repeat(20_000)}Leeds${' |'.repeat(20_000)}` });
    expect(partText(renderCv({ template, data }))).toBe(`${spaced}\nLeeds`);
  });

  it('keeps a value made only of marks out, and leaves words, numbers and numbered items alone', () => {
    const template = buildDocx({ body: [p('{{Summary}}'), p('{{Skills}}')] });
    const summary = 'Led 1) design and 2) delivery of C/C++ and TCP/IP tools (2019 – 2021).';
    const data = withCv({ summary, skills: ['C#/.NET', '–', '★★★★☆', 'Go'] });
    expect(partText(renderCv({ template, data }))).toBe(`${summary}\nC#/.NET  ·  Go`);
  });
});

describe('dates among a role’s bullets', () => {
  const template = () => buildDocx({ body: [p('{{#Experience}}'), p('{{Title}} — {{Company}}'), p('{{Dates}}'), p('{{#Highlights}}'), p('• {{.}}'), p('{{/Highlights}}'), p('{{/Experience}}')] });

  it('a period alone as a bullet becomes the role’s dates, not a bullet', () => {
    const data = withCv({
      experience: [
        { title: 'General Practitioner', company: 'Lamna Healthcare', location: null, startDate: null, endDate: null, current: true, highlights: ['20XX – PRESENT', 'Ran a community health fair'] },
        { title: 'Family Physician', company: 'Tyler Stein MD', location: null, startDate: '2015', endDate: '2019', current: false, highlights: ['2015 – 2019', 'Led a smoking cessation programme'] },
      ],
    });
    const text = partText(renderCv({ template: template(), data }));
    expect(text).toBe(
      'General Practitioner — Lamna Healthcare\n20XX – PRESENT\n• Ran a community health fair\nFamily Physician — Tyler Stein MD\n2015 – 2019\n• Led a smoking cessation programme',
    );
  });

  it('a bullet with a date and words stays a bullet', () => {
    const data = withCv({ experience: [{ title: 'Analyst', company: 'Northwind', location: null, startDate: '2020', endDate: null, current: true, highlights: ['Promoted in 2021 – the first of my cohort'] }] });
    expect(partText(renderCv({ template: template(), data }))).toContain('• Promoted in 2021 – the first of my cohort');
  });
});

describe('a period the CV left open', () => {
  it("prints as still running, the way a current role's dates print, instead of a dash before a bracket or a line's end", () => {
    const template = buildDocx({ body: [p('{{#Experience}}{{#Highlights}}'), p('• {{.}}'), p('{{/Highlights}}{{/Experience}}')] });
    const highlights = ['Research Assistant (Feb. 2023 - Sept. 2023, 8 months)', 'Young Researcher (Oct. 2023 -)', 'Tutor in statistics, 2019 –', 'Cut costs by 20 - 30% in 2021 - the first year'];
    const data = withCv({ experience: [{ title: 'Researcher', company: 'University of Ljubljana', location: null, startDate: '2021-10', endDate: null, current: true, highlights }] });
    expect(partText(renderCv({ template, data })).split('\n')).toEqual([
      '• Research Assistant (Feb. 2023 - Sept. 2023, 8 months)',
      '• Young Researcher (Oct. 2023 – Present)',
      '• Tutor in statistics, 2019 – Present',
      '• Cut costs by 20 - 30% in 2021 - the first year',
    ]);
  });
});

describe('degrees and profiles', () => {
  it('a {{Degree}} alone shows the subject with it; beside {{Field}} it does not repeat it', () => {
    const education = [{ institution: 'State University', degree: 'B.S.', field: 'Computer Science', startDate: null, endDate: '2019' }];
    const alone = buildDocx({ body: [p('{{#Education}}{{Degree}}, {{Institution}}{{/Education}}')] });
    expect(partText(renderCv({ template: alone, data: withCv({ education }) }))).toBe('B.S. in Computer Science, State University');
    const apart = buildDocx({ body: [p('{{#Education}}{{Degree}} — {{Field}}, {{Institution}}{{/Education}}')] });
    expect(partText(renderCv({ template: apart, data: withCv({ education }) }))).toBe('B.S. — Computer Science, State University');
  });

  it('the profile shows in every shape a template gives it: its own tag, under a heading, in a table cell, in a text box', () => {
    const summary = 'Engineer with nine years in payments.';
    const shapes = [
      buildDocx({ body: [p('{{Summary}}')] }),
      buildDocx({ body: [p('Profile', { style: 'Heading1' }), p('{{Profile}}')] }),
      buildDocx({ body: [table([[cell(p('Profile')), cell(p('{{Summary}}'))]])] }),
    ];
    for (const template of shapes) expect(partText(renderCv({ template, data: withCv({ summary }) }))).toContain(summary);
  });
});
