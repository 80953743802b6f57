import { describe, expect, it } from 'vitest';
import { cvDataSchema } from '@common/cv-data';
import { cardsColumnByColumn, extractCv } from './extract-cv';
import { textDocument } from './test-support';
import { buildBlocks } from '../documents/blocks';
import type { DocumentLine, DocumentText } from '../documents/types';

const NOW = { now: new Date(Date.UTC(2025, 0, 1)) };

describe('extractCv', () => {
  it('extracts a complete English CV', () => {
    const data = extractCv(
      textDocument(`CURRICULUM VITAE
Dr. Jane A. Doe, RN, BSN
Charge Nurse
London, United Kingdom | +44 20 7946 0958 | jane.doe@example.com
linkedin.com/in/janedoe
PERSONAL STATEMENT
Compassionate nurse.
EMPLOYMENT HISTORY
Charge Nurse
St Mary's Hospital, London
Jan 2019 – Present
• Led a team of 8 nurses
Staff Nurse
Royal Infirmary NHS Trust, Leeds
03/2015 - 12/2018
EDUCATION
BSc (Hons) in Nursing
King's College London
2011 - 2014
CORE COMPETENCIES
Patient Care, Triage, EHR
LICENCES & CERTIFICATIONS
Basic Life Support (BLS) (2022)
LANGUAGES
English (native), Français (courant)`),
      NOW,
    );
    expect(cvDataSchema.parse(data)).toEqual(data);
    expect(data).toMatchObject({
      name: 'Jane A. Doe',
      email: 'jane.doe@example.com',
      phone: '+44 20 7946 0958',
      location: 'London, United Kingdom',
      linkedin: 'https://www.linkedin.com/in/janedoe',
      summary: 'Compassionate nurse.',
      skills: ['Patient Care', 'Triage', 'EHR'],
      certifications: ['Basic Life Support (BLS)'],
      languages: ['English', 'Français'],
      currentTitle: 'Charge Nurse',
      industry: 'Healthcare',
      totalYearsExperience: 9.8,
    });
    expect(data.experience.map((entry) => [entry.title, entry.company, entry.startDate, entry.endDate])).toEqual([
      ['Charge Nurse', "St Mary's Hospital", '2019-01', null],
      ['Staff Nurse', 'Royal Infirmary NHS Trust', '2015-03', '2018-12'],
    ]);
    expect(data.education).toEqual([{ institution: "King's College London", degree: 'BSc (Hons)', field: 'Nursing', startDate: '2011', endDate: '2014' }]);
  });

  it('extracts a German CV', () => {
    const data = extractCv(textDocument('Lena Fischer\nlena.fischer@mail.de · +49 30 1234 5678 · Berlin, Deutschland\nBerufserfahrung\nSoftwareentwickler\nHelix Digital GmbH, Berlin\nseit März 2020\nAusbildung\nBachelor of Science in Informatik\nTechnische Universität München\n2015 – 2019\nSprachen\nDeutsch (Muttersprache), Englisch (C1)'), NOW);
    expect(data.name).toBe('Lena Fischer');
    expect(data.experience[0]).toMatchObject({ title: 'Softwareentwickler', company: 'Helix Digital GmbH', startDate: '2020-03', endDate: null, current: true });
    expect(data.education[0]).toMatchObject({ degree: 'Bachelor of Science', field: 'Informatik', institution: 'Technische Universität München' });
    expect(data.languages).toEqual(['Deutsch', 'Englisch']);
    expect(data.industry).toBe('Information Technology');
  });

  it('leaves what the CV does not say empty', () => {
    const data = extractCv(textDocument('Some notes without any structure'));
    expect(data).toMatchObject({ name: null, email: null, phone: null, experience: [], education: [], skills: [], totalYearsExperience: null, currentTitle: null, industry: null });
  });
});

describe('extractCv on real-world wording', () => {
  it('reads a flattened Indeed-style CV: programming languages under Languages, prose roles, degree sentences', () => {
    const data = extractCv(
      textDocument(`Priya Raman
Associate Software Engineer
Pune, Maharashtra - Email me on Indeed: priya.raman@example.com
WORK EXPERIENCE
Associate Software Engineer
• Worked as Associate Software Engineer with Fabrikam Solutions Pvt. Ltd. from June 2017 to May 2019
EDUCATION
Completed B.Tech in Computer Science from Pune Institute of Technology
ADDITIONAL INFORMATION
• Languages: Java, C++, Python`),
      NOW,
    );
    expect(data.name).toBe('Priya Raman');
    expect(data.experience.map((entry) => [entry.title, entry.company])).toEqual([['Associate Software Engineer', 'Fabrikam Solutions Pvt. Ltd.']]);
    expect(data.education[0]).toMatchObject({ degree: 'B.Tech', field: 'Computer Science', institution: 'Pune Institute of Technology' });
    expect(data.skills).toEqual(expect.arrayContaining(['Java', 'C++', 'Python']));
    expect(data.currentTitle).toBe('Associate Software Engineer');
  });
});

describe('skills come from skills sections only', () => {
  it('invents no skills from prose when the CV has no skills section', () => {
    const data = extractCv(textDocument('Jane Doe\njane@example.com\nEXPERIENCE\nEngineer, Acme Ltd\n2019 - 2021\nBuilt services in Python and Kubernetes on AWS'));
    expect(data.skills).toEqual([]);
  });

  it('reads programming languages listed under Languages as skills, spoken ones as languages', () => {
    const data = extractCv(textDocument('Jane Doe\njane@example.com\nSKILLS\nDocker, Terraform\nLanguages: English, Java, Python'));
    expect(data.skills).toEqual(['Docker', 'Terraform', 'Java', 'Python']);
    expect(data.languages).toEqual(['English']);
  });

  it('reads a Languages section that names no spoken language as a skills list, tools it does not know included', () => {
    const data = extractCv(textDocument('Jane Doe\njane@example.com\nLANGUAGES/WEB DEVELOPMENT\nPHP, C#, Symfony2, XCart\nEXPERIENCE\nDeveloper, Acme Ltd\n2019 - 2021'));
    expect(data.skills).toEqual(expect.arrayContaining(['PHP', 'C#', 'Symfony2', 'XCart']));
    expect(data.languages).toEqual([]);
  });

  it('keeps a Languages section that names a spoken language out of the skills', () => {
    const data = extractCv(textDocument('Jane Doe\njane@example.com\nLANGUAGES\nEnglish, Fluent French\nEXPERIENCE\nDeveloper, Acme Ltd\n2019 - 2021'));
    expect(data.skills).toEqual([]);
    expect(data.languages).toEqual(['English', 'French']);
  });
});

describe('languages the CV names outside a languages section', () => {
  it('reads "Languages English | French | Chinese" written without a colon in the skills', () => {
    const data = extractCv(textDocument('Jane Doe\njane@example.com\nSkills\nPython, SQL\nLanguages English | French | Chinese'));
    expect(data.languages).toEqual(['English', 'French', 'Chinese']);
    expect(data.skills).toEqual(['Python', 'SQL']);
  });

  it('gives no value the tabs the source was laid out with', () => {
    const data = extractCv(
      textDocument(['Jane Doe', 'EXPERIENCE', 'Software Engineer, Johnson Controls', 'Jan 2019 - Dec 2020', '• Title:\tChiller planning tool for energy plants', '• Optimised the plant for loads and \tweather conditions', 'CERTIFICATIONS', 'Project Management Training\tGetoq Consulting'].join('\n')),
      NOW,
    );
    expect(data.experience[0].highlights).toEqual(['Title: Chiller planning tool for energy plants', 'Optimised the plant for loads and weather conditions']);
    expect(JSON.stringify(data)).not.toContain('\\t');
  });

  it('keeps dividers drawn with characters out of the profile', () => {
    const data = extractCv(textDocument(['Youssef Mansouri', '-----------------------------', 'OBJECTIF', '-----------------------------', 'Passionné par les technologies mobiles.', '─────────────────', 'FORMATION', 'Licence Appliquée en Informatique', '2020 - 2023'].join('\n')), NOW);
    expect(data.summary).toBe('Passionné par les technologies mobiles.');
  });

  it('reads the languages a summary says the candidate is fluent in, and nothing else from prose', () => {
    const data = extractCv(
      textDocument('Sam Person\nsam@example.com\nPROFESSIONAL SUMMARY\nAnalyst fluent in English, Mandarin and Cantonese, proficient in Python and Excel.\nEXPERIENCE\nAnalyst, Globex Ltd\n2019 - 2022\nTaught English to local staff.'),
    );
    expect(data.languages).toEqual(['English', 'Mandarin', 'Cantonese']);
  });

  it('keeps to the languages section when there is one', () => {
    const data = extractCv(textDocument('Sam Person\nsam@example.com\nSummary\nFluent in German and French.\nLanguages\nEnglish (native)'));
    expect(data.languages).toEqual(['English']);
  });

  it('reads every role when each one has its own "Key Achievements" heading', () => {
    const data = extractCv(
      textDocument(`Jane Roe
Experience
Promotions Assistant, Promostaff
Mar 2014 - Present
Key Achievements
• Managed product research studies
Marketing Assistant, Salvation Army
Dec 2013 - Feb 2014
Key Achievements
• Developed a social media strategy
Education
Bachelor of Business, Monash University, 2013`),
      NOW,
    );
    expect(data.experience.map((entry) => [entry.title, entry.company])).toEqual([
      ['Promotions Assistant', 'Promostaff'],
      ['Marketing Assistant', 'Salvation Army'],
    ]);
    expect(data.education.map((entry) => entry.institution)).toEqual(['Monash University']);
  });

  it('reads every role when each one lists the skills it gave under its own repeated heading', () => {
    const data = extractCv(
      textDocument(`Julie Martin
Expérience professionnelle
2016-2017 Software Engineer
Cayan
Développement du terminal de paiement.
Compétences acquises
• Gestion d'équipe
• Tests unitaires
2013-2015 Software Engineer
Fidessa
Interfaces d'échanges financiers.
Compétences acquises
• Travail en équipe
Compétences
Langages: C, C++, Python`),
      NOW,
    );
    expect(data.experience.map((entry) => [entry.title, entry.company, entry.startDate])).toEqual([
      ['Software Engineer', 'Cayan', '2016'],
      ['Software Engineer', 'Fidessa', '2013'],
    ]);
    expect(data.skills).toEqual(['C', 'C++', 'Python']);
  });

  it('still reads a single "Achievements" heading after the roles as its own section', () => {
    const data = extractCv(textDocument('Jane Roe\nExperience\nMarketing Assistant, Salvation Army\nDec 2013 - Feb 2014\nAchievements\nEmployee of the Month, 2014'), NOW);
    expect(data.experience).toHaveLength(1);
    expect(data.experience[0].highlights.join(' ')).not.toContain('Employee of the Month');
  });
});

describe('extractCv: contact details in a page footer', () => {
  it("reads the contact block's e-mail and website before the footer's (a template's credit, an old address)", () => {
    const lines: DocumentLine[] = [
      { text: 'Jan Kuester', page: 1, region: 'body' },
      // The footer is read with the page's top, before the contact block in the sidebar.
      { text: 'Copyright 2018 jk@uni-bremen.de · europass.cedefop.europa.eu · licensed under MIT', page: 1, region: 'footer' },
      { text: 'Contact', page: 1, region: 'sidebar' },
      { text: 'Bremen, Germany', page: 1, region: 'sidebar' },
      { text: 'info@jankuester.com', page: 1, region: 'sidebar' },
      { text: 'https://jankuester.com', page: 1, region: 'sidebar' },
      { text: 'Experience', page: 1, region: 'body' },
      { text: 'Fullstack Engineer, University of Bremen, 2012 - 2016', page: 1, region: 'body' },
    ];
    const doc: DocumentText = { format: 'pdf', lines, blocks: buildBlocks(lines), text: lines.map((line) => line.text).join('\n'), pages: 1, ocr: false };
    const data = extractCv(doc, NOW);
    expect(data.email).toBe('info@jankuester.com');
    expect(data.website).toBe('https://jankuester.com');
  });

  it("reads a row of two headings that a text copied out of a PDF gives one after the other: each section keeps the entries of its kind", () => {
    const text = ['Jane Doe', 'Data Analyst', 'WORK EXPERIENCE', 'EDUCATION', 'Data Analyst', 'Acme Bank', '2019 - 2024', '• Built the reporting', 'BSc Mathematics', 'University of Leeds', '2015 - 2018', 'SKILLS', 'SQL, Python'].join('\n');
    const data = extractCv(textDocument(text), NOW);
    // The job under the first heading is read, and the degree in the other column is no job.
    expect(data.experience.map((entry) => [entry.title, entry.company])).toEqual([['Data Analyst', 'Acme Bank']]);
    expect(data.education.map((entry) => [entry.degree, entry.institution])).toEqual([['BSc', 'University of Leeds']]);
    expect(data.skills).toEqual(['SQL', 'Python']);
  });

  it('leaves a heading with nothing under it empty on a page, where the reader places the columns', () => {
    const lines: DocumentLine[] = ['Jane Doe', 'WORK EXPERIENCE', 'EDUCATION', 'BSc Mathematics', 'University of Leeds', '2015 - 2018'].map((text) => ({ text, page: 1, region: 'body', fontSize: 10 }));
    const data = extractCv({ format: 'pdf', lines, blocks: buildBlocks(lines), text: lines.map((line) => line.text).join('\n'), pages: 1, ocr: false }, NOW);
    expect(data.experience).toEqual([]);
    expect(data.education.map((entry) => entry.institution)).toEqual(['University of Leeds']);
  });
});

describe('a CV typed in capitals throughout', () => {
  // What a writer who types everything in capitals sends reads as the same CV written in its own case.
  const cv = [
    'Jordan Reyes',
    'jordan@example.com',
    'Skills & Abilities',
    'Expertise in editing for grammar, syntax, spelling, and punctuation, with a keen eye for detail.',
    'Proficient in using hand and power tools such as saws, drills, sanders, and routers',
    'Experience',
    'Desarrollador Senior en Tech Solutions',
    '2020 - 2023',
    '• Built the billing service',
    'Senior Editor',
    'Paarivaarik Samaachaar',
    '2017 - 2020',
    '• Edited news articles for print and online editions',
  ].join('\n');

  it('reads the same skills and jobs as the CV in its own case', () => {
    const asWritten = extractCv(textDocument(cv));
    const inCapitals = extractCv(textDocument(cv.toUpperCase()));
    const upper = (values: (string | null)[]) => values.map((value) => value?.toUpperCase() ?? null);
    expect(upper(inCapitals.skills)).toEqual(upper(asWritten.skills));
    expect(inCapitals.skills).toHaveLength(2);
    expect(inCapitals.experience.map((job) => [job.title, job.company])).toEqual(asWritten.experience.map((job) => upper([job.title, job.company])));
    expect(inCapitals.experience.map((job) => job.company)).toEqual(['TECH SOLUTIONS', 'PAARIVAARIK SAMAACHAAR']);
  });
});

describe('a languages section that names no language', () => {
  it('lists programming languages, unless it is a piece of the table of spoken languages beside it', () => {
    expect(extractCv(textDocument('Jane Doe\nLanguages\nEnglish, French\nExperience\nAnalyst, Acme Ltd, 2019 - 2023\nProgramming Languages\nJava, Python, SQL')).skills).toEqual(['Java', 'Python', 'SQL']);
    const europass = extractCv(textDocument('Jane Doe\nMother tongue(s)\nEnglish\nFrench\tC1\tC2\tB2\nOther language(s)\nUnderstanding\tSpeaking\tWriting'));
    expect(europass.skills).toEqual([]);
  });
});

describe('extractCv: a skills list whose heading the design left out', () => {
  it('reads a run of skill names beside the contact details as the skills, and no run of other short lines', () => {
    const cv = extractCv(textDocument('MAX MUSTER\nFullstack Developer\n+49 123 4567 8910\nmax@mustermann.de\nTypescript\nVim\nLinux\nPython\nDocker\nERFAHRUNG\n2000 – 2020\tDeveloper\tAcme GmbH'));
    expect(cv.skills).toEqual(['Typescript', 'Vim', 'Linux', 'Python', 'Docker']);
    const hobbies = extractCv(textDocument('MAX MUSTER\nFullstack Developer\nmax@mustermann.de\nHiking\nCooking\nChess\nTravel\nERFAHRUNG\n2000 – 2020\tDeveloper\tAcme GmbH'));
    expect(hobbies.skills).toEqual([]);
  });
});

describe('extractCv: roles held under one employer dated with the whole time there', () => {
  it('gives each role the employer, and the employer line is no role of its own', () => {
    const data = extractCv(
      textDocument(`Jane Roe
EXPERIENCE
ABC Store, Example City
1997 to Present
Office Manager, 2007 to present
Secretary, 1998 to 2007
DEF Flooring, Example City
1995 to 1997
Receptionist`),
      NOW,
    );
    expect(data.experience.map((entry) => [entry.title, entry.company])).toEqual([
      ['Office Manager', 'ABC Store'],
      ['Secretary', 'ABC Store'],
      ['Receptionist', 'DEF Flooring'],
    ]);
  });
});

describe('a covering letter before the CV', () => {
  it('reads the candidate’s place and phone, not those of the agency the letter is addressed to', () => {
    const cv = extractCv(
      textDocument(
        'Douro Recrutamento Lda.\nAvenida dos Aliados 100\n4000-064 Porto\nBeatriz Almeida\nRua das Flores 15\nBraga\n+351 912 345 678\nbeatriz.almeida@example.com\nExmos. Senhores,\nVenho por este meio candidatar-me à vaga publicada no vosso site.\nCom os melhores cumprimentos,\nBeatriz Almeida',
      ),
    );
    expect(cv.location).toBe('Braga');
    expect(cv.phone).toBe('+351 912 345 678');
  });
});

describe('a house number and postcode before the town', () => {
  it('is the address, and the phone is the number written as one ("ABC Road, 100/2 - 12345 Rome (Italy)")', () => {
    const cv = extractCv(textDocument('Mario Rossi\nABC Road, 100/2 - 12345 Rome (Italy)\n+39 392 1234567\nmario.rossi@example.org'));
    expect(cv.phone).toBe('+39 392 1234567');
    // A phone with its country or area code beside its town stays the phone.
    expect(extractCv(textDocument('John Doe\njohn.doe@email.com +1 (415) 555-0142 San Francisco, CA')).phone).toBe('+1 (415) 555-0142');
  });
});

describe('a period cut between its last month and its year', () => {
  it('puts the year back on the line above ("… | Sep 2024 – Sep" over "2026")', () => {
    const cv = extractCv(textDocument(['Kiril Isakov', 'Expérience Professionnelle', 'Data Scientist', 'Caisse des Dépôts | Paris | Sep 2024 – Sep', '2026', 'Missions au sein de la Direction des Prêts', 'Data Engineer', 'BNP Paribas | Paris | Mar 2021 – Aug 2021'].join('\n')));
    expect(cv.experience.map((role) => [role.company, role.startDate, role.endDate])).toEqual([
      ['Caisse des Dépôts', '2024-09', '2026-09'],
      ['BNP Paribas', '2021-03', '2021-08'],
    ]);
  });
});

describe('a table of contents listing the jobs before the jobs themselves', () => {
  it('reads each job once, where its text is', () => {
    const cv = extractCv(
      textDocument(
        [
          'Mirko Rossi',
          'mirko@example.org',
          'Contents',
          '• Experience',
          'Senior Developer, Alten Spa; Roma, IT — 2022-presente',
          'Software Architect, Nexse Srl; Roma, IT — 2003-2019',
          '',
          'Experience',
          'Senior Developer, Alten Spa; Roma, IT — 2022-presente',
          'Microservices for insurers and for the public administration.',
          'Software Architect, Nexse Srl; Roma, IT — 2003-2019',
          'Led the architecture of portals for telecom operators.',
        ].join('\n'),
      ),
    );
    expect(cv.experience.map((job) => [job.title, job.company, job.startDate])).toEqual([
      ['Senior Developer', 'Alten Spa', '2022'],
      ['Software Architect', 'Nexse Srl', '2003'],
    ]);
  });
});

describe('the clause consenting to the processing of personal data', () => {
  it('is no skill, summary or entry text, in Italian, German or English', () => {
    for (const clause of [
      'Autorizzo il trattamento dei miei dati personali ai sensi del D.Lgs. 196/2003 e del GDPR (Regolamento UE 2016/679).',
      'Ich willige in die Verarbeitung meiner personenbezogenen Daten gemäß DSGVO ein.',
      'I hereby consent to the processing of my personal data in accordance with Regulation (EU) 2016/679.',
    ]) {
      const data = extractCv(textDocument(`Mario Rossi\nmario@example.com\nCompetenze\nPython, SQL\n${clause}`));
      expect(data.skills).toEqual(['Python', 'SQL']);
    }
    // A skill that names the regulation is still a skill.
    expect(extractCv(textDocument('Mario Rossi\nmario@example.com\nSkills\nGDPR compliance, Python')).skills).toEqual(['GDPR compliance', 'Python']);
  });
});

describe('spoken languages rated in a section no list names', () => {
  it('are the languages, a comment after the level and all', () => {
    // Set as a PDF sets them: the headings a size up, "Langages" in their look though no list names it.
    const heading = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 14 });
    const body = (text: string): DocumentLine => ({ text, page: 1, region: 'body', fontSize: 10 });
    const lines = [
      body('Damien Robert'), body('damien@example.org'),
      heading('Expérience professionnelle'), body('2012 – 2020\tChargé de Recherche, Inria'),
      heading('Langages'), body('Français\tNatif'), body('Anglais\tCourant — séjour d’un an à Knoxville, dans le Tennessee'), body('Allemand\tÉlémentaire — 9 ans de cours'),
      heading('Compétences informatiques'), body('C, Java, OCaml'),
    ];
    const data = extractCv({ format: 'pdf', lines, blocks: buildBlocks(lines), text: lines.map((line) => line.text).join('\n'), pages: 1, ocr: false });
    expect(data.languages).toEqual(['Français', 'Anglais', 'Allemand']);
  });
});

describe('entries set side by side as cards in a grid', () => {
  it('reads each column on its own, where every line is a row of two cells and a row holds a period in each', () => {
    const rows = ['Desarrollo de aplicaciones IOS\tResearch School', 'Big Nerd Ranch\tUniversity of Manchester', 'oct. 2015 – oct. 2015\tmay. 2015 – jun. 2015', 'Maestría\tIngeniería'];
    expect(cardsColumnByColumn(rows)).toEqual(['Desarrollo de aplicaciones IOS', 'Big Nerd Ranch', 'oct. 2015 – oct. 2015', 'Maestría', 'Research School', 'University of Manchester', 'may. 2015 – jun. 2015', 'Ingeniería']);
    // (A tabular CV's rows, dates beside each entry, are read across.)
    const tabular = ['2019 – 2021\tEngineer, Acme Ltd', '2017 – 2019\tDeveloper, Initech', '2015 – 2017\tIntern, Globex', '2014\tTrainee, Hooli'];
    expect(cardsColumnByColumn(tabular)).toEqual(tabular);
  });
});
