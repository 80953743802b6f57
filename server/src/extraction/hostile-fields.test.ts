import { describe, expect, it } from 'vitest';
import { cvDataSchema } from '@common/cv-data';
import { extractCvWithConfidence } from './extract-cv';
import { hostileDocuments } from './hostile-documents';
import { textDocument } from './test-support';

const NOW = { now: new Date(Date.UTC(2026, 10, 1)) };

/** The hostile inputs of issue 27: each gives valid CvData with a confidence, and what is in it makes sense. (Speed: bench/extract-hostile.ts.) */
describe('hostile CVs for field extraction', () => {
  const documents = hostileDocuments();
  const read = (name: string) => {
    const { data, confidence } = extractCvWithConfidence(documents[name], NOW);
    expect(cvDataSchema.parse(data)).toEqual(data);
    return { data, confidence };
  };

  it('a CV with 200 jobs: the jobs are read, and the count is marked for a check', () => {
    const { data, confidence } = read('200 jobs');
    expect(data.experience.length).toBeGreaterThanOrEqual(150);
    expect(data.experience[0]).toMatchObject({ title: 'Engineer 0', company: 'Company 0 Ltd' });
    expect(confidence.experience.level).toBe('low');
  });

  // bench:extract-hostile prints how quick; the test's own timeout bounds a read quadratic in the cells.
  it('300 jobs whose header rows hold 60 cells each: each role read from its row, without hanging', () => {
    const { data } = read('300 jobs in rows of 60 cells');
    expect(data.experience).toHaveLength(300);
    expect(data.experience[7]).toMatchObject({ title: 'Engineer 7', company: 'Company 7 Ltd' });
  }, 30_000);

  it('a skills list of 5,000 items: every item kept once, and the count marked for a check', () => {
    const { data, confidence } = read('5,000 skills');
    expect(data.skills).toHaveLength(5000);
    expect(confidence.skills.level).toBe('low');
  });

  it('a date field of 10,000 characters: no crash, no date invented beyond the years written', () => {
    const { data } = read('10,000-character date');
    for (const entry of data.experience) expect([entry.startDate, entry.endDate].every((date) => date === null || /^20(?:19|20)/.test(date))).toBe(true);
  });

  it('every line a date: no job, school or skill made of dates', () => {
    const { data } = read('every line a date');
    expect(data.experience.every((entry) => !entry.title || !/^\d/.test(entry.title))).toBe(true);
    expect(data.skills.every((skill) => !/^\d/.test(skill))).toBe(true);
    expect(data.education.every((entry) => !entry.institution || !/^\d/.test(entry.institution))).toBe(true);
  });

  it('a CV that is one 1 MB line: read without a crash', () => {
    const { data } = read('one 1 MB line');
    expect(data.email).toBe('jane@example.com');
  });

  it('a line of 300,000 spaces inside an education and an experience section: read without a crash', async () => {
    const { extractCv } = await import('./extract-cv');

    const gap = ' '.repeat(300_000);
    const data = extractCv(textDocument(`Jane Doe\njane@example.com\nExperience\nAnalyst${gap}Acme Ltd\n2019 - 2020\nEducation\nMaster${gap}University of Leeds\n2015 - 2016`));
    expect(data.email).toBe('jane@example.com');
    expect(data.experience[0]).toMatchObject({ startDate: '2019' });
  });

  it('a CV written entirely in capitals: name, jobs, school, skills and languages read', () => {
    const { data } = read('all capitals');
    expect(data.name).toBe('Jane Doe');
    expect(data.experience[0]).toMatchObject({ startDate: '2019-01', current: true });
    expect(data.education[0]).toMatchObject({ institution: 'UNIVERSITY OF LEEDS' });
    expect(data.skills).toEqual(expect.arrayContaining(['PYTHON', 'SQL']));
    expect(data.languages).toEqual(['English', 'German']);
  });

  // Headings in a language with no word list are not known as sections yet (sections.ts): what is read must be right,
  // and what is missing is marked for the recruiter rather than guessed.
  it.each(['Polish', 'Turkish', 'Greek'])('a CV in %s: name and e-mail read, nothing invented, the missing jobs marked', (language) => {
    const { data, confidence } = read(language);
    expect(data.name).toMatch(/^(?:Anna Kowalska|Ayşe Yılmaz|Μαρία Παπαδοπούλου)$/);
    expect(data.email).toMatch(/@example\.com$/);
    for (const entry of data.experience) expect(entry.startDate).toBe('2019-03');
    expect(data.skills.every((skill) => ['Python', 'SQL', 'Airflow'].includes(skill))).toBe(true);
    if (data.experience.length === 0) expect(confidence.experience).toEqual({ level: 'low', reason: 'No work experience found; check whether the CV lists jobs' });
  });
});

// The readers this wave's seventeenth session added (forms, tables of dated rows, joining words, employers with
// places, credentials' date words) on the same hostile shapes: a sensible reading, bounded by the test's own timeout.
describe('hostile input for forms, dated tables and joining words', () => {
  it('a form of 2,000 labelled records, a table of 5,000 dated rows and 100,000-character lines: read or refused, without hanging', () => {
    const form = Array.from({ length: 2000 }, (_, i) => [`Azienda\tAcme ${i} S.p.A.`, `Intervallo temporale\t01/2010 - 12/2011`, `Ruolo\tAnalista ${i}`]).flat();
    const formCv = extractCvWithConfidence(textDocument(['Mario Rossi', 'Esperienza lavorativa', ...form].join('\n')), NOW).data;
    expect(cvDataSchema.parse(formCv)).toEqual(formCv);
    const table = Array.from({ length: 5000 }, (_, i) => `2001 - 2002\tCorso ${i}\tDiploma`);
    const tableCv = extractCvWithConfidence(textDocument(['Mario Rossi', 'Istruzione', ...table].join('\n')), NOW).data;
    expect(cvDataSchema.parse(tableCv)).toEqual(tableCv);
    const long = `Analista della Banca ${' ,'.repeat(50_000)} per Acme, New York, em 2021`;
    const longCv = extractCvWithConfidence(textDocument(['Mario Rossi', 'Experience', long, '2019 – 2020', 'Certificazioni', `${' , em'.repeat(20_000)} 2021`].join('\n')), NOW).data;
    expect(cvDataSchema.parse(longCv)).toEqual(longCv);
  }, 30_000);
});

// The readers of the eighteenth session (marks repeated within a line, titles over providers, fields up to a full stop,
// a word closing a date cell, icons before a lone date, headings by their look) on the same hostile shapes.
describe('hostile input for repeated marks, titles over providers and headings by their look', () => {
  it('a line of 20,000 icons, 5,000 titles over providers, 100,000-character dated lines and a CV of 3,000 look-alike headings: read or refused, without hanging', () => {
    const parse = (lines: string[]) => {
      const { data } = extractCvWithConfidence(textDocument(['Anna Kowalska', 'anna@example.com', ...lines].join('\n')), NOW);
      expect(cvDataSchema.parse(data)).toEqual(data);
      return data;
    };
    parse(['Education', `🎓 ${'Master - Univ. Austral (2020) 🎓 '.repeat(20_000)}`]);
    parse(['Education', ...Array.from({ length: 5000 }, (_, i) => [`Course ${i} 2021`, `Provider ${i} Academy`]).flat()]);
    parse(['Experience', `(08/2014 – presente) Acme S. A., developer${' S. A.'.repeat(20_000)}. Built things.`, `Engineer\t11.2021 – ${'x'.repeat(100_000)}`, `📅 Mayo 2024 ${'- Remoto '.repeat(10_000)}`]);
    const headings = Array.from({ length: 3000 }, (_, i) => [`NAGŁÓWEK ${String.fromCharCode(65 + (i % 26))}`, `Treść sekcji numer ${i}.`]).flat();
    parse(headings);
  }, 30_000);
});

// The readers of the nineteenth session (periods of years with a slash, header fields set as items, providers over
// titles, employers "in" a town, headings with a count, a table of contents repeating the jobs) on hostile shapes.
describe('hostile input for periods of years, header items and employers in towns', () => {
  it('100,000 slash periods on a line, 5,000 entries set as items, 3,000 employers in towns and 2,000 repeated jobs: read or refused, without hanging', () => {
    const parse = (lines: string[]) => {
      const { data } = extractCvWithConfidence(textDocument(['Anna Kowalska', 'anna@example.com', ...lines].join('\n')), NOW);
      expect(cvDataSchema.parse(data)).toEqual(data);
      return data;
    };
    parse(['Experience', `Engineer, Acme ${'2019/20 '.repeat(100_000)}`, `${'2018/2019/'.repeat(20_000)}`]);
    parse(['Education', ...Array.from({ length: 5000 }, (_, i) => [`Provider ${i}`, `• Curso de Inglês ${i}`, '• 2012 - 2014 - interrompida']).flat()]);
    parse(['Experience', ...Array.from({ length: 3000 }, (_, i) => [`Firma ${i} GmbH in Berlin, ${'Brandenburg-'.repeat(50)}Deutschland`, `Entwickler, Mai 2018 - April 2020`, `• ${'Lunchbox\t• '.repeat(30)}Remote`]).flat()]);
    const jobs = Array.from({ length: 2000 }, (_, i) => `Developer, Acme ${i} Srl; Roma, IT — 2003-2019`);
    const repeated = parse(['Contents', ...jobs, 'Experience (12 anni)', ...jobs.flatMap((job) => [job, 'Built the portal.'])]);
    expect(repeated.experience.length).toBeLessThanOrEqual(2000);
  }, 60_000);
});

describe('hostile input for slashed places, wrapped handles, empty labels and dated items', () => {
  it('100,000 slashed places on a contact line, a LinkedIn handle wrapped 10,000 times, 5,000 empty address labels, 3,000 dated items under a label and 2,000 bracketed roles: read or refused, without hanging', () => {
    const parse = (lines: string[]) => {
      const { data } = extractCvWithConfidence(textDocument(['Anna Kowalska', ...lines].join('\n')), NOW);
      expect(cvDataSchema.parse(data)).toEqual(data);
      return data;
    };
    parse([`anna@example.com ⌂ ${'Dourados/MS/Brasil '.repeat(100_000)}`, `LinkedIn: linkedin.com/in/${'a-\n'.repeat(10_000)}b`]);
    const labels = parse(['Anschrift:', ...Array.from({ length: 5000 }, () => 'Telefon:'), 'E-Mail: anna@example.com']);
    expect(labels.location).toBeNull();
    const items = parse(['Experience', '01.2010 – heute', 'Acme GmbH, Entwickler', 'Projekte:', ...Array.from({ length: 3000 }, (_, i) => `01.2011 – 02.2012: Projekt ${i}, Entwicklung eines Systems`)]);
    expect(items.experience.length).toBeLessThanOrEqual(2);
    parse(['Experience', ...Array.from({ length: 2000 }, (_, i) => [`08/2016 – 04/2017 – Croydon, UK`, `DEVOPS CONSULTANT ${i} (SC CLEARED)`, `Capgemini ${i} / Home Office`]).flat()]);
  }, 60_000);
});

describe('hostile input for closing dates, named supervisors, long field rows and courses among the jobs', () => {
  it('5,000 headers closing on one month, a header naming 5,000 supervisors, 3,000 rows of short fields, 3,000 trainings and 2,000 small-caps headings: read or refused, without hanging', () => {
    const parse = (lines: string[]) => {
      const { data } = extractCvWithConfidence(textDocument(['Anna Kowalska', 'anna@example.com', ...lines].join('\n')), NOW);
      expect(cvDataSchema.parse(data)).toEqual(data);
      return data;
    };
    const closers = parse(['Experience', ...Array.from({ length: 5000 }, (_, i) => [`Developer ${i}`, i % 2 ? `Acme ${i} / mar 2019 - jun 2020` : `Acme ${i} / set 2016`]).flat()]);
    expect(closers.experience.length).toBeLessThanOrEqual(5000);
    parse(['Experience', `2019 – 2021\tEngineer, Acme Ltd, ${Array.from({ length: 5000 }, (_, i) => `Chef d'équipe : Anna Lee${i}`).join(', ')}`]);
    parse(['Experience', ...Array.from({ length: 3000 }, (_, i) => [`Acme ${i} SRL - Full Stack Developer & Analyst, Healthcare - Product Specialist - Team Lead\tCesena (FC) - Emilia-Romagna`, '11/2017 → 12/2020']).flat()]);
    const trainings = parse(['Experience', ...Array.from({ length: 3000 }, (_, i) => `Simulation Training ${i} Course\tGetoq Consulting, 2011 / 11`)]);
    expect(trainings.experience.length).toBe(0);
    parse(Array.from({ length: 2000 }, (_, i) => (i % 2 ? `research experience ${i}` : `2019 – 2020\tEngineer, Acme ${i} Ltd`)));
  }, 60_000);

  it('50,000 labelled postcodes and dashed places on contact lines, 10,000 LinkedIn fields, 3,000 employers with their sites, a list of 10,000 items in brackets and 3,000 repeated skills headings: read or refused, without hanging', () => {
    const parse = (lines: string[]) => {
      const { data } = extractCvWithConfidence(textDocument(['Anna Kowalska', 'anna@example.com', ...lines].join('\n')), NOW);
      expect(cvDataSchema.parse(data)).toEqual(data);
      return data;
    };
    const form = parse([Array.from({ length: 50_000 }, (_, i) => `Código Postal ${1000 + (i % 9000)} 721`).join('\t'), Array.from({ length: 50_000 }, () => 'Brasil - Bahia').join(' - ')]);
    expect(form.phone).toBeNull();
    parse([Array.from({ length: 10_000 }, (_, i) => `LinkedIn: handle${i}`).join(' | ')]);
    const sites = parse(['Experience', ...Array.from({ length: 3000 }, (_, i) => [`Developer\t0${(i % 9) + 1}/2019 – 12/2020`, `Acme ${i} Ltda. https://acme${i}.com.br/ · acme${i}.com`]).flat()]);
    expect(sites.experience.length).toBeLessThanOrEqual(3000);
    parse(['Experience', `Programmeur (${Array.from({ length: 10_000 }, (_, i) => `C${i}`).join(', ')})\t2015–2020`, 'Mybestseller, Rotterdam']);
    parse(['Expérience professionnelle', ...Array.from({ length: 3000 }, (_, i) => [`2016-2017 Engineer ${i}`, 'Cayan', 'Compétences acquises', '• Gestion']).flat()]);
  }, 60_000);

  it('5,000 stacked date pairs, 5,000 spans of months over their years, 5,000 told dates and 5,000 lone numbers in the jobs: read or refused, without hanging', () => {
    const parse = (lines: string[]) => {
      const { data } = extractCvWithConfidence(textDocument(['Anna Kowalska', 'anna@example.com', 'Experience', ...lines].join('\n')), NOW);
      expect(cvDataSchema.parse(data)).toEqual(data);
      return data;
    };
    const stacked = parse(Array.from({ length: 5000 }, (_, i) => [`Nov 20${10 + (i % 9)}\tTech Lead na Acme ${i}`, `Jul 20${10 + (i % 9)}\tEducação`, 'Criei script.']).flat());
    expect(stacked.experience.length).toBeLessThanOrEqual(5000);
    parse(Array.from({ length: 5000 }, (_, i) => [`Avril-Août\tDéveloppeur, Acme ${i}, Lyon`, `20${10 + (i % 9)}\tStage.`]).flat());
    parse(Array.from({ length: 5000 }, (_, i) => [`20${10 + (i % 9)}–2020\tMonitoria, Acme ${i}, Juiz de Fora`, 'Monitor na disciplina de Eletrônica desde junho de 2021.', String(i % 99)]).flat());
  }, 60_000);
});
