import { describe, expect, it } from 'vitest';
import { headingKind, splitSections } from './sections';
import { textDocument } from './test-support';
import { extractCv } from './extract-cv';
import type { DocumentLine } from '../documents/types';
import { buildBlocks } from '../documents/blocks';

describe('headingKind', () => {
  const cases: [string, string][] = [
    ['Experience', 'experience'], ['PROFESSIONAL EXPERIENCE', 'experience'], ['Employment History', 'experience'],
    ['Work History:', 'experience'], ['Career History', 'experience'], ['Berufserfahrung', 'experience'],
    ['Expérience professionnelle', 'experience'], ['Experiencia laboral', 'experience'], ['E X P E R I E N C E', 'experience'],
    ['Career Experience/Job History', 'experience'], ['Beruflicher Hintergrund', 'experience'], ['Historique professionnel', 'experience'],
    ['Percorso professionale', 'experience'], ['Percurso profissional', 'experience'], ['Professionele ervaring', 'experience'],
    ['Personalien', 'personal'], ['Experience (cont.)', 'experience'], ['Berufserfahrung (Auswahl)', 'experience'],
    ['Expérience professionnelle – suite', 'experience'], ['A. Formation', 'education'], ['II. Ausbildung', 'education'], ['Education', 'education'], ['Academic Background', 'education'],
    ['Qualifications', 'education'], ['Formación académica', 'education'], ['Ausbildung', 'education'],
    ['Core Competencies', 'skills'], ['Key Skills', 'skills'], ['Compétences', 'skills'], ['Kenntnisse', 'skills'],
    ['Licences & Certifications', 'certifications'], ['Zertifikate', 'certifications'], ['Personal Statement', 'summary'],
    ['Profile', 'summary'], ['Summary', 'summary'], ['Perfil profesional', 'summary'], ['Languages', 'languages'],
    ['Sprachen', 'languages'], ['Langues', 'languages'], ['Idiomas', 'languages'], ['References', 'references'],
    ['Skill', 'skills'], ['Technologies used', 'skills'], ['Mother tongue(s)', 'languages'], ['Langue maternelle', 'languages'],
    ['Driving licence', 'personal'], ['Führerschein', 'personal'],
    // How a section is set out after what it holds.
    ['Skills Matrix', 'skills'], ['Education Overview', 'education'],
  ];
  for (const [text, kind] of cases) {
    it(`knows "${text}"`, () => expect(headingKind(text)).toBe(kind));
  }

  it('keeps a first-line "RESUME" in the preamble, but a later "Résumé" heads a summary', () => {
    const sections = splitSections(textDocument('RESUME\nAllan Koepp\nRésumé\nMetallurgist with 32 years in foundries.').lines);
    expect(sections.map((section) => [section.kind, section.lines.map((line) => line.text)])).toEqual([
      ['preamble', ['RESUME', 'Allan Koepp']],
      ['summary', ['Metallurgist with 32 years in foundries.']],
    ]);
  });

  it('reads a short capitalised title ending in "Experience" or "Positions" as a heading of jobs held', () => {
    const doc = textDocument(
      'Jane Roe\nEducation\nPh.D. 1991 Political Science\nAdministrative Positions\n2009-2011: Graduate Program Coordinator, Department of Political Science.\nInternship Experience\nNBC Universal, Chicago, IL',
    );
    const kinds = splitSections(doc.lines).map((section) => [section.kind, section.lines.map((line) => line.text)]);
    expect(kinds).toEqual([
      ['preamble', ['Jane Roe']],
      ['education', ['Ph.D. 1991 Political Science']],
      ['experience', ['2009-2011: Graduate Program Coordinator, Department of Political Science.']],
      ['experience', ['NBC Universal, Chicago, IL']],
    ]);
    // What studies or volunteering gave, and a field of work, are no list of jobs.
    expect(headingKind('Study Abroad Experience')).not.toBe('experience');
    expect(headingKind('User Experience')).toBeNull();
  });

  it('reads a later "RESUME" over a new page as the running header, not as a summary heading', () => {
    const doc = textDocument('Jane Roe\nExperience\nAcme Inc, 2005 - 2007\nSales Director\nRESUME\nJane Roe\n1999 - 2005\nKey Account Manager\nRésumé\nTen years in sales.');
    const sections = splitSections(doc.lines).map((section) => [section.kind, section.lines.map((line) => line.text)]);
    expect(sections).toEqual([
      ['preamble', ['Jane Roe', 'RESUME']],
      ['experience', ['Acme Inc, 2005 - 2007', 'Sales Director', 'Jane Roe', '1999 - 2005', 'Key Account Manager']],
      ['summary', ['Ten years in sales.']],
    ]);
  });

  it('reads the software a CV lists, named as such, as skills; a field of study is no such heading', () => {
    expect(headingKind('SOFTWARE PROGRAMS')).toBe('skills');
    expect(headingKind('Logiciels')).toBe('skills');
    expect(headingKind('Softwarekenntnisse')).toBe('skills');
    expect(headingKind('Software Engineer')).toBeNull();
    expect(headingKind('MASTER INFORMATIQUE')).toBeNull();
  });

  it('does not take ordinary lines for headings', () => {
    expect(headingKind('Senior Software Engineer')).toBeNull();
    expect(headingKind('Led the education programme for 300 pupils across the region')).toBeNull();
  });

  it('reads a heading word that the PDF reader split with a space as that heading, in any case', () => {
    expect(headingKind('exp erience')).toBe('experience');
    expect(headingKind('edu cation')).toBe('education');
    expect(headingKind('Work Exp erience')).toBe('experience');
    // Pieces that are words of a sentence spell no heading when joined.
    expect(headingKind('in formation')).toBeNull();
    expect(headingKind('the skills of a team')).toBeNull();
  });

  it('takes no duty whose bullet was lost for a heading of two halves', () => {
    expect(headingKind('Training and overseeing performance of staff')).toBeNull();
    expect(headingKind('Planning and implementing strategies')).toBeNull();
    expect(headingKind('Awards and recognition')).toBe('awards');
    expect(headingKind('Career Experience/Job History')).toBe('experience');
  });

  it('reads a short title ending in a word for a list of skills as a skills heading', () => {
    expect(headingKind('Applied Skills')).toBe('skills');
    expect(headingKind('Technology Proficiencies')).toBe('skills');
    expect(headingKind('Technical Toolbox')).toBe('skills');
    // A template's list of competencies, beside the schooling 'qualifications' names in British CVs.
    expect(headingKind('Core Qualifications')).toBe('skills');
    expect(headingKind('Academic Qualifications')).toBe('education');
    // In a sentence, or lower case, the same words are a phrase.
    expect(headingKind('excellent communication skills')).toBeNull();
    expect(headingKind('Strong communication skills')).toBeNull();
  });

  it('knows a heading of several words written in the other number', () => {
    expect(headingKind('Educational Qualification :')).toBe('education');
    expect(headingKind('Technical Skill')).toBe('skills');
    expect(headingKind('Work Experiences')).toBe('experience');
    // One word alone labels an entry's line ("Project: Apollo"), not a section.
    expect(headingKind('Project')).toBeNull();
  });

  it('reads a list of headings in capitals or before a colon, and a heading narrowed from behind', () => {
    expect(headingKind('CERTIFICATIONS, COURSES, SEMINARS:')).toBe('certifications');
    expect(headingKind('Certificaciones Técnicas')).toBe('certifications');
    expect(headingKind('Compétences informatiques')).toBe('skills');
    expect(headingKind('Esperienze professionali')).toBe('experience');
    // A selection or relevance named after the heading, as the Romance languages place it.
    expect(headingKind('Experiência Profissional Relevante')).toBe('experience');
    expect(headingKind('Expériences professionnelles récentes')).toBe('experience');
    expect(headingKind('Esperienze lavorative selezionate')).toBe('experience');
    // In plain case, commas separate the items of a list.
    expect(headingKind('Leadership, Communication, Teamwork')).toBeNull();
  });

  it('reads a known heading in lower case, but no heading out of a lower-case fragment', () => {
    expect(headingKind('skills')).toBe('skills');
    expect(headingKind('technologies and the use of IBM')).toBeNull();
  });

  it('keeps a labelled table row that names a section inside the entry it belongs to', () => {
    const sections = splitSections(
      textDocument('EXPERIENCE\nDates\tJan 2019 - Jan 2022\nTools\tEclipse\nCompany\tCiccio S.r.l.\nSector\ttelco', 'table').lines,
    );
    expect(sections.map((section) => [section.kind, section.lines.map((line) => line.text)])).toEqual([
      ['preamble', []],
      ['experience', ['Dates\tJan 2019 - Jan 2022', 'Company\tCiccio S.r.l.', 'Sector\ttelco']],
      ['skills', ['Eclipse']],
    ]);
  });

  it('reads letter-spaced headings, also joined by "&" and longer than a heading may be', () => {
    expect(headingKind('/ E D U C A T I O N & C E R T I F I C A T I O N S')).toBe('education');
    expect(headingKind('/ K E Y C O M P E T E N C I E S')).toBe('skills');
    expect(headingKind('/ P R O F E S S I O N A L E X P E R I E N C E')).toBe('experience');
  });

  it('gives each cell under a row of headings over two columns to its column\'s section', () => {
    const sections = splitSections(
      textDocument('EXPERIENCE\nBarista, Rimberio / 2021 - Present\nOPLEIDING\tVAARDIGHEDEN EN SYSTEMEN\nHBO Human Resource Management\tAFAS, recruitment, Word\nHogeschool Utrecht\tExcel, PowerPoint', 'table').lines,
    );
    expect(sections.map((section) => [section.kind, section.lines.map((line) => line.text)])).toEqual([
      ['preamble', []],
      ['experience', ['Barista, Rimberio / 2021 - Present']],
      ['skills', ['AFAS, recruitment, Word', 'Excel, PowerPoint']],
      ['education', ['HBO Human Resource Management', 'Hogeschool Utrecht']],
    ]);
  });

  it('never takes a web address for a heading, whatever words its path holds', () => {
    expect(headingKind('freecodecamp.org/certification/')).toBeNull();
    expect(headingKind('https://example.com/skills')).toBeNull();
    expect(headingKind('www.janedoe.dev/experience')).toBeNull();
    const sections = splitSections(
      textDocument('EDUCATION\n3/2021 Scientific Computing with Python\nfreecodecamp.org/certification/\n6/2019 Licence de Physique').lines,
    );
    expect(sections.map((section) => section.kind)).toEqual(['preamble', 'education']);
  });
});

describe('headingKind: work given freely', () => {
  it('reads a short title that says the work was voluntary as volunteering, in the seven languages, whatever noun it qualifies', () => {
    for (const heading of ['EHRENAMTLICHE TÄTIGKEITEN', 'Ehrenamtliches Engagement', 'Activités bénévoles', 'Experiencia de voluntariado', 'Esperienze di volontariato', 'Trabalho voluntário', 'Vrijwillige activiteiten', 'Voluntary Work']) {
      expect(headingKind(heading), heading).toBe('volunteering');
    }
    // A role, or the work at a named place, is an entry's title, not a section's.
    expect(headingKind('VOLUNTEER COORDINATOR')).toBeNull();
    expect(headingKind('Social Media Volunteer')).toBeNull();
    expect(headingKind('Volunteer Contestant, Yappon')).toBeNull();
    expect(headingKind('Bénévole chez Emmaüs')).toBeNull();
  });

  it("keeps a CV's voluntary roles out of its jobs (a form of dates beside roles under both headings)", () => {
    const doc = textDocument(
      [
        'Max Muster',
        'BERUFLICHER WERDEGANG',
        '05.2016 – 04.2017\tWerkstudent – EXXETA Consulting and Technologies',
        '03.2014 – 07.2014\tPraktikum – Freudenberg Service KG',
        'EHRENAMTLICHE TÄTIGKEITEN',
        'Seit 04.2015\tVorstand im Rotaract Club Hockenheim',
        '09.2007 – 07.2009\tStufensprecher der Oberstufe',
      ].join('\n'),
    );
    const { experience } = extractCv(doc, { now: new Date(Date.UTC(2026, 10, 15)) });
    expect(experience.map((entry) => entry.company)).toEqual(['EXXETA Consulting and Technologies', 'Freudenberg Service KG']);
  });
});

describe('headingKind: experience, then an adjective', () => {
  it('reads the Romance noun for experience before any adjective as the jobs\' heading, a role or a field after it as none', () => {
    for (const text of ['Esperienza aziendale', 'Expérience industrielle', 'Experiencia internacional', 'Experiência empresarial', 'ESPERIENZA MANAGERIALE']) {
      expect(headingKind(text)).toBe('experience');
    }
    expect(headingKind('Expérience bénévole')).toBe('volunteering');
    expect(headingKind('Experience Manager')).toBeNull();
  });
});

describe('headingKind: programming languages', () => {
  it('reads them as skills in German, French, Dutch and Portuguese, and "Softwares e Linguagens" by both its halves', () => {
    for (const text of ['Programmiersprachen', 'Langages de programmation', 'Programmeertalen', 'Linguagens de programação', 'Linguagens', 'Softwares e Linguagens']) {
      expect(headingKind(text)).toBe('skills');
    }
    expect(headingKind('Idiomas')).toBe('languages');
  });
});

describe('headingKind: an outline\'s number before the heading', () => {
  it('is no word of it, and a numbered item of a list is no heading', () => {
    expect(headingKind('3. Conocimientos en informática')).toBe('skills');
    expect(headingKind('2) Skills')).toBe('skills');
    expect(headingKind('1. Python')).toBeNull();
  });
});

describe('splitSections: an employer in capitals over its roles', () => {
  it('keeps "TERAVISION TECHNOLOGIES" over a dated role in the jobs, though its last word names a list of skills', () => {
    const lines = ['WORK EXPERIENCE', 'TERAVISION TECHNOLOGIES', 'Senior Full-Stack Developer\tMay 2017 – Present', '*\tCreation of web applications.', 'TECHNICAL SKILLS', 'Languages: JavaScript, Python'].map((text) => ({ text }));
    const sections = splitSections(lines as never);
    expect(sections.find((section) => section.kind === 'experience')?.lines.map((line) => line.text)).toContain('TERAVISION TECHNOLOGIES');
    expect(sections.filter((section) => section.kind === 'skills').map((section) => section.heading)).toEqual(['TECHNICAL SKILLS']);
  });
});

describe('headingKind: activities', () => {
  it('reads "Activities" as a pastime\'s heading in the seven languages, and "professional activities" as the jobs\'', () => {
    for (const text of ['Activities', 'Atividades e Participações', 'Aktivitäten', 'ACTIVITÉS', 'Actividades', 'Attività', 'Activiteiten']) {
      expect(headingKind(text)).toBe('interests');
    }
    for (const text of ['Professional Activities', 'Atividades Profissionais', 'Activités professionnelles', 'Actividades profesionales', 'Attività lavorative']) {
      expect(headingKind(text)).toBe('experience');
    }
  });

  it('reads no role of a student association listed under "Atividades" as a job', () => {
    const lines = ['Atividades e Participações', '2012 - 2013 Vice-Presidente CeSIUM', '2010 - 2012 Vice-Diretor CAOS'].map((text) => ({ text }));
    expect(splitSections(lines as never).find((section) => section.kind === 'experience')).toBeUndefined();
  });
});

describe('headingKind: a list of skills named noun first, each word capitalised', () => {
  it('reads "Compétences Interpersonnelles" as skills, and a company so named as none', () => {
    expect(headingKind('Compétences Interpersonnelles')).toBe('skills');
    expect(headingKind('Competencias Digitales SL')).toBeNull();
  });
});

describe('splitSections', () => {
  it('splits at headings and reads inline "Skills: …" lines as a section', () => {
    const sections = splitSections(textDocument('Jane Doe\nExperience\nEngineer at Acme\nSkills: Python, SQL\nLanguages\nEnglish').lines);
    expect(sections.map((section) => [section.kind, section.lines.map((line) => line.text)])).toEqual([
      ['preamble', ['Jane Doe']],
      ['experience', ['Engineer at Acme']],
      ['skills', ['Python, SQL']],
      ['languages', ['English']],
    ]);
  });
});

describe('headings in the languages a European agency meets', () => {
  it.each([
    ['Historial de Trabajo', 'experience'],
    ['Internships', 'experience'],
    ['Praktika', 'experience'],
    ['Stages', 'experience'],
    ['Prácticas profesionales', 'experience'],
    ['Tirocini', 'experience'],
    ['Estágios', 'experience'],
    ['Digital skills', 'skills'],
    ['Compétences numériques', 'skills'],
    ['Competencias digitales', 'skills'],
    ['Madrelingua', 'languages'],
    ['Kurse', 'certifications'],
    ['Corsi', 'certifications'],
    ['EXPERIÊNCIA PROFISSIONAL', 'experience'],
    ['ESPERIENZA PROFESSIONALE', 'experience'],
    ['Werkervaring', 'experience'],
    ['Experiencia en la industria', 'experience'],
    ['Relevant Work Experience', 'experience'],
    ['Job Experiences', 'experience'],
    ['Akademische Ausbildung', 'education'],
    ['Schulische Laufbahn', 'education'],
    ['ISTRUZIONE E FORMAZIONE', 'education'],
    ['Formação Acadêmica', 'education'],
    ['OPLEIDING', 'education'],
    ['Habilidades', 'skills'],
    ['Tecnologías', 'skills'],
    ['KERNVAARDIGHEDEN', 'skills'],
    ['Competenze personali', 'skills'],
    ['Expériences', 'experience'],
    ['TALEN', 'languages'],
    ['Lingue straniere', 'languages'],
    ['Persoonlijk profiel', 'summary'],
  ])('%s', (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });

  it('does not take a sentence or a skill line for a heading', () => {
    expect(headingKind('Experience in leading teams of engineers across three countries.')).toBeNull();
    expect(headingKind('Software')).toBeNull();
  });

  // The Europass editors (2013 and 2020) print the same sections in every language, the main ones in capitals.
  it.each([
    ['SCHUL- UND BERUFSBILDUNG', 'education'],
    ['Schul- und Berufsbildung', 'education'],
    ['INFORMAÇÃO PESSOAL', 'personal'],
    ['INFORMACIÓN PERSONAL', 'personal'],
    ['PERSOONLIJKE INFORMATIE', 'personal'],
    ['ZUSÄTZLICHE INFORMATIONEN', 'other'],
    ['INFORMATIONS COMPLÉMENTAIRES', 'other'],
    ['INFORMAÇÃO ADICIONAL', 'other'],
    ['ANLAGEN', 'other'],
    ['ANEXOS', 'other'],
    ['BIJLAGEN', 'other'],
    ['CONFERENCES AND SEMINARS', 'other'],
    ['TAALVAARDIGHEDEN', 'languages'],
    ['Kommunikative Fähigkeiten', 'skills'],
    ['Berufliche Kompetenzen', 'skills'],
    ['Digitale Kompetenz', 'skills'],
    ['COMMUNICATIEVE VAARDIGHEDEN', 'skills'],
    ['Compétences liées à l\'emploi', 'skills'],
    ['Compétences organisationnelles/managériales', 'skills'],
    ['Competencias comunicativas', 'skills'],
    ['Competencias relacionadas con el empleo', 'skills'],
    ['Competência digital', 'skills'],
    ['Competenze organizzative e gestionali', 'skills'],
  ])('knows Europass\'s "%s"', (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });

  it('takes no skill of a list, no sentence and no proper name after a competence word for a heading', () => {
    // A qualifier after the noun is in lower case; a name after it (a skill's object) is not one.
    expect(headingKind('Habilidades Java y Python')).toBeNull();
    expect(headingKind('Competencias desarrolladas en 3 proyectos')).toBeNull();
    expect(headingKind('Habilidades de comunicación adquiridas durante las prácticas en la empresa')).toBeNull();
    expect(headingKind('Compétences acquises lors du stage.')).toBeNull();
    // "Good communication skills" is an item of the list: the rule of a title ending in "skills" wants every word capitalised.
    expect(headingKind('Good communication skills')).toBeNull();
  });
});

describe('headings drawn with a rule in plain text', () => {
  it('reads "EMPLOYMENT -----" and "== Skills ==" as headings', () => {
    expect(headingKind('EMPLOYMENT ---------------------------------------------------------')).toBe('experience');
    expect(headingKind('== Skills ==')).toBe('skills');
    expect(headingKind('----------')).toBeNull();
  });
});

describe('a contact text box read after the body', () => {
  const line = (text: string, region: 'body' | 'table' | 'sidebar') => ({ text, page: 1, region });

  it('opens a contact section instead of continuing the references', () => {
    const sections = splitSections([
      line('References', 'body'),
      line('Available upon request.', 'body'),
      line('210 Stars Ave', 'table'),
      line('Berkeley, CA 78910', 'table'),
      line('808.555.0118', 'table'),
      line('dian@example.com', 'table'),
    ]);
    expect(sections.map((section) => [section.kind, section.lines.map((l) => l.text)])).toEqual([
      ['preamble', []],
      ['references', ['Available upon request.']],
      ['contact', ['210 Stars Ave', 'Berkeley, CA 78910', '808.555.0118', 'dian@example.com']],
    ]);
  });

  it('keeps a line in its section when the e-mail is in another block after it', () => {
    const sections = splitSections([line('Education', 'body'), line('2015 – 2018\tBSc, National University of', 'table'), line('Singapore', 'body'), line('jane@example.com', 'sidebar')]);
    const education = sections.find((section) => section.kind === 'education')!;
    expect(education.lines.map((l) => l.text)).toEqual(['2015 – 2018\tBSc, National University of', 'Singapore']);
  });
});

describe('headingKind: compounds that share their end', () => {
  it('reads "Aus- und Weiterbildung" as its first half, "Ausbildung"', () => {
    expect(headingKind('Aus- und Weiterbildung')).toBe('education');
    expect(headingKind('Ausbildung und Weiterbildung')).toBe('education');
    expect(headingKind('Formación y cursos')).toBe('education');
    // An academic's "Works" are publications; "Employments" are jobs; Reactive Resume's "Profiles" are no profile.
    expect(headingKind('Works')).toBe('publications');
    expect(headingKind('Employments')).toBe('experience');
    expect(headingKind('Profiles')).not.toBe('summary');
  });
});

describe('splitSections: a heading no list knows over dated schooling', () => {
  it('heads the education where most dated lines name a school or a degree, a supervisor beside one or not', () => {
    const styled = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 14, bold: true });
    const body = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 10 });
    const sections = splitSections([
      styled('EXPÉRIENCE PROFESSIONNELLE'),
      body('Depuis mars 2012\tChargé de Recherche, Inria Bordeaux Sud-Ouest'),
      styled('PARCOURS'),
      body('Janvier 2007 – Juin 2010\tThèse, Université Henri Poincaré et Loria, Nancy, Directeur : Guillaume Hanrot'),
      body('Monitorat en informatique. Soutenue le 21 Juillet 2010.'),
      body('2004 – 2006\tMaster 2 de Mathématiques Pures, Paris VI'),
      body('2004 – 2005\tAgrégation de Mathématiques, option Calcul Scientifique, Rang 9'),
      body('2001 – 2003\tClasses préparatoires MPSI et MP*, Lycée du Parc, Lyon'),
      body('2000 – 2001\tBac Scientifique spécialité Mathématiques, Lycée René Descartes'),
      styled('LANGUES'),
      body('Français\tNatif'),
    ]);
    expect(sections.find((section) => section.heading === 'PARCOURS')?.kind).toBe('education');
  });
});

describe('splitSections: a look of headings only, most of which no list knows', () => {
  it('is the heading style: each of its lines heads a section of its own', () => {
    const styled = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 14 });
    const body = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 10 });
    const sections = splitSections([
      styled('Recherche'),
      body('Liste des publications : www.example.org/publications'),
      styled('Expérience professionnelle'),
      body('Mars 2012 – Actuel\tChargé de Recherche, Inria Bordeaux Sud-Ouest'),
      styled('Parcours'),
      body('2004 – 2006\tMaster 2 de Mathématiques Pures, Université Paris VI'),
      body('2003 – 2007\tÉcole Normale Supérieure, Paris'),
      body('2001 – 2003\tClasses préparatoires MPSI et MP*, Lycée du Parc, Lyon'),
      styled('Langages'),
      body('Français\tNatif'),
      styled('Compétences informatiques'),
      body('C, Java, OCaml'),
      styled('Rapports'),
      body('Rapport sur les courbes elliptiques, 2015'),
    ]);
    // (Before the first heading a list knows, the look is the title's: "Recherche" stays in the preamble.)
    expect(sections.map((section) => section.heading)).toEqual([null, 'Expérience professionnelle', 'Parcours', 'Langages', 'Compétences informatiques', 'Rapports']);
    expect(sections.find((section) => section.heading === 'Parcours')?.kind).toBe('education');
  });
});

describe('splitSections: a heading in the document\'s own style', () => {
  const styled = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 14, bold: true });
  const body = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 10 });

  it('ends the section above at a letter-spaced heading no word list knows ("R E F E R E N C E")', () => {
    const sections = splitSections([
      styled('P R O F I L E'),
      body('Marketing manager with ten years in consumer brands.'),
      styled('W O R K E X P E R I E N C E'),
      body('Studio Shodwe\t2024 - 2025'),
      body('Monitor and maintain brand consistency across all marketing channels.'),
      styled('R E F E R E N C E'),
      body('Estelle Darcy\tHarper Richard'),
      body('Phone: 123-456-7890\tPhone: 123-456-7890'),
    ]);
    const experience = sections.find((section) => section.kind === 'experience')!;
    // The referees' names and phone numbers are no part of the last job.
    expect(experience.lines.map((l) => l.text)).toEqual(['Studio Shodwe\t2024 - 2025', 'Monitor and maintain brand consistency across all marketing channels.']);
    expect(sections.at(-1)!.heading).toBe('R E F E R E N C E');
  });

  it('reads headings set in small capitals, come out in lower case, in the look of the other headings', () => {
    const sections = splitSections([
      styled('education'),
      body('2021\tIndiana University Bloomington, Bloomington, IN'),
      styled('research experience'),
      body('2022 – present\tPostdoctoral Fellow, National Institute of Mental Health'),
      styled('honors & awards'),
      body('2023\tIrving J. Saltzman Award'),
      styled('selected journal articles'),
      body('Faskowitz J, Betzel RF, Sporns O (2022). Edges in brain networks. Network Neuroscience.'),
    ]);
    expect(sections.map((section) => [section.kind, section.heading])).toEqual([
      ['preamble', null],
      ['education', 'education'],
      ['experience', 'research experience'],
      ['awards', 'honors & awards'],
      ['publications', 'selected journal articles'],
    ]);
    // In the body's look, a line of those words in lower case is the tail of a sentence, no heading.
    const wrapped = splitSections([styled('Experience'), body('Lab manager'), body('I have ten years of'), body('research experience'), styled('Education'), body('MIT')]);
    expect(wrapped.find((section) => section.kind === 'experience')!.lines.map((line) => line.text)).toContain('research experience');
  });
});

describe('splitSections: headings a step larger than the text and bold (ReportLab, 10.5 pt over 9.5 pt)', () => {
  const heading = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 10.5, bold: true });
  const body = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 9.5 });
  const title = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 9.5, bold: true });

  it('ends the jobs at a heading in their style that no word list knows ("Funding Awards (selected)")', () => {
    const sections = splitSections([
      heading('Education'),
      title('1998\tPh.D. – Computer Science'),
      body('University of Tennessee, Knoxville'),
      heading('Professional Experience'),
      title('07/15 – present\tProfessor'),
      body('University of Hawai‘i at Mānoa'),
      title('04/12 – present\tVisiting Professor'),
      body('National Institute of Informatics, Tokyo, Japan'),
      heading('Funding Awards (selected)'),
      body('– $500,000 / 3 years (co-PI), National Science Foundation, 10/05 – 09/08. Designing Large-Scale Systems'),
      body('– $450,000 / 3 years (co-PI), National Science Foundation, 01/03 – 12/05. Autonomous Scheduling'),
    ]);
    const experience = sections.find((section) => section.kind === 'experience')!;
    expect(experience.lines.map((line) => line.text)).toEqual(['07/15 – present\tProfessor', 'University of Hawai‘i at Mānoa', '04/12 – present\tVisiting Professor', 'National Institute of Informatics, Tokyo, Japan']);
    expect(sections.at(-1)!.heading).toBe('Funding Awards (selected)');
  });

  it('keeps bold job titles at the text\'s own size in their section', () => {
    const sections = splitSections([heading('Experience'), title('Senior Engineer'), body('Acme Ltd, 2019 – 2021'), title('Unknown Title Words'), body('Northwind, 2017 – 2019'), heading('Education'), body('BSc, University of Leeds')]);
    expect(sections.find((section) => section.kind === 'experience')!.lines).toHaveLength(4);
  });
});

describe('a group label of a skills list that is also a heading word', () => {
  const styled = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 14, bold: true });
  const label = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 11, bold: true });
  const body = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 10 });

  it('stays in the list when set as the list\'s labels are, and heads a section when set as the headings are', () => {
    const read = (misc: DocumentLine) =>
      splitSections([
        styled('Experience'),
        body('Analyst, Acme Ltd, 2019 - 2021'),
        styled('Skills'),
        label('Programming Languages'),
        body('Ruby, PHP, Java'),
        misc,
        body('MySQL Server'),
        body('CVS, git'),
        styled('Interests'),
        body('Sailing'),
      ]).map((section) => [section.kind, section.lines.map((line) => line.text)]);
    expect(read(label('Miscellaneous'))).toContainEqual(['skills', ['Ruby, PHP, Java', 'Miscellaneous', 'MySQL Server', 'CVS, git']]);
    expect(read(styled('Miscellaneous'))).toContainEqual(['other', ['MySQL Server', 'CVS, git']]);
  });
});

describe('studies under a development heading', () => {
  const kinds = (text: string) => splitSections(textDocument(text).lines).map((section) => [section.kind, section.heading]);

  it('reads a "Professional Development" section that names schools as education', () => {
    expect(kinds('Jane Doe\nProfessional Development\nUniversity of Northby – Kessel School of Business\tJune 2014 – Present\nCertificate Program in Property Assessment\nEastport University School of Continuing Education\tSummer 2013\nReal Estate Investing\nExperience\nAnalyst at Acme')).toEqual([
      ['preamble', null],
      ['education', 'Professional Development'],
      ['experience', 'Experience'],
    ]);
  });

  it('keeps courses without schools, and any certificates heading, as certifications', () => {
    expect(kinds('Jane Doe\nProfessional Development\nLeadership Workshop, 2019\nAgile Coaching Course, 2020\nEffective Negotiation, 2021')).toEqual([
      ['preamble', null],
      ['certifications', 'Professional Development'],
    ]);
    expect(kinds('Jane Doe\nCertifications\nPMP – Project Management Institute, 2019\nCISSP – ISC2 Institute, 2020')).toEqual([
      ['preamble', null],
      ['certifications', 'Certifications'],
    ]);
  });
});

describe('a band of two columns under a row of headings (PDF)', () => {
  const at = (text: string, x: number, width: number, extra: Partial<DocumentLine> = {}): DocumentLine => ({ text, page: 1, region: 'body', x, width, ...extra });

  it('gives each line of one cell to the column it stands in, follows a heading in either column, and ends at a line across both', () => {
    const sections = splitSections([
      at('Experience', 40, 80),
      at('2019 – 2024 Analyst, Acme Ltd', 40, 300),
      at('EDUCATION\tVOLUNTEERING', 40, 400, { region: 'table', splitX: 300 }),
      at('Bachelor of Business Administration\tClub President / 2022', 40, 420, { region: 'table', splitX: 300 }),
      at('Capstone Project on Ethics', 40, 150),
      at('Social Media Volunteer / 2021', 300, 150),
      at('REFERENCES', 300, 80),
      at('Available on request.', 300, 100),
      at('Graduate Certificate in Project Management', 40, 200),
      at('I declare that the above is true, signed at Leeds on the day below', 40, 450),
    ]);
    expect(sections.filter((section) => section.lines.length || section.heading).map((section) => [section.kind, section.lines.map((l) => l.text)])).toEqual([
      ['experience', ['2019 – 2024 Analyst, Acme Ltd']],
      ['volunteering', ['Club President / 2022', 'Social Media Volunteer / 2021']],
      ['education', ['Bachelor of Business Administration', 'Capstone Project on Ethics', 'Graduate Certificate in Project Management', 'I declare that the above is true, signed at Leeds on the day below']],
      ['references', ['Available on request.']],
    ]);
  });
});

describe('a covering letter sent with the CV', () => {
  const onPages = (...pages: string[]): DocumentLine[] =>
    pages.flatMap((text, page) => text.split('\n').map((line): DocumentLine => ({ text: line, page: page + 1, region: 'body' })));

  it('is no part of the section before it: from its salutation, and its head on a page of its own', () => {
    const sections = splitSections(onPages(
      'Chiaki Sato\nSKILLS\nDrawing\nCommunication',
      'COVER LETTER BY\nCHIAKI SATO\nDear Mr. Andrew\nI am writing a letter of interest in regards to the position in your company.\nSincerely',
    ));
    expect(sections.find((section) => section.kind === 'skills')!.lines.map((line) => line.text)).toEqual(['Drawing', 'Communication']);
    expect(sections.at(-1)).toMatchObject({ kind: 'other', heading: 'Dear Mr. Andrew' });
  });

  it('before the CV keeps the letterhead of the first page, and the CV starts at its first heading', () => {
    const sections = splitSections(onPages(
      'Max Mustermann\nmax@example.de\nSehr geehrte Damen und Herren,\nhiermit bewerbe ich mich als Entwickler.\nMit freundlichen Grüßen',
      'Berufserfahrung\nEntwickler, Acme GmbH, 2019 - 2023',
    ));
    expect(sections[0].lines.map((line) => line.text)).toEqual(['Max Mustermann', 'max@example.de']);
    expect(sections.map((section) => section.kind)).toEqual(['preamble', 'other', 'experience']);
  });

  it('a skill or a line in a sentence that opens with the same words is no salutation', () => {
    expect(splitSections(onPages('SKILLS\nLiebe zum Detail\nDear colleagues and friends helped me translate the manual into four languages over two years')).map((section) => section.kind)).toEqual(['preamble', 'skills']);
  });
});

describe('a labelled row of interests inside a skills section', () => {
  it("opens the interests, so its items are no skills: a label cell ('Sport⇥…') or a label run before the list", () => {
    const kinds = (text: string, region: DocumentLine['region'] = 'body') => splitSections(textDocument(text, region).lines).map((section) => [section.kind, section.lines.map((line) => line.text)]);
    expect(kinds('Fähigkeiten\nTechnologie\tCybersicherheit\tCloud-Computing\tSvelte\nSport\tFitnessstudio\tBaseball\tCricket', 'table')).toEqual([
      ['preamble', []],
      ['skills', []],
      ['skills', ['Cybersicherheit\tCloud-Computing\tSvelte']],
      ['interests', ['Fitnessstudio\tBaseball\tCricket']],
    ]);
    expect(kinds('SKILLS\nTech Stack Tableau | Python | PostgreSQL\nPersonal Interests Swimming | Cooking | Reading').slice(2)).toEqual([
      ['skills', ['Tableau | Python | PostgreSQL']],
      ['interests', ['Swimming | Cooking | Reading']],
    ]);
  });
});

describe('a job title set in capitals', () => {
  it('is no heading because its last word is one ("DÉVELOPPEUR FULL STACK"), while a heading qualified by its own words still is', () => {
    expect(headingKind('DÉVELOPPEUR FULL STACK')).toBeNull();
    expect(headingKind('DESENVOLVEDOR FULL STACK')).toBeNull();
    expect(headingKind('PROFESSIONAL AFFILIATIONS')).toBe('other');
    expect(headingKind('EXECUTIVE PROFILE')).toBe('summary');
    expect(headingKind('RELEVANT WORK EXPERIENCE')).toBe('experience');
  });

  it('reads a heading in capitals as in its own case: a section word after "in" names a scope, not the section', () => {
    for (const heading of ['Technologies Used in Projects', 'Experience in Finance']) {
      expect(headingKind(heading.toUpperCase())).toBe(headingKind(heading));
    }
    expect(headingKind('TECHNOLOGIES USED IN PROJECTS')).toBe('skills');
    expect(headingKind('SELECTED PROJECTS')).toBe('projects');
  });
});

describe('the CV after a signed covering letter', () => {
  it('starts on the page after the signature with its own preamble, headed or not', () => {
    const lines = ['Jane Roe\nDear Hiring Manager,\nI am writing to apply for the role.\nKind regards,\nJane Roe', 'Jane Roe\nData analyst with five years in retail banking.\nEXPERIENCE\nAnalyst, Acme Bank, 2019 - 2024']
      .flatMap((text, page) => text.split('\n').map((line): DocumentLine => ({ text: line, page: page + 1, region: 'body' })));
    const sections = splitSections(lines);
    expect(sections.map((section) => section.kind)).toEqual(['preamble', 'other', 'preamble', 'experience']);
    expect(sections[2].lines.map((line) => line.text)).toEqual(['Jane Roe', 'Data analyst with five years in retail banking.']);
  });
});

describe("a role's labelled stack", () => {
  it('stays with the role whether or not the CV has a skills section of its own (decision 122; 108 kept it as skills without one)', () => {
    const kinds = (text: string) => splitSections(textDocument(text).lines).map((section) => [section.kind, section.lines.length]);
    expect(kinds('EXPERIENCE\nEngineer, Acme, 2019 - 2021\nTechnologies: Ruby on Rails, Amazon EC2\nSKILLS\nPython, SQL')).toEqual([
      ['preamble', 0],
      ['experience', 2],
      ['skills', 1],
    ]);
    expect(kinds('EXPERIENCE\nEngineer, Acme, 2019 - 2021\nTechnologies: Ruby on Rails, Amazon EC2')).toEqual([
      ['preamble', 0],
      ['experience', 2],
    ]);
  });
});

describe("splitSections: a form's labels are no headings", () => {
  it('keeps "Main activities" between an entry\'s labelled rows in the entry, and a heading between rows of dates a heading', () => {
    const form = splitSections(textDocument('Work experience\nDates\t2019 – 2022\nMain role\tDeveloper\nMain activities\nDescription\tBuilt the API.\nCompany\tAcme\nEducation\nBSc Computing, University of Leeds').lines);
    expect(form.map((section) => section.kind)).toEqual(['preamble', 'experience', 'education']);
    expect(form[1].lines.map((line) => line.text)).toContain('Main activities');
    const table = splitSections(textDocument('Experience\n2019 – 2022\tDeveloper, Acme\nEducation\n2015 – 2019\tBSc Computing, University of Leeds').lines);
    expect(table.map((section) => section.kind)).toEqual(['preamble', 'experience', 'education']);
  });
});


describe('headingKind: the school headings of the seven languages', () => {
  it('knows the headings over the schools and training a CV lists', () => {
    for (const heading of ['Schulischer Werdegang', 'Berufsausbildung', 'Parcours scolaire', 'Estudios realizados', 'Percorso di studi', 'Habilitações Literárias', 'Vooropleiding', 'Scholing']) {
      expect(headingKind(heading)).toBe('education');
    }
    // A heading that names trainings beside certificates stays the certificates'.
    expect(headingKind('Trainings & Zertifizierungen')).not.toBe('education');
  });
});

describe('splitSections: a form\'s rows whose label names their section', () => {
  it('keeps "Opleiding⇥HBO Communicatie" among its entry\'s rows in the education section it is in', () => {
    const lines = ['Alex Morgan', 'Werkervaring', 'Data Analyst | Northwind | 2021 – 2023', 'Opleiding', 'School\tFontys', 'Opleiding\tHBO Communicatie', 'Periode\t2014 – 2018', 'School\tROC van Amsterdam', 'Opleiding\tMBO Bedrijfsadministratie', 'Periode\t2011 – 2014'];
    const education = splitSections(textDocument(lines.join('\n')).lines).filter((section) => section.kind === 'education');
    expect(education).toHaveLength(1);
    expect(education[0].lines.map((line) => line.text)).toEqual(lines.slice(4));
  });
});

describe('headings with a plural in brackets', () => {
  it('reads "Língua(s) materna(s)", "Outra(s) língua(s)", "Altra(e) lingua(e)" as the languages they head', () => {
    for (const heading of ['Língua(s) materna(s)', 'Outra(s) língua(s)', 'Altra(e) lingua(e)', 'Weitere Sprache(n)', 'Other language(s)']) expect(headingKind(heading)).toBe('languages');
  });
});

describe('headings marked by the format, by their level', () => {
  const heading = (text: string, level: number): DocumentLine => ({ text, page: 1, region: 'body', kind: 'heading', style: `Heading ${level}` });
  const body = (text: string): DocumentLine => ({ text, page: 1, region: 'body' });

  it('opens a section at an unknown heading of the known headings\' level, not at an entry\'s lower-level heading', () => {
    const sections = splitSections([
      heading('Jane Doe', 1), heading('Experience', 1), heading('2019 – 2021\tSenior Editor', 2), heading('Northwind Press', 3), body('Edited features.'),
      heading('Education', 1), heading('MA Publishing', 2), body('2015 – 2017'), heading('Leadership', 1), body('Ran the student paper.'),
    ]);
    expect(sections.map((section) => [section.kind, section.lines.length])).toEqual([['preamble', 1], ['experience', 3], ['education', 2], ['other', 1]]);
  });

  it('keeps an employer or a school set as a section heading is, dated under it, in the section it stands in', () => {
    const sections = splitSections([
      heading('Jane Doe', 1), heading('Education', 2), heading('Massachusetts Institute of Technology', 2), body('Cambridge, MA'), body('Master of Engineering'), body('June 2014'),
      heading('Experience', 2), heading('Broadway Technology', 2), body('Software Developer'), body('July 2014 – Present'),
      body('Building high-performance distributed systems on a team of seven engineers, connecting banks to their clients.'),
      heading('Lab Work', 2), heading('MIT CSAIL Laboratory', 2), body('Graduate Researcher'), body('January 2014 – May 2014'),
      heading('Beyond the Desk', 2), body('Member, IEEE'), body('2012 – 2014'),
      heading('Skills', 2), body('Distributed systems, Java, C++, Python, SQL, Kubernetes, performance engineering and testing'),
    ]);
    // ("Lab Work", with nothing of its own before the next heading, groups the entries under it.)
    expect(sections.map((section) => [section.kind, section.lines.map((line) => line.text)[0], section.lines.length])).toEqual([
      ['preamble', 'Jane Doe', 1], ['education', 'Massachusetts Institute of Technology', 4], ['experience', 'Broadway Technology', 7], ['other', 'Member, IEEE', 2], ['skills', 'Distributed systems, Java, C++, Python, SQL, Kubernetes, performance engineering and testing', 1],
    ]);
  });
});

describe('an unknown heading read by what it holds', () => {
  const heading = (text: string): DocumentLine => ({ text, page: 1, region: 'body', kind: 'heading', style: 'Heading 1' });
  const body = (text: string): DocumentLine => ({ text, page: 1, region: 'body' });
  const kinds = (lines: DocumentLine[]) => splitSections(lines).map((section) => [section.kind, section.heading]);

  it('is the schooling where every item of a short undated list names a school or a degree and the CV has no education section', () => {
    const cv = (items: string[]) =>
      kinds([heading('Jane Doe'), heading('Experience'), body('Editor, Northwind Press, 2019 – 2021'), heading('Lernweg'), ...items.map(body), heading('Skills'), body('Java')]);
    expect(cv(['Gymnasium am Markt, Abitur', 'Universität Bonn, B.Sc. Informatik'])).toEqual([['preamble', null], ['experience', 'Experience'], ['education', 'Lernweg'], ['skills', 'Skills']]);
    // A list naming something else as well stays a section of no known kind.
    expect(cv(['Trainerin im Sportverein', 'Universität Bonn, B.Sc. Informatik'])[2]).toEqual(['other', 'Lernweg']);
  });

  it('is more schooling beside the education section where every dated item names a school and no role held there', () => {
    const cv = (title: string, items: string[]) =>
      kinds([heading('Jane Doe'), heading('Experience'), body('Editor, Northwind Press, 2019 – 2021'), heading('Education'), body('MA Publishing, University of Leeds, 2015 – 2017'), heading(title), ...items.map(body)]);
    expect(cv('Auslandsaufenthalte', ['Universidad de Sevilla, Erasmus semester', '09/2016 – 02/2017', 'University of Toronto, summer school', '07/2015 – 08/2015'])[3]).toEqual(['education', 'Auslandsaufenthalte']);
    expect(cv('Lehrtätigkeit', ['Teaching Assistant, University of Leeds', '09/2016 – 02/2017', 'Lecturer, University of York', '07/2015 – 08/2015'])[3]).toEqual(['other', 'Lehrtätigkeit']);
  });
});

describe('a paragraph whose words name a heading, where the format marks the headings', () => {
  it('is a label of the entry it stands in when the format marks it as no heading', () => {
    const heading = (text: string): DocumentLine => ({ text, page: 1, region: 'body', kind: 'heading', style: 'Heading 2', fontSize: 14 });
    const body = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 12 });
    const sections = splitSections([
      heading('Esperienze professionali'), body('Azienda\tArsLogica Sistemi s.r.l.'), body('Intervallo temporale\t07/2010 - 10/2010'),
      heading('Istruzione e formazione'), body('Istituto\tUniversità degli Studi di Padova'), body('Intervallo temporale\t10/2004 - 07/2011'),
      body('Competenze acquisite'), body('Programmazione orientata agli oggetti'), body('Istituto\tI.T.I.S. G. Cardano'), body('Intervallo temporale\t10/1997 - 06/2002'),
      heading('Competenze'), body('Python, Perl'),
    ]);
    expect(sections.map((section) => [section.kind, section.lines.length])).toEqual([['preamble', 0], ['experience', 2], ['education', 6], ['skills', 1]]);
  });
});

describe('words followed by a number', () => {
  it('name a shop or an employer, not a section: "Sport 78"', () => {
    expect([headingKind('Sport 78'), headingKind('Sport'), headingKind('01 Experience')]).toEqual([null, 'interests', 'experience']);
  });
});

describe('a heading that names the posts held', () => {
  it('heads the experience in the seven languages: "Berufe", "Tätigkeiten", "Empleos", "Incarichi", "Functies"', () => {
    expect(['Berufe', 'Tätigkeiten', 'Jobs', 'Empleos', 'Puestos', 'Incarichi', 'Empregos', 'Functies', 'Carrière'].map((text) => headingKind(text))).toEqual(Array(9).fill('experience'));
  });
});

describe('a heading that says the candidate’s own', () => {
  it('is the heading it qualifies, in the seven languages: "Mein Werdegang", "Mi experiencia", "La mia formazione"', () => {
    expect(['Mein Werdegang', 'Meine Kenntnisse', 'Mi experiencia', 'La mia formazione', 'Minha formação', 'Mijn werkervaring', 'Mes compétences'].map((text) => headingKind(text))).toEqual([
      'experience', 'skills', 'experience', 'education', 'education', 'experience', 'skills',
    ]);
  });
});

describe('a Romance heading qualified from behind', () => {
  it('is the heading whatever the qualifier’s gender or number: "Formación Complementaria", "Formación Reglada", "Formation continue"', () => {
    expect(['Formación Complementaria', 'Formación Reglada', 'Formazione continua', 'Formation continue', 'Formação complementar'].map((text) => headingKind(text))).toEqual([
      'education', 'education', 'education', 'education', 'education',
    ]);
  });
});

describe('a heading in the other number', () => {
  it('is the same heading in German and Italian, alone too: "Erfahrungen", "Fortbildung", "Esperienze"', () => {
    expect(['Erfahrungen', 'Berufliche Erfahrungen', 'Esperienze', 'Fortbildung'].map((text) => headingKind(text))).toEqual(['experience', 'experience', 'experience', headingKind('Fortbildungen')]);
  });
});

describe('a heading over skills and jobs alike', () => {
  it('gives its dated jobs to the experience and keeps them out of the skills', () => {
    const data = extractCv(textDocument('Jane Doe\njane@example.com\nSummary\nEngineer with ten years in embedded systems.\nSkills & Experience\nC, C++, Rust, Yocto\nFirmware Engineer, Bosch GmbH, 2018 – 2022\nTest Engineer, Siemens AG, 2015 – 2018\nEducation\nB.Sc. Electrical Engineering, TU Berlin, 2015'));
    expect(data.experience.map((entry) => [entry.title, entry.company])).toEqual([['Firmware Engineer', 'Bosch GmbH'], ['Test Engineer', 'Siemens AG']]);
    expect(data.skills).toEqual(['C', 'C++', 'Rust', 'Yocto']);
  });
});

describe('a heading in a margin column beside its first line', () => {
  const line = (text: string, fontSize: number): DocumentLine => ({ text, fontSize, page: 1, region: 'body' });
  it('opens the section at a larger heading on the row of its first entry, which stays in it', () => {
    const sections = splitSections([
      line('Audryus Leite', 17),
      line('Desenvolvimento de microsserviços e APIs para sistemas de pagamento.', 9),
      line('WORK EXPERIENCE\tBackend Engineer at GFT Technologies', 12.7),
      line('2024-10 TO PRESENT\tDesenvolvimento de microsserviços e APIs para sistemas de pagamento e', 9),
      line('análise de risco em ambiente cloud.', 9),
      line('2021-07 TO 2024-09\tSenior Backend Engineer at Redspark.io', 9),
    ]);
    const work = sections.find((section) => section.kind === 'experience');
    expect(work?.heading).toBe('WORK EXPERIENCE');
    expect(work?.lines.map((l) => l.text)[0]).toBe('Backend Engineer at GFT Technologies');
    expect(work?.lines).toHaveLength(4);
  });
});

describe('a heading over schooling and jobs', () => {
  it('gives its jobs to the experience and its studies to the education, each read from the one list', () => {
    const cv = extractCv(
      textDocument(
        [
          'Clara Weiss', 'clara.weiss@example.de', '', 'Bildungsweg & Arbeitserfahrung',
          'Nov 2021 – heute', 'Frontend Entwicklerin bei Neckar IT GmbH', '',
          'Okt 2014 – Mär 2019', 'Master of Science Informatik', 'Universität Tübingen', '',
          'Aug 2012 – Jul 2014', 'Werkstudentin bei Bosch GmbH', '',
          '2009 – 2012', 'Abitur', 'Gymnasium Rommelsbach',
        ].join('\n'),
      ),
    );
    expect(cv.experience.map((role) => [role.title, role.company])).toEqual([['Frontend Entwicklerin', 'Neckar IT GmbH'], ['Werkstudentin', 'Bosch GmbH']]);
    expect(cv.education.map((entry) => entry.institution)).toEqual(['Universität Tübingen', 'Gymnasium Rommelsbach']);
  });
});

describe("a section's heading in the top band of a later page", () => {
  const line = (text: string, page: number, region: DocumentLine['region'] = 'body'): DocumentLine => ({ text, page, region });
  it('opens its section when no other page repeats it; a running header that does stays out', () => {
    const lines = [
      line('Rommert Zijlstra', 1), line('Profile', 1), line('Lead developer with two decades of experience.', 1), line('Competencies', 1), line('TypeScript, React', 1),
      line('Rommert Zijlstra – CV', 2, 'header'), line('Employment History', 2, 'header'), line('Lead Front End Engineer', 2), line('nov 2022 – mar 2025', 2), line('noop.digital, Remote', 2),
      line('Rommert Zijlstra – CV', 3, 'header'), line('Senior Web Developer', 3), line('oct 2018 – sep 2020', 3),
    ];
    const kinds = splitSections(lines).map((section) => [section.kind, section.heading]);
    expect(kinds).toContainEqual(['experience', 'Employment History']);
    expect(kinds.map(([, heading]) => heading)).not.toContain('Rommert Zijlstra – CV');
  });

  it("reads a paragraph's last word wrapped onto a line of its own ('experiences.') as no heading", () => {
    expect(headingKind('experiences.')).toBeNull();
    expect(headingKind('Experience')).toBe('experience');
  });
});

describe('a Spanish or Portuguese heading of the career', () => {
  it('is experience: "Historial profesional", "Trajetória profissional"', () => {
    expect(['Historial profesional', 'Trajetória profissional'].map((text) => headingKind(text))).toEqual(['experience', 'experience']);
  });
  it('and the academic path is education: "Akademische Laufbahn", "Hochschulstudium", "Percorso accademico"', () => {
    expect(['Akademische Laufbahn', 'Hochschulstudium', 'Percorso accademico'].map((text) => headingKind(text))).toEqual(['education', 'education', 'education']);
  });
});

describe('a heading the format marks a level below the section headings', () => {
  it('is a part of the entry it stands in, whatever its words: "Autres projets" in Heading 3 under a job in Heading 2', () => {
    const marked = (level: number) => (text: string): DocumentLine => ({ text, page: 1, region: 'body', kind: 'heading', style: `Heading ${level}`, fontSize: 18 - level * 2 });
    const body = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 11 });
    const sections = splitSections([
      marked(1)('Expériences Professionnelles'), marked(2)('Développeur Web Python/Django (2013-2014)'), body('ACE Communication'), marked(3)('Autres projets'), body('• Site de petites annonces (django)'),
      marked(2)('Responsable informatique / Graphiste (2007 à 2010)'), body('Olmi Communication'),
      marked(1)('Études – Formations'), body('DESS Ergonomie, Université de Bourgogne, 2000'),
      marked(1)('Projets'), body('• Site du festival (django)'),
    ]);
    expect(sections.map((section) => [section.kind, section.lines.length])).toEqual([['preamble', 0], ['experience', 6], ['education', 1], ['projects', 1]]);
  });
});

describe('a CV whose headings no word list names (Polish)', () => {
  it('finds its headings by their look and reads each section by what it holds', () => {
    const heading = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 10.5, bold: true });
    const body = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 9.2 });
    const lines: DocumentLine[] = [
        { text: 'Kamil Nowak', page: 1, region: 'body', fontSize: 22, bold: true },
        body('kamil.nowak@example.com'),
        heading('PODSUMOWANIE'),
        body('Frontend Engineer z 5-letnim doświadczeniem w TypeScript i React, pracuję z nowoczesnym ekosystemem frontendu.'),
        heading('DOŚWIADCZENIE ZAWODOWE'),
        body('Frontend Engineer · Effectivity Sp. z o.o.\t11.2021 – obecnie'),
        body('Rozwijam i utrzymuję interaktywne aplikacje webowe dla klientów z wielu branż.'),
        body('Fizjoterapeuta · Branża medyczna\t10.2016 – 11.2021'),
        body('Praca z pacjentami w środowisku klinicznym, w zespole interdyscyplinarnym.'),
        heading('WYKSZTAŁCENIE'),
        body('Magister – Fizjoterapia\t10.2010 – 07.2016'),
        body('Akademia Wychowania Fizycznego we Wrocławiu'),
        heading('JĘZYKI'),
        body('Polski — Ojczysty'),
    ];
    const cv = extractCv({ format: 'pdf', lines, blocks: buildBlocks(lines), text: lines.map((line) => line.text).join('\n'), pages: 1, ocr: false });
    expect(cv.experience.map((job) => [job.title, job.company, job.startDate, job.current])).toEqual([
      ['Frontend Engineer', 'Effectivity Sp. z o.o.', '2021-11', true],
      ['Fizjoterapeuta', 'Branża medyczna', '2016-10', false],
    ]);
    expect(cv.education.map((entry) => [entry.institution, entry.degree])).toEqual([['Akademia Wychowania Fizycznego we Wrocławiu', 'Magister']]);
  });
});

describe('a known heading, a spaced dash and the kind of its entries', () => {
  it('heads that section: "EXPÉRIENCES — STAGE", "Experience – Freelance"', () => {
    expect(['EXPÉRIENCES — STAGE', 'EXPÉRIENCES — EMPLOI', 'Experience – Freelance', 'Acme – Berlin', 'Education - Experience'].map((text) => headingKind(text))).toEqual(['experience', 'experience', 'experience', null, null]);
  });
});

describe('a skills row among the rows of a form’s job', () => {
  it('keeps the rows after it in the job, where the CV lists its skills in a section of its own', () => {
    const row = (text: string): DocumentLine => ({ text, page: 1, region: 'body', label: true, column: 0 });
    const heading = (text: string): DocumentLine => ({ text, page: 1, region: 'body', label: true, column: 0, bold: true, fontSize: 9.5 });
    const sections = splitSections([
      heading('EXPERIENCIA LABORAL'),
      row('Fechas\t04/2022 – Actualidad'), row('Profesión o cargo desempeñado\tIngeniero de Software Senior'), row('Nombre y dirección de la empresa o empleador\tSDG Group'), row('Tecnologías\tSpark, Kafka, Go'),
      row('Fechas\t03/2019 – 04/2022'), row('Profesión o cargo desempeñado\tIngeniero de Software'), row('Nombre y dirección de la empresa o empleador\tAltia'), row('Tecnologías\tJava, Kafka'),
      heading('COMPETENCIAS TÉCNICAS'), { text: 'Java, Go, Kafka, Spark', page: 1, region: 'body', column: 1 },
    ]);
    const experience = sections.find((section) => section.kind === 'experience');
    expect(experience?.lines.map((line) => line.text)).toContain('Nombre y dirección de la empresa o empleador\tAltia');
  });
});

describe("an academic's supervision and university studies", () => {
  it('heads the students supervised as a section of its own (no posts held) and "University studies and diplomas" as schooling', () => {
    expect(['Supervision', 'Student supervision', 'Betreuung', 'Encadrement', 'Mentoring', 'Doctoral Committees'].map((text) => headingKind(text))).toEqual(['other', 'other', 'other', 'other', 'other', 'other']);
    expect(['University studies and diplomas', 'Diplomas', 'Estudios universitarios', 'Études universitaires'].map((text) => headingKind(text))).toEqual(['education', 'education', 'education', 'education']);
  });
});

describe('a heading with a count after it', () => {
  it('reads "Berufserfahrung (11 Jahre)", "Experience (5 years)", "Publications (12)" as their sections', () => {
    expect(['Berufserfahrung (11 Jahre)', 'Experience (5 years)', 'Publications (12)', 'Expérience (8 ans)'].map((text) => headingKind(text))).toEqual(['experience', 'experience', 'publications', 'experience']);
  });
});

describe('a label closing on a colon in a job\'s text', () => {
  it('heads no section where the headings are set apart: "Projects:" stays in the job, the jobs after it in experience', () => {
    const heading = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 13, bold: true });
    const body = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 10 });
    const sections = splitSections([
      body('Marc Weistroff'),
      heading('PROFESSIONAL EXPERIENCE'),
      body('Developer - SensioLabs, from November 2009 to May 2011, Paris, France'),
      body('I first started as a developer for projects such as SensioLabs Trainings.'),
      body('Projects:'),
      body('"La plateforme du bâtiment" is an e-commerce shop for construction workers.'),
      body('Bartender - Café 203, from 2004 to 2008, Lyon, France'),
      heading('INTERESTS'),
      body('Climbing, photography'),
    ]);
    expect(sections.map((section) => [section.kind, section.lines.length])).toEqual([
      ['preamble', 1],
      ['experience', 5],
      ['interests', 1],
    ]);
  });
});

describe('a label wrapped after its joining word', () => {
  it('goes on on the next line, whose words alone head no section: "Kommunikation und" / "Training" stays in the skills', () => {
    const label = (text: string): DocumentLine => ({ text, page: 1, region: 'sidebar', fontSize: 11, bold: true });
    const body = (text: string): DocumentLine => ({ text, page: 1, region: 'sidebar', fontSize: 9 });
    const sections = splitSections([
      label('Fähigkeiten'),
      label('Programmiersprachen'),
      body('Python, Java, Rust, C'),
      label('Kommunikation und'),
      label('Training'),
      body('Technical Writing, Typographie, Templateentwicklung'),
    ]);
    expect(sections.some((section) => section.kind === 'education')).toBe(false);
    expect(sections.find((section) => section.lines.some((line) => line.text === 'Training'))?.kind).toBe('skills');
    // A heading wrapped so that only the whole names it ("Education and" / "Training") is that heading.
    expect(splitSections([label('Experience'), body('Acme Ltd, 2019 - 2021'), label('Education and'), label('Training'), body('BSc Physics, 2015')]).map((section) => section.kind)).toContain('education');
  });
});

describe('a line of what a job was built with, in a CV with no skills section', () => {
  it('stays with the job ("Tech Stack: Java, Flink"), where a line of skills under a job ("Habilidades: Python, Java") is the skills', () => {
    const stack = extractCv(textDocument('Anna Nowak\nanna@example.org\nProfessional experience\nSoftware Engineer\nAcme GmbH, 2019 - 2021\nBuilt the streaming platform.\nTech Stack: Java, Flink, Kafka\nEducation\nMSc Computer Science, TU Berlin, 2018'));
    expect(stack.skills).toEqual([]);
    expect(stack.experience[0]?.highlights.join(' ')).toContain('Tech Stack: Java, Flink, Kafka');
    const skills = extractCv(textDocument('Ana Pérez\nana@example.org\nExperiencia\nDesarrolladora\nAcme S.A., 2019 - 2021\nHabilidades: Python, Java, SQL'));
    expect(skills.skills).toEqual(['Python', 'Java', 'SQL']);
  });
});
