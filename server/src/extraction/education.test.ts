import { describe, expect, it } from 'vitest';
import { findDegree, namesSchool, parseEducation } from './education';
import { withFormDatesLabels } from './dates';
import { extractCv } from './extract-cv';
import { textDocument } from './test-support';
import { itemsAtRepeatedMarks } from './text-utils';

describe('an undated list of credentials, each with its provider under it', () => {
  it('reads each head with the last name before the next head as who awarded it', () => {
    const read = (lines: string[]) => parseEducation(lines).map((entry) => [entry.degree, entry.institution]);
    expect(
      read([
        'Bachelor of Business Administration',
        'Specialisation in Analytics and Business Operations',
        'Giggling Platypus Co.',
        'Graduate Project Management Certification',
        'Giggling Platypus Co.',
        'Sustainability Leadership Certificate',
        'Warner & Spencer Business Council',
      ]),
    ).toEqual([
      ['Bachelor of Business Administration', 'Giggling Platypus Co.'],
      ['Graduate Project Management Certification', 'Giggling Platypus Co.'],
      ['Sustainability Leadership Certificate', 'Warner & Spencer Business Council'],
    ]);
    expect(
      parseEducation(['Zertifikat Projektmanagement (IPMA Level D)', 'GPM Deutsche Gesellschaft für Projektmanagement', 'Scrum-Kurs für Product Owner', 'Agile Academy']).map(
        (entry) => entry.institution,
      ),
    ).toEqual(['GPM Deutsche Gesellschaft für Projektmanagement', 'Agile Academy']);
    // With dates, or a school read by its lines, the reading by lines stands.
    expect(read(['BSc Computer Science', 'University of Leeds', 'MSc Data Science', 'University of York'])).toEqual([
      ['BSc', 'University of Leeds'],
      ['MSc', 'University of York'],
    ]);
  });
});

describe('findDegree', () => {
  it('keeps a Latin distinction out of the subject', () => {
    const entries = parseEducation([
      'University of Pennsylvania',
      'Bachelor of Arts, English Literature summa cum laude',
      '2001 - 2005',
      'University of the Philippines',
      'Bachelor of Science in Computer Science (Cum Laude honors conferred)',
      '1993 - 1997',
    ]);
    expect(entries.map((entry) => [entry.degree, entry.field])).toEqual([
      ['Bachelor of Arts', 'English Literature'],
      ['Bachelor of Science', 'Computer Science'],
    ]);
  });

  it('finds a degree inside a phrase, with the institution after "from"', () => {
    expect(findDegree('Completed Masters in Immigration Law from Westbrook University')).toEqual({ degree: 'Masters', field: 'Immigration Law', institution: 'Westbrook University' });
    expect(findDegree('B.Tech in Computer Science from XYZ Institute of Technology')).toEqual({ degree: 'B.Tech', field: 'Computer Science', institution: 'XYZ Institute of Technology' });
    expect(findDegree('Junior pursuing a Bachelor of Science in Computer Science')).toMatchObject({ degree: 'Bachelor of Science', field: 'Computer Science' });
    expect(findDegree('Course: Master of Business Administration')).toMatchObject({ degree: 'Master of Business Administration' });
  });

  it('keeps an abbreviation in brackets with the degree', () => {
    expect(findDegree('Bachelor of Engineering (B.E.)')).toMatchObject({ degree: 'Bachelor of Engineering (B.E.)', field: null });
    // Whatever the brackets say, never half of them in the subject.
    expect(findDegree('Bachelor of Technology (4 Years Degree) in Electronics Engineering')).toMatchObject({ degree: 'Bachelor of Technology (4 Years Degree)', field: 'Electronics Engineering' });
  });

  it('reads a degree in brackets after its subject, and never a bracket for the subject', () => {
    expect(findDegree('Wirtschaftsinformatik (M. Sc.)')).toMatchObject({ degree: 'M. Sc', field: 'Wirtschaftsinformatik' });
    expect(findDegree('Informatik (B.Sc.)')).toMatchObject({ degree: 'B.Sc', field: 'Informatik' });
  });

  it('reads Indian and British school-leaving and vocational forms', () => {
    expect(findDegree('B-tech in Electronics and Telecommunication')).toMatchObject({ degree: 'B-tech', field: 'Electronics and Telecommunication' });
    expect(findDegree('H.S.C')).toMatchObject({ degree: 'H.S.C' });
    expect(findDegree('BTEC HNC in Aviation')).toMatchObject({ degree: 'BTEC HNC', field: 'Aviation' });
    expect(findDegree('Post Graduate Diploma in Embedded Systems')).toMatchObject({ degree: 'Post Graduate Diploma', field: 'Embedded Systems' });
    expect(findDegree('Graduate in Commerce')).toMatchObject({ degree: 'Graduate', field: 'Commerce' });
  });

  it('does not take two-letter abbreviations mid-phrase, theses or diplomacy for degrees', () => {
    expect(findDegree('Used MS Office daily')).toBeNull();
    expect(findDegree('Master Thesis in cooperation with a paint maker')).toBeNull();
    expect(findDegree('Diplomacy and negotiation')).toBeNull();
  });
});

describe('parseEducation', () => {
  it('reads degree lines written as sentences', () => {
    expect(parseEducation(['Completed Masters in Immigration Law from Westbrook University', 'Completed Bachelors in Social Law from Westbrook University'])).toEqual([
      { institution: 'Westbrook University', degree: 'Masters', field: 'Immigration Law', startDate: null, endDate: null },
      { institution: 'Westbrook University', degree: 'Bachelors', field: 'Social Law', startDate: null, endDate: null },
    ]);
  });
});

describe('schools named in the languages of Europe', () => {
  it('finds universities, hogescholen and faculdades as institutions', () => {
    const entries = parseEducation(['Universidade de São Paulo', 'Ciência da Computação', '2018 - 2022', 'HBO Human Resource Management', 'Hogeschool Utrecht', '2014 - 2018']);
    expect(entries.map((entry) => entry.institution)).toEqual(['Universidade de São Paulo', 'Hogeschool Utrecht']);
  });
});

describe('parseEducation: schools named in other languages and layouts', () => {
  const schools = (text: string) => parseEducation(text.split('\n')).map((entry) => [entry.institution, entry.degree, entry.endDate]);

  it('reads the school after "@" or a connective in the degree line', () => {
    expect(schools('Master of Science in Informatik @Hochschule Nordstadt\n09/2020 - 09/2022 Nordstadt')).toEqual([['Hochschule Nordstadt', 'Master of Science', '2022-09']]);
    expect(findDegree('Bachelor of Arts bei der Akademie Weststadt')).toMatchObject({ degree: 'Bachelor of Arts', institution: 'Akademie Weststadt' });
    // The school first, the degree straight after it: on the page a change of typeface parted them.
    expect(findDegree('University of Leeds BSc Mathematics')).toEqual({ degree: 'BSc', field: 'Mathematics', institution: 'University of Leeds' });
    expect(findDegree('Technische Universität München Master Informatik')).toEqual({ degree: 'Master', field: 'Informatik', institution: 'Technische Universität München' });
    expect(findDegree('IUT de Lannion DUT Informatique')).toMatchObject({ degree: 'DUT', institution: 'IUT de Lannion' });
  });

  it('takes a faculty printed on its own line under its degree as the school', () => {
    expect(schools('Licenciatura en Historia\tMayo 2021\nFacultad de Letras del Sur\tPromedio: 8.5/10.0')).toEqual([['Facultad de Letras del Sur', 'Licenciatura', '2021-05']]);
  });

  it('keeps a faculty line under a university heading with the university', () => {
    expect(schools('UNIVERSIDAD DEL NORTE\tCiudad Norte\nDoctorado en Química\tAgosto 2017\nInstituto de Ciencias, Departamento de Química\tPromedio: 3.8/4.0')).toEqual([['UNIVERSIDAD DEL NORTE', 'Doctorado', '2017-08']]);
  });

  it('does not repeat a degree summarised without its school', () => {
    expect(schools('Master of Science in Physics\n09/2010 - 06/2015\tTechnische Universität Nordstadt\nMaster of Science in Physics')).toEqual([['Technische Universität Nordstadt', 'Master of Science', '2015-06']]);
  });

  it('reads the school written straight after the field', () => {
    expect(schools('2015 - 2019: Licenciatura en Historia Universidad del Norte\n2010 - 2014: Bachiller en Ciencias Naturales Colegio Central')).toEqual([
      ['Universidad del Norte', 'Licenciatura', '2019'],
      ['Colegio Central', 'Bachiller', '2014'],
    ]);
  });

  it('takes the named cell beside a degree in a table row as the school, never its honours', () => {
    expect(schools('Master Crossover Design\tNWL Arts\t2023\tJa/nee')).toEqual([['NWL Arts', 'Master', '2023']]);
    expect(schools('2010-2012\tM.Sc. Computer Science\tMagna cum laude\nUniversity of Westbrook')).toEqual([['University of Westbrook', 'M.Sc.', '2012']]);
  });
});


describe('parseEducation: the school beside a degree, and a school above several degrees', () => {
  const schools = (text: string) => parseEducation(text.split('\n')).map((entry) => [entry.institution, entry.degree, entry.endDate]);
  it('takes the named part after the degree for the school, never its specialisation or its town', () => {
    expect(schools('2010 – 2014 Bachelor of Science in Computer Science, UC San Diego, San Diego, USA')).toEqual([['UC San Diego', 'Bachelor of Science', '2014']]);
    expect(schools('2014 – 2016 Master of Science in Computer Science, Specialization in AI, MIT, Cambridge, USA')).toEqual([['MIT', 'Master of Science', '2016']]);
  });

  it('keeps a degree and its details under the school line above it', () => {
    expect(schools('2004-Present\t Johns Hopkins University\t Baltimore, MD\nM.S., Computer Science - Program for Professionals\n1998-2002\t University of Connecticut\t Storrs, CT\nB.A., Economics')).toEqual([
      ['Johns Hopkins University', 'M.S.', null],
      ['University of Connecticut', 'B.A.', '2002'],
    ]);
  });

  it('gives each degree under a school\'s own line that school', () => {
    expect(schools('Clover College of the Arts | Boston, MA\nJune 2019 | Certificate in Woodworking\nJune 2021 | Associate of Applied Science in Wood Technology')).toEqual([
      ['Clover College of the Arts', 'Certificate', '2019-06'],
      ['Clover College of the Arts', 'Associate of Applied Science', '2021-06'],
    ]);
  });
});

describe('education by its parts', () => {
  it('never reads "Expected" or a grade as the school: the school is the named part on the next line', () => {
    expect(parseEducation(['Bachelor of Science in Computer Science -\tExpected Dec 2025', 'South Dakota State University (SDSU), Brookings, South Dakota\tCGPA: 3.56/4.0'])).toEqual([
      { institution: 'South Dakota State University (SDSU)', degree: 'Bachelor of Science', field: 'Computer Science', startDate: null, endDate: '2025-12' },
    ]);
    expect(parseEducation(['Master en Informatique | Prévu 2026', 'Université de Nantes'])[0]).toMatchObject({ institution: 'Université de Nantes', degree: 'Master' });
    expect(parseEducation(['Laurea in Ingegneria | In corso | Voto: 108/110'])[0]).toMatchObject({ institution: null });
  });

  it('joins a school name wrapped after a joining word ("Universidad Nacional de" / "Buenos Aires (UBA)")', () => {
    expect(parseEducation(['2015 - 2019: Licenciatura en Ciencias de la Computación Universidad Nacional de', 'Buenos Aires (UBA)'])[0]).toMatchObject({
      institution: 'Universidad Nacional de Buenos Aires (UBA)',
      endDate: '2019',
    });
  });

  it('reads no school from a sentence or a quoted thesis title that mentions a university', () => {
    const entries = parseEducation([
      "1997–2001 PhD - Thesis Title: 'Young People in the Construction of the Virtual",
      'University’, Empirical research on e-learning',
      'Brunel University, London (United Kingdom)',
      '- team work: I have worked in various types of teams',
      'For 2 years I coached my university hockey team',
    ]);
    expect(entries.map((entry) => entry.institution)).toEqual(['Brunel University']);
  });

  it('cuts the bracket a wrap left open off a school, and reads Markdown and bulleted schools', () => {
    expect(parseEducation(['BSc in Computer Science\t2019 - 2022', 'University of Oceanic Affairs ( Ottertown'])[0]).toMatchObject({ institution: 'University of Oceanic Affairs' });
    expect(parseEducation(['* **University of Willow Creek** – Willow Creek, CA', '* Bachelor of Science in Computer Science – May 2024', '* GPA: 3.7/4.0'])).toEqual([
      { institution: 'University of Willow Creek', degree: 'Bachelor of Science', field: 'Computer Science', startDate: null, endDate: '2024-05' },
    ]);
    expect(parseEducation(['_**A University**_', 'Computer Science, Master'])[0]).toMatchObject({ institution: 'A University' });
  });

  it('reads German, Dutch and Portuguese entries by their parts', () => {
    expect(parseEducation(['10/2017 – 07/2020', 'Universität Regensburg', 'Wirtschaftsinformatik (M. Sc.)', 'Note: 1,3'])[0]).toMatchObject({ institution: 'Universität Regensburg', endDate: '2020-07' });
    expect(parseEducation(['HBO Informatica | Hogeschool van Amsterdam | 2015 – 2019'])[0]).toMatchObject({ institution: 'Hogeschool van Amsterdam', endDate: '2019' });
    expect(parseEducation(['Bacharelado em Ciência da Computação', 'Universidade Anhembi Morumbi | 2015 - 2019 | Concluído'])[0]).toMatchObject({ institution: 'Universidade Anhembi Morumbi', degree: 'Bacharelado' });
  });

  it('reads the education section of a CV in capitals', () => {
    const data = extractCv(textDocument('JANE DOE\nJANE@EXAMPLE.COM\nEDUCATION\nMASTER OF SCIENCE IN PHYSICS\nUNIVERSITY OF BONN | 2009 – 2011\nEXPECTED'));
    expect(data.education).toEqual([{ institution: 'UNIVERSITY OF BONN', degree: 'MASTER OF SCIENCE', field: 'PHYSICS', startDate: '2009', endDate: '2011' }]);
  });
});

describe('a school named without a school word', () => {
  it('reads an acronym beside a degree, and a dated name above a degree, as the school', () => {
    expect(parseEducation(['Bacharelado em Ciência da Computação - USP (2011 - 2015)'])[0]).toMatchObject({ institution: 'USP', degree: 'Bacharelado', endDate: '2015' });
    expect(parseEducation(['UC Berkeley | 2019', 'Bachelor of Science, Computer Science'])).toEqual([
      { institution: 'UC Berkeley', degree: 'Bachelor of Science', field: 'Computer Science', startDate: null, endDate: '2019' },
    ]);
  });

  it('keeps a subject after a degree as the subject, and a dated line with no degree under it as no school', () => {
    expect(parseEducation(['MBA - HR | 2018'])[0]).toMatchObject({ degree: 'MBA', institution: null });
    expect(parseEducation(['Exchange Semester | 2014', 'Relevant Coursework: Algorithms'])).toEqual([]);
  });
});

describe('parseEducation: a degree keeps its subject', () => {
  const read = (lines: string[]) => parseEducation(lines).map((e) => [e.degree, e.field, e.institution]);

  it('reads the subject on the line under the degree when the school has a line of its own', () => {
    expect(read(['Master of Science', 'Software Engineering', 'Carnegie Mellon University', '2018 - 2020', 'Pittsburgh, PA', 'Bachelor of Science', 'Computer Science', 'Carnegie Mellon University', '2011 - 2015'])).toEqual([
      ['Master of Science', 'Software Engineering', 'Carnegie Mellon University'],
      ['Bachelor of Science', 'Computer Science', 'Carnegie Mellon University'],
    ]);
    // The school above the degree.
    expect(read(['2025 - 2029', 'Harbour University', 'Master of Business', 'Management'])).toEqual([['Master of Business', 'Management', 'Harbour University']]);
  });

  it('reads the subject after the degree when the school came first on the line', () => {
    expect(read(["University of Pittsburgh - Master's, Mathematics", 'September 2012 - April 2014\tPittsburgh, PA'])).toEqual([["Master's", 'Mathematics', 'University of Pittsburgh']]);
  });

  it('never takes a place, a grade or an unplaced name for the subject', () => {
    expect(read(['Bachelor of Science', 'Pittsburgh, PA', 'Carnegie Mellon University', '2011 - 2015'])).toEqual([['Bachelor of Science', null, 'Carnegie Mellon University']]);
    expect(read(['Bachelor of Science', 'GPA 3.8', 'Carnegie Mellon University'])).toEqual([['Bachelor of Science', null, 'Carnegie Mellon University']]);
    // No school on a line of its own: the line under the degree may be the school itself, and is left alone.
    expect(read(['Master of Science', 'Stanford', '2015 - 2017'])).toEqual([['Master of Science', null, null]]);
  });
});

describe('a degree by its parts', () => {
  const read = (lines: string[]) => parseEducation(lines).map((e) => [e.degree, e.field, e.institution]);

  it('keeps the capitalised words that qualify a degree, but no verb, status or place before it', () => {
    expect(read(['09/2006 - 06/2014 Allgemeines Abitur', 'Lindenhof-Gymnasium Nordstadt'])).toEqual([['Allgemeines Abitur', null, 'Lindenhof-Gymnasium Nordstadt']]);
    expect(read(['Northby University – Honours Bachelor of Arts -\t2005 – 2010'])).toEqual([['Honours Bachelor of Arts', null, 'Northby University']]);
    expect(findDegree('Completed Masters in Law')).toMatchObject({ degree: 'Masters' });
    expect(findDegree('Pursuing Bachelor of Science')).toMatchObject({ degree: 'Bachelor of Science' });
    expect(findDegree('MN Bachelor of Arts')).toMatchObject({ degree: 'Bachelor of Arts' });
  });

  it('reads a name ending in a kind of school as that school, and a bare kind of school as no school', () => {
    expect(findDegree('Riverside Valley High School')).toBeNull();
    expect(read(['SECONDARY SCHOOL\t2010 - 2014', 'Riverside Valley High School'])).toEqual([['SECONDARY SCHOOL', null, 'Riverside Valley High School']]);
    expect(parseEducation(['COLLEGE\tInstituto del Sol', 'FURTHER EDUCATION\tLicenciatura en Historia']).map((e) => e.institution)).not.toContain('COLLEGE');
    expect(parseEducation(['Master in Data Science | 2007 - 2010', 'École Polytechnique'])[0]).toMatchObject({ institution: 'École Polytechnique' });
    // A school whose name holds a subject is a name: "University of the Arts".
    expect(read(['Masters in Jazz Studies (2003-2004)', 'University of the Arts'])).toEqual([['Masters', 'Jazz Studies', 'University of the Arts']]);
  });
});

describe('an entry\'s title by its place beside the school', () => {
  const read = (lines: string[]) => parseEducation(lines).map((e) => [e.degree, e.institution, e.endDate]);

  it('reads the line under a school\'s dated line as what was studied there, as written', () => {
    expect(
      read([
        '2014 / 07 - Eastport University',
        'Graduated as M.Sc. Media Studies',
        '2011 - 2012 - Eastport University',
        'Master Project - OrCA',
        'Built a touch table application, co-developed its software (Java)',
        '2008 - 2009 - University of Southbay',
        'Semester Abroad',
        'Six months of study in Southbay',
      ]),
    ).toEqual([
      ['M.Sc.', 'Eastport University', '2014-07'],
      ['Master Project - OrCA', 'Eastport University', '2012'],
      ['Semester Abroad', 'University of Southbay', '2009'],
    ]);
    expect(read(['Universidade Federal do Norte', 'Engenharia Elétrica - GRADUACAO', '01/03/2015 a 15/12/2019', 'Nota: 8.5/10'])).toEqual([
      ['Engenharia Elétrica - GRADUACAO', 'Universidade Federal do Norte', '2019-12'],
    ]);
  });

  it('reads a name before the school on its line, or beside the dates above the school, as the title', () => {
    expect(read(['BSEE, Lakeside University', '2005-09 — 2009-05 | Course 1 Course 2'])).toEqual([['BSEE', 'Lakeside University', '2009-05']]);
    expect(read(['2004-2007 BSc in Physics', 'University of Northby, England', '2001-2003 Advanced Secondary Education', 'University of Northby, England'])).toEqual([
      ['BSc', 'University of Northby', '2007'],
      ['Advanced Secondary Education', 'University of Northby', '2003'],
    ]);
  });

  it('starts a new entry at a dated line, so that its school is not given to the entry above', () => {
    expect(read(['2010 – 2013 – Bachelor of Arts – Eastbrook College', '2013 – 2015 – Film Studies – Westbrook College'])).toEqual([
      ['Bachelor of Arts', 'Eastbrook College', '2013'],
      ['Film Studies', 'Westbrook College', '2015'],
    ]);
  });

  it('takes no town, place, grade, sentence, job, person or far-off line for a title', () => {
    expect(read(['Ball State University', 'Muncie'])).toEqual([[null, 'Ball State University', null]]);
    expect(read(['Carnegie-Mellon University', 'Pittsburgh PA'])).toEqual([[null, 'Carnegie-Mellon University', null]]);
    expect(read(['University of Westbrook | 2001 - 2003', 'First Class - 80% Average'])).toEqual([[null, 'University of Westbrook', '2003']]);
    expect(read(['Medfield College | 2003 - 2005', 'A multiline summary of the education.'])).toEqual([[null, 'Medfield College', '2005']]);
    expect(read(['Adjunct Associate Professor, Goucher College, 1997 - 2001'])).toEqual([[null, 'Goucher College', '2001']]);
    expect(read(['Frey, A., Westfield School, 2004'])).toEqual([[null, 'Westfield School', '2004']]);
    expect(read(['Kent State University | 2001', "Dean's List Award"])).toEqual([[null, 'Kent State University', '2001']]);
    // A dated line far from the school (a section that ran on) names nothing there.
    expect(parseEducation(['Reserve Service (1999 — 2003)', 'Summary of this stint.', 'Accomplishment one', 'Summa cum laude, Cornell Hill University (2012)']).map((e) => e.degree)).toEqual([null]);
  });
});

describe('a degree\'s subject and a school\'s faculty as written', () => {
  const read = (lines: string[]) => parseEducation(lines).map((e) => [e.degree, e.field, e.institution]);

  it('keeps what follows the subject on the degree\'s line, up to the school', () => {
    expect(read(['Master Informatique - Développement Web', 'Université de Lyon | 2022 - 2024'])).toEqual([['Master', 'Informatique - Développement Web', 'Université de Lyon']]);
    expect(read(['2004-Present\t Lakeside University\t Baltimore, MD', 'M.S., Computer Science - Program for Professionals'])).toEqual([
      ['M.S.', 'Computer Science - Program for Professionals', 'Lakeside University'],
    ]);
    expect(read(['2014 – 2016 Master of Science in Computer Science, Specialization in Robotics, MIT, Cambridge, USA'])).toEqual([
      ['Master of Science', 'Computer Science, Specialization in Robotics', 'MIT'],
    ]);
  });

  it('never puts the school, a town or a grade into the subject', () => {
    expect(read(['2010 – 2014 Bachelor of Science in Biology, UC Westfield, Westfield, USA'])).toEqual([['Bachelor of Science', 'Biology', 'UC Westfield']]);
    // With no school known, the named part beside a degree that holds its subject is the school, never the subject.
    expect(read(['MSc Physics - Oxbridge Tech', '2015 - 2017'])).toEqual([['MSc', 'Physics', 'Oxbridge Tech']]);
    expect(read(['BSc Chemistry, First Class Honours', 'Lakeside University'])).toEqual([['BSc', 'Chemistry', 'Lakeside University']]);
  });

  it('keeps a school and its faculty or business school on one line as one institution', () => {
    expect(read(['University of Northby – Kessel School of Business\t \tJune 2014 – Present', 'Certificate Program in Property Assessment'])).toEqual([
      ['Certificate Program in Property Assessment', null, 'University of Northby – Kessel School of Business'],
    ]);
    expect(read(['Laurea in Lettere Moderne', 'Ateneo del Sud, Università di Lario, facoltà di Lettere Moderne'])).toEqual([
      ['Laurea', 'Lettere Moderne', 'Ateneo del Sud, Università di Lario, facoltà di Lettere Moderne'],
    ]);
  });

  it('reads hostile lines without hanging: thousands of parts and titles (the test’s own timeout is the bound)', () => {
    const entries = parseEducation([`${'Master Project - '.repeat(5000)}University of X`, `2010 - 2012 - ${'Semester Abroad, '.repeat(5000)}`, 'University of Y', '– – – – –'.repeat(2000)]);
    expect(Array.isArray(entries)).toBe(true);
  });
});

describe('a dated course and who taught it', () => {
  it('reads a dated title with the organisation on the line under it, when no school is named', () => {
    const entries = parseEducation(['novembre 2003 - dicembre 2004 Mediatore interculturale', 'Comunità incontro onlus (con il patrocinio della Regione)', 'front office di orientamento']);
    expect(entries.map((entry) => [entry.degree, entry.institution, entry.startDate, entry.endDate])).toEqual([['Mediatore interculturale', 'Comunità incontro onlus', '2003-11', '2004-12']]);
  });
});

describe('a school in brackets', () => {
  it('reads a school in brackets after the degree or title as the school', () => {
    const entries = parseEducation(['Graduated as M.Sc. Digital Media (University of Bremen)\t2015 / 07', 'Semester Abroad (University of Melbourne)\t2009 - 2010']);
    expect(entries.map((entry) => [entry.degree, entry.institution])).toEqual([['M.Sc.', 'University of Bremen'], ['Semester Abroad', 'University of Melbourne']]);
  });
});

describe('training centres', () => {
  it('reads a training centre as the school of what it awarded', () => {
    const entries = parseEducation(['settembre 2000 - febbraio 2002 Attestato di frequenza', 'Centro di Formazione Professionale Guglielmo Marconi, Bologna']);
    expect(entries.map((entry) => [entry.degree, entry.institution])).toEqual([['Attestato di frequenza', 'Centro di Formazione Professionale Guglielmo Marconi']]);
  });
});

describe('the school on the line under its degree', () => {
  const read = (text: string) => parseEducation(text.split('\n')).map((entry) => [entry.degree, entry.field, entry.institution, entry.endDate]);

  it('is read by its place, as the candidate wrote it: in lower case, misspelt, with its town', () => {
    expect(read('Bsc\nShri gnanambika degree college')).toEqual([['Bsc', null, 'Shri gnanambika degree college', null]]);
    expect(read('BSc in Computer Science\nvasundhara womens\n2015')).toEqual([['BSc', 'Computer Science', 'vasundhara womens', '2015']]);
    expect(read('BSc in Math\nMagadh univercity - Patna, Bihar\nJuly 1999 to April 2001')[0][2]).toBe('Magadh univercity');
  });

  it('is not the end of a wrapped subject with the school under it, nor a grade or a label', () => {
    expect(read('HBO Human Resource\nManagement\nHogeschool Utrecht')[0][2]).toBe('Hogeschool Utrecht');
    expect(read('MSc in Physics\nGraduated with distinction')[0][2]).toBeNull();
    expect(read('BA in History\nMinor: Spanish')[0][2]).toBeNull();
  });
});

describe('a school labelled as a form labels it', () => {
  it("reads the value of a 'College' or 'University:' label as the school", () => {
    const read = (text: string) => parseEducation(text.split('\n')).map((entry) => [entry.degree, entry.institution, entry.startDate, entry.endDate]);
    expect(read('COLLEGE\tPreparatoria Nacional')).toEqual([[null, 'Preparatoria Nacional', null, null]]);
    expect(read('University: Universidad de Chile\nLicenciatura en Historia\n2010 - 2015')[0][1]).toBe('Universidad de Chile');
    // A label is not a school named after it: "University of Chile" stays whole.
    expect(read('University of Chile\nBSc Computer Science')[0][1]).toBe('University of Chile');
  });
});

describe('parseEducation: a school no list knows, in the place the section puts its schools', () => {
  const read = (lines: string[]) => parseEducation(lines).map((entry) => [entry.institution, entry.degree, entry.endDate]);

  it('reads the line under a degree as its school where the other entries put their school there', () => {
    expect(read(['Grado en Ingeniería Informática', 'Universidad Politécnica de Madrid', '2012 – 2016', 'Bachillerato', 'IES Ramiro de Maeztu', '2010 – 2012'])).toEqual([
      ['Universidad Politécnica de Madrid', 'Grado', '2016'],
      ['IES Ramiro de Maeztu', 'Bachillerato', '2012'],
    ]);
  });

  it('reads the line above a degree as its school where the other entries put their school there', () => {
    expect(read(['Universidad Politécnica de Madrid', 'Grado en Ingeniería Informática', '2012 – 2016', 'IES Ramiro de Maeztu', 'Bachillerato', '2010 – 2012'])).toEqual([
      ['Universidad Politécnica de Madrid', 'Grado', '2016'],
      ['IES Ramiro de Maeztu', 'Bachillerato', '2012'],
    ]);
  });

  it('still reads a subject under a degree whose school follows on its own line', () => {
    expect(parseEducation(['Master of Science', 'Software Engineering', 'Carnegie Mellon University', '2018']).map((entry) => [entry.institution, entry.degree, entry.field])).toEqual([
      ['Carnegie Mellon University', 'Master of Science', 'Software Engineering'],
    ]);
  });
});

describe('parseEducation: a subject written before its degree', () => {
  it('reads "Computer Science, Master, A University" as a Master in Computer Science at A University', () => {
    expect(parseEducation(['Computer Science, Master, A University', 'Toronto, Ontario', 'Jan 2018 – Present']).map((entry) => [entry.institution, entry.degree, entry.field])).toEqual([
      ['A University', 'Master', 'Computer Science'],
    ]);
    // The school before its degree stays the school.
    expect(parseEducation(['University of Leeds, BSc Computer Science, 2016']).map((entry) => [entry.institution, entry.degree, entry.field])).toEqual([
      ['University of Leeds', 'BSc', 'Computer Science'],
    ]);
  });
});

describe('parseEducation: a subject wrapped in a narrow column', () => {
  it('joins the line under a degree\'s subject to it when the school follows on its own line', () => {
    expect(parseEducation(['HBO Human Resource', 'Management', 'Hogeschool Utrecht']).map((entry) => [entry.institution, entry.degree, entry.field])).toEqual([
      ['Hogeschool Utrecht', 'HBO', 'Human Resource Management'],
    ]);
    // A grade under the degree is no part of its subject.
    expect(parseEducation(['BSc Computer Science', 'First Class', 'University of Leeds']).map((entry) => entry.field)).toEqual(['Computer Science']);
  });
});


describe('parseEducation: the schooling of the seven languages', () => {
  const read = (lines: string[]) => parseEducation(lines).map((entry) => [entry.institution, entry.degree, entry.endDate]);

  it('reads secondary and vocational schools by their kind, also in a compound or in capitals before the name', () => {
    expect(read(['Mittlere Reife | Realschule am Stadtpark | 2012'])).toEqual([['Realschule am Stadtpark', 'Mittlere Reife', '2012']]);
    expect(read(['Bachillerato, IES Ramiro de Maeztu, Madrid, 2014'])).toEqual([['IES Ramiro de Maeztu', 'Bachillerato', '2014']]);
    expect(read(['VWO, Christelijk Lyceum Delft, 2016'])).toEqual([['Christelijk Lyceum Delft', 'VWO', '2016']]);
    expect(namesSchool('Sprachschule Berlin')).toBe(true);
  });

  it('reads school-leaving and course certificates as degrees', () => {
    expect(read(['Ensino Secundário', 'Escola Secundária de Camões', '2014'])).toEqual([['Escola Secundária de Camões', 'Ensino Secundário', '2014']]);
    expect(read(['Curso de Inglês C1', 'British Council', '2016'])).toEqual([['British Council', 'Curso', '2016']]);
    expect(read(['Certificat Développeur Web', 'OpenClassrooms', '2020'])).toEqual([['OpenClassrooms', 'Certificat', '2020']]);
  });

  it('never reads "its" or "ies" in lower case as a school', () => {
    expect(namesSchool('IES Ramiro de Maeztu')).toBe(true);
    expect(namesSchool('its own team')).toBe(false);
    expect(namesSchool('Companies of Europe')).toBe(false);
  });
});

describe('parseEducation: a school with no school word beside its degree', () => {
  const read = (lines: string[]) => parseEducation(lines).map((entry) => [entry.institution, entry.degree, entry.field]);

  it('reads the other named part of a degree line as the school when the degree holds its subject', () => {
    expect(read(['HBO Communicatie | Fontys | 2014 – 2018'])).toEqual([['Fontys', 'HBO', 'Communicatie']]);
    expect(read(['Sciences Po – Master Affaires publiques', '2016 – 2018'])).toEqual([['Sciences Po', 'Master', 'Affaires publiques']]);
    expect(read(['2015 – 2017: Laurea magistrale in Economia, Bocconi'])).toEqual([['Bocconi', 'Laurea magistrale', 'Economia']]);
  });

  it('leaves a part after the subject to the subject when the school follows on its own line, and reads a bare degree\'s part as its subject', () => {
    expect(read(['BSc Computer Science - Software Engineering', 'University of Leeds'])).toEqual([['University of Leeds', 'BSc', 'Computer Science - Software Engineering']]);
    expect(read(['Master of Science - Data Analytics', '2019'])).toEqual([[null, 'Master of Science', 'Data Analytics']]);
  });
});

describe('parseEducation: labels of dates', () => {
  it('skips a row of column headings that holds a dates heading, and never reads a dates label as a school', () => {
    expect(parseEducation(['Opleiding\tOnderwijsinstelling\tPeriode\tCertificaat', 'Master Crossover Creativity\tHKU Utrecht\t2023\tJa/nee']).map((entry) => [entry.institution, entry.degree])).toEqual([['HKU Utrecht', 'Master']]);
    expect(parseEducation(['Schule: Goethe-Gymnasium', 'Abschluss: Abitur', 'Zeitraum: 2007 – 2015']).map((entry) => entry.institution)).not.toContain('Zeitraum');
  });
});

describe('parseEducation: the section\'s repeated shape', () => {
  const read = (lines: string[]) => parseEducation(lines).map((entry) => [entry.institution, entry.degree, entry.endDate]);

  it('reads names above degrees as their schools when each entry puts its name above its degree', () => {
    expect(read(['Birkbeck', 'MSc Data Science\t2019 – 2020', 'Coursera', 'Professional Certificate in Data Analytics\t2021'])).toEqual([
      ['Birkbeck', 'MSc', '2020'],
      ['Coursera', 'Professional Certificate', '2021'],
    ]);
    // A place may follow the name, as it follows a school, and the names may be in capitals.
    expect(read(['FONTYS, Eindhoven', 'HBO Communicatie, 2014 – 2018', 'ROC VAN AMSTERDAM, Amsterdam', 'MBO Bedrijfsadministratie, 2011 – 2014'])).toEqual([
      ['FONTYS', 'HBO', '2018'],
      ['ROC VAN AMSTERDAM', 'MBO', '2014'],
    ]);
  });

  it('reads names under degrees as their schools when each entry puts its name under its degree, with the dates on its line', () => {
    expect(read(['MSc Data Science', 'Birkbeck | London | 2019 – 2020', 'Professional Certificate in Data Analytics', 'Coursera, Online', '2021'])).toEqual([
      ['Birkbeck', 'MSc', '2020'],
      ['Coursera', 'Professional Certificate', '2021'],
    ]);
  });

  it('never reads the shape from degrees without their subject, whose next line may be the subject', () => {
    expect(parseEducation(['Master of Science', 'Computer Science', '2015 - 2017', 'Bachelor of Science', 'Mathematics', '2012 - 2015']).map((entry) => entry.institution)).toEqual([null, null]);
  });
});

describe('parseEducation: forms, theses and dates that open entries, in the seven languages', () => {
  const read = (lines: string[]) => parseEducation(lines).map((entry) => [entry.institution, entry.degree, entry.endDate]);

  it('reads a form\'s labelled rows, after a colon or in a cell, and never a label for a school', () => {
    expect(read(['Centro: IES Ramiro de Maeztu', 'Título: Bachillerato', 'Fechas: 2012 – 2014'])).toEqual([['IES Ramiro de Maeztu', 'Bachillerato', '2014']]);
    expect(read(['Diplôme : Master Affaires publiques', 'Établissement : Sciences Po', 'Période : 2016 – 2018'])).toEqual([['Sciences Po', 'Master', '2018']]);
    expect(read(['Escola\tUniversidade do Porto', 'Curso\tMestrado em Engenharia Informática', 'Período\t2017 – 2019'])).toEqual([['Universidade do Porto', 'Mestrado', '2019']]);
  });

  it('never reads a labelled thesis as a school or a degree', () => {
    expect(read(['Grado en Derecho', 'Universidad de Sevilla', '2014 – 2018', 'Trabajo de fin de grado: la reforma laboral'])).toEqual([['Universidad de Sevilla', 'Grado', '2018']]);
    expect(read(['Abitur', 'Goethe-Gymnasium', '2007 – 2015', 'Abschlussarbeit: Nachfrageprognosen mit wenigen Daten'])).toEqual([['Goethe-Gymnasium', 'Abitur', '2015']]);
  });

  it('opens an entry on a date alone on its line when the section\'s entries open on their dates', () => {
    expect(read(['2016 – 2018', 'Master Affaires publiques', 'Sciences Po', 'juin 2016', 'Baccalauréat scientifique', 'Lycée Victor Hugo'])).toEqual([
      ['Sciences Po', 'Master', '2018'],
      ['Lycée Victor Hugo', 'Baccalauréat', '2016-06'],
    ]);
    // Dates under their entries stay with them.
    expect(read(['BSc Physics', 'University of Leeds', '2019', 'A-Levels', 'Kingsbridge Sixth Form College', '2016'])).toEqual([
      ['University of Leeds', 'BSc', '2019'],
      ['Kingsbridge Sixth Form College', 'A-Levels', '2016'],
    ]);
  });

  it('reads the shape from the first entry when a school between two degrees stands under one and above the other', () => {
    expect(read(['Robert Bosch GmbH', 'Ausbildung zum Industriekaufmann\t2012 – 2015', 'Realschule am Stadtpark', 'Mittlere Reife\t2006 – 2012'])).toEqual([
      ['Robert Bosch GmbH', 'Ausbildung zum', '2015'],
      ['Realschule am Stadtpark', 'Mittlere Reife', '2012'],
    ]);
  });
});

describe('parseEducation: a school joined to its degree, or in brackets with the dates', () => {
  const read = (lines: string[]) => parseEducation(lines).map((entry) => [entry.institution, entry.degree, entry.field, entry.endDate]);

  it('reads a capitalised name after the word that joins a degree to its school, in the seven languages', () => {
    expect(read(['MSc Data Science at Birkbeck, 2020'])).toEqual([['Birkbeck', 'MSc', 'Data Science', '2020']]);
    expect(read(['HBO Communicatie bij Fontys, 2018'])).toEqual([['Fontys', 'HBO', 'Communicatie', '2018']]);
    expect(read(["DUT Informatique à l'IUT de Lannion, 2016"])).toEqual([['IUT de Lannion', 'DUT', 'Informatique', '2016']]);
    expect(read(["Diploma di Tecnico Superiore presso l'ITS Angelo Rizzoli, 2020"])).toEqual([['ITS Angelo Rizzoli', 'Diploma', 'Tecnico Superiore', '2020']]);
    // A place after "at" says where, and "en" joins a degree to its subject.
    expect(read(['BSc Computer Science at Leeds, 2018'])[0][0]).toBeNull();
    expect(read(['Grado en Administración de Empresas, 2018'])).toEqual([[null, 'Grado', 'Administración de Empresas', '2018']]);
  });

  it('reads brackets that hold the dates with the school as the entry\'s parts', () => {
    expect(read(['MSc Data Science (Birkbeck, 2019 – 2020)'])).toEqual([['Birkbeck', 'MSc', 'Data Science', '2020']]);
    expect(read(['Laurea magistrale in Economia (Bocconi, 2015 – 2017)'])).toEqual([['Bocconi', 'Laurea magistrale', 'Economia', '2017']]);
    // Brackets that hold only the dates stay as they were.
    expect(read(['BSc Physics, University of Leeds (2015 – 2018)'])).toEqual([['University of Leeds', 'BSc', 'Physics', '2018']]);
  });
});

describe('parseEducation: a school written at the end of a degree\'s subject', () => {
  it('reads a name ending on a school word, set off by "of", "from" or a colon, as the school', () => {
    expect(parseEducation(['Diploma in Advance Nursing (DAN) of Nairobi University.']).map((entry) => [entry.institution, entry.degree, entry.field])).toEqual([['Nairobi University', 'Diploma', 'Advance Nursing (DAN)']]);
    expect(parseEducation(['Associate Diploma in Welfare Studies: Monash University']).map((entry) => [entry.institution, entry.degree, entry.field])).toEqual([['Monash University', 'Associate Diploma', 'Welfare Studies']]);
    // A name with no word setting it off stays the subject.
    expect(parseEducation(['Bachelor of Science in State University']).map((entry) => entry.institution)).toEqual([null]);
  });
});

describe('parseEducation: the Europass of 2020 (a degree in capitals, then its school in ordinary case)', () => {
  const read = (lines: string[]) => parseEducation(lines).map((entry) => [entry.institution, entry.degree, entry.field, entry.endDate]);

  it('reads the school where the case changes, with the school\'s own capitals before it', () => {
    expect(read(['2015 – 2017 Milano', 'LAUREA MAGISTRALE IN ECONOMIA Bocconi', '2008 – 2013 Firenze', 'DIPLOMA DI MATURITÀ SCIENTIFICA Liceo Scientifico Galileo Galilei'])).toEqual([
      ['Bocconi', 'LAUREA MAGISTRALE', 'ECONOMIA', '2017'],
      ['Liceo Scientifico Galileo Galilei', 'DIPLOMA', 'MATURITÀ SCIENTIFICA', '2013'],
    ]);
    expect(findDegree('DUT INFORMATIQUE IUT de Lannion')).toEqual({ degree: 'DUT', field: 'INFORMATIQUE', institution: 'IUT de Lannion' });
    expect(findDegree('MITTLERE REIFE Realschule am Stadtpark')).toMatchObject({ institution: 'Realschule am Stadtpark' });
  });

  it('never splits a degree\'s abbreviation from its subject', () => {
    expect(findDegree('BA Economics')).toMatchObject({ degree: 'BA', field: 'Economics', institution: null });
    expect(findDegree('MBA Finance')).toMatchObject({ institution: null });
  });

  it('opens the next entry on a year with its place, where the entries open on their dates', () => {
    expect(read(['2019 – 2020 London', 'MSC DATA SCIENCE Birkbeck', '2021 Online', 'PROFESSIONAL CERTIFICATE IN DATA ANALYTICS Coursera'])).toEqual([
      ['Birkbeck', 'MSC', 'DATA SCIENCE', '2020'],
      ['Coursera', 'PROFESSIONAL CERTIFICATE', 'DATA ANALYTICS', '2021'],
    ]);
  });
});

describe('parseEducation: the Europass form\'s rows in the seven languages', () => {
  const read = (lines: string[]) => parseEducation(lines).map((entry) => [entry.institution, entry.degree, entry.endDate]);

  it('reads the qualification and the school from their labelled rows', () => {
    expect(read(['Dates\t2016 – 2018', 'Intitulé du certificat ou diplôme délivré\tMaster Affaires publiques', "Nom et type de l'établissement d'enseignement ou de formation\tSciences Po"])).toEqual([['Sciences Po', 'Master', '2018']]);
    expect(read(['Zeitraum\t2007 – 2015', 'Bezeichnung der erworbenen Qualifikation\tAbitur', 'Name und Art der Bildungs- oder Ausbildungseinrichtung\tGoethe-Gymnasium'])).toEqual([['Goethe-Gymnasium', 'Abitur', '2015']]);
    expect(read(['Data\t2011 – 2014', 'Benaming van de behaalde kwalificatie\tMBO Bedrijfsadministratie', 'Naam en type van de onderwijs- of opleidingsinstelling\tROC van Amsterdam', 'Belangrijkste vakken\tBoekhouden, Economie'])).toEqual([['ROC van Amsterdam', 'MBO', '2014']]);
  });

  it('opens the next entry on a row holding one year, where the entries open on their dates', () => {
    expect(read(['Dates\t2019 – 2020', 'Title of qualification awarded\tMSc Data Science', 'Name and type of organisation providing education and training\tBirkbeck', 'Dates\t2021', 'Title of qualification awarded\tProfessional Certificate in Data Analytics', 'Name and type of organisation providing education and training\tCoursera'])).toEqual([
      ['Birkbeck', 'MSc', '2020'],
      ['Coursera', 'Professional Certificate', '2021'],
    ]);
  });
});

describe('parseEducation: a school by its place in the entries\' repeated shape', () => {
  const read = (lines: string[]) => parseEducation(lines).map((entry) => [entry.institution, entry.endDate]);

  it('reads a name standing where the other entries name their school as a school', () => {
    expect(read(['Bocconi, Milano | 2015 – 2017', 'Liceo Scientifico Galileo Galilei, Firenze | 2008 – 2013'])).toEqual([['Bocconi', '2017'], ['Liceo Scientifico Galileo Galilei', '2013']]);
    expect(read(['Sciences Po', '2016 – 2018', 'Lycée Victor Hugo', '2013 – 2016'])).toEqual([['Sciences Po', '2018'], ['Lycée Victor Hugo', '2016']]);
    // So many lines above the dates: the school, not the subject under it.
    expect(read(['Fontys', 'Communicatie', '2014 – 2018', 'ROC van Amsterdam', 'Bedrijfsadministratie', '2011 – 2014'])).toEqual([['Fontys', '2018'], ['ROC van Amsterdam', '2014']]);
  });

  it('never reads roles or a subject line as schools', () => {
    // Roles in a section running on past its end, and fewer known schools than other names.
    expect(read(['Cornell University (2005-09 — 2008-05)', 'Medfield College (2003-09 — 2005-06)', 'Member, IEEE (2013-06 — Present)', 'Subscriber, MSDN (2010-01 — Present)', 'Coordinator, Acme (2003-02 — 2004-04)']).map(([school]) => school)).toEqual(['Cornell University', 'Medfield College']);
    // A line beside a degree line is read by the degree's rules.
    expect(read(['10/2014 - 08/2017 Wirtschaftsinformatik (B. Sc.)', 'Universität Regensburg', 'IT-Sicherheit • E-Commerce', '09/2006 - 06/2014 Allgemeines Abitur', 'Maximillian-von-Montgelas Gymnasium Vilsbiburg', 'Mathematik • Deutsch'])).toEqual([
      ['Universität Regensburg', '2017-08'],
      ['Maximillian-von-Montgelas Gymnasium Vilsbiburg', '2014-06'],
    ]);
  });

  it('never reads a name over a dated line that holds another name as a school', () => {
    expect(read(['Florida Atlantic University, Boca Raton, Florida', 'Accounting, 2011', 'Bar Admission', '2014 State of Florida']).map(([school]) => school)).not.toContain('Bar Admission');
  });

  it('keeps what precedes the word joining a school to it out of the school\'s name', () => {
    expect(read(['Economia e Commercio presso Università di Bologna, 2010 – 2014'])).toEqual([['Università di Bologna', '2014']]);
  });
});

describe('parseEducation: how the seven languages join a degree, its school and its year', () => {
  const read = (lines: string[]) => parseEducation(lines).map((entry) => [entry.institution, entry.degree, entry.field, entry.endDate]);

  it('reads German courses of study and the capitals of a kind of school ("TU", "FH")', () => {
    expect(read(['2014 – 2018 Bachelorstudium Maschinenbau, FH Aachen'])).toEqual([['FH Aachen', 'Bachelorstudium', 'Maschinenbau', '2018']]);
    expect(read(['2016 – 2020 Masterstudium Informatik, TU München'])).toEqual([['TU München', 'Masterstudium', 'Informatik', '2020']]);
  });

  it('keeps "por la", "pela", "conseguita presso" and the word before a year out of the subject and the school', () => {
    expect(read(['Licenciado en Derecho por la Universidad de Salamanca (2010 – 2015)'])).toEqual([['Universidad de Salamanca', 'Licenciado', 'Derecho', '2015']]);
    expect(read(['Licenciatura em Direito pela Universidade de Lisboa, 2015'])).toEqual([['Universidade de Lisboa', 'Licenciatura', 'Direito', '2015']]);
    expect(read(["Laurea in Giurisprudenza conseguita presso l'Università di Padova nel 2012"])).toEqual([['Università di Padova', 'Laurea', 'Giurisprudenza', '2012']]);
  });
});

describe('parseEducation: a school the section names elsewhere', () => {
  it('reads a subject that names a school read in another entry as that school', () => {
    expect(parseEducation(['1861-1863 B.Sc. magna cum laude\tWonderland', 'Majoring in Computer Science', '1856-1861 High school\tWonderland']).map((entry) => [entry.institution, entry.degree, entry.field])).toEqual([
      ['Wonderland', 'B.Sc.', null],
      ['Wonderland', 'High school', null],
    ]);
  });
});

describe('a school joined to what was studied there', () => {
  it('reads what comes before "at" as the degree when no degree word names it, and a faculty before it as no school', () => {
    expect(parseEducation(['Specialist degree Mathematics and Mechanics Faculty at Saint-Petersburg State University, 2007 – 2012'])[0]).toMatchObject({
      degree: 'Specialist degree Mathematics and Mechanics Faculty',
      institution: 'Saint-Petersburg State University',
      endDate: '2012',
    });
    expect(parseEducation(['Exchange semester at University of Oslo, 2015'])[0]).toMatchObject({ degree: 'Exchange semester', institution: 'University of Oslo' });
    // A school's own name that opens on a school word stays whole.
    expect(parseEducation(['School of Law at Yale University 2010 – 2013'])[0]).toMatchObject({ institution: 'School of Law at Yale University' });
  });

  it("puts a school's name wrapped past the dates at its line's end back together", () => {
    expect(parseEducation(['Master of Science at FH Aachen University of Aug 2016 - Jun 2019', 'Applied Sciences'])).toEqual([
      expect.objectContaining({ degree: 'Master of Science', institution: 'FH Aachen University of Applied Sciences', startDate: '2016-08', endDate: '2019-06' }),
    ]);
  });
});

describe('a school named by its acronym and town', () => {
  it('is the school under its degree, or under the degree and its dates', () => {
    const under = parseEducation(['10/2008 – 09/2014\tDiplom Elektrotechnik', 'RWTH Aachen', '2008\tAbitur', 'Kaiser-Karls-Gymnasium Aachen']);
    const afterDates = parseEducation(['Diplom Elektrotechnik', '10/2008 – 09/2014', 'HTW Berlin', 'Abitur', '2008', 'Kaiser-Karls-Gymnasium Aachen']);
    expect(under.map((entry) => [entry.degree, entry.institution])).toEqual([['Diplom Elektrotechnik', 'RWTH Aachen'], ['Abitur', 'Kaiser-Karls-Gymnasium Aachen']]);
    expect(afterDates.map((entry) => [entry.degree, entry.institution])).toEqual([['Diplom Elektrotechnik', 'HTW Berlin'], ['Abitur', 'Kaiser-Karls-Gymnasium Aachen']]);
  });
});

describe('what was studied, named by no degree word', () => {
  it('is the name before the school on a dated line, in a list item too', () => {
    const entries = parseEducation(['• AEC Programmeur-Analyste, Collège MultiHexa, 2010', '2015 – 2017 – Computer Engineer – Acme School']);
    expect(entries.map((entry) => [entry.degree, entry.institution, entry.endDate])).toEqual([
      ['AEC Programmeur-Analyste', 'Collège MultiHexa', '2010'],
      ['Computer Engineer', 'Acme School', '2017'],
    ]);
  });

  it('is no grade, no job held at the school, and nothing on an undated line', () => {
    const entries = parseEducation(['Note 1,3, Universität Bonn, 2012', 'Adjunct Associate Professor, Goucher College, 1997 - 2001', 'Informatik, Universität Hamburg']);
    expect(entries.map((entry) => [entry.degree, entry.institution])).toEqual([
      [null, 'Universität Bonn'],
      [null, 'Goucher College'],
      [null, 'Universität Hamburg'],
    ]);
  });
});

describe('a list whose items open on their school', () => {
  it('opens every dated item so shaped on its school, named by words or not', () => {
    const entries = parseEducation([
      '• Cámara de Comercio - Comunicación Empresarial Internacional (2025)',
      '• The Johns Hopkins University - Ciencia de Datos (Online, 2023 - 2024)',
      '• The Hero Camp - Product Analytics (2024)',
      '• Universidad de Vigo - Experto en Gestión de Seguridad (2012)',
      '• Led the alumni association of the faculty for two years',
    ]);
    expect(entries.map((entry) => entry.institution)).toEqual(['Cámara de Comercio', 'The Johns Hopkins University', 'The Hero Camp', 'Universidad de Vigo']);
    expect(entries[2].degree).toBe('Product Analytics');
  });

  it('leaves list items alone when fewer than two open on a school', () => {
    const entries = parseEducation(['Universidad de Vigo, Grado en Física, 2012', '• The Hero Camp - Product Analytics (2024)', '• Cámara de Comercio - Comunicación (2025)']);
    expect(entries.map((entry) => entry.institution)).toEqual(['Universidad de Vigo']);
  });
});

describe('a form of labelled rows, the same labels in every record', () => {
  it('reads the school, the qualification and the dates by their labels', () => {
    const entries = parseEducation(withFormDatesLabels([
      'Istituto\tUniversità degli Studi di Padova – Facoltà di Scienze MM.FF.NN.', 'Intervallo temporale\t10/2004 - 07/2011', 'Titolo\tDottore in Informatica',
      'Competenze acquisite\tProgrammazione orientata agli oggetti (C/C++, Java)', 'Gestione di database mediante DBMS (MySQL)',
      'Istituto\tI.T.I.S. G. Cardano di Piove di Sacco (Padova)', 'Intervallo temporale\t10/1997 - 06/2002', 'Titolo\tPerito industriale in Elettronica e Telecomunicazioni',
      'Competenze acquisite\tApplicazioni teoriche di Elettronica',
    ]));
    expect(entries.map((entry) => [entry.institution, entry.degree, entry.endDate])).toEqual([
      ['Università degli Studi di Padova – Facoltà di Scienze MM.FF.NN.', 'Dottore in Informatica', '2011-07'],
      ['I.T.I.S. G. Cardano di Piove di Sacco (Padova)', 'Perito industriale in Elettronica e Telecomunicazioni', '2002-06'],
    ]);
  });
});

describe('an entry’s sentence and a line closed by a separator', () => {
  it('opens no entry of its own: "Currently enrolled in the first year of the bachelor."', () => {
    const entries = parseEducation(['Bachelor - Computer Science & Engineering\t2022 - ongoing', 'University of Minho - Braga, Portugal', 'Currently enrolled in the first year of the bachelor.', 'Finished the Bachelor with an 18.1 average.']);
    expect(entries.map((entry) => [entry.institution, entry.degree])).toEqual([['University of Minho', 'Bachelor']]);
  });
  it('goes on on the next line: "Università di Padova -" / "Padova, Italia"', () => {
    const entries = parseEducation(['Laurea in Informatica\t2004 - 2011', 'Università degli Studi di Padova -', 'Padova, Italia']);
    expect(entries.map((entry) => [entry.institution, entry.degree, entry.endDate])).toEqual([['Università degli Studi di Padova', 'Laurea', '2011']]);
  });
});

describe('a school known by its acronym', () => {
  it('is a school: "DHBW Heidenheim", "RWTH Aachen", "UPV"', () => {
    expect(['DHBW Heidenheim', 'RWTH Aachen', 'UPV', 'PUC-Rio'].map(namesSchool)).toEqual([true, true, true, true]);
  });
});

describe('a sentence that names another degree than its entry’s', () => {
  it('is the next entry, told in prose', () => {
    const entries = parseEducation(['Master of Public Health, Kenyatta University, 2012', 'Awarded Bachelor of Art in Community Development of Daystar University.']);
    expect(entries.map((entry) => entry.institution)).toEqual(['Kenyatta University', 'Daystar University']);
  });
});

describe('a table of one dated row per entry', () => {
  it('keeps every row’s words: a school where a cell names one, else what was studied', () => {
    const entries = parseEducation([
      '2017 - 2018\tMBO-omscholing tot webdeveloper\tDiploma', '2011 - 2014\tROC service monteur C.V. ketels', '1989 - 1991\tMTS elektrotechniek', '1986 - 1988\tLTS elektrotechniek\tDiploma',
    ]);
    expect(entries.map((entry) => [entry.institution, entry.degree, entry.endDate])).toEqual([
      [null, 'MBO-omscholing tot webdeveloper', '2018'],
      ['ROC service monteur C.V. ketels', null, '2014'],
      ['MTS elektrotechniek', null, '1991'],
      ['LTS elektrotechniek', 'Diploma', '1988'],
    ]);
  });
});

describe('a school whose name holds a place after "at"', () => {
  it('is one school, and the stop closing the sentence it was written in is no part of it', () => {
    const entries = parseEducation(['1998-2003', 'Bachelor of Arts in Ancient History & Classical Studies. University of Texas at Austin.']);
    expect(entries.map((entry) => [entry.institution, entry.degree, entry.field, entry.endDate])).toEqual([
      ['University of Texas at Austin', 'Bachelor of Arts', 'Ancient History & Classical Studies', '2003'],
    ]);
  });
  it('still parts a degree from a school it names after "at"', () => {
    expect(parseEducation(['MSc Data Science at Birkbeck, 2019']).map((entry) => entry.institution)).toEqual(['Birkbeck']);
    expect(parseEducation(['BSc Physics, Univ.', '2001']).map((entry) => entry.institution)).toEqual(['Univ.']);
  });
});

describe('an icon that opens a line and comes back inside it', () => {
  it('opens an item each time, and a university written "Univ." is a school', () => {
    const texts = itemsAtRepeatedMarks(['🎓 Maestría en Explotación de Datos - Univ. Austral (2020 - 2022) 🎓 Programa en Estrategia de Datos e IA - Univ. San Andrés (2023)']);
    expect(texts).toEqual(['🎓 Maestría en Explotación de Datos - Univ. Austral (2020 - 2022)', '🎓 Programa en Estrategia de Datos e IA - Univ. San Andrés (2023)']);
    expect(parseEducation(texts).map((entry) => [entry.institution, entry.endDate])).toEqual([['Univ. Austral', '2022'], ['Univ. San Andrés', '2023']]);
    // (Closing a line, the icon opens the item on the next.)
    expect(itemsAtRepeatedMarks(['🌐 Maestría - Univ. Austral (2022) 🌐', 'Programa - Univ. San Andrés (2023)'])).toEqual(['🌐 Maestría - Univ. Austral (2022)', '🌐 Programa - Univ. San Andrés (2023)']);
  });
});

describe('dated list items of one shape that keep their school in one place', () => {
  it('read the part there as the school where half of them name a school by its words', () => {
    const entries = parseEducation([
      '• AZ-400: Designing and Implementing Microsoft DevOps Solutions (En cours, 2024 - Présent)',
      '• AEC Programmeur-Analyste, Collège MultiHexa, 2010',
      '• DEP Mécanicien Diesel, CFP Carrefour Formation Mauricie, 2004',
    ]);
    expect(entries.map((entry) => [entry.institution, entry.degree, entry.endDate]).slice(-2)).toEqual([
      ['Collège MultiHexa', 'AEC Programmeur-Analyste', '2010'],
      ['CFP Carrefour Formation Mauricie', 'DEP Mécanicien Diesel', '2004'],
    ]);
  });
});

describe('a degree followed by its own short form', () => {
  it('keeps the short form in the degree, and the subject after it wraps onto the next line', () => {
    const entries = parseEducation([
      'Master of Science - M.Sc. – Biomedizinische\tAug. 2016 – Juni 2019', 'Technik', 'FH Aachen University of Applied Sciences', '• 1,4',
      'Bachelor of Engineering - B.Eng. –\tSept. 2012 – Aug. 2016', 'Biomedizinische Technik', 'FH Aachen University of Applied Sciences', '• 2,2',
    ]);
    expect(entries.map((entry) => [entry.institution, entry.degree, entry.field, entry.endDate])).toEqual([
      ['FH Aachen University of Applied Sciences', 'Master of Science - M.Sc.', 'Biomedizinische Technik', '2019-06'],
      ['FH Aachen University of Applied Sciences', 'Bachelor of Engineering - B.Eng.', 'Biomedizinische Technik', '2016-08'],
    ]);
  });
});

describe('what was studied with its year at the line’s end, over its provider', () => {
  it('is read entry by entry where two entries or more have that shape', () => {
    const entries = parseEducation([
      'Laurea Triennale in Statistica e Big Data In corso', 'Università Telematica Unimercatorum', 'Curriculum orientato all’applicazione di Statistica e Data Mining.',
      'Full Stack Web Developer 2022', 'Develhope', 'Software Developer 2021', 'EDUTECH', 'Diploma di Perito Grafico 2014',
    ]);
    expect(entries.map((entry) => [entry.institution, entry.degree, entry.endDate])).toEqual([
      ['Università Telematica Unimercatorum', 'Laurea Triennale', null],
      ['Develhope', 'Full Stack Web Developer', '2022'],
      ['EDUTECH', 'Software Developer', '2021'],
    ]);
  });
});

describe('a thesis labelled by its title', () => {
  it('is a detail of the degree above it: "Thema der Diplomarbeit: …", "Title of the thesis: …"', () => {
    const entries = parseEducation(['2002–2007\tDiplom (FH) Multimediatechnik, Fachhochschule Wismar, Wismar', 'Thema der Diplomarbeit: Simulation von Vertriebsprozessen in der Bauwirtschaft', '1995–1999\tBSc Physics, University of Leeds', 'Title of the thesis: Cold atoms in optical lattices']);
    expect(entries.map((entry) => entry.institution)).toEqual(['Fachhochschule Wismar', 'University of Leeds']);
  });
});

describe('schools and courses whose header is set as list items under the provider', () => {
  const read = (lines: string[]) => parseEducation(lines).map((entry) => [entry.institution, entry.degree, entry.field, entry.startDate, entry.endDate]);

  it('reads the degree and the dates items under each school, a study going on ("cursando") or left ("interrompida")', () => {
    expect(read(['Centro Universitário da Grande Dourados', '• Bacharel em Engenharia de Software', '• Jan/2020 - cursando', 'Universidade Anhanguera Uniderp (MS)', '• Tecnólogo em Análise e Desenvolvimento de software', '• 2013 - 2014 - interrompida'])).toEqual([
      ['Centro Universitário da Grande Dourados', 'Bacharel', 'Engenharia de Software', '2020-01', null],
      ['Universidade Anhanguera Uniderp (MS)', 'Tecnólogo', 'Análise e Desenvolvimento de software', '2013', '2014'],
    ]);
  });

  it('reads providers no word names as schools by the shape of their entries: provider, what was studied, dates', () => {
    expect(read(['SENAC (MS)', '• Curso Desenvolvimento Móvel com Android', '• 2012', 'Alfamídia (RS)', '• Formação Desenvolvedor PHP', '• 2012', 'La Salle Canoas (RS)', '• Técnico em Informática', '• 2005 - 2006'])).toEqual([
      ['SENAC (MS)', 'Curso Desenvolvimento Móvel com Android', null, null, '2012'],
      ['Alfamídia (RS)', 'Formação Desenvolvedor PHP', null, null, '2012'],
      ['La Salle Canoas (RS)', 'Técnico em Informática', null, '2005', '2006'],
    ]);
  });

  it('names "Qualificações complementares" and four other languages\' "Qualifications" as schooling', async () => {
    const { headingKind } = await import('./sections');
    expect(['Qualificações complementares', 'Qualifiche', 'Cualificaciones', 'Kwalificaties'].map((text) => headingKind(text))).toEqual(['education', 'education', 'education', 'education']);
  });
});

describe('a school whose name holds an apostrophe', () => {
  it('reads "Queen’s University" as the school, and "Dean’s List" as none', () => {
    expect(parseEducation(['Queen’s University\tKingston, ON, Canada', 'Bachelor of Computing, Specialization in Software Design\tSep. 2015 – Apr. 2020']).map((entry) => [entry.institution, entry.degree])).toEqual([['Queen’s University', 'Bachelor of Computing']]);
    expect(namesSchool('Dean’s List')).toBe(false);
  });
});

describe('providers in the row of their dates, what was studied under them', () => {
  it('reads each row as the provider and its dates and the line under it as the course, the last one without its lost title', () => {
    const read = parseEducation([
      'ORSYS\t12/2022 - 12/2022', 'Docker : créer et administrer des conteneurs virtuels d’applications',
      'CLEVER INSTITUTE - HUMAN CODERS\t12/2020 - 12/2020', 'Formation GraphQL',
      'ORSYS\t12/2019 - 12/2019', 'Formation Swift iPhone-iPad iOS',
      "UNIVERSITÉ D'ORSAY - PARIS-SUD\t12/1996 - 12/1997",
    ]).map((entry) => [entry.institution, entry.degree, entry.endDate]);
    expect(read).toEqual([
      ['ORSYS', 'Docker : créer et administrer des conteneurs virtuels d’applications', '2022-12'],
      ['CLEVER INSTITUTE - HUMAN CODERS', 'Formation GraphQL', '2020-12'],
      ['ORSYS', 'Formation Swift iPhone-iPad iOS', '2019-12'],
      ["UNIVERSITÉ D'ORSAY - PARIS-SUD", null, '1997-12'],
    ]);
  });
});

describe('a degree named again in full, and a numeral closing a school', () => {
  it('gives an entry the full name of its degree labelled further down ("Abschluss: Master of Science"), not a study of its own', () => {
    const entries = parseEducation([
      '05.2014 – 03.2017\tMaster – Karlsruher Institut für Technologie',
      'Informationswirtschaft',
      'Abschluss: Master of Science, Notenschnitt: 1,6',
      '10.2010 – 04.2014\tBachelor – Karlsruher Institut für Technologie',
      'Abschluss: Bachelor of Science, Notenschnitt: 2,1',
    ]);
    expect(entries.map((entry) => [entry.institution, entry.degree, entry.endDate])).toEqual([
      ['Karlsruher Institut für Technologie', 'Master of Science', '2017-03'],
      ['Karlsruher Institut für Technologie', 'Bachelor of Science', '2014-04'],
    ]);
  });

  it('reads a school whose name ends on a numeral ("Université de Yaoundé I") as a school, not a sentence in the first person', () => {
    expect(parseEducation(['PhD en Philosophie, Université de Yaoundé I', '2022']).map((entry) => [entry.institution, entry.degree, entry.endDate])).toEqual([['Université de Yaoundé I', 'PhD', '2022']]);
  });
});

describe('schools named as CVs of other countries write them', () => {
  it('reads "Highschool" written as one word as a school, and a school under its degree whose town and state are set apart with dashes', () => {
    expect(parseEducation(['01/2003 – 06/2003', 'Auslandsaufenthalt', 'Belmont Secondary Highschool Victoria, B.C., Canada']).map((entry) => entry.institution)).toEqual(['Belmont Secondary Highschool Victoria']);
    expect(parseEducation(['2013 – 2014', 'MBA in Software Engineering', 'Estácio iDEZ - João Pessoa - PB, Brasil']).map((entry) => [entry.institution, entry.degree, entry.endDate])).toEqual([['Estácio iDEZ', 'MBA', '2014']]);
  });
});

describe('a school in capitals under its degree, an item of the entry naming other schools under it', () => {
  it('keeps the school the line under the degree names, and reads the item as the entry’s text', () => {
    const entries = parseEducation([
      'Maestría en Administración de Negocios\t2018',
      'CENTRUM CATOLICA\tLima, Perú',
      '• Maestría a tiempo completo en Centrum Católica (Perú), University of Victoria (Canadá) y Maastricht University (Países Bajos).',
      'Ingeniero Industrial\t2014',
      'PONTIFICIA UNIVERSIDAD CATOLICA DEL PERU\tLima, Perú',
    ]);
    expect(entries.map((entry) => [entry.institution, entry.degree, entry.endDate])).toEqual([
      ['CENTRUM CATOLICA', 'Maestría', '2018'],
      ['PONTIFICIA UNIVERSIDAD CATOLICA DEL PERU', 'Ingeniero', '2014'],
    ]);
  });
});

describe("an entry's parts set one a line, each closed by a comma", () => {
  it('are one entry: subject, degree, school and town', () => {
    const entries = parseEducation(['2020\tEducational Sociology,', 'Master of Arts,', 'Århus University,', 'Århus', 'Had a critical look at Danish policies.', '2012\tSocial Education,', 'Bachelor of Arts,', 'University College Nordjylland,', 'Aalborg']);
    expect(entries.map((entry) => [entry.institution, entry.degree, entry.endDate])).toEqual([
      ['Århus University', 'Master of Arts', '2020'],
      ['University College Nordjylland', 'Bachelor of Arts', '2012'],
    ]);
  });
});

describe('Portuguese "Graduação" as the degree it names', () => {
  it('reads it before a dash as well as before "em", and keeps a subject written before it with its dash as the degree', () => {
    expect(parseEducation(['Infnet\t2010', 'Pós-graduação – Design Digital', 'UCSal\t2006', 'Graduação – Informática']).map((entry) => [entry.institution, entry.endDate])).toEqual([
      ['Infnet', '2010'],
      ['UCSal', '2006'],
    ]);
    // ("Previsão de graduação: Dezembro de 2016": the word after another names when the degree is taken, no degree.)
    expect(parseEducation(['Bacharelado em Ciência da Computação', 'Universidade Estadual de Campinas', 'Em Andamento (Previsão de graduação: Dezembro de 2016)'])).toHaveLength(1);
    expect(parseEducation(['Universidade de São Paulo', 'Ciência da Computação - GRADUACAO', '01/03/2018 a 15/12/2022']).map((entry) => [entry.institution, entry.degree, entry.field])).toEqual([
      ['Universidade de São Paulo', 'Ciência da Computação - GRADUACAO', null],
    ]);
  });
});

describe('the place beside the dates that open the line (the Europass editor)', () => {
  it('names no school', () => {
    expect(parseEducation(['Septiembre 2013–Junio 2019 – Lleida', 'Doble grado en Ingeniería Informática y ADE', 'Universitat de Lleida']).map((entry) => [entry.institution, entry.endDate])).toEqual([
      ['Universitat de Lleida', '2019-06'],
    ]);
  });
});

describe('a faculty beside the degree, under its school', () => {
  it('is the school\'s, the degree the entry\'s: no second entry', () => {
    expect(parseEducation(['Saint-Petersburg State University\tSep 2006 – Jul 2012', 'Specialist degree, Mathematics and Mechanics Faculty']).map((entry) => [entry.institution, entry.degree, entry.endDate])).toEqual([
      ['Saint-Petersburg State University', 'Specialist degree', '2012-07'],
    ]);
  });
});
