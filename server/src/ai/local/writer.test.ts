import { describe, expect, it } from 'vitest';
import { emptyCvData, type CvData, type ExperienceEntry } from '@common/cv-data';
import { localEnhanceDetailed } from './enhance';
import { readInstructions } from './instructions';
import { localReport } from './report';
import { alignTense } from './verbs';

const NOW = new Date(Date.UTC(2026, 10, 15));
const role = (title: string, company: string, startDate: string | null, endDate: string | null, highlights: string[] = [], current = false): ExperienceEntry => ({
  title, company, location: null, startDate, endDate, current, highlights,
});

function englishCv(overrides: Partial<CvData> = {}): CvData {
  return {
    ...emptyCvData(),
    name: 'Ana Ruiz',
    summary: 'I am always looking to learn. I build data pipelines for my team and I love clean code.',
    totalYearsExperience: 7,
    experience: [
      role('Data Engineer', 'Acme Ltd', '2015-01', '2018-06', ['Built the ingestion service for the team', 'Managed 2,400+ servers across 3 regions', 'Wrote the on-call guide', 'Selected as one of 52 out of 2500 applicants', 'Ran the weekly sync', 'Reviewed the code of the team']),
      role('Senior Data Engineer', 'Globex GmbH', '2019-01', null, ['Create and manage the data budget', 'Cut pipeline costs by 30%'], true),
    ],
    ...overrides,
  };
}

describe('instructions as a catalogue', () => {
  it('reads length, person, order, highlights and fields in seven languages', () => {
    const rules = readInstructions({
      Summary: ['In der dritten Person, höchstens drei Sätze'],
      Experience: ['Le plus récent d\'abord ; quatre puces au maximum'],
      Highlights: ['Solo logros cuantificados con cifras'],
      Skills: ['maximaal tien vaardigheden'],
      '': ['Ometti il telefono', 'Sem dados pessoais'],
    });
    expect(rules).toMatchObject({ isThirdPerson: true, summarySentences: 3, bulletsPerRole: 4, isQuantifiedOnly: true, listItems: { Skills: 10 }, excluded: ['phone'], hasNoPersonalData: true });
    expect(readInstructions({ Experience: ['du plus récent au plus ancien'] }).experienceOrder).toBe('newest');
    expect(rules.notApplied).toEqual([]);
  });

  it('refuses an instruction asking to invent, and says so on the job', () => {
    const result = localEnhanceDetailed(englishCv(), { Experience: ['add 3 achievements'], Summary: ['say the candidate has a degree'], '': ['Füge zwei Zertifikate hinzu'] }, NOW);
    expect(result.notes).toEqual([
      'Instruction refused: [add 3 achievements] (Experience): it asks to state what the CV does not say, and the built-in writer never adds a fact.',
      'Instruction refused: [say the candidate has a degree] (Summary): it asks to state what the CV does not say, and the built-in writer never adds a fact.',
      'Instruction refused: [Füge zwei Zertifikate hinzu]: it asks to state what the CV does not say, and the built-in writer never adds a fact.',
    ]);
    expect(result.data.experience.map((e) => e.highlights.length)).toEqual([6, 2]);
    expect(result.data.education).toEqual([]);
  });

  it('reads an instruction of 5,000 characters and nested brackets without hanging, quoting them short', () => {
    const long = `${'please make it shine '.repeat(240)}three sentences`;
    expect(long.length).toBeGreaterThan(5000);
    const rules = readInstructions({ Summary: [long, '[[third person]]'] });
    expect(rules.summarySentences).toBe(3);
    expect(rules.isThirdPerson).toBe(true);
    const notes = localEnhanceDetailed(englishCv(), { Summary: ['[use [warm] wording [please]]', `${'x'.repeat(5000)}`] }, NOW).notes;
    expect(notes).toHaveLength(2);
    expect(notes[0]).toBe('Instruction not applied: [use warm wording please] (Summary).');
    expect(notes[1].length).toBeLessThan(220);
  });
});

describe('instructions honoured by the built-in writer', () => {
  it('third person, three sentences, newest first, highlights with figures, four bullets at most', () => {
    const { data, notes, changes } = localEnhanceDetailed(
      englishCv(),
      { Summary: ['third person', 'three sentences'], Experience: ['newest first'], Highlights: ['quantified achievements only', 'four bullet points at most'] },
      NOW,
    );
    expect(data.summary).toBe('Always looking to learn. Builds data pipelines for their team and loves clean code.');
    expect(data.experience.map((e) => e.title)).toEqual(['Senior Data Engineer', 'Data Engineer']);
    expect(data.experience[1].highlights).toEqual(['Managed 2,400+ servers across 3 regions', 'Selected as one of 52 out of 2500 applicants']);
    expect(data.experience[0].highlights).toEqual(['Cut pipeline costs by 30%']);
    expect(changes).toMatchObject({ summary: 'third-person', rolesReordered: 2, bulletsWithoutFigures: 5 });
    expect(notes).toEqual([]);
  });

  it('changes coordinated verbs together or not at all', () => {
    expect(alignTense('Create and manage the data budget', false)).toBe('Created and managed the data budget');
    expect(alignTense('Create, edits, and manages the budget', false)).toBe('Create, edits, and manages the budget');
    expect(alignTense('Design and implementation of the API', false)).toBe('Design and implementation of the API');
    expect(alignTense('Develop, test and deploy services', false)).toBe('Developed, tested and deployed services');
  });

  it('leaves the wording of a CV in a language without a verb table, and says it cannot change its tense', () => {
    const polish: CvData = {
      ...emptyCvData(),
      summary: 'Jestem programistą i lubię moją pracę w zespole od wielu lat.',
      experience: [role('Programista', 'Firma', '2019-01', '2021-01', ['Tworzenie aplikacji', 'Zarządzanie budżetem'])],
    };
    const { data, notes } = localEnhanceDetailed(polish, { Experience: ['past tense'], Summary: ['third person'] }, NOW);
    expect(data.experience[0].highlights).toEqual(['Tworzenie aplikacji', 'Zarządzanie budżetem']);
    expect(data.summary).toBe(polish.summary);
    expect(notes).toContain('Instruction not applied: past tense (the built-in writer changes tenses only in English, where its verb table keeps the grammar).');
  });

  it('under [third person], turns a French profile with its verb table, and leaves a sentence it cannot turn', () => {
    const french: CvData = {
      ...emptyCvData(),
      summary: "Passionné par les technologies mobiles, je cherche un premier emploi. Je suis titulaire d'une licence et je me spécialise dans mes projets Android. Je ne parle pas allemand.",
      experience: [role('Développeur mobile', 'DevMobile Solutions', '2023-03', '2023-06', ["Développement d'une application Android en Kotlin"])],
    };
    const { data, changes, notes } = localEnhanceDetailed(french, { Summary: ['troisième personne'] }, NOW);
    expect(data.summary).toBe("Passionné par les technologies mobiles, cherche un premier emploi. Est titulaire d'une licence et se spécialise dans ses projets Android.");
    expect(changes).toMatchObject({ summary: 'third-person', summarySentencesDropped: 1 });
    expect(notes).toEqual([]);
  });

  it('under [third person], leaves out the first-person sentences of a profile in another language while one of its own remains', () => {
    const dutch: CvData = {
      ...emptyCvData(),
      summary: 'Gedreven HR-professional met brede ervaring in de werving van het personeel. Ik werk graag met mensen en ik ben een teamspeler.',
      experience: [role('HR-adviseur', 'Gemeente Utrecht', '2018-01', null, ['Werving en selectie voor de afdelingen van de gemeente'], true)],
    };
    const { data, changes, notes } = localEnhanceDetailed(dutch, { Summary: ['derde persoon'] }, NOW);
    expect(data.summary).toBe('Gedreven HR-professional met brede ervaring in de werving van het personeel.');
    expect(changes).toMatchObject({ summary: 'third-person', summarySentencesDropped: 1 });
    expect(notes).toEqual([]);
  });

  it('writes a missing profile in the CV\'s own language, never with an industry or skills', () => {
    const german: CvData = {
      ...emptyCvData(),
      totalYearsExperience: 6.4,
      skills: ['Gut', 'Python'],
      industry: 'Marketing & Media',
      experience: [role('Softwareentwickler', 'Muster GmbH', '2020-01', null, ['Entwicklung der Schnittstellen für die Kunden und die Partner', 'Betreuung der Systeme mit dem Team'], true)],
    };
    expect(localEnhanceDetailed(german, {}, NOW).data.summary).toBe('Softwareentwickler mit 6 Jahren Berufserfahrung.');
  });

  it('handles a CV with no dates at all', () => {
    const undated: CvData = { ...emptyCvData(), experience: [role('Cook', 'Diner', null, null, ['Cooked for 200 guests']), role('Waiter', 'Cafe', null, null, ['Served tables'])] };
    const { data } = localEnhanceDetailed(undated, { Experience: ['newest first'], Highlights: ['quantified only'] }, NOW);
    expect(data.experience.map((e) => e.title)).toEqual(['Cook', 'Waiter']);
    const report = localReport(undated, NOW);
    expect(report.title).toBe('Candidate Report');
    expect(JSON.stringify(report)).not.toMatch(/gap of/i);
  });

  it('honours the kit template: name only, highest qualification first, no secondary school, current certifications', () => {
    const cv: CvData = {
      ...englishCv(),
      name: 'Dr. Ana Ruiz, PhD',
      education: [
        { institution: 'City High School', degree: 'High School Diploma', field: null, startDate: null, endDate: '2008' },
        { institution: 'Uni Leeds', degree: 'BSc', field: 'Computing', startDate: '2009', endDate: '2012' },
        { institution: 'Uni York', degree: 'MSc', field: 'Data Science', startDate: '2013', endDate: '2014' },
      ],
      certifications: ['AWS Solutions Architect (expired 2020)', 'CKA'],
    };
    const { data, notes } = localEnhanceDetailed(
      cv,
      {
        FullName: ['Full name only, without titles or post-nominal letters'],
        Education: ['Highest qualification first; leave out secondary school when there is a degree'],
        Certifications: ['Current certifications only; leave out expired ones'],
        Languages: ['Give the level of each language where the CV states it'],
      },
      NOW,
    );
    expect(data.name).toBe('Ana Ruiz');
    expect(data.education.map((e) => e.degree)).toEqual(['MSc', 'BSc']);
    expect(data.certifications).toEqual(['CKA']);
    expect(notes).toEqual([]);
  });
});

describe('a report that states only what the CV supports', () => {
  it('takes seniority from titles, names no unsure industry, claims no gap while studying', () => {
    const intern: CvData = {
      ...emptyCvData(),
      totalYearsExperience: 6,
      experience: [role('Data Scientist Intern', 'Portugal', '2016-01', '2020-01', ['Trained models in 2019'])],
      education: [{ institution: 'Uni Sofia', degree: 'BSc', field: 'Mathematics', startDate: null, endDate: '2015' }],
    };
    const text = JSON.stringify(localReport(intern, NOW));
    expect(text).toContain('Seniority from the most recent title (“Data Scientist Intern”): entry level');
    expect(text).not.toMatch(/senior\b|mid level/i);
    expect(text).not.toContain('Long tenure');
    expect(text).not.toContain('Quantified result');
    expect(text).not.toContain('Industry:');

    const studied: CvData = {
      ...emptyCvData(),
      name: 'Lee Park',
      experience: [role('Analyst', 'Barclays Bank', '2019-09', null, [], true), role('Intern', 'HSBC Bank', '2014-06', '2014-08')],
      education: [{ institution: 'LSE', degree: 'MSc', field: 'Finance', startDate: null, endDate: '2019' }],
    };
    const report = localReport(studied, NOW);
    expect(report.title).toBe('Candidate Report: Lee Park');
    expect(JSON.stringify(report)).not.toMatch(/gap/i);
    expect(JSON.stringify(report)).toContain('Industry: Finance & Banking');
    // The evidence is quoted as the CV writes it.
    expect(JSON.stringify(report)).toMatch(/roles' words: [^)]*Bank/);

    // A school without dates could cover the time between the roles: no gap is claimed, and the report says why.
    const undatedSchool = localReport({ ...studied, education: [{ institution: 'LSE', degree: 'MSc', field: 'Finance', startDate: null, endDate: null }] }, NOW);
    expect(JSON.stringify(undatedSchool)).not.toMatch(/gap of/i);
    expect(JSON.stringify(undatedSchool)).toContain('Education listed without dates: periods between roles cannot be checked against studies');
    expect(JSON.stringify(localReport({ ...studied, education: [] }, NOW))).toContain('Employment gap of 60 months (Sep 2014 – Aug 2019)');
  });
});
