import { describe, expect, it } from 'vitest';
import { assignHeaderParts, isPlaceOnly, splitHeader, withoutNamedPeople } from './header-parts';
import { withFormDatesLabels } from './dates';
import { parseExperience, rolesWithinEmployer } from './experience';

const lines = (text: string) => text.split('\n');
const heads = (text: string) => parseExperience(lines(text)).map((entry) => [entry.title, entry.company, entry.startDate, entry.endDate, entry.current]);

describe('parseExperience', () => {
  it('reads title, company and dates on three lines, with highlights', () => {
    const entries = parseExperience(lines('Senior Engineer\nAcme Ltd, London\nJan 2019 – Present\n• Led the platform team\n• Cut costs by 20%\nEngineer\nBeta plc, Leeds\n03/2015 - 12/2018\n• Built billing'));
    expect(entries).toEqual([
      { title: 'Senior Engineer', company: 'Acme Ltd', location: 'London', startDate: '2019-01', endDate: null, current: true, highlights: ['Led the platform team', 'Cut costs by 20%'] },
      { title: 'Engineer', company: 'Beta plc', location: 'Leeds', startDate: '2015-03', endDate: '2018-12', current: false, highlights: ['Built billing'] },
    ]);
  });

  it('reads company before title, and "Title at Company"', () => {
    expect(heads('Globex Corporation | Financial Analyst | 2016-2019')).toEqual([['Financial Analyst', 'Globex Corporation', '2016', '2019', false]]);
    expect(heads('Data Scientist at Initech (Apr 2020 – Present)')).toEqual([['Data Scientist', 'Initech', '2020-04', null, true]]);
  });

  it('gives several roles under one employer that employer', () => {
    expect(heads('Acme Health Ltd — Manchester\nStaff Nurse | 03/2015 - 12/2018\n• Cared for patients\nNurse Intern | 2014 - 2015\n• Shadowed staff')).toEqual([
      ['Staff Nurse', 'Acme Health Ltd', '2015-03', '2018-12', false],
      ['Nurse Intern', 'Acme Health Ltd', '2014', '2015', false],
    ]);
  });

  it("keeps the whole role line when the employer has a line of its own ('Senior Engineer, Mobile 3D team')", () => {
    expect(heads('Nvidia Corporation\tSanta Clara, California\nSenior Software Engineer, Equipo 3D para dispositivos móviles\tAgosto 2017 - Feb 2021\n• Built drivers\nNvidia Corporation\tSanta Clara, California\nBecario en desarrollo de Software, Equipo del driver de OpenGL\tMayo 2015 - Agosto 2015\n• Ported extensions')).toEqual([
      ['Senior Software Engineer, Equipo 3D para dispositivos móviles', 'Nvidia Corporation', '2017-08', '2021-02', false],
      ['Becario en desarrollo de Software, Equipo del driver de OpenGL', 'Nvidia Corporation', '2015-05', '2015-08', false],
    ]);
    // A place, an employment type or an organisation after the role on its line is not the role.
    expect(heads('Acme Health Ltd\nStaff Nurse, Full-time, Leeds\t03/2015 - 12/2018\n• Cared for patients')).toEqual([['Staff Nurse', 'Acme Health Ltd', '2015-03', '2018-12', false]]);
  });

  it('reads dates in a left column', () => {
    expect(heads('2019 – Present\tLead Developer, Vertex Software AG\n• Led 6 engineers\n2015 – 2019\tDeveloper, Helix Digital GmbH')).toEqual([
      ['Lead Developer', 'Vertex Software AG', '2019', null, true],
      ['Developer', 'Helix Digital GmbH', '2015', '2019', false],
    ]);
  });

  it('reads dates written before the title and company', () => {
    expect(heads('seit 2020\nSoftwareentwickler\nHelix Digital GmbH · Berlin\n• Entwicklung')).toEqual([['Softwareentwickler', 'Helix Digital GmbH', '2020', null, true]]);
  });

  it('keeps the CV order, oldest first included', () => {
    expect(heads('Analyst, Alpha Ltd, 2010 - 2012\nManager, Beta Ltd, 2012 - 2020').map((entry) => entry[1])).toEqual(['Alpha Ltd', 'Beta Ltd']);
  });
});

describe('parseExperience on real-world layouts', () => {
  it('reads labelled fields (Firm / Post / Duration)', () => {
    expect(heads('Firm: Harbour Legal Partners\nPost: Immigration Attorney\nDuration: January 2007 to September 2011\nResponsibilities:\nHandled visa cases')).toEqual([
      ['Immigration Attorney', 'Harbour Legal Partners', '2007-01', '2011-09', false],
    ]);
    expect(heads('Designation: Sales Executive\nOrganization: Brightline Foods Pvt Ltd\nPeriod: 03/2016 - 05/2019')).toEqual([['Sales Executive', 'Brightline Foods Pvt Ltd', '2016-03', '2019-05', false]]);
  });

  it('reads a range written over two lines, and a lone date or season', () => {
    expect(heads('Promotions Assistant, Promostaff, Chadstone\nMar 2014\ncurrent\n• Ran tastings')).toEqual([['Promotions Assistant', 'Promostaff', '2014-03', null, true]]);
    expect(heads('Defect Manager\nNorthwind Consulting, Canada\nJanuary 2012\nNovember 2012')).toEqual([['Defect Manager', 'Northwind Consulting', '2012-01', '2012-11', false]]);
    expect(heads('Larch Corporation\nBowling Green, Kentucky\nIntern\nSummer 2011\n• Wrote manufacturing standards')).toEqual([['Intern', 'Larch Corporation', '2011', '2011', false]]);
  });

  it('splits a place joined to the employer by a bare hyphen', () => {
    expect(heads('Fairmont Media Group-Chicago, IL- Jan 2010-Sept 2013\nProduction Specialist')[0]).toEqual(['Production Specialist', 'Fairmont Media Group', '2010-01', '2013-09', false]);
  });

  it('pairs an undated title line with the employer line under it', () => {
    expect(heads('Data Entry Operator\nContoso - Patna, Bihar')).toEqual([['Data Entry Operator', 'Contoso', null, null, false]]);
    expect(heads('Brightline Foods\nWarehouse Supervisor\nRan the night shift.')).toEqual([['Warehouse Supervisor', 'Brightline Foods', null, null, false]]);
  });
});

describe('the employer without its place', () => {
  it('drops a town in brackets after the employer, keeps an acronym', () => {
    const entries = parseExperience(['Praktikant', 'BMW AG (Landshut)', '10/2017 - 03/2018', 'Engineer', 'Acme Corp (ACME)', '2019 - 2020']);
    expect(entries.map((entry) => entry.company)).toEqual(['BMW AG', 'Acme Corp (ACME)']);
    expect(entries[0]).toMatchObject({ title: 'Praktikant', startDate: '2017-10', endDate: '2018-03' });
  });

  it('reads a city and country in brackets after the employer as one place, any country of the world', () => {
    const entries = parseExperience(['Project Coordinator\tSeptember 2012 – January 2014', 'Harbour Holdings Ltd. (Toronto, Canada)', 'Analyst\tFebruary 2011 – July 2011', 'GlobalTown Investment Corporation (Taipei, Taiwan)', 'Consultant\t2009 – 2010', 'Medina Trading (Sfax, Tunisie)']);
    expect(entries.map((entry) => [entry.company, entry.location])).toEqual([
      ['Harbour Holdings Ltd.', 'Toronto, Canada'],
      ['GlobalTown Investment Corporation', 'Taipei, Taiwan'],
      ['Medina Trading', 'Sfax, Tunisie'],
    ]);
  });
});

describe('an employer on a line of its own', () => {
  it('is the employer over a part after the title on the title’s line, when their words weigh the same', () => {
    const entries = parseExperience(['Member Technical Staff - Automation & Testing', 'Cisco Systems -', 'January 2013 to December 2013', '• Automated test cases for the product.']);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([['Member Technical Staff', 'Cisco Systems']]);
    // A part with no organisation's word does not win by standing apart: 'Remoto' after the dates is where, not who.
    expect(assignHeaderParts(['Software Engineer | StartupXYZ', 'Remoto']).company).not.toBe('Remoto');
  });
});

describe('title and employer joined by a word or a sign', () => {
  it('reads "Title @Company", "Title presso Company" and "Title bij Company"', () => {
    const entries = parseExperience(['Datenanalyst @BetaSoft Technologies', '2023 - Heute', 'Ingegnere presso Fiat Group', '2019 - 2023', 'Ontwikkelaar bij Philips', '2015 - 2019']);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([
      ['Datenanalyst', 'BetaSoft Technologies'],
      ['Ingegnere', 'Fiat Group'],
      ['Ontwikkelaar', 'Philips'],
    ]);
  });

  it('reads a name no list knows after Spanish "en" and Portuguese "na"/"no" as the employer, never a field or a town', () => {
    const read = (line: string) => assignHeaderParts([line]);
    expect(read('Ingeniera de datos en Telefónica')).toMatchObject({ title: 'Ingeniera de datos', company: 'Telefónica' });
    expect(read('Gestora de projetos na Natura (fev. 2019 – atual)'.replace(/\(.*\)/, '|'))).toMatchObject({ title: 'Gestora de projetos', company: 'Natura' });
    expect(read('Analista de sistemas no Bradesco')).toMatchObject({ title: 'Analista de sistemas', company: 'Bradesco' });
    // A qualification names its field after the word; a town is where.
    expect(read('Ingeniero en Sistemas')).toMatchObject({ title: 'Ingeniero en Sistemas', company: null });
    expect(read('Técnico em Informática')).toMatchObject({ title: 'Técnico em Informática', company: null });
    expect(read('Camarero en Madrid').company).toBeNull();
  });
});

describe('the employer in brackets after the role', () => {
  it('reads "Role (Employer), dates" when the line names no employer otherwise', () => {
    const entries = parseExperience([
      'Project Coordinator (Northwind Traders), Mar 2019 – Present',
      'Coordinated delivery of twelve projects across three teams.',
      'Werkstudentin Vertrieb (Siemens AG), 10/2015 – 02/2018',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.startDate])).toEqual([
      ['Project Coordinator', 'Northwind Traders', '2019-03'],
      ['Werkstudentin Vertrieb', 'Siemens AG', '2015-10'],
    ]);
  });

  it('keeps brackets that name a kind of contract, a branch or a specialism under its employer', () => {
    const entries = parseExperience([
      'Website Administrator (P/T)',
      'Environmental Charity',
      'August 2009 - Jan 2010',
      'ACI WORLDWIDE (PACIFIC)',
      'October 2002 to September 2004',
      'Acme Ltd',
      'Software Engineer (Backend)',
      '2015 - 2019',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([
      ['Website Administrator (P/T)', 'Environmental Charity'],
      [null, 'ACI WORLDWIDE (PACIFIC)'],
      ['Software Engineer (Backend)', 'Acme Ltd'],
    ]);
  });

  it('keeps the brackets or words closing a role with the role where a line of its own under it names the employer (the Europass 2020 shape)', () => {
    const entries = parseExperience([
      '08/2016 – 04/2017 – Croydon, UK',
      'DEVOPS CONSULTANT (SC CLEARED)',
      'Capgemini / Home Office',
      '• Developed and supported infrastructure at the Home Office.',
      '04/2016 – 06/2016 – Telford, UK',
      'DevOps Tech Lead (SC Cleared)',
      'QA Consulting / HMRC',
      '• Contracted in to develop a greenfield Puppet solution.',
      '08/2011 – 12/2013\tIT-Techniker Design & Implementierung',
      'IT-Systemhaus der BA',
      '10/2015 – 03/2016',
      'Project Coordinator (Northwind Traders)',
      '• Coordinated the shipping of parts.',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([
      ['DEVOPS CONSULTANT (SC CLEARED)', 'Capgemini / Home Office'],
      ['DevOps Tech Lead (SC Cleared)', 'QA Consulting / HMRC'],
      ['IT-Techniker Design & Implementierung', 'IT-Systemhaus der BA'],
      // With no line of its own naming one, the brackets still hold the employer.
      ['Project Coordinator', 'Northwind Traders'],
    ]);
    expect(entries[0].highlights).toEqual(['Developed and supported infrastructure at the Home Office.']);
  });
});

describe('an employer line with digits in its name, and a paragraph that opens on a date', () => {
  it('reads "Pro4all Cloud Services B.V. (pro4all.nl), Woerden, NL" as the employer and its place, and "Since 2004 …" in prose as the role\'s text', () => {
    const entries = parseExperience([
      'Senior Web Developer\tnov 2020 – nov 2022',
      'Pro4all Cloud Services B.V. (pro4all.nl), Woerden, NL',
      'Pro4all creates software solutions which support many processes utilized in construction.',
      '• Responsible for front-end technical direction of the core product.',
      'Founder\tFeb 2004 – Present',
      'Visual Assault LLC',
      'Since 2004 visual assault has been designing and building a wide range of web applications and tools.',
      '• Developed a card game using blockchain transactions.',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.location, entry.startDate])).toEqual([
      ['Senior Web Developer', 'Pro4all Cloud Services B.V.', 'Woerden, NL', '2020-11'],
      ['Founder', 'Visual Assault LLC', null, '2004-02'],
    ]);
    expect(entries[1].highlights).toEqual(['Since 2004 visual assault has been designing and building a wide range of web applications and tools.', 'Developed a card game using blockchain transactions.']);
  });
});

describe("a row the CV labels as something else", () => {
  it('keeps the label of a short value ("Sector: telco"), and gives a long one without it', () => {
    const [entry] = parseExperience(['Dates\tJan 2019 ➔ Jan 2022', 'Main role\tSomething', 'Company\tCiccio S.r.l.', 'Sector\ttelco', 'Description\tBuilt the billing back end for three telecom carriers in Italy.']);
    expect(entry.highlights).toEqual(['Sector: telco', 'Built the billing back end for three telecom carriers in Italy.']);
  });
});

describe("a joint project's partners parted by slashes", () => {
  it('reads "UCM / European Defense Agency / Ministerio de Defensa" as the employer, and a list of tools so parted as none', () => {
    const entries = parseExperience(['12/2010 – 9/2011', 'Ingeniero Investigador', '(10 meses)', 'UCM / European Defense Agency / Ministerio de Defensa', 'Programa NECSAVE.']);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([['Ingeniero Investigador', 'UCM / European Defense Agency / Ministerio de Defensa']]);
    expect(parseExperience(['2014 – 2016', 'Web Developer', 'PHP5 / CodeIgniter / AngularJS / Bootstrap'])[0].company).toBeNull();
  });
});

describe('a legal form with an aside in brackets', () => {
  it('keeps "Bridgevine, Inc. (acquired by Updater)" whole as the employer', () => {
    expect(assignHeaderParts(['Associate Automation Engineer', 'Bridgevine, Inc. (acquired by Updater)'])).toMatchObject({ title: 'Associate Automation Engineer', company: 'Bridgevine, Inc. (acquired by Updater)' });
  });
});

describe('a German table of stations: the employer beside the dates, the role under it', () => {
  it('reads "2015/05 – 06" as May to June 2015, and "Praktikum", "Datenjournalist", "Produktionsassistenz" as roles', () => {
    const entries = parseExperience([
      'seit 2015/03\tCORRECTIV, Essen/Berlin',
      'Datenjournalist',
      '2013/08 – 2014/12\tWDR5, Köln',
      'Produktionsassistenz',
      '2014/08 – 10\tSächsische Zeitung, Dresden',
      'Praktikum',
      '2010/08 – 10 and 2011/03 – 05\tHamburger Abendblatt, Hamburg',
      'Praktikum und freie Mitarbeit',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.startDate, entry.endDate])).toEqual([
      ['Datenjournalist', 'CORRECTIV', '2015-03', null],
      ['Produktionsassistenz', 'WDR5', '2013-08', '2014-12'],
      ['Praktikum', 'Sächsische Zeitung', '2014-08', '2014-10'],
      ['Praktikum und freie Mitarbeit', 'Hamburger Abendblatt', '2010-08', '2011-05'],
    ]);
  });

  it('keeps a role whose word is cut at a hyphen before a slash whole ("Analyst am ETF- / German Single Stocks Desk")', () => {
    expect(assignHeaderParts(['Analyst am ETF- / German Single Stocks Desk', 'Commerzbank'])).toMatchObject({ title: 'Analyst am ETF- / German Single Stocks Desk', company: 'Commerzbank' });
  });
});

describe("a header dated by one month in the shape of the section's other headers", () => {
  it('reads "September 2016 Asmodee Digital, Paris 9e : DevOps" as a role of that month where the other headers open on their periods', () => {
    const entries = parseExperience([
      'September 2016 Asmodee Digital, Paris 9e : DevOps',
      '• Development of the infrastructure',
      'July 2014 - July 2016 Convertr Media Ltd, London : Developer, DevOps',
      '• Built the ad platform',
      'April 2013 - July 2014 Bluekiwi, Paris : R&D Developer',
      '• Built the search',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.startDate, entry.endDate])).toEqual([
      ['DevOps', 'Asmodee Digital', '2016-09', '2016-09'],
      ['Developer, DevOps', 'Convertr Media Ltd', '2014-07', '2016-07'],
      ['R&D Developer', 'Bluekiwi', '2013-04', '2014-07'],
    ]);
    // A sentence that opens on a year, in a section with no such shape, dates nothing.
    expect(parseExperience(['Developer at Acme Ltd, 2014 – 2016', '2015 saw the launch of the new platform : a success'])).toHaveLength(1);
  });
});

describe('a form row that labels how the work was done', () => {
  it('reads "Regime: Remoto" as neither the role nor the employer, so the labelled employer above it is read', () => {
    const entries = parseExperience([
      'Empresa: SysMap Solutions', 'Regime: Remoto', 'Cargo: Front-end Mobile Developer', 'Período: Maio/2022 - agora', 'Atividades: Trabalho no projeto.',
      'Empresa: Atos Tecnologia S.E', 'Regime: Remoto', 'Cargo: Front-end Developer', 'Período: Julho/2021 - Maio/2022', 'Atividades: Utilizando tecnologias.',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([
      ['Front-end Mobile Developer', 'SysMap Solutions'],
      ['Front-end Developer', 'Atos Tecnologia S.E'],
    ]);
  });
});

describe('a department line over its organisation line', () => {
  it('gives the organisation as the employer, in an entry shaped as the others', () => {
    const entries = parseExperience([
      '07/15 – present\tProfessor',
      'Information and Computer Sciences Department',
      'University of Hawai‘i at Mānoa',
      '04/12 – present\tVisiting Professor',
      'National Institute of Informatics, Tokyo, Japan',
      '07/02 – 07/05\tAdjunct Assistant Professor',
      'Department of Computer Science and Engineering',
      'University of California, San Diego',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([
      ['Professor', 'University of Hawai‘i at Mānoa'],
      ['Visiting Professor', 'National Institute of Informatics'],
      ['Adjunct Assistant Professor', 'University of California'],
    ]);
  });
});

describe("a role's dated projects under a label of its own", () => {
  it('reads "Projekte:" and the lines under it that open on their dates and a colon as the role\'s text', () => {
    const entries = parseExperience([
      '01.2010 – heute',
      'Deutsches Elektronen-Synchrotron DESY Hamburg, Wissenschaftlicher Mitarbeiter',
      'Projekte:',
      '04.2012 – heute: Entwicklung von Messgeräten für die Messung des Elektronenstrahls',
      '06.2012 – 03.2015: Projekt PERCIVAL, Entwicklung eines neuen bildgebenden CMOS-Detektors',
      '02.2005 – 01.2006',
      'Perugia Universität, Wissenschaftlicher Mitarbeiter',
    ]);
    expect(entries.map((entry) => [entry.title, entry.startDate])).toEqual([
      ['Wissenschaftlicher Mitarbeiter', '2010-01'],
      ['Wissenschaftlicher Mitarbeiter', '2005-02'],
    ]);
    expect(entries[0].highlights.some((line) => line.includes('PERCIVAL'))).toBe(true);
    // Without such a label, "2019 – 2021: Senior Engineer, Acme Ltd" is a header.
    expect(parseExperience(['2019 – 2021: Senior Engineer, Acme Ltd', '2017 – 2019: Engineer, Northwind Ltd'])).toHaveLength(2);
  });
});

describe('employers written in lower case', () => {
  it('reads a name closed by its legal form ("visual assault, llc") and a brand in camel case ("n2N Commerce") as employers', () => {
    const entries = parseExperience([
      'Founder\tFeb 2004 – Present',
      'visual assault, llc',
      '• Developed a card game using blockchain transactions.',
      'Web Developer\tSep 2007 – Dec 2007',
      'n2N Commerce',
      'n2N Commerce was an angel-invested startup company funded to consolidate catalog and store systems.',
      '• Developed web rendering pipelines',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([
      ['Founder', 'visual assault, llc'],
      ['Web Developer', 'n2N Commerce'],
    ]);
    // Words in lower case with no legal form and no capital are a sentence's, no employer's.
    expect(parseExperience(['Web Developer\tSep 2007 – Dec 2007', 'worked on the web shop', '• Developed pipelines'])[0].company).toBeNull();
  });
});

describe('places as Italian and other European CVs write them', () => {
  it('reads "Town (XX) - Region" after an employer as its place, a lower-case brand before places as the employer, and a city-state as a town', () => {
    const entries = parseExperience([
      'Software Engineer\t03/2021 – presente',
      'poltronesofà, Forlì (FC) - Emilia-Romagna',
      '• Analista e sviluppatore software per il miglioramento dei processi di business.',
      'Software Engineer\t01/2021 – 03/2021',
      'Gruppo Global Sistemi, Cesena (FC) - Emilia-Romagna',
      '• Sviluppo di soluzioni software gestionali.',
      'Head of Applications & ML\t04/2021 – 11/2022',
      'Optiopay, Berlin, Deutschland',
      '• Leitung der Entwicklung einer Loyalitätsplattform.',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.location])).toEqual([
      ['Software Engineer', 'poltronesofà', 'Forlì (FC)'],
      ['Software Engineer', 'Gruppo Global Sistemi', 'Cesena (FC)'],
      ['Head of Applications & ML', 'Optiopay', 'Berlin, Deutschland'],
    ]);
    expect(isPlaceOnly('Forlì (FC) - Emilia-Romagna')).toBe(true);
    expect(isPlaceOnly('Utrecht, Noord-Holland')).toBe(true);
    expect(isPlaceOnly('Acme (FC)')).toBe(false);
    // A phrase in lower case before a town tells how, it names no employer.
    expect(parseExperience(['Software Engineer\t01/2021 – 03/2021', 'worked remotely, Berlin', '• Built things.'])[0].company).toBeNull();
  });
});

describe("the employer's address on its line", () => {
  it('reads the employer before a street address and postcode, in the forms of several countries, and the town as the place', () => {
    const entries = parseExperience([
      '03/2010–09/2012',
      'Sales Assistant',
      'Tesco Stores Ltd, 12 High Street, Leeds LS1 4AB (United Kingdom)',
      '▪ Served customers',
      '10/2012–12/2014',
      'Werkstudent',
      'Siemens AG, Werner-von-Siemens-Straße 1, 91052 Erlangen (Deutschland)',
      '2015–2017',
      'Chargée de communication',
      'Mairie de Lyon, 1 place de la Comédie, 69001 Lyon (France)',
      '01/2018–Present',
      'Software Engineer',
      'ACME S.p.A., Via Roma 1, 20100 Milano (Italy)',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.location])).toEqual([
      ['Sales Assistant', 'Tesco Stores Ltd', 'Leeds LS1 4AB'],
      ['Werkstudent', 'Siemens AG', 'Erlangen'],
      ['Chargée de communication', 'Mairie de Lyon', 'Lyon (France)'],
      ['Software Engineer', 'ACME S.p.A.', 'Milano (Italy)'],
    ]);
    // A figure in a name is no address: "Channel 4", "Studio 54".
    expect(parseExperience(['2019 – 2021', 'Producer, Channel 4']).map((entry) => entry.company)).toEqual(['Channel 4']);
  });

  it("reads a header line that ends on a legal form's full stops as a header, not a sentence", () => {
    const entries = parseExperience(['01/02/2017 – 31/08/2020 – Rome, Italy', 'SOFTWARE DEVELOPER – ACME S.P.A.', '• Wrote code', '2014 – 2016', 'Junior Consultant – Brouwer en Zonen B.V.']);
    expect(entries.map((entry) => [entry.title, entry.company, entry.highlights])).toEqual([
      ['SOFTWARE DEVELOPER', 'ACME S.P.A.', ['Wrote code']],
      ['Junior Consultant', 'Brouwer en Zonen B.V.', []],
    ]);
  });
});

describe('an employer that ends a sentence', () => {
  it('is no employer ("Personal Injury. Litigation"); an abbreviation, a legal form or a line\'s last stop keeps it', () => {
    const read = (lines: string[]) => parseExperience(lines).map((entry) => [entry.title, entry.company]);
    expect(read(['Software Engineer', 'Infosys Limited.', '2015 – 2016'])).toEqual([['Software Engineer', 'Infosys Limited.']]);
    expect(read(['Paralegal, Personal Injury. Litigation', '2012 – 2014'])).toEqual([['Paralegal', null]]);
    expect(read(['IT Consultant', 'Accenture Tech. Solutions', '2011 – 2012', 'Analyst', 'Acme Holdings Inc.', '2009 – 2011'])).toEqual([
      ['IT Consultant', 'Accenture Tech. Solutions'],
      ['Analyst', 'Acme Holdings Inc.'],
    ]);
  });
});

describe("what a header line adds to a role or an employer's name", () => {
  it("drops a job advert's gender marker, a duration in brackets and the article after 'bei'", () => {
    const read = (lines: string[]) => parseExperience(lines).map((entry) => [entry.title, entry.company]);
    expect(read(['Softwareentwickler (m/w/d)', 'SAP SE, Walldorf', '04/2018 – heute'])).toEqual([['Softwareentwickler', 'SAP SE']]);
    expect(read(['Chargé de projet H/F', 'Orange', '2018 – 2020'])).toEqual([['Chargé de projet', 'Orange']]);
    expect(read(["Stagiaire Marketing chez L'Oréal (6 mois)", 'Janvier 2019 – Juin 2019'])).toEqual([['Stagiaire Marketing', "L'Oréal"]]);
    expect(read(['Werkstudent bei der Deutschen Bahn AG', '10/2016 – 09/2018'])).toEqual([['Werkstudent', 'Deutschen Bahn AG']]);
    // Letters that are no gender marker stay: "I/O".
    expect(read(['Network Engineer I/O', 'Cisco', '2018 – 2020'])).toEqual([['Network Engineer I/O', 'Cisco']]);
  });
});

describe('a role and its employer run together with nothing between them', () => {
  it('parts after the last role word when an organisation follows', () => {
    const read = (line: string) => assignHeaderParts([line]);
    expect(read('Software Engineer Siemens AG')).toMatchObject({ title: 'Software Engineer', company: 'Siemens AG' });
    expect(read('PROJECT MANAGER EUROPEAN COMMISSION')).toMatchObject({ title: 'PROJECT MANAGER', company: 'EUROPEAN COMMISSION' });
    expect(read('Data Analyst Deutsche Bank')).toMatchObject({ title: 'Data Analyst', company: 'Deutsche Bank' });
    // No organisation after the role, or a role word that names firms as often: nothing is parted.
    expect(read('Senior Software Engineer Platform Team')).toMatchObject({ title: 'Senior Software Engineer Platform Team', company: null });
    expect(read('ICT Professional Systems and Principles').company).toBeNull();
    expect(read('Bank Manager')).toMatchObject({ title: 'Bank Manager', company: null });
  });

  it('parts where capitals give way to ordinary case, as the Europass of 2020 sets a role before its employer', () => {
    const read = (line: string) => assignHeaderParts([line]);
    expect(read('DATA SCIENTIST Booking.com')).toMatchObject({ title: 'DATA SCIENTIST', company: 'Booking.com' });
    expect(read('PROJEKTLEITER Siemens Healthineers')).toMatchObject({ title: 'PROJEKTLEITER', company: 'Siemens Healthineers' });
    expect(read('ANALISTA DE MARKETING DIGITAL Grupo Bimbo')).toMatchObject({ title: 'ANALISTA DE MARKETING DIGITAL', company: 'Grupo Bimbo' });
    expect(read('Software Engineer GOOGLE')).toMatchObject({ title: 'Software Engineer', company: 'GOOGLE' });
    // An abbreviation that opens the role, emphasis on a role word, a kind of contract or a place: one field.
    expect(read('IT Consultant')).toMatchObject({ title: 'IT Consultant', company: null });
    expect(read('SENIOR Software Engineer')).toMatchObject({ title: 'SENIOR Software Engineer', company: null });
    expect(read('JUNIOR DEVELOPER Freelance').company).toBeNull();
    expect(read('SOFTWARE ENGINEER London').company).toBeNull();
  });
});

describe("headings inside a role's text", () => {
  it("drops the STAR method's sub-headings and a table's row of column headings from the achievements", () => {
    const entries = parseExperience([
      '2023 — 2025 | Gemeente Utrecht',
      'Testcoördinator financiële systemen',
      'Situatie',
      'De gemeente wilde overstappen naar een nieuw financieel systeem.',
      'Resultaten:',
      '• Succesvolle migratie met minimale issues',
      'Periode | Opdrachtgever | Functie',
      '05/2017 | ZZP | Freelance Dev + Design',
    ]);
    expect(entries[0].highlights).toEqual(['De gemeente wilde overstappen naar een nieuw financieel systeem.', 'Succesvolle migratie met minimale issues']);
    expect(entries.map((entry) => entry.company)).toEqual(['Gemeente Utrecht', 'ZZP']);
  });
});

describe('labelled place rows under a role', () => {
  it('reads "City: … | Country: …" rows as the place, in any of the seven languages, not as achievements', () => {
    const entries = parseExperience([
      '[ 15/09/2020 – Current ] Project Manager',
      'European Commission',
      'City: Brussels | Country: Belgium',
      '• Managed the programme budget',
      '[ 01/02/2017 – 31/08/2020 ] Softwareentwickler',
      'Acme AG',
      'Stadt: Berlin',
      'Land: Deutschland',
      'Schrieb die Abrechnung neu.',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.location, entry.highlights])).toEqual([
      ['Project Manager', 'European Commission', 'Brussels', ['Managed the programme budget']],
      ['Softwareentwickler', 'Acme AG', 'Berlin', ['Schrieb die Abrechnung neu.']],
    ]);
    // A row that only opens on such a word is the role's text.
    expect(parseExperience(['2019 – 2021', 'Analyst', 'Acme', 'Country: managed sales across three countries and grew revenue by a third in two years.'])[0].highlights).toHaveLength(1);
  });
});

describe('job titles in Dutch, Italian and Portuguese', () => {
  it('tells the title from the employer on one line', () => {
    const entries = parseExperience(['Fiat Group, Sviluppatore', '2019 - 2023', 'Philips, Ontwikkelaar', '2015 - 2019', 'Natura, Desenvolvedora', '2012 - 2015']);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([
      ['Sviluppatore', 'Fiat Group'],
      ['Ontwikkelaar', 'Philips'],
      ['Desenvolvedora', 'Natura'],
    ]);
  });

  it('knows the roles of shops, kitchens, sites and front desks in the seven languages, with the employer first or last', () => {
    const entries = parseExperience([
      'Telefónica España',
      'Representante de Desarrollo de Negocio',
      '2019 – 2021',
      'Lidl Dienstleistung',
      'Kassiererin',
      '2017 – 2019',
      'Hotel Krasnapolsky',
      'Receptioniste',
      '2015 – 2017',
      'Pastelaria Versailles',
      'Ajudante de cozinha',
      '2013 – 2015',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([
      ['Representante de Desarrollo de Negocio', 'Telefónica España'],
      ['Kassiererin', 'Lidl Dienstleistung'],
      ['Receptioniste', 'Hotel Krasnapolsky'],
      ['Ajudante de cozinha', 'Pastelaria Versailles'],
    ]);
  });
});

describe('parseExperience: where a role header ends', () => {
  it('reads title and employer in cells of the date line, and stops the header once it names both', () => {
    expect(heads('Platform Engineer\tNorthwind Labs, 2016/09 - now\nDesign the deployment pipeline\nRun the on-call rota\nData Analyst\tContoso Ltd, 2012 - 2014\nBuilt weekly reports')).toEqual([
      ['Platform Engineer', 'Northwind Labs', '2016-09', null, true],
      ['Data Analyst', 'Contoso Ltd', '2012', '2014', false],
    ]);
  });

  it('reads a single date opening the employer line, with the role under it', () => {
    expect(heads('2016 / 09 - Northwind Labs\nPlatform Engineer\nDesign the deployment pipeline\n2012 - 2014 - Contoso Ltd\nData Analyst\nBuilt weekly reports')).toEqual([
      ['Platform Engineer', 'Northwind Labs', '2016-09', '2016-09', false],
      ['Data Analyst', 'Contoso Ltd', '2012', '2014', false],
    ]);
  });

  it('takes the organisation line under a department line as the employer', () => {
    expect(heads('Research Assistant\t09/2020 - 08/2021\nChair of Business Informatics\nUniversity of Westbrook\nTasks: running the lab')).toEqual([
      ['Research Assistant', 'University of Westbrook', '2020-09', '2021-08', false],
    ]);
  });

  it('puts an end date wrapped under its start back into the range', () => {
    expect(heads('2017 – Product Manager, Northwind Labs, Springfield\nPresent Leading teams that ship products.\n2012 – 2017 Data Analyst, Contoso Ltd, Springfield')).toEqual([
      ['Product Manager', 'Northwind Labs', '2017', null, true],
      ['Data Analyst', 'Contoso Ltd', '2012', '2017', false],
    ]);
  });

  it('dates a role by a lone date with its duration in the last cell of the row', () => {
    expect(heads('Software Intern\nNorthwind Labs (Springfield\t2022 (6 months)\n∗ Built the test suite\nWeb Developer\nContoso Ltd\t2021 (3 months)')).toEqual([
      ['Software Intern', 'Northwind Labs', '2022', '2022', false],
      ['Web Developer', 'Contoso Ltd', '2021', '2021', false],
    ]);
  });

  it('reads "Employer (dates): Title" when the title is an abbreviation', () => {
    expect(heads('Northwind Labs (June 1999 – Present): AVP of Data Centers\n• Kept the servers running')).toEqual([['AVP of Data Centers', 'Northwind Labs', '1999-06', null, true]]);
  });

  it('stops the header above the dates at the role and employer, leaving the previous role text and tags out', () => {
    expect(heads('Lead Developer, Northwind Labs\n2013-09 — Present | Agile PostgreSQL Boost MySQL JIRA\nManaged a 5-person team\nAccomplishment 2\nEtc.\nPrincipal Developer, Contoso Ltd\n2011-07 — 2013-08 | Linux Clojure\nShipped the app')).toEqual([
      ['Lead Developer', 'Northwind Labs', '2013-09', null, true],
      ['Principal Developer', 'Contoso Ltd', '2011-07', '2013-08', false],
    ]);
  });

  it('keeps the employer line above a date line that holds the role and its team', () => {
    expect(heads('Northwind Labs\tSpringfield, USA\nSoftware Engineer, Cloud Team\tMarzo 2020 - presente\n· Built things\nContoso Ltd\tShelbyville, USA\nSenior Engineer, Mobile Team\tAgosto 2017 - Feb 2020')).toEqual([
      ['Software Engineer, Cloud Team', 'Northwind Labs', '2020-03', null, true],
      ['Senior Engineer, Mobile Team', 'Contoso Ltd', '2017-08', '2020-02', false],
    ]);
    // The employer's postal address on a line of its own says where the job was; it is no achievement.
    const addressed = parseExperience(lines('January 2005 – Present Assistente amministrativo\nAlma Mater Studiorum\nVia Zamboni 37 40126 Bologna\nGestione della documentazione contabile'));
    expect(addressed[0].location).toBe('Bologna');
    expect(addressed[0].highlights).toEqual(['Gestione della documentazione contabile']);
    // A role with its employer in brackets.
    expect(heads('Fullstack Javascript Engineer (University of Bremen)\t2016 - 2020\nIT Consultant (We4IT GmbH Bremen)\t2014 - 2016')).toEqual([
      ['Fullstack Javascript Engineer', 'University of Bremen', '2016', '2020', false],
      ['IT Consultant', 'We4IT GmbH Bremen', '2014', '2016', false],
    ]);
    // A field's label in a row's first cell ("Company⇥Ciao S.r.l.") is no employer.
    expect(parseExperience(lines('Jan 2019 - Jan 2022 Developer\nCompany\tCiao S.r.l.'))[0].company).toBe('Ciao S.r.l.');
    // A role after the place on the employer's line is the role, not more of the place.
    expect(heads('The Perfect Look | Birmingham, AL, Desktop Support Technician\nAugust 2019 – January 2021\n• Fixed things')).toEqual([
      ['Desktop Support Technician', 'The Perfect Look', '2019-08', '2021-01', false],
    ]);
    // An employer written in lower case as a web address or a brand is a name, not prose.
    expect(heads('2010 - 2011 - otulea.uni-bremen.de\nStudent Assistant / Programmer\nBuilt a platform\n2012 - 2014 - eBay\nSoftware Developer')).toEqual([
      ['Student Assistant / Programmer', 'otulea.uni-bremen.de', '2010', '2011', false],
      ['Software Developer', 'eBay', '2012', '2014', false],
    ]);
    // Every part after the role on its line goes with it, up to the dates.
    expect(heads('Northwind Labs\tSpringfield, USA\nLecturer, Department of Maths, North Campus\tMarzo 2020 - presente\n· Taught things')).toEqual([
      ['Lecturer, Department of Maths, North Campus', 'Northwind Labs', '2020-03', null, true],
    ]);
  });

  it('takes the organisation above a department line as the employer when headers come before dates', () => {
    expect(heads('NWL\nEnterprise Marketing\nSenior Manager: SME\nJuly 2014 to Present\n• Led the segment')).toEqual([['Senior Manager: SME', 'NWL', '2014-07', null, true]]);
  });

  it('keeps the team or subject written after the title when the employer has its own line', () => {
    expect(heads('Northwind Labs\tSpringfield, USA\nSoftware Engineer, Cloud Platform Team\tMarzo 2020 - presente\n· Built things')).toEqual([
      ['Software Engineer, Cloud Platform Team', 'Northwind Labs', '2020-03', null, true],
    ]);
    expect(heads('Tutor - Security Basics\t09/2019 - 02/2020\nChair of Business Informatics\nUniversity of Westbrook\nCourse content: hacking')).toEqual([
      ['Tutor - Security Basics', 'University of Westbrook', '2019-09', '2020-02', false],
    ]);
  });

  it('reads a table of periods with from and to columns ("05 – 2017⇥05 – 2020")', () => {
    expect(heads('Periode\tOpdrachtgever\tFunctie\n05 – 2017\t05 – 2020\tNWL\tFreelance Developer')).toEqual([['Freelance Developer', 'NWL', '2017-05', '2020-05', false]]);
  });

  it('takes an employer described in lower case after the title, and hyphenated titles', () => {
    expect(heads('HR-adviseur | logistieke dienstverlener | Utrecht | april 2022 -\nheden\n• Adviseert leidinggevenden')).toEqual([['HR-adviseur', 'logistieke dienstverlener', '2022-04', null, true]]);
    expect(heads('HR Adviseur, zorgorganisatie, Amersfoort\nJan 2019 t/m mrt 2022')).toEqual([['HR Adviseur', 'zorgorganisatie', '2019-01', '2022-03', false]]);
  });
});


describe('parseExperience: dates inside a bullet', () => {
  it('keeps a bullet that tells of a date or a period under its role, not as a new role', () => {
    const entries = parseExperience(
      lines('Operations Analyst, Northwind Bank\nJan 2018 - Present\n• Maintain the stock forecast, used from January 2019\n• Led the 2019-2020 migration to the new ledger\n- Ran the audit programme (2019 - 2020) for all branches\nData Clerk, Contoso\n2015 - 2017'),
    );
    expect(entries.map((entry) => [entry.title, entry.company, entry.startDate, entry.endDate, entry.highlights.length])).toEqual([
      ['Operations Analyst', 'Northwind Bank', '2018-01', null, 3],
      ['Data Clerk', 'Contoso', '2015', '2017', 0],
    ]);
  });
});

describe('parseExperience: a role joined to its employer by "en", "chez" or "em"', () => {
  it('reads "Title en Company" when what follows is an organisation, and leaves a sentence cut at the line end out', () => {
    expect(heads('2020 - Presente: Desarrollador Senior en Tech Solutions - Trabajé en el desarrollo y\nmantenimiento de aplicaciones web.')).toEqual([
      ['Desarrollador Senior', 'Tech Solutions', '2020', null, true],
    ]);
    // "en" before a field of study or work names no employer.
    expect(heads('Ingeniero en Sistemas Computacionales\n2015 - 2019')).toEqual([['Ingeniero en Sistemas Computacionales', null, '2015', '2019', false]]);
  });
});

describe('parseExperience: a lone date in a date-margin column', () => {
  it('dates the role of its row', () => {
    expect(heads('2016 / 09\tFullstack Javascript Engineer\tUniversity of Bremen\nInvent a realtime classroom management\n2014 - 2016\tIT Consultant\tWe4IT GmbH Bremen')).toEqual([
      ['Fullstack Javascript Engineer', 'University of Bremen', '2016-09', '2016-09', false],
      ['IT Consultant', 'We4IT GmbH Bremen', '2014', '2016', false],
    ]);
  });
});

describe('parseExperience: a legal form ends the employer', () => {
  it('reads the place written after "Inc." as the place, not part of the employer', () => {
    const [entry] = parseExperience(lines('February, 2005- Present Internet Business Applications, Inc. Eldersburg, MD\nSoftware Analyst\nManaged project to make web based version of core software.'));
    expect([entry.title, entry.company, entry.location, entry.startDate, entry.current]).toEqual(['Software Analyst', 'Internet Business Applications, Inc.', 'Eldersburg, MD', '2005-02', true]);
  });
});

describe('parseExperience: the employer\'s web address under a role', () => {
  it('is not an achievement', () => {
    const [entry] = parseExperience(lines('Creative Solutions Inc.\nSenior Web Developer\nJanuary 2019 to Present\nSpearheaded the redesign of the main website\nhttps://creativesolutions.inc/'));
    expect(entry.highlights).toEqual(['Spearheaded the redesign of the main website']);
  });
});

describe('parseExperience: entries read by the section’s own shape', () => {
  it('reads an entry whose parts say nothing by the place the other entries give the role and the employer', () => {
    // Role then employer in every row; "Research Employee / Data Services" carries no role word and an
    // organisation word, "Coastal University" one too: the other rows say which cell is which.
    expect(heads('Platform Engineer\tCoastal University, 2016/09 - now\nBuilt the scheduler\nResearch Employee / Data Services\tCoastal University, 2012 - 2014\nRan the lab\nStudent Assistant / Programmer\tlab.coastal.example, 2010 - 2011\nWrote tools')).toEqual([
      ['Platform Engineer', 'Coastal University', '2016-09', null, true],
      ['Research Employee / Data Services', 'Coastal University', '2012', '2014', false],
      ['Student Assistant / Programmer', 'lab.coastal.example', '2010', '2011', false],
    ]);
  });

  it('reads the role from the line under the dates when the section puts it there', () => {
    // Employer, dates, role: the third role ("Arquitecto de Soluciones") has no word the role lexicon knows.
    expect(heads('Brightwave\n2015-2019\nDesarrollador de Software\nDesarrollo y mantenimiento de aplicaciones web.\nNorthcape\n2019-2023\nIngeniero de Software\nLiderazgo en proyectos de integración de datos.\nFarlight\n2023-Presente\nArquitecto de Soluciones\nDiseño de soluciones de software escalables.')).toEqual([
      ['Desarrollador de Software', 'Brightwave', '2015', '2019', false],
      ['Ingeniero de Software', 'Northcape', '2019', '2023', false],
      ['Arquitecto de Soluciones', 'Farlight', '2023', null, true],
    ]);
  });

  it('keeps an entry’s own clearer reading over the shape', () => {
    // A wrapped title moves the department line into the employer's place in the second entry: the
    // university, which names an organisation, stays its employer.
    const entries = parseExperience(['Research Assistant\t09/2020 - heute', 'Chair of Informatics', 'University of Westbrook', 'Tasks: teaching.', 'Assistant Lecturer Tutor\t03/2020 - 08/2020', '(AL)', 'Chair of Informatics', 'University of Westbrook', 'Tasks: research.', 'Tutor\t2019 - 2020', 'Chair of Informatics', 'University of Westbrook']);
    expect(entries.map((entry) => entry.company)).toEqual(['University of Westbrook', 'University of Westbrook', 'University of Westbrook']);
  });

  it('leaves a section alone when its fields are labelled or it has one entry', () => {
    expect(heads('Company: Harbour Legal\nPosition: Paralegal\n2007 - 2011\nCompany: Northwind Ltd\nPosition: Clerk\n2005 - 2007')).toEqual([
      ['Paralegal', 'Harbour Legal', '2007', '2011', false],
      ['Clerk', 'Northwind Ltd', '2005', '2007', false],
    ]);
    expect(heads('Research Employee / Data Services\tCoastal University, 2012 - 2014')).toHaveLength(1);
  });

  // How quick is for bench:extract to print; here the test's own timeout is the bound (a quadratic read would hang it).
  it('reads a section of many entries without hanging', () => {
    const text = Array.from({ length: 400 }, (_, i) => `Engineer ${i}\tCompany ${i} Ltd, ${2000 + (i % 20)} - ${2001 + (i % 20)}\nBuilt things`).join('\n');
    expect(parseExperience(text.split('\n'))).toHaveLength(400);
  }, 20_000);
});

describe('parseExperience: the employer line as written', () => {
  it('keeps an employer line of several names whole, without its place', () => {
    expect(heads('Junior Analyst\tSummer 2009\nGovernment of Northland – Ministry of Culture (Eastport, Canada)\n• Compiled performance reviews for each art administration in the province.')).toEqual([
      ['Junior Analyst', 'Government of Northland – Ministry of Culture', '2009', '2009', false],
    ]);
  });

  it('does not join a role, a figure or a place to the employer', () => {
    expect(heads('Analyst, Harbour Bank, London\n2019 - 2021')).toEqual([['Analyst', 'Harbour Bank', '2019', '2021', false]]);
    expect(heads('Engineer\nHarbour Bank, 1234 Mill Street, London\n2019 - 2021')).toEqual([['Engineer', 'Harbour Bank', '2019', '2021', false]]);
  });

  it('reads an employment type in the role’s place as the role', () => {
    // The other entries put the role on the date line and the employer under it.
    expect(heads('August 2002 – Present Independent consultant\nNorthwind Council\nEvaluation of training support measures for the national agencies and young people\nMarch 2002 – July 2002 Internship\nEuropean Agency, Youth Unit, Education and Culture\n- evaluating training programmes and the partnership between the two councils\nOctober 2001 – February 2002 Researcher / Independent Consultant\nCouncil of Westland, Budapest (Hungary)')).toEqual([
      ['Independent consultant', 'Northwind Council', '2002-08', null, true],
      ['Internship', 'European Agency, Youth Unit, Education and Culture', '2002-03', '2002-07', false],
      ['Researcher / Independent Consultant', 'Council of Westland', '2001-10', '2002-02', false],
    ]);
  });
});

describe('a place read where the employer was expected', () => {
  it('keeps a town alone as the entry place, not its employer', () => {
    const [entry] = parseExperience(['Store Manager', 'Bangalore', 'June 2015 to Present', '• Ran the store']);
    expect(entry.company).toBeNull();
    expect(entry.location).toBe('Bangalore');
  });

  it('keeps an employer named before its place', () => {
    const [entry] = parseExperience(['LEXISNEXIS, New York, NY', '2010 - 2014', 'Senior Content Architect']);
    expect(entry.company).toMatch(/^LEXISNEXIS/);
  });
});

describe('a town and its state or province read where the employer was expected', () => {
  it("keeps 'Cupertino, CA', 'Kent OH' and 'Salem, Tamil Nadu' as the entry's place", () => {
    for (const place of ['Cupertino, CA', 'Kent OH', 'Salem, Tamil Nadu', 'Rajasthan']) {
      const [entry] = parseExperience(['Store Manager', place, 'June 2015 to Present', '• Ran the store']);
      expect([entry.company, entry.location]).toEqual([null, place]);
    }
  });

  it('keeps an employer whose name holds a region', () => {
    expect(heads('Clerk\nPunjab National Bank\n2012 - 2014')[0][1]).toBe('Punjab National Bank');
  });

  it('reads the employer from "Employer - Town, State" under an undated title', () => {
    const [entry] = parseExperience(['Data Entry Operator', 'Microsoft - Patna, Bihar']);
    expect([entry.title, entry.company, entry.location]).toEqual(['Data Entry Operator', 'Microsoft', 'Patna, Bihar']);
  });
});

describe('the end of a wrapped sentence above the next role', () => {
  it('is the previous role\'s text, not a better employer than the one under the title', () => {
    expect(heads('Software Engineer\nHCL Technologies -\nSeptember 2014 to Present\n* Created IAM roles and deployments end to end (creation of EC2 instances\n& its infrastructure).\nProcess Associate\nMicrosoft -\nJuly 2013 to August 2014\n* Collected requirements')).toEqual([
      ['Software Engineer', 'HCL Technologies', '2014-09', null, true],
      ['Process Associate', 'Microsoft', '2013-07', '2014-08', false],
    ]);
  });
});

describe("a template's placeholder years", () => {
  it('anchor each entry, with no dates claimed', () => {
    expect(heads('Dec 20XX–Jan 20XX\nOffice Manager • Northwind Traders\nFeb 20XX–Dec 20XX\nAdministrative Assistant • Wide World Importers\n• Filed records')).toEqual([
      ['Office Manager', 'Northwind Traders', null, null, false],
      ['Administrative Assistant', 'Wide World Importers', null, null, false],
    ]);
    expect(heads('20XX – present\nWoodworker | Sand + Polish Contractors | Boston, MA\n• Built furniture')).toEqual([['Woodworker', 'Sand + Polish Contractors', null, null, true]]);
  });
});

describe('a sentence of what was done, read where the employer was expected', () => {
  it('is no employer; a name that opens on a past form but capitalises its words still is', () => {
    expect(heads('2005 - 2008\nEducational Sales Representative\nIntroduced valuable curriculum to prevalent programs\nAdded new customers by making presentations.')[0][1]).toBeNull();
    expect(heads('2005 - 2008\nFlight Attendant\nUnited Airlines\nServed passengers on long-haul flights.')[0][1]).toBe('United Airlines');
  });
});

describe('the line under an undated title', () => {
  it('completes it with an employer, never with a sentence of the duties', () => {
    expect(heads('Accounts Executive\nProcess supplier invoices twice a week')[0].slice(0, 2)).toEqual(['Accounts Executive', null]);
  });
});

describe('a place or a duration read where the role was expected', () => {
  it('is no role: the place is the entry place, the duration nothing', () => {
    const [entry] = parseExperience(['Acme Stores Ltd', 'Manchester', 'June 2015 to Present', '• Ran the store']);
    expect([entry.title, entry.company, entry.location]).toEqual([null, 'Acme Stores Ltd', 'Manchester']);
    expect(heads('Acme Stores Ltd | 9 weeks | 2015')[0].slice(0, 2)).toEqual([null, 'Acme Stores Ltd']);
  });
});

describe('a lone date opening a header line', () => {
  it('dates the role also with how long it lasted before the dash', () => {
    expect(heads('2020 (6 months) – FooBarEn – Software Developer\nBuilt the billing service.')).toEqual([['Software Developer', 'FooBarEn', '2020', '2020', false]]);
  });
});

describe('parseExperience: periods written with their days', () => {
  it('reads each entry whose dates name the day, in English and German, with its role and employer whole', () => {
    const entries = parseExperience([
      'Senior Accountant',
      'Northwind Traders Ltd',
      'March 1, 2019 – June 30, 2021',
      'Closed the books every month.',
      'Buchhalterin',
      'Kessler GmbH',
      '15. März 2016 – 28. Februar 2019',
      'Erstellte die Monatsabschlüsse.',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.startDate, entry.endDate])).toEqual([
      ['Senior Accountant', 'Northwind Traders Ltd', '2019-03', '2021-06'],
      ['Buchhalterin', 'Kessler GmbH', '2016-03', '2019-02'],
    ]);
  });
});

describe('parseExperience: the section decides what words cannot', () => {
  const read = (lines: string[]) => parseExperience(lines).map((entry) => [entry.title, entry.company, entry.location]);

  it('reads the employer in the place the other entries hold it when a role has no word a list knows', () => {
    expect(read(['Blue Bottle Coffee', 'Barista\t2019 – 2021', 'Target', 'Shift Supervisor\t2016 – 2019'])).toEqual([
      ['Barista', 'Blue Bottle Coffee', null],
      ['Shift Supervisor', 'Target', null],
    ]);
    expect(read(['Natura', 'Gestora de projetos\tfev. 2019 – atual', 'Itaú Unibanco', 'Estagiária de RH\tjul. 2017 – jan. 2019'])).toEqual([
      ['Gestora de projetos', 'Natura', null],
      ['Estagiária de RH', 'Itaú Unibanco', null],
    ]);
  });

  it("cuts a town no list knows off an employer written like the section's known places", () => {
    expect(read(['Barista\t2019 – 2021', 'Blue Bottle Coffee, Oakland', 'Shift Supervisor\t2016 – 2019', 'Target, Austin'])).toEqual([
      ['Barista', 'Blue Bottle Coffee', 'Oakland'],
      ['Shift Supervisor', 'Target', 'Austin'],
    ]);
    // With no known place in the section, nothing says the last words are a place: the employer stays whole.
    expect(read(['Buyer\t2018 – 2020', 'Barilla — Vallombra', 'Clerk\t2014 – 2018', 'Studio Rossi — Roccaverde'])[0][1]).toBe('Barilla — Vallombra');
  });

  it("cuts a town of the world's towns off the employer it follows, and keeps a town's name that is the employer", () => {
    expect(read(['Buyer\t2018 – 2020', 'Barilla — Parma', 'Clerk\t2014 – 2018', 'Studio Rossi — Bologna', 'Engineer\t2010 – 2014', 'Brouwer, Eindhoven'])).toEqual([
      ['Buyer', 'Barilla', null],
      ['Clerk', 'Studio Rossi', null],
      ['Engineer', 'Brouwer', 'Eindhoven'],
    ]);
    expect(read(['Test Engineer\t2019 – 2021', 'Toyota'])).toEqual([['Test Engineer', 'Toyota', null]]);
  });

  it('reads "Role at Employer" for a role no list knows, and a role before a comma keeps the employer after it', () => {
    expect(read(['2019 – 2021 Barista at Blue Bottle Coffee'])).toEqual([['Barista', 'Blue Bottle Coffee', null]]);
    expect(read(['Estagiária de RH, Itaú Unibanco\tjul. 2017 – jan. 2019'])).toEqual([['Estagiária de RH', 'Itaú Unibanco', null]]);
  });
});

describe('parseExperience: a legal form that is a word of its own', () => {
  it('keeps "Company Name" and "Group Finance" whole after a role, and still parts "Inc. Eldersburg" after an employer', () => {
    const read = (lines: string[]) => parseExperience(lines).map((entry) => [entry.title, entry.company]);
    expect(read(['Senior Software Developer, Company Name', 'Toronto, Ontario', 'Jan 2014 – Present'])).toEqual([['Senior Software Developer', 'Company Name']]);
    expect(read(['Analyst, Group Finance', '2019 – 2021'])).toEqual([['Analyst', 'Group Finance']]);
    expect(read(['Developer', 'Internet Business Applications, Inc. Eldersburg, MD', '2012 – 2015'])).toEqual([['Developer', 'Internet Business Applications, Inc.']]);
  });
});

describe('parseExperience: a CV that names its fields in a form', () => {
  const read = (lines: string[]) => parseExperience(lines).map((entry) => [entry.title, entry.company, entry.startDate, entry.endDate]);

  it('reads Europass rows (label, then a cell) however far below the dates the employer is named', () => {
    expect(
      read([
        'Dates\t2002 – present',
        'Occupation or position held\tIndependent consultant',
        'Main activities and responsibilities\tEvaluation of youth training support measures',
        'Name and address of employer\tBritish Council, 123 Bd Ney, Paris',
        'Type of business or sector\tEducation',
        'Dates\t1998 – 2002',
        'Occupation or position held\tResearcher',
        'Main activities and responsibilities\tQualitative evaluation of training courses',
        'Name and address of employer\tCouncil of Europe, Strasbourg',
      ]),
    ).toEqual([
      ['Independent consultant', 'British Council', '2002', null],
      ['Researcher', 'Council of Europe', '1998', '2002'],
    ]);
    const entries = parseExperience(['Dates\t2002 – present', 'Occupation or position held\tIndependent consultant', 'Main activities and responsibilities\tEvaluation of youth training']);
    // The row's label heads its text; it is no part of what was achieved.
    expect(entries[0].highlights).toEqual(['Evaluation of youth training']);
  });

  it('reads the forms of other languages, with a colon or a cell', () => {
    expect(read(['Zeitraum: 03/2018 – heute', 'Position: Projektleiterin', 'Arbeitgeber: Stadtwerke München', 'Zeitraum: 10/2015 – 02/2018', 'Position: Werkstudentin', 'Arbeitgeber: Siemens AG'])).toEqual([
      ['Projektleiterin', 'Stadtwerke München', '2018-03', null],
      ['Werkstudentin', 'Siemens AG', '2015-10', '2018-02'],
    ]);
    expect(read(['Date\tda marzo 2018 a giugno 2020', 'Lavoro o posizione ricoperti\tResponsabile acquisti', 'Nome e indirizzo del datore di lavoro\tBarilla S.p.A., Parma'])).toEqual([
      ['Responsabile acquisti', 'Barilla S.p.A.', '2018-03', '2020-06'],
    ]);
  });

  it("reads a form's entries that open on their dates, the employer's row after the description, and arrows between dates", () => {
    expect(
      read([
        'The following list is ordered by start date',
        'Dates\tJan 2023 ➔ today • 1 year 5 months',
        'Main role\tBack-end developer',
        'Main activities',
        'Description\tLorem ipsum dolor sit amet.',
        'Company\tCiccio S.r.l.',
        'Sector',
        'Dates\tJan 2019 ➔ Jan 2022 • 3 years 1 month',
        'Main role\tJava developer',
        'Description\tLorem ipsum.',
        'Company\tCiao S.r.l.',
      ]),
    ).toEqual([
      ['Back-end developer', 'Ciccio S.r.l.', '2023-01', null],
      ['Java developer', 'Ciao S.r.l.', '2019-01', '2022-01'],
    ]);
  });
});

describe('parseExperience: footnotes under the entries', () => {
  it('keeps a footnote ("*this summary…", "**The number…") out of the last role\'s achievements, and a bullet set with "* " in', () => {
    const [entry] = parseExperience(['Developer, Acme Ltd', '2019 – 2022', '* Built the billing service.', '*this summary may take into account the date of the document', '**The number of years is no level of knowledge.']);
    expect(entry.highlights).toEqual(['Built the billing service.']);
  });
});

describe('parseExperience: what cannot be a role or an employer', () => {
  it('leaves out durations, page markers, degrees and labels read into the header', () => {
    expect(heads('Software Engineer, 9 Months\nJan 2019 - Dec 2019')).toEqual([['Software Engineer', null, '2019-01', '2019-12', false]]);
    expect(heads('Sales Associate | Page 2 of 2\n2010 - 2012')).toEqual([['Sales Associate', null, '2010', '2012', false]]);
    // A technologies line names neither the role nor the employer: nothing is read from it.
    expect(heads('Environment: Microsoft, MSSQL\n2015 - 2016')).toEqual([]);
    expect(heads('Master of Arts\n2010 - 2012')).toEqual([[null, null, '2010', '2012', false]]);
    expect(heads('Have worked as a Support Engineer, Microsoft\n2010 - 2012')).toEqual([[null, 'Microsoft', '2010', '2012', false]]);
  });

  it('keeps short employers and roles that open on a participle', () => {
    expect(heads('Data Analyst, 2U\n2012 - 2014')).toEqual([['Data Analyst', '2U', '2012', '2014', false]]);
    expect(heads('Registered Nurse, St Mary Hospital\n2010 - 2012')).toEqual([['Registered Nurse', 'St Mary Hospital', '2010', '2012', false]]);
  });
});

describe('a labelled line naming what the work was for', () => {
  it('is no employer: "Client: …", "Environment: …" under a role leave the employer line its place', () => {
    expect(heads('Test Lead\nNorthwind Traders\nClient: Atlantic Lottery Corporation\nSeptember 2011 - January 2012\nDescription\nBuilt the test plan for the draws')).toEqual([
      ['Test Lead', 'Northwind Traders', '2011-09', '2012-01', false],
    ]);
    expect(heads('Developer\nClient: Fabrikam Inc\nEnvironment: SQL Server, Java\n2015 - 2017\n• Built the billing')).toEqual([['Developer', null, '2015', '2017', false]]);
  });
});

describe('an abbreviation of the role in brackets', () => {
  it('is part of the role, not its employer', () => {
    expect(heads('Operations Center Shift Manager (OCSM)\nMicrosoft India -\nAugust 2012 to January 2016\nService Desk Analyst\nSITEL -\nSeptember 2009 to January 2011')).toEqual([
      ['Operations Center Shift Manager (OCSM)', 'Microsoft India', '2012-08', '2016-01', false],
      ['Service Desk Analyst', 'SITEL', '2009-09', '2011-01', false],
    ]);
    // An employer in brackets after the role still is one.
    expect(heads('Senior Engineer (IBM)\n2015 - 2017')).toEqual([['Senior Engineer', 'IBM', '2015', '2017', false]]);
  });
});

describe("the heading of a role's text under its header", () => {
  it('is no employer, so the employer on the role line is read', () => {
    expect(heads('Dec 2013 - Feb 2014\nMarketing Assistant, Salvation Army, Melbourne\nResponsibilities & Achievements\nDeveloped the social media strategy with the marketing officers\nDec 2011 - current\nCustomer Service Assistant, Lush Cosmetics, Chadstone\nResponsibilities & Achievements\nEngaged in sales to meet customer requirements')).toEqual([
      ['Marketing Assistant', 'Salvation Army', '2013-12', '2014-02', false],
      ['Customer Service Assistant', 'Lush Cosmetics', '2011-12', null, true],
    ]);
  });
});

describe('a sentence about the employer between its dates and the role', () => {
  it('leaves the role on the line after it to be read as the role', () => {
    expect(heads('LEANDER CORPORATION, Boston, MA\n2000 to Present\nWorld leader in analytical instrumentation serving energy and pharmaceutical industries.\nVice President of International Sales\nOversee 60+ representatives internationally with full accountability.\nHERNANDEZ & ASSOCIATES, Hopkinton, MA\n1990 to 2000\nExclusive representative of oil and gas instrumentation manufacturers.\nChief Executive Officer\nStarted up a company.')).toEqual([
      ['Vice President of International Sales', 'LEANDER CORPORATION', '2000', null, true],
      ['Chief Executive Officer', 'HERNANDEZ & ASSOCIATES', '1990', '2000', false],
    ]);
    const [first] = parseExperience(lines('LEANDER CORPORATION, Boston, MA\n2000 to Present\nWorld leader in analytical instrumentation serving energy and pharmaceutical industries.\nVice President of International Sales\nOversee 60+ representatives.'));
    expect(first.highlights).toEqual(['World leader in analytical instrumentation serving energy and pharmaceutical industries.', 'Oversee 60+ representatives.']);
    // A line of duties that names a role word is no role.
    expect(heads('ACME CORPORATION, Boston, MA\n2000 to Present\nWorld leader in analytical instruments for the energy industry.\nManaged a team of twenty engineers and sales representatives\nSet goals.')).toEqual([[null, 'ACME CORPORATION', '2000', null, true]]);
  });
});

describe('a label alone above the first dates', () => {
  it('heads the list of roles, so the roles are still read under their dates', () => {
    expect(heads('Remunerated\nJanuary 2012 - present\nChief Project Manager ICT\nNofas AS\nResponsible for evaluation of our clients projects and describing the technology.\nSeptember 2008 - December 2011\nSenior System Consultant\nLinpro AS\nSenior technical consultant and course instructor. Worked at 25 % capacity while taking my\nPhD.\nApril 2006 - May 2008\nSystems Consultant\nThales Communications AS\nDeveloped a prototype.')).toEqual([
      ['Chief Project Manager ICT', 'Nofas AS', '2012-01', null, true],
      ['Senior System Consultant', 'Linpro AS', '2008-09', '2011-12', false],
      ['Systems Consultant', 'Thales Communications AS', '2006-04', '2008-05', false],
    ]);
  });
});

describe('the employer read by the section’s shape when its words say nothing', () => {
  it('is the one other place each entry fills beside the role', () => {
    expect(heads('Educational Consultant\n4/2009 - 7/2014\nGrander Learning\nNew Parkland, CA\nIntroduced new educational technology to educators.\nEducational Consultant\n9/2004 - 4/2009\nBlue Harbor\nNew Parkland, CA\nFound new educational equipment for the organization.\nSales Representative\n6/1998 - 9/2004\nThe Learning Place\nNew Parkland, CA\nSet up appointments with customers.')).toEqual([
      ['Educational Consultant', 'Grander Learning', '2009-04', '2014-07', false],
      ['Educational Consultant', 'Blue Harbor', '2004-09', '2009-04', false],
      ['Sales Representative', 'The Learning Place', '1998-06', '2004-09', false],
    ]);
  });
});

describe('the role read by the section’s shape when only the employer’s words tell', () => {
  it('is the one other place each entry fills beside the employer', () => {
    expect(heads('2004-2007\nNews 24/7\nNewsreader\nGave live feed news on primetime.\n2007-Present\nHouse2 TV\nAnchor\nCovered 60 slots monthly for the show.')).toEqual([
      ['Newsreader', 'News 24/7', '2004', '2007', false],
      ['Anchor', 'House2 TV', '2007', null, true],
    ]);
  });
});

describe('an employer opening on a word that is also a legal form', () => {
  it('keeps its name whole after the role ("Company Name", "Group Health")', () => {
    expect(heads('Senior Software Developer, Company Name\nToronto, Ontario\nJan 2014 – Present\n- Started the company\nAnalyst, Group Health Cooperative\nSeattle, WA\nJan 2008 – Jan 2014')).toEqual([
      ['Senior Software Developer', 'Company Name', '2014-01', null, true],
      ['Analyst', 'Group Health Cooperative', '2008-01', '2014-01', false],
    ]);
    // A legal form that never opens a name still ends the one before it.
    expect(heads('Internet Business Applications, Inc. Eldersburg, MD\nDeveloper\n2001 - 2003').map((entry) => entry[1])).toEqual(['Internet Business Applications, Inc.']);
  });
});

describe('a duty written on the line under the dates', () => {
  it('is the role’s text, never its employer', () => {
    expect(heads('Test Automation Developer\nNetSpend, Austin, Texas\nNovember, 2014-present\nDevelop test automation, using BDD approach (cucumber, gherkin, etc.)\nDevelop UI automation for web applications using Selenium WebDriver, developed in node.js.\nQuality Engineering Manager\nAcme Security, Austin, Texas\nMay, 2013-September, 2014\nManage quality engineering program for development of the scanner\nHire and supervise QE team members')).toEqual([
      ['Test Automation Developer', 'NetSpend', '2014-11', null, true],
      ['Quality Engineering Manager', 'Acme Security', '2013-05', '2014-09', false],
    ]);
  });
});

describe('a sentence read where the employer was expected', () => {
  it('is no employer; a name with a word or two in lower case still is', () => {
    expect(heads('Sales Assistant\nEntering orders on customer database\n2005 - 2006\nLanguage Tutor\nHeld seminars in EFL books and their evaluation\n2003 - 2005\nAnalyst\nAgenzia delle entrate\n2001 - 2003')).toEqual([
      ['Sales Assistant', null, '2005', '2006', false],
      ['Language Tutor', null, '2003', '2005', false],
      ['Analyst', 'Agenzia delle entrate', '2001', '2003', false],
    ]);
  });
});

describe('a labelled line under a role', () => {
  it('gives its value when it labels the employer, numbered or not, and nothing when it labels something else', () => {
    expect(heads('Principal Engineer\nCompany 1: Oracle India Private Limited, Bangalore\n2005 - 2010\n• Led the build team\nAttorney\nDate Admitted in Georgia: 7/6/95\n7/95 to present')).toEqual([
      ['Principal Engineer', 'Oracle India Private Limited', '2005', '2010', false],
      ['Attorney', null, '1995-07', null, true],
    ]);
  });
});

describe('role words of the languages the lexicon reads', () => {
  it('tell the role from the employer whichever comes first', () => {
    expect(heads('2023 — 2025 | Gemeente Utrecht\nTestcoördinator financiële systemen\nSituatie\nFutureTech | Arquitecto de Soluciones | 2019 - 2021\nRimberio | Barista | 2017 - 2018')).toEqual([
      ['Testcoördinator financiële systemen', 'Gemeente Utrecht', '2023', '2025', false],
      ['Arquitecto de Soluciones', 'FutureTech', '2019', '2021', false],
      ['Barista', 'Rimberio', '2017', '2018', false],
    ]);
  });
});

describe('a role named by a word that also heads sections', () => {
  it('stays the role ("Volunteer")', () => {
    expect(heads('Volunteer\nJellop Primary School\n2012 - 2013\nAssisted four children with literacy skills')).toEqual([['Volunteer', 'Jellop Primary School', '2012', '2013', false]]);
  });
});

describe('"Role: Employer" on one line', () => {
  it('splits at the colon when what follows reads as an organisation, not when it names a field of work', () => {
    expect(heads('2012\nVolunteer: Jellop Primary School\nAssisted four children with literacy skills\n2001-2002\nFull-time Instructor: Silver Adult Training Centre, Johnsonville\nDeveloped programs and action plans\n1999-2000\nLaw Clerk: Personal Injury and Workers Compensation\nDrafted pleadings')).toEqual([
      ['Volunteer', 'Jellop Primary School', '2012', '2012', false],
      ['Full-time Instructor', 'Silver Adult Training Centre', '2001', '2002', false],
      ['Law Clerk: Personal Injury and Workers Compensation', null, '1999', '2000', false],
    ]);
  });
});

describe('an employer dated with the whole time there, over the roles held there', () => {
  it('gives each role, dated within that time, the employer; the employer line is no role', () => {
    const heads = (text: string) => rolesWithinEmployer(parseExperience(lines(text))).map((entry) => [entry.title, entry.company, entry.startDate, entry.endDate, entry.current]);
    expect(heads('ABC STORE, Example City\n1997 to Present\nOffice Manager, 2007 to present\nSecretary, 1998 to 2007\nOffice Clerk, 1997 to 1998\nDEF FLOORING, Example City\n1995 to 1997\nReceptionist\nServed as assistant to the management team.')).toEqual([
      ['Office Manager', 'ABC STORE', '2007', null, true],
      ['Secretary', 'ABC STORE', '1998', '2007', false],
      ['Office Clerk', 'ABC STORE', '1997', '1998', false],
      ['Receptionist', 'DEF FLOORING', '1995', '1997', false],
    ]);
  });
});

describe('a header line ending on its start date, the end date alone on the next line', () => {
  it('reads the two dates as the range, the dash between them lost', () => {
    expect(heads('MVP Sports Lounge, West Goshen, PA\nBartender, July 2014\nJuly 2016\nAble to quickly communicate with guests.\nRoberts One on One, Malvern, PA\nPersonal Trainer, March 2011\nPresent\nInspired and created a class.')).toEqual([
      ['Bartender', 'MVP Sports Lounge', '2014-07', '2016-07', false],
      ['Personal Trainer', 'Roberts One on One', '2011-03', null, true],
    ]);
    expect(heads('Educational Associate, Perry Local School District, Perry, OH August 2012\nMay 2013\n•Collaborated in learning communities.')).toEqual([
      ['Educational Associate', 'Perry Local School District', '2012-08', '2013-05', false],
    ]);
  });
});

describe('parseExperience: a role with its abbreviation in brackets', () => {
  it('keeps the closing bracket of "Hilfskraft (NWHK)" when the employer stands on its own line', () => {
    expect(parseExperience(['Nebenberufliche Wissenschaftliche Hilfskraft (NWHK)\t03/2020 - 08/2020', 'Lehrstuhl für Wirtschaftsinformatik I (Prof. Pernul)', 'Universität Regensburg', 'Aufgabenbereiche: Mitwirken.']).map((entry) => [entry.title, entry.company])).toEqual([
      ['Nebenberufliche Wissenschaftliche Hilfskraft (NWHK)', 'Universität Regensburg'],
    ]);
  });
});


describe('roles and employers the words alone would mistake', () => {
  it('reads a firm named for its partners as the employer, and German roles by their endings', () => {
    expect(heads('Steuerfachangestellte\nKanzlei Petersen & Partner, Lübeck\n08/2012 – 07/2015\n• Lohnbuchhaltung mit DATEV')).toEqual([['Steuerfachangestellte', 'Kanzlei Petersen & Partner', '2012-08', '2015-07', false]]);
    expect(heads('Associate\nSmith and Associates\n2019 - 2021')).toEqual([['Associate', 'Smith and Associates', '2019', '2021', false]]);
    expect(assignHeaderParts(['Managing Partner']).title).toBe('Managing Partner');
  });

  it('reads an employer whose name ends on a legal form’s stop ("Lda.", "Ltda.") as a name, not a sentence', () => {
    expect(heads('Analista de marketing digital\tmai. 2020 – atual\nVinhos do Douro Lda., Porto\n• Gestão de campanhas')).toEqual([['Analista de marketing digital', 'Vinhos do Douro Lda.', '2020-05', null, true]]);
  });

  it('in a header set in capitals, parts a role from an employer only where an organisation is named', () => {
    expect(heads('03/2017 – 08/2017 Brest, France\nSTAGIAIRE EN DÉVELOPPEMENT\nCRÉDIT MARITIME\n• Outil interne')).toEqual([['STAGIAIRE EN DÉVELOPPEMENT', 'CRÉDIT MARITIME', '2017-03', '2017-08', false]]);
    expect(heads('05/2020 – ATUAL Porto, Portugal\nANALISTA DE MARKETING DIGITAL\nVINHOS DO DOURO LDA.\n• Campanhas')).toEqual([['ANALISTA DE MARKETING DIGITAL', 'VINHOS DO DOURO LDA.', '2020-05', null, true]]);
    expect(assignHeaderParts(['DESARROLLADOR SENIOR EN TECH SOLUTIONS'])).toMatchObject({ title: 'DESARROLLADOR SENIOR', company: 'TECH SOLUTIONS' });
  });
});

describe('a team after the role, on the employer’s line', () => {
  it('keeps what a comma joins to the role in its own cell, and reads "Remote." as a place', () => {
    expect(heads('Senior Software Engineer, Payments Team | Maple Ledger Inc. | Toronto, ON | 02/2022 – Present')).toEqual([['Senior Software Engineer, Payments Team', 'Maple Ledger Inc.', '2022-02', null, true]]);
    expect(heads('Senior Software Engineer, Payments Team, Maple Ledger Inc.\t02/2022 – Present')).toEqual([['Senior Software Engineer, Payments Team', 'Maple Ledger Inc.', '2022-02', null, true]]);
    // A run of a place or a body's name stays out of the role.
    expect(heads('Member | Search and Screen Committee for Dean, Northridge | 2010 – 2012')[0][0]).toBe('Member');
    expect(assignHeaderParts(['Backend Developer, Acme Ltd, Remote.'])).toMatchObject({ title: 'Backend Developer', company: 'Acme Ltd' });
  });
});

describe('roles written as list items or with the time spent before them', () => {
  it('reads "• Role at Employer (2015 - 2017)" items as entries: a date after a capitalised name is no date inside a sentence', () => {
    expect(heads('• Professor at Ecole D’Ingénieurs (2015 - 2017)\n• Lecturer at Ecole D’Ingénieurs (2012 - 2015)')).toEqual([
      ['Professor', 'Ecole D’Ingénieurs', '2015', '2017', false],
      ['Lecturer', 'Ecole D’Ingénieurs', '2012', '2015', false],
    ]);
    // A date after a lower-case word is still the sentence's own.
    expect(parseExperience(['Engineer, Acme Ltd', '2019 - 2022', '• Led the migration completed 2020 - 2021'])).toHaveLength(1);
  });

  it('leaves "2 years as", "1 year" and "* " before the role out of it', () => {
    expect(heads('* 2 years as Front-End Captain at Synthesio from 2014 to today\n* 9 years as Enthusiast Developer at Airbus Defence & Space From 2005 to 2014')).toEqual([
      ['Front-End Captain', 'Synthesio', '2014', null, true],
      ['Enthusiast Developer', 'Airbus Defence & Space', '2005', '2014', false],
    ]);
  });

  it('parts a role from its employer at a spaced slash, but not two roles or two names', () => {
    expect(assignHeaderParts(['Chargé de Communication / URPS Pays de la Loire'])).toMatchObject({ title: 'Chargé de Communication', company: 'URPS Pays de la Loire' });
    expect(assignHeaderParts(['Social Media Manager / CAMPING-CAR-PARK'])).toMatchObject({ title: 'Social Media Manager', company: 'CAMPING-CAR-PARK' });
    expect(assignHeaderParts(['Developer / Designer']).company).toBeNull();
    expect(assignHeaderParts(['ALTEN Group / AKDS']).title).toBeNull();
  });
});

describe('the role under the dates, the employer above them', () => {
  it("reads each role under its own entry's dates, not as the next entry's header", () => {
    const entries = parseExperience([
      'Digital Meat',
      'https://meat.cl',
      'January 2018 – Present',
      'Desarrollador',
      'Unholster',
      'https://unholster.cl',
      'May 2017 – November 2017',
      'Desarrollador Senior',
      'Linets',
      'May 2016 – April 2017',
      'Jefe de Proyecto',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([
      ['Desarrollador', 'Digital Meat'],
      ['Desarrollador Senior', 'Unholster'],
      ['Jefe de Proyecto', 'Linets'],
    ]);
  });

  it('leaves a section alone whose last dates have no role under them', () => {
    const entries = parseExperience(['Software Engineer', 'Acme Corp', '2019 – 2021', 'Data Analyst', 'Globex Ltd', '2017 – 2019']);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([
      ['Software Engineer', 'Acme Corp'],
      ['Data Analyst', 'Globex Ltd'],
    ]);
  });
});

describe('the kind of post beside a role', () => {
  it('reads a contract kind after the role, in the seven languages, as no employer: the employer line under it is', () => {
    const jobs = parseExperience([
      'Software Developer – Tirocinio\tGen. 2024 – Mag. 2024',
      'BSQ Security\tVerona, Italia',
      '• Sviluppata un’API RESTful con Flask.',
      'Data Analyst - Praktikum\tMär. 2023 – Aug. 2023',
      'Northwind GmbH\tBerlin',
      '• Berichte erstellt.',
    ]);
    expect(jobs.map((job) => [job.title, job.company])).toEqual([
      ['Software Developer', 'BSQ Security'],
      ['Data Analyst', 'Northwind GmbH'],
    ]);
  });

  it('keeps two roles on one line as one title, as written, and takes the employer from its own line', () => {
    expect(assignHeaderParts(['Software Engineer – Intern'])).toMatchObject({ title: 'Software Engineer – Intern', company: null });
    const jobs = parseExperience(['Software Engineer – Intern\tJun 2023 – Aug 2023', 'Northwind Traders\tBoston, MA', '• Built the billing export.']);
    expect(jobs.map((job) => [job.title, job.company])).toEqual([['Software Engineer – Intern', 'Northwind Traders']]);
  });

  it('reads the kind of post alone on its line, where nothing else names a role, as the role', () => {
    expect(assignHeaderParts(['Tirocinio', 'Cooperativa Tirrenica', 'Via Enrico Fermi 45 45133 Bologna'])).toMatchObject({ title: 'Tirocinio', company: 'Cooperativa Tirrenica' });
  });
});

describe("an employer's web address", () => {
  it('leaves the web address a CV builder prints after the employer out of its name', () => {
    expect(assignHeaderParts(['Tech Lead', 'Evaneos (https://www.evaneos.fr/)'])).toMatchObject({ title: 'Tech Lead', company: 'Evaneos' });
    expect(assignHeaderParts(['Analista de Sistemas', 'Casa & Video (casaevideo.com.br)'])).toMatchObject({ company: 'Casa & Video' });
    // A legal form or a country's initials in brackets is part of the name.
    expect(assignHeaderParts(['Engineer', 'Acme (S.A)'])).toMatchObject({ company: 'Acme (S.A)' });
  });
});

describe('parseExperience: an organisation named with its town', () => {
  it('keeps "University of Texas at Austin" one employer under its role, and still parts "Barista at Blue Bottle Coffee"', () => {
    const read = (lines: string[]) => parseExperience(lines).map((entry) => [entry.title, entry.company]);
    expect(read(['Teaching Assistant\tJan. 2019 – Dec. 2019', 'University of Texas at Austin\tAustin, TX'])).toEqual([['Teaching Assistant', 'University of Texas at Austin']]);
    expect(read(['Research Nurse\t2015 – 2018', 'Royal Hospital at Westmead'])).toEqual([['Research Nurse', 'Royal Hospital at Westmead']]);
    expect(read(['2019 – 2021 Barista at Blue Bottle Coffee'])).toEqual([['Barista', 'Blue Bottle Coffee']]);
    expect(read(['Analyst at Deloitte', '2016 – 2019'])).toEqual([['Analyst', 'Deloitte']]);
  });
});

describe('parseExperience: a role in its feminine form, and a group as an employer', () => {
  it('reads "Cheffe de projet", "Programadora", "Vendeuse" as roles under their employer, whatever the line order', () => {
    const read = (lines: string[]) => parseExperience(lines).map((entry) => [entry.title, entry.company]);
    expect(read(['Groupe SEB\tÉcully', 'Cheffe de projet digital\tJanvier 2020 – aujourd’hui'])).toEqual([['Cheffe de projet digital', 'Groupe SEB']]);
    expect(read(['Banco Andino', 'Programadora Senior\t2018 – 2021'])).toEqual([['Programadora Senior', 'Banco Andino']]);
    expect(read(['Vendeuse\t2015 – 2017', 'Galeries Lafayette Haussmann'])).toEqual([['Vendeuse', 'Galeries Lafayette Haussmann']]);
  });
});

describe('parseExperience: a place on a line of its own under the header', () => {
  it('is the entry’s place, not its first bullet', () => {
    const [entry] = parseExperience(['2019–2020\tTutore di Collegio', "Collegio di Sant'Anna", 'Oxford, Regno Unito', 'Seguito di 12 studenti del primo anno.']);
    expect(entry).toMatchObject({ title: 'Tutore di Collegio', company: "Collegio di Sant'Anna", location: 'Oxford, Regno Unito' });
    expect(entry.highlights).toEqual(['Seguito di 12 studenti del primo anno.']);
  });

  it('reads a row of fields as a header however it ends, and a lone year in its last cell as its date', () => {
    // An invented CV: each role a date line, then "Employer | Place - Role." closed by a stop, then a paragraph.
    const entries = parseExperience([
      'Mars 2021 - actuel',
      'Lumen Bank | Lyon (France) - Responsable technique.',
      "En tant que responsable technique de l'équipe paiements, j'ai encadré cinq développeurs.",
      'Juin 2017 - février 2021',
      'Ardoise Logiciels | Nantes (France) - Développeur full-stack.',
      "J'ai rejoint l'équipe produit peu après le lancement du site.",
    ]);
    expect(entries.map((e) => [e.title, e.company, e.startDate, e.endDate, e.current])).toEqual([
      ['Responsable technique', 'Lumen Bank', '2021-03', null, true],
      ['Développeur full-stack', 'Ardoise Logiciels', '2017-06', '2021-02', false],
    ]);
    // A sentence stays a sentence: a stop after running words in lower case ends no header.
    const [one] = parseExperience(['2019 - 2020', 'Kestrel Foods | Analyst', 'Built the weekly sales report for the board.']);
    expect(one).toMatchObject({ title: 'Analyst', company: 'Kestrel Foods' });
    expect(one.highlights).toEqual(['Built the weekly sales report for the board.']);

    // "Employer, Place" over "Role | dates", and a role of one year dated by the year alone after the bar.
    const roles = parseExperience([
      'Verdaline Cosmétiques, Annecy',
      'Technicienne de laboratoire | 2019 - 2021',
      'Contrôle des matières premières',
      'Orvane Polymères, Valence',
      'Assistant de recherche | 2018',
      'Analyse des propriétés des résines',
    ]);
    expect(roles.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Technicienne de laboratoire', 'Verdaline Cosmétiques', '2019', '2021'],
      ['Assistant de recherche', 'Orvane Polymères', '2018', '2018'],
    ]);
  });

  it('reads French "en" after a role as its field, and Spanish "en" as the employer', () => {
    expect(assignHeaderParts(['Stagiaire en Chimie'])).toMatchObject({ title: 'Stagiaire en Chimie', company: null });
    expect(assignHeaderParts(['Alternante en Assurance Qualité'])).toMatchObject({ title: 'Alternante en Assurance Qualité' });
    expect(assignHeaderParts(['Desarrollador Senior en Tech Solutions'])).toMatchObject({ title: 'Desarrollador Senior', company: 'Tech Solutions' });
  });

  it("reads what follows a role's dates after a colon as its text, unless it is the role", () => {
    const entries = parseExperience([
      'CEO – Norvale Retail (2020 – 2025): 900 magasins, +15% CA, transformation omnicanale',
      'COO – Norvale Logistique (2015 – 2018): Intégration de deux réseaux',
    ]);
    expect(entries.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['CEO', 'Norvale Retail', '2020', '2025'],
      ['COO', 'Norvale Logistique', '2015', '2018'],
    ]);
    expect(entries[0].highlights).toEqual(['900 magasins, +15% CA, transformation omnicanale']);
    // The employer and its dates, then the role after the colon: one header.
    expect(parseExperience(['Brightwell (June 1999 – Present): VP of Data Centers'])[0]).toMatchObject({ title: 'VP of Data Centers', company: 'Brightwell' });
  });

  it('drops a label that names no role before the role', () => {
    const [entry] = parseExperience(['Asignación a Cliente: Analytics Engineer | Hakkoda | Ene 2025 - Ago 2025']);
    expect(entry).toMatchObject({ title: 'Analytics Engineer', company: 'Hakkoda', startDate: '2025-01', endDate: '2025-08' });
  });

  it('reads a town with its region code as a place, and no slot of places as the employers', () => {
    // Employer⇥Town, RC over Role⇥dates, as Awesome-CV sets an Italian CV; the codes in capitals are no employers' initials.
    const entries = parseExperience([
      'IBX\tCrotone, KR',
      'SVILUPPATORE SOFTWARE\tOttobre 2021 – presente',
      'Progetto AIC - Applicazioni in cloud.',
      'Gestione e sviluppo di un pool di 40 applicazioni.',
      'NTZ Data\tRende, CS',
      'SVILUPPATORE SOFTWARE\tAprile 2020 – Settembre 2021',
      'Software scritto in Java, utilizzando il framework Spring.',
      'Esprivia\tRende, CS',
      'SVILUPPATORE SOFTWARE\tSettembre 2019 – Marzo 2020',
      'Sviluppato in Java, su database Oracle.',
    ]);
    expect(entries.map((e) => [e.title, e.company])).toEqual([
      ['SVILUPPATORE SOFTWARE', 'IBX'],
      ['SVILUPPATORE SOFTWARE', 'NTZ Data'],
      ['SVILUPPATORE SOFTWARE', 'Esprivia'],
    ]);
  });

  it('reads "Employer: Role" under the dates, and German compound roles by their last word', () => {
    const entries = parseExperience([
      '2018-05 - heute, Hockenheim',
      'Kranich Beteiligungs AG: Vorstandsmitglied',
      '• Zugang zu Experten aus verschiedenen Bereichen.',
      '2023-10 - 2024-06, Hamburg',
      'Lindwurm Ltd.: Informationssicherheitsbeauftragter',
      '• Beratung in allen Fragen der IT-Sicherheit.',
    ]);
    expect(entries.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Vorstandsmitglied', 'Kranich Beteiligungs AG', '2018-05', null],
      ['Informationssicherheitsbeauftragter', 'Lindwurm Ltd.', '2023-10', '2024-06'],
    ]);
    // A form's label before the colon is a label, not an employer.
    expect(parseExperience(['Position: Analyst', 'Company: Kestrel Foods', '2019 - 2020'])[0]).toMatchObject({ title: 'Analyst', company: 'Kestrel Foods' });
  });

  it('reads the header above a sentence that stands between it and the dates', () => {
    const entries = parseExperience([
      'Lindwurm Analytics GmbH, Leipzig',
      'Head of Data',
      'Aufstieg über Data Engineer, Lead Data Engineer und Head of Labs zum Leiter des Bereichs',
      '04/2015 – 07/2018',
      '• Führung des Data-Teams.',
      'Kranich Versicherung AG, Halle',
      'Data Engineer',
      '01/2012 – 03/2015',
      '• Aufbau der Datenplattform.',
    ]);
    expect(entries.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Head of Data', 'Lindwurm Analytics GmbH', '2015-04', '2018-07'],
      ['Data Engineer', 'Kranich Versicherung AG', '2012-01', '2015-03'],
    ]);
  });

  it('counts no cell bar or ampersand as a word of a header line', () => {
    const [entry] = parseExperience(['Business Analyst', 'Lorbeer & GAD IT AG (nun Nordbank AG)\tKarlsruhe, DE', 'Okt. 2019 – Jun. 2021', 'Aufgaben:']);
    expect(entry).toMatchObject({ title: 'Business Analyst', company: 'Lorbeer & GAD IT AG (nun Nordbank AG)', startDate: '2019-10', endDate: '2021-06' });
  });

  it('reads a brand written in lower case as the employer when its legal form closes it', () => {
    expect(assignHeaderParts(['Software Developer · orvane tec Systems GmbH, Willich'])).toMatchObject({ title: 'Software Developer', company: 'orvane tec Systems GmbH', location: 'Willich' });
    // A sentence in lower case stays no employer.
    expect(assignHeaderParts(['Software Developer · worked on the billing system']).company).toBeNull();
  });
});

describe('an employer under the dates', () => {
  it('is read from the line under a role\'s dates when it carries a legal form and the header names no employer', () => {
    const roles = parseExperience(['Projektleiterin Netzausbau', 'Stadtwerke Bonn GmbH, Bonn', 'seit 04/2019', '• Leitung von Ausbauprojekten', 'Werkstudentin', '10/2014 – 07/2015', 'Siemens AG, Erlangen']);
    expect(roles.map((role) => [role.title, role.company, role.location])).toEqual([
      ['Projektleiterin Netzausbau', 'Stadtwerke Bonn GmbH', 'Bonn'],
      ['Werkstudentin', 'Siemens AG', 'Erlangen'],
    ]);
    expect(roles[1].highlights).toEqual([]);
  });

  it('leaves a first line of text that names no organisation, or a role, as the text', () => {
    const roles = parseExperience(['Werkstudentin', '10/2014 – 07/2015', 'Planung von Mittelspannungsanlagen für Kunden der Region.', 'Praktikantin', '2013', 'Marketing Manager, Globex AG']);
    expect(roles.map((role) => [role.title, role.company])).toEqual([
      ['Werkstudentin', null],
      ['Praktikantin', null],
    ]);
    expect(roles[0].highlights).toEqual(['Planung von Mittelspannungsanlagen für Kunden der Region.']);
  });
});

describe('a role and its employer in brackets', () => {
  it('reads "Role (Employer)" and "Employer (Role)" on a header of one line by the words of each', () => {
    expect(parseExperience(['TypeScript & React Entwickler (Neckar IT)', 'Nov 2021 – heute', 'Mitarbeit in Projekten der Firma']).map((role) => [role.title, role.company])).toEqual([['TypeScript & React Entwickler', 'Neckar IT']]);
    expect(parseExperience(['Bibliothèque nationale (Responsable de projet)', '2017 – 2018']).map((role) => [role.title, role.company])).toEqual([['Responsable de projet', 'Bibliothèque nationale']]);
  });

  it("leaves a role's field, a place or an employment type in brackets to the role", () => {
    const roles = parseExperience(['Werkstudent (Softwareentwicklung)', 'Siemens AG, Erlangen', '2019 – 2020', 'Data Engineer (Stage)', 'BNP Paribas', '2021 – 2021']);
    expect(roles.map((role) => role.company)).toEqual(['Siemens AG', 'BNP Paribas']);
  });
});

describe('dates opened by a word for "from"', () => {
  it('reads "Da gennaio 2018 a oggi", "Dall’aprile 2015 al 2017" and "vom 01.08.2015 bis 31.03.2019" without the word in the role', () => {
    const roles = parseExperience([
      'Da gennaio 2018 a oggi – Responsabile amministrativo presso Barilla S.p.A.',
      'Dall’aprile 2015 al 2017 – Impiegata contabile presso Fiat S.p.A.',
      'vom 01.08.2015 bis 31.03.2019: Ingenieurin bei Kabelbau Nord AG',
    ]);
    expect(roles.map((role) => [role.title, role.company, role.startDate, role.endDate, role.current])).toEqual([
      ['Responsabile amministrativo', 'Barilla S.p.A.', '2018-01', null, true],
      ['Impiegata contabile', 'Fiat S.p.A.', '2015-04', '2017', false],
      ['Ingenieurin', 'Kabelbau Nord AG', '2015-08', '2019-03', false],
    ]);
  });

  it('reads a Romance "en"/"na" employer followed by its town', () => {
    const roles = parseExperience(['Gestora de projetos na EDP, Lisboa', '2019 – atual', 'Jefa de ventas en Telefónica, Madrid', '2015 – 2019']);
    expect(roles.map((role) => [role.title, role.company])).toEqual([['Gestora de projetos', 'EDP'], ['Jefa de ventas', 'Telefónica']]);
  });
});

describe("an employer's unit", () => {
  it('is cut from the employer after a dash: "Caisse des Dépôts — Direction de …", "EDF — Équipe SoDATA"', () => {
    const roles = parseExperience(['Data Scientist (Apprentissage)', 'Caisse des Dépôts — Direction de la formation professionnelle | Paris | Sep 2024 – Sep 2026', 'Data Engineer (Stage)', 'EDF — Équipe SoDATA | Paris | Mar 2020 – Aug 2020', 'Analyst', 'Smith – Jones & Partners | Leeds | 2018 – 2019']);
    expect(roles.map((role) => role.company)).toEqual(['Caisse des Dépôts', 'EDF', 'Smith – Jones & Partners']);
  });
});

describe('dates inside the brackets of a list item', () => {
  it('reads "Employer (Role, tools, dates)" items with each bracketed detail a part', () => {
    const roles = parseExperience(['Autres Expériences', '• INRS (Responsable de l’architecture logicielle, C#/C++, 2017-2018)', '• ICOD (Programmeur-Analyste Java, 2013 - 2015)', '• 6i Solution Inc. (Programmeur-Analyste VB.NET, 2011 - 2012)']);
    expect(roles.map((role) => [role.title, role.company, role.startDate, role.endDate])).toEqual([
      ['Responsable de l’architecture logicielle', 'INRS', '2017', '2018'],
      ['Programmeur-Analyste Java', 'ICOD', '2013', '2015'],
      ['Programmeur-Analyste VB.NET', '6i Solution Inc.', '2011', '2012'],
    ]);
  });
});

describe("a table's row of column headings", () => {
  it('is no line of the first entry, a column naming two fields ("Unternehmen / Projekt") too', () => {
    const roles = parseExperience(['Zeitraum\tPosition\tUnternehmen / Projekt', 'Mai 2023 - April 2024\tLead Entwickler Online Services\tALTEN Group', 'Juli 2019 - April 2023\tSenior Consultant Java\tALTEN Group']);
    expect(roles.map((role) => [role.title, role.company])).toEqual([
      ['Lead Entwickler Online Services', 'ALTEN Group'],
      ['Senior Consultant Java', 'ALTEN Group'],
    ]);
  });
});

describe("a role named by the first item under its employer's dated line", () => {
  it('reads "• Softwareentwicklerin" under "Acme GmbH, Berlin (2019 – heute)" as the role, and a duty as none', () => {
    const roles = parseExperience(['Acme GmbH, Berlin (2019 – heute)', '• Softwareentwicklerin', '• Entwicklung von Microservices', 'Globex AG, Hamburg (2015 – 2019)', '• Entwicklung von Microservices für Kunden']);
    expect(roles.map((role) => [role.title, role.company, role.highlights])).toEqual([
      ['Softwareentwicklerin', 'Acme GmbH', ['Entwicklung von Microservices']],
      [null, 'Globex AG', ['Entwicklung von Microservices für Kunden']],
    ]);
  });
});

describe('an employer under the dates with its web address in brackets', () => {
  it('is the name before the address, or the address where the name says how the candidate was employed', () => {
    const roles = parseExperience([
      'Lead Engineer', 'nov 2022 – mar 2025', 'Self employed (noop.digital), Remote', 'Front End technical lead for multiple projects in the Web3 space.',
      'Senior Web Developer', 'oct 2018 – sep 2020', 'IN60SECONDS (in60seconds.nl), Amsterdam, NL', 'IN60SECONDS engineers understanding by creating stunning explanimations.',
      'Co-Owner', 'jan 2009 – sept 2018', 'Thinkbright (thinkbright.nl, web archive), Utrecht, NL', 'Digital product and web agency for clear strategy.',
    ]);
    expect(roles.map((role) => [role.title, role.company, role.location])).toEqual([
      ['Lead Engineer', 'noop.digital', 'Remote'],
      ['Senior Web Developer', 'IN60SECONDS', 'Amsterdam, NL'],
      ['Co-Owner', 'Thinkbright', 'Utrecht, NL'],
    ]);
  });
});

describe('an employer written with its place, "Acme, New York"', () => {
  const read = (lines: string[]) => parseExperience(lines).map((role) => [role.title, role.company, role.location]);
  it('is the employer before a city or a region, wherever the entry read it', () => {
    expect(read(['Data Analyst | Jan 2019 – Present', 'Acme, New York', '• Built dashboards'])).toEqual([['Data Analyst', 'Acme', 'New York']]);
    expect(read(['Sales Manager, Jan 2019 – Present', 'Wipro, Tamil Nadu', '• Sold services'])).toEqual([['Sales Manager', 'Wipro', 'Tamil Nadu']]);
    expect(read(['Consultant', 'Sopra Steria, Hong Kong', '2018 – 2019', '• Advised banks'])).toEqual([['Consultant', 'Sopra Steria', 'Hong Kong']]);
    expect(read(['Werkstudent', 'Bosch, Baden-Württemberg', '2018 – 2019', '• Tests'])).toEqual([['Werkstudent', 'Bosch', 'Baden-Württemberg']]);
    expect(read(['Stagiaire', 'Thales, Île-de-France', '2018 – 2019', '• Tests'])).toEqual([['Stagiaire', 'Thales', 'Île-de-France']]);
  });
  it('stays a place where the name is a town, a region’s code follows it, or only a country does', () => {
    expect(read(['Warehouse Assistant | Jun 2018 – Aug 2018', 'Brooklyn, New York', '• Stocked shelves'])).toEqual([['Warehouse Assistant', null, 'Brooklyn, New York']]);
    expect(read(['Warehouse Assistant | Jun 2018 – Aug 2018', 'Kiten, Bulgaria', '• Stocked shelves'])).toEqual([['Warehouse Assistant', null, 'Kiten, Bulgaria']]);
    expect(read(['Software Analyst | Feb 2005 – Present', 'Eldersburg, MD', '• Wrote reports'])).toEqual([['Software Analyst', null, 'Eldersburg, MD']]);
  });
});

describe('several roles listed under one employer’s line', () => {
  it('are the employer’s, as LinkedIn lists them, and a time spent in brackets is no field', () => {
    const roles = parseExperience([
      'Acme Inc.', '5 years 2 months', 'Senior Developer', 'January 2019 - Present (3 years 11 months)', 'Berlin, Germany', 'Built services for the platform.',
      'Developer', 'January 2017 - December 2018 (2 years)', 'Built apps for clients.',
      'Beta GmbH', 'Intern', 'June 2016 - August 2016 (3 months)', 'Munich, Germany',
    ]);
    expect(roles.map((role) => [role.title, role.company, role.location, role.startDate])).toEqual([
      ['Senior Developer', 'Acme Inc.', 'Berlin, Germany', '2019-01'],
      ['Developer', 'Acme Inc.', null, '2017-01'],
      ['Intern', 'Beta GmbH', 'Munich, Germany', '2016-06'],
    ]);
  });
  it('keep the employer over a role whose place stands under its dates, a town no list holds included', () => {
    const roles = parseExperience([
      'Natura &Co', '7 years 2 months', 'Supply Chain Manager', 'January 2022 - Present (4 years 11 months)', 'São Paulo, Brazil', 'Leads planning for 1,200 SKUs across three plants.',
      'Logistics Coordinator', 'October 2019 - December 2021 (2 years 3 months)', 'Cajamar, São Paulo, Brazil', 'Cut freight cost by 12% through route consolidation.',
      'Ambev', 'Logistics Analyst', 'March 2016 - September 2019 (3 years 7 months)', 'Berlin, Germany',
    ]);
    expect(roles.map((role) => [role.title, role.company, role.location])).toEqual([
      ['Supply Chain Manager', 'Natura &Co', 'São Paulo, Brazil'],
      ['Logistics Coordinator', 'Natura &Co', 'Cajamar, São Paulo, Brazil'],
      ['Logistics Analyst', 'Ambev', 'Berlin, Germany'],
    ]);
    // A town, its region and its country, as LinkedIn writes every place; a name before a country alone may be an employer's.
    expect(isPlaceOnly('Cajamar, São Paulo, Brazil')).toBe(true);
    expect(isPlaceOnly('Zaandam, Noord-Holland, Netherlands')).toBe(true);
    expect(isPlaceOnly('Globex Ltd, São Paulo, Brazil')).toBe(false);
    // Places worked from, parted by slashes, each a place; a name among them makes none of it a place.
    expect(isPlaceOnly('München / Edinburgh / São Paulo')).toBe(true);
    expect(isPlaceOnly('Berlin / Remote')).toBe(true);
    expect(isPlaceOnly('Acme / Berlin')).toBe(false);
    expect(assignHeaderParts(['Cloud-Architekt — Innovid', 'München / Edinburgh / São Paulo']).location).toBe('München / Edinburgh / São Paulo');
  });
  it('leave a role alone whose own employer may stand under its dates', () => {
    const roles = parseExperience(['Acme Inc.', 'Senior Developer', 'Jan 2019 – Present', '• Built services', 'Developer', 'Jan 2017 – Dec 2018', 'Initech', '• Built apps']);
    expect(roles.map((role) => role.title)).toEqual(['Senior Developer', 'Developer']);
    expect(roles[0].company).toBe('Acme Inc.');
    expect(roles[1].company).not.toBe('Acme Inc.');
  });
});

describe('a form of labelled rows, the same labels in every record', () => {
  it('is read by its labels, whatever the dates row is labelled', () => {
    const roles = parseExperience(withFormDatesLabels([
      'Azienda\tLinear S.c.a.r.l. c/o TIM - Telecom Italia', 'Settore\tSoluzioni e consulenze per il mercato IT', 'Intervallo temporale\t07/2014 - in essere',
      'Ruolo\tSoftware Developer & Application Analyst', 'Responsabilità\t- Gestione applicativa dei sistemi', '- Preparazione ed installazione patch',
      'Azienda\tArsLogica Sistemi s.r.l.', 'Settore\tSoluzioni e consulenze per il mercato IT', 'Intervallo temporale\t07/2010 - 10/2010',
      'Ruolo\tStage universitario', 'Responsabilità\t- Studio dei paradigmi di virtualizzazione',
    ]));
    expect(roles.map((role) => [role.title, role.company, role.startDate, role.current, role.highlights.length])).toEqual([
      ['Software Developer & Application Analyst', 'Linear S.c.a.r.l. c/o TIM - Telecom Italia', '2014-07', true, 3],
      ['Stage universitario', 'ArsLogica Sistemi s.r.l.', '2010-07', false, 2],
    ]);
  });
  it('reads the Europass form of 2004 by its German labels', () => {
    const roles = parseExperience(withFormDatesLabels([
      'Datum (von-bis)\t2001-07 bis 2004-12', 'Name und Adresse des Arbeitgebers\tInstitut für Genossenschaftswesen, Am Plan 2, 35037 Marburg',
      'Tätigkeitsbereich oder Branche\tPrivates Forschungsinstitut', 'Beruf oder Funktion\tWissenschaftlicher Mitarbeiter',
      'Datum (von-bis)\t1995-08 bis 1996-08', 'Name und Adresse des Arbeitgebers\tHaus Elisabeth, Rolfesstraße 40, 35683 Dillenburg',
      'Tätigkeitsbereich oder Branche\tAlten- und Pflegeheim', 'Beruf oder Funktion\tZivildienstleistender',
    ]));
    expect(roles.map((role) => [role.title, role.company, role.startDate, role.endDate])).toEqual([
      ['Wissenschaftlicher Mitarbeiter', 'Institut für Genossenschaftswesen', '2001-07', '2004-12'],
      ['Zivildienstleistender', 'Haus Elisabeth', '1995-08', '1996-08'],
    ]);
  });
  it('leaves a role repeated before its dates in a list of no such rows to be the role', () => {
    const texts = ['Systems Analyst\tMar 2014 – Jan 2015', 'Acme GmbH', '• Automated deployments', 'Systems Analyst\tSep 2013 – Mar 2014', 'Globex AG', '• Migrated code'];
    expect(withFormDatesLabels(texts)).toEqual(texts);
  });
});

describe('an employer whose legal form follows a comma with its stops', () => {
  it('keeps the form in the name: "Everis Centers, S.L.", "Indra Sistemas, S.A."', () => {
    expect(assignHeaderParts(['Analista de Software Senior, Everis Centers, S.L., Alicante'])).toMatchObject({ title: 'Analista de Software Senior', company: 'Everis Centers, S.L.' });
    expect(assignHeaderParts(['Consultor, Indra Sistemas, S.A., Madrid'])).toMatchObject({ title: 'Consultor', company: 'Indra Sistemas, S.A.', location: 'Madrid' });
  });
});

describe('a part read as the employer from the role’s own line', () => {
  it('is more of the role where the entries hold their employer on a line of its own', () => {
    const roles = parseExperience([
      'CeSIUM\t2022 - ongoing', 'Collaborator - Pedagogical & Open Source', 'Currently working for the department with the main objective of teaching.',
      'Mestreclique\t2022', 'Internship as Full Stack Developer', 'Summer internship in the development of the main app.',
      'Minimal Quartz\t2021 - ongoing', 'CEO & Founder', 'Mineral raw material resource trading company.',
    ]);
    expect(roles.map((role) => [role.title, role.company])).toEqual([
      ['Collaborator - Pedagogical & Open Source', 'CeSIUM'],
      ['Internship as Full Stack Developer', 'Mestreclique'],
      ['CEO & Founder', 'Minimal Quartz'],
    ]);
  });
});

describe('a lone date in brackets closing a header line', () => {
  it('dates that line’s role: "Praktikant (April 2011)"', () => {
    const roles = parseExperience(['Christ Elektronik GmbH', 'Junior Software Developer (August 2011 - Dezember 2015)', '• Tools entwickelt', 'CVS-Computer', 'Praktikant (April 2011)', '• Module für ein Shopsystem geschrieben']);
    expect(roles.map((role) => [role.title, role.company, role.startDate, role.endDate])).toEqual([
      ['Junior Software Developer', 'Christ Elektronik GmbH', '2011-08', '2015-12'],
      ['Praktikant', 'CVS-Computer', '2011-04', '2011-04'],
    ]);
  });
});

describe('a role line whose comma parts two roles, over a line of the employer and its place', () => {
  it('is the role as written, the employer the name before the place', () => {
    const roles = parseExperience([
      'Feb 2019 – Presente SENIOR SOFTWARE, DATA ENGINEER - PARTNER', 'MASSIVE DATA HEIGHTS | Varazze, Italia (Remoto)', '• Sviluppato una architettura cloud',
      'Set 2014 – Feb 2019 DOTTORANDO, ASSEGNISTA DI RICERCA', 'UNIVERSITÀ DI GENOVA - DIBRIS | Genova, Italia', '• Sviluppato moduli software',
    ]);
    expect(roles.map((role) => [role.title, role.company])).toEqual([
      ['SENIOR SOFTWARE, DATA ENGINEER - PARTNER', 'MASSIVE DATA HEIGHTS'],
      ['DOTTORANDO, ASSEGNISTA DI RICERCA', 'UNIVERSITÀ DI GENOVA - DIBRIS'],
    ]);
  });
  it('leaves a lone date in brackets to the role where the list writes its periods otherwise', () => {
    const roles = parseExperience(['Jan 2004 – Dec 2006', 'Elementary Tutor (Summer 2004)', 'Tutored pupils in reading.', 'Mar 2001 – Dec 2003', 'Receptionist', 'Heritage Bank of Huntsville']);
    expect(roles.map((role) => role.title)).toEqual(['Elementary Tutor (Summer 2004)', 'Receptionist']);
  });
});

describe('a second role under an employer whose first role names its team after a dash', () => {
  it('is the employer’s too', () => {
    const roles = parseExperience([
      'Jawbone', 'Account Executive - Corporate Wellness | Remote | October 2015 - February 2017', '• Partnered with Corporate HR.',
      'National Account Manager | Remote | August 2015 - October 2015', '• Managed the national accounts.',
      'General Electric Co.', 'Key Account Manager | Chicago, IL | March 2013 - August 2015', '• Achieved record sales.',
    ]);
    expect(roles.map((role) => [role.title, role.company])).toEqual([
      ['Account Executive - Corporate Wellness', 'Jawbone'],
      ['National Account Manager', 'Jawbone'],
      ['Key Account Manager', 'General Electric Co.'],
    ]);
  });
});

describe('an Italian role and employer joined by "della", "per"', () => {
  it('reads the employer where an organisation of two words or more follows, and the role\'s field where one word does', () => {
    expect(assignHeaderParts(["Dipendente della Banca d'Italia - Delegazione di Bruxelles"])).toMatchObject({ title: 'Dipendente', company: "Banca d'Italia" });
    expect(assignHeaderParts(['Trainer-consultant per Remmen en de Brock (Eindhoven, NL)'])).toMatchObject({ title: 'Trainer-consultant', company: 'Remmen en de Brock' });
    expect(assignHeaderParts(['Responsabile della Produzione'])).toMatchObject({ title: 'Responsabile della Produzione', company: null });
    expect(assignHeaderParts(["Responsabile dell'Ufficio Acquisti"])).toMatchObject({ company: null });
  });
});

describe('German part-time and full-time marks after a role', () => {
  it('are how the candidate was employed, not the employer: "Servicemitarbeiterin, TZ"', () => {
    const roles = parseExperience(['Associate Frontend Developer\t2024-05 – 2024-11', 'CurveDesign GmbH', 'Servicemitarbeiterin, TZ\t2021-09 – 2023-04', 'Cineplex Münster']);
    expect(roles.map((role) => [role.title, role.company])).toEqual([['Associate Frontend Developer', 'CurveDesign GmbH'], ['Servicemitarbeiterin', 'Cineplex Münster']]);
  });
});

describe('where the work was done, after the role', () => {
  it('is no part of the role and no employer: "– Homeoffice", "– Presencial e Homeoffice"', () => {
    const roles = parseExperience(['FITINSUR', 'Analista de Sistemas – Homeoffice', 'janeiro de 2022 até o momento', 'SECRETARIA DO ESTADO DE MATO GROSSO', 'Estagiário de Suporte Técnico – Presencial', 'fevereiro de 2010 a fevereiro de 2012']);
    expect(roles.map((role) => [role.title, role.company])).toEqual([
      ['Analista de Sistemas', 'FITINSUR'],
      ['Estagiário de Suporte Técnico', 'SECRETARIA DO ESTADO DE MATO GROSSO'],
    ]);
  });
});

describe('a French role and employer joined by "au sein de", "à la", "au"', () => {
  it('reads the employer, and leaves a town or a department to the role', () => {
    expect(assignHeaderParts(['CDI infirmière préleveuse au sein du Groupement Biologique Des Carmes à Caen.'])).toMatchObject({ title: 'CDI infirmière préleveuse', company: 'Groupement Biologique Des Carmes' });
    expect(assignHeaderParts(['Serveuse au Café de Flore'])).toMatchObject({ title: 'Serveuse', company: 'Café de Flore' });
    expect(assignHeaderParts(['Infirmière à Caen'])).toMatchObject({ company: null });
    expect(assignHeaderParts(['Stagiaire au service Marketing'])).toMatchObject({ company: null });
  });
});

describe('a dated header whose name stops on a joining word', () => {
  it('goes on on the next line: the employer is whole and the role under it is read', () => {
    const roles = parseExperience([
      '2019 - 2023\tInstituto Nacional de Estadística de',
      'Castilla y León',
      'Analista de datos',
      '2015 - 2019\tAyuntamiento de Segovia',
      'Técnico de sistemas',
    ]);
    expect(roles.map((role) => [role.title, role.company, role.startDate, role.endDate])).toEqual([
      ['Analista de datos', 'Instituto Nacional de Estadística de Castilla y León', '2019', '2023'],
      ['Técnico de sistemas', 'Ayuntamiento de Segovia', '2015', '2019'],
    ]);
  });
  it('leaves a sentence after it alone', () => {
    const roles = parseExperience(['2019 - 2023\tAcme Ltd, Research and', 'Development of new fuels.', 'Chemist']);
    expect(roles.map((role) => role.company)).not.toContain('Acme Ltd, Research and Development of new fuels.');
  });
});

describe('roles set in capitals beside the kind of contract, under their employer’s line', () => {
  it('read the employer from the line above in every entry: neither the contract kind nor the capitals make an employer', () => {
    const roles = parseExperience([
      'DigiActivity\tParis, France',
      'INTERVENANT JEUX VIDÉO • FREELANCE\tÀ partir de Juin 2023',
      '• J’encadre des cours de création de jeu vidéo.',
      'GraphEvent • À distance\tMarne-la-Vallée, France',
      'DÉVELOPPEUR AR • FREELANCE\tFévrier 2023 - Aujourd’hui',
      '• Mise en place d’un service de réalité augmentée.',
      'E.Leclerc\tAchères, France',
      'EMPLOYÉ COMMERCIAL • CDI\tJuin 2021 - Aujourd’hui',
      '• Approvisionnement de la marchandise.',
    ]);
    expect(roles.map((role) => [role.title, role.company, role.startDate, role.current])).toEqual([
      ['INTERVENANT JEUX VIDÉO', 'DigiActivity', '2023-06', true],
      ['DÉVELOPPEUR AR', 'GraphEvent', '2023-02', true],
      ['EMPLOYÉ COMMERCIAL', 'E.Leclerc', '2021-06', true],
    ]);
  });
});

describe('a title read from the slot the section keeps its employers in', () => {
  it('gives way to the role named in the role’s slot: "Software Specialist" over "Ixorateam (Retail Expert) – SEAC S.p.A."', () => {
    const roles = parseExperience([
      'Software Specialist Dicembre 2022 – Oggi', 'Ixorateam (Retail Expert) – SEAC S.p.A.', '-   Sviluppo di applicazioni.',
      'Junior Full-Stack Developer Marzo 2022 – Settembre 2022', 'Develhope', '-   Formazione intensiva.',
      'Tirocinante Software Developer Giugno 2021 – Ottobre 2021', 'Saidea S.r.l.', '-   Primo approccio.',
    ]);
    expect(roles.map((role) => role.title)).toEqual(['Software Specialist', 'Junior Full-Stack Developer', 'Tirocinante Software Developer']);
  });
});

describe('a lone date under its role, after an icon and before the work mode', () => {
  it('dates the role: "📅 Mayo 2024 (6 meses) - Remoto"', () => {
    const roles = parseExperience(['Ingeniero de Datos y Desarrollo de IA - BIT-C Colombia', '📅 Mayo 2024 (6 meses) - Remoto', '-   Proyecto de análisis de diálogos financieros.']);
    expect(roles.map((role) => [role.title, role.company, role.startDate, role.endDate])).toEqual([['Ingeniero de Datos y Desarrollo de IA', 'BIT-C Colombia', '2024-05', '2024-05']]);
  });
});

describe('Spanish "en" before a separator and a name of its own', () => {
  it('names the role’s field, and the name after the separator is the employer', () => {
    expect(assignHeaderParts(['Analista de Datos en Fintech - SIISA'])).toMatchObject({ title: 'Analista de Datos en Fintech', company: 'SIISA' });
    expect(assignHeaderParts(['Desarrollador en Globant - Buenos Aires'])).toMatchObject({ title: 'Desarrollador', company: 'Globant' });
  });
});

describe('a spaced asterisk between a header’s fields', () => {
  it('parts them as a bar or a middle dot does: "Systematica * Desenvolvedor de sistemas * 2014 - 2016"', () => {
    expect(splitHeader('Systematica * Desenvolvedor de sistemas')).toEqual(['Systematica', 'Desenvolvedor de sistemas']);
    const roles = parseExperience(['Systematica * Desenvolvedor de sistemas * 2014 - 2016 > Desenvolvimento de sistemas com PHP.', 'Trinity Brasil * Front e backend developer * 2012 - 2014 > Recorte de sites.']);
    expect(roles.map((role) => [role.title, role.company, role.startDate])).toEqual([
      ['Desenvolvedor de sistemas', 'Systematica', '2014'],
      ['Front e backend developer', 'Trinity Brasil', '2012'],
    ]);
  });
});

describe('a Romance agent noun in "-iste" or "-ista"', () => {
  it('names a role: "Responsable informatique / Graphiste" is one title, not a role and an employer', () => {
    expect(assignHeaderParts(['Responsable informatique / Graphiste'])).toMatchObject({ title: 'Responsable informatique / Graphiste', company: null });
    expect(assignHeaderParts(['Periodista', 'Diario Sur'])).toMatchObject({ title: 'Periodista', company: 'Diario Sur' });
  });
});

describe('French "à" between a role and an employer with its place after a comma', () => {
  it('names the employer: "Développeur JEE à Worldline, Villeurbanne"; a town after "à" stays the role’s', () => {
    expect(assignHeaderParts(['Développeur JEE à Worldline, Villeurbanne'])).toMatchObject({ title: 'Développeur JEE', company: 'Worldline' });
    expect(assignHeaderParts(['Infirmière à Caen'])).toMatchObject({ company: null });
  });
});

describe('the tools listed under a role, parted by slashes', () => {
  it('are no employer: "Java / Swing / XML"', () => {
    const roles = parseExperience(['Data Engineer\tAvril 2016 - Août 2016', 'Java / Swing / XML', 'Developer\tMai 2015 - Mars 2016', 'Northwind Traders']);
    expect(roles.map((role) => role.company)).not.toContain('Java / Swing / XML');
  });
});

describe('a kind of contract on a line of its own under the role', () => {
  it('stands where the employer stands: "Freelance" is what the CV names as the employer, not the town under it', () => {
    expect(assignHeaderParts(['Freiberuflicher Ingenieur & Technischer Berater ·', 'Freelance', 'Jülich, Remote'])).toMatchObject({ title: 'Freiberuflicher Ingenieur & Technischer Berater', company: 'Freelance' });
    expect(assignHeaderParts(['Software Developer – Tirocinio', 'BSQ Security'])).toMatchObject({ title: 'Software Developer', company: 'BSQ Security' });
  });
});

describe('dates that open a role’s line, its fields up to a full stop, then its text', () => {
  it('reads the fields before the stop (not an initial’s) and leaves the sentence to the text', () => {
    const roles = parseExperience([
      '• (08/2014 – presente) Sistemas Globales S. A., desarrollador web UI. Lider técnico en proyecto',
      'hybrid angularjs + cordova para iPhone. Cliente: Virgin Mega',
      '• (04/2013 – 08/2014) Datos Andinos S. L., analista de datos. Informes de ventas para la dirección comercial.',
    ]);
    expect(roles.map((role) => [role.title, role.company, role.startDate])).toEqual([
      ['desarrollador web UI', 'Sistemas Globales S. A.', '2014-08'],
      ['analista de datos', 'Datos Andinos S. L.', '2013-04'],
    ]);
  });
  it('heads the teaching posts as experience: "Experiencia docente", "Esperienza didattica"', async () => {
    const { headingKind } = await import('./sections');
    expect(['2. Experiencia docente', 'Esperienza didattica', 'Expérience pédagogique'].map((text) => headingKind(text))).toEqual(['experience', 'experience', 'experience']);
  });
});

describe('a label naming a person by an honorific under a role', () => {
  it('is a detail of that role (its supervisor), not the next role’s title', () => {
    const roles = parseExperience([
      'Universität Wien', 'Tutorin Mikroökonometrie\t10/2015–01/2016', 'Aufgabenbereiche: Tutorien vorbereiten und halten', 'LV-Leiter: Prof. Dr. Nikolaus Hautsch',
      'Universität Wien', 'Organisation der Ring-Vorlesung Wirtschaftspolitik\t03/2015–06/2015', 'Aufgabenbereiche: Planung von Struktur und Inhalten', 'LV-Leiter: Dr. Konrad Podzceck',
      'Erste Bank und Sparkasse', 'Ferialaushilfe in der Filiale Breitensee\t08/2014–09/2014',
    ]);
    expect(roles.map((role) => role.title)).toEqual(['Tutorin Mikroökonometrie', 'Organisation der Ring-Vorlesung Wirtschaftspolitik', 'Ferialaushilfe in der Filiale Breitensee']);
  });
});

describe('an entry whose header is set as list items under its employer', () => {
  it('reads the items of the role and of the dates as the header, the paragraph under them as the text', () => {
    expect(heads(['InfortechMS', '• Desenvolvedor Full Stack', '• 2017 - 2019/20', 'Análise e desenvolvimento de sistemas com Laravel.', 'Systematica', '• Desenvolvedor de sistemas', '• 2014 - 2016', 'Desenvolvimento de sistemas em PHP.'].join('\n'))).toEqual([
      ['Desenvolvedor Full Stack', 'InfortechMS', '2017', '2020', false],
      ['Desenvolvedor de sistemas', 'Systematica', '2014', '2016', false],
    ]);
  });

  it('keeps the list of a role whose items tell what was done, with a date in one of them', () => {
    const [role] = parseExperience(['Acme Ltd', 'Engineer', 'Jan 2019 – Present', '• Led the 2020 migration to the cloud', '• Cut costs by 20%']);
    expect(role.highlights).toEqual(['Led the 2020 migration to the cloud', 'Cut costs by 20%']);
  });
});

describe('an entry read crosswise among entries of one shape', () => {
  it('is read by the section\'s shape: employer over role in four entries makes the fifth so, whatever its words', () => {
    const text = [
      'InfortechMS', 'Desenvolvedor Full Stack', '2017 - 2019',
      'Systematica', 'Desenvolvedor de sistemas', '2014 - 2016',
      'Trinity Brasil', 'Front e backend developer', '2012 - 2014',
      'Lex Editora', 'Desenvolvimento desktop', '2010 - 2012',
    ].join('\n');
    expect(heads(text).map(([title, company]) => [title, company])).toEqual([
      ['Desenvolvedor Full Stack', 'InfortechMS'],
      ['Desenvolvedor de sistemas', 'Systematica'],
      ['Front e backend developer', 'Trinity Brasil'],
      ['Desenvolvimento desktop', 'Lex Editora'],
    ]);
  });
});

describe('employers of the public service, as the seven languages name them', () => {
  it('reads a ministry line under a unit line as the employer, and a name with an elided article as a name', () => {
    const roles = parseExperience([
      'Conseiller stratégique (depuis 2021/06)',
      'Direction générale des infrastructures',
      'Ministère de l’Enseignement supérieur',
      'Analyste en informatique (1991/02 – 1992/02)',
      'Ministère de l’Enseignement supérieur et de la science, Québec',
      'Stagiaire (1988/05 – 1988/08)',
      'Defence Research Establishment Pacific, Victoria, Colombie-Britannique',
    ]);
    expect(roles.map((role) => [role.title, role.company])).toEqual([
      ['Conseiller stratégique', 'Ministère de l’Enseignement supérieur'],
      ['Analyste en informatique', 'Ministère de l’Enseignement supérieur et de la science'],
      ['Stagiaire', 'Defence Research Establishment Pacific'],
    ]);
  });

  it('keeps a town and its country together as the place: "CDMX, México", "Leeds, West Yorkshire"', () => {
    expect(splitHeader('Acme Widgets, Leeds, West Yorkshire')).toEqual(['Acme Widgets', 'Leeds, West Yorkshire']);
    expect(splitHeader('Defence Research Establishment Pacific, Victoria, Colombie-Britannique')[0]).toBe('Defence Research Establishment Pacific');
  });
});

describe('a role named after a product and a place set in brackets on its own line', () => {
  it('reads "iOS Software Engineer" as the role and "(Saint-Petersburg, Russia)" as a place, not an employer', () => {
    const roles = parseExperience([
      'Lanit-Tercom\t09/2010 - 05/2011', 'iOS Software Engineer', '(Saint-Petersburg, Russia)', '• Hunting pro - iOS app for patterning a shotgun',
      'Agile Fusion Corporation\t07/2012 - 06/2015', 'iOS Software Engineer', '(Saint-Petersburg, Russia)', '• Shelvz - iOS app for redeeming coupons',
    ]);
    expect(roles.map((role) => [role.title, role.company])).toEqual([
      ['iOS Software Engineer', 'Lanit-Tercom'],
      ['iOS Software Engineer', 'Agile Fusion Corporation'],
    ]);
    expect(splitHeader('Saint-Petersburg, Russia')).toEqual(['Saint-Petersburg, Russia']);
    expect(splitHeader('(Saint-Petersburg, Russia)')).toEqual(['Saint-Petersburg, Russia']);
  });
});

describe('a header set as a row of cells, each cell an item', () => {
  it('reads "• Lunchbox⇥• Remote" over "• Software Engineer⇥• Aug 2021 - Aug 2022" as the header, the items under it as its text', () => {
    const roles = parseExperience([
      '• Lunchbox\t• Remote', '• Software Engineer\t• Aug 2021 - Aug 2022', '• Built ETL pipelines for third-party data', '• Introduced tracing tooling to my team',
      '• Innovasium Digital\t• Markham, ON, Canada', '• Full-Stack Developer Intern\t• Apr 2018 - Apr 2020', '• Migrated a legacy CMS onto AWS',
    ]);
    expect(roles.map((role) => [role.title, role.company, role.startDate, role.highlights.length])).toEqual([
      ['Software Engineer', 'Lunchbox', '2021-08', 2],
      ['Full-Stack Developer Intern', 'Innovasium Digital', '2018-04', 1],
    ]);
  });
});

describe('an employer "in" its town, its region and country after it', () => {
  it('reads the employer before "in" and the place after it, however long the place makes the line', () => {
    const roles = parseExperience([
      'AB Tasty in Köln, Nordrhein-Westfalen, Deutschland', 'Technischer Support Ingenieur, Juni 2022 - Heute', '• Entwicklung von A/B-Tests',
      'Dallmeier GmbH in Regensburg, Bayern, Deutschland', 'Applikationsentwickler, Mai 2018 - April 2020', '• Erstellte interaktive Komponenten',
      'Paul Bernhard Exhibit Design and Consulting in Houston, Texas, Vereinigte Staaten', 'Applikationsentwickler, September 2015 - Mai 2018', '• Entwurf von Anwendungen',
    ]);
    expect(roles.map((role) => [role.title, role.company])).toEqual([
      ['Technischer Support Ingenieur', 'AB Tasty'],
      ['Applikationsentwickler', 'Dallmeier GmbH'],
      ['Applikationsentwickler', 'Paul Bernhard Exhibit Design and Consulting'],
    ]);
    expect(splitHeader('Software Engineer in Berlin')).toEqual(['Software Engineer in Berlin']);
  });
});

describe('a comma inside quotation marks', () => {
  it('parts no fields: a subject quoted with its commas stays whole, in English and German quotation marks', () => {
    expect(splitHeader('MSc "Ecology, Evolution, Genomics"')).toEqual(['MSc "Ecology, Evolution, Genomics"']);
    expect(splitHeader('„Alpha, Beta“ GmbH, Berlin')).toEqual(['„Alpha, Beta“ GmbH', 'Berlin']);
    expect(splitHeader('MSc “Ecology, Evolution”, Lyon')).toEqual(['MSc “Ecology, Evolution”', 'Lyon']);
  });
});

describe('headers of several short fields, posts named by their kind, and courses among the jobs', () => {
  it('reads a header line of an employer, roles and a coded place, however many words it runs to', () => {
    const roles = parseExperience([
      'Gruppo Global Sistemi - Software Engineer\tForlì (FC) - Emilia-Romagna', '01/2021 → 03/2021', '• Sviluppo di soluzioni gestionali.',
      'Onit Group SRL - Full Stack Software Developer & Analyst, Healthcare Solution\tCesena (FC) - Emilia-Romagna', '11/2017 → 12/2020', '• Progettazione di nuovi applicativi.',
      'Engineering, Ingegneria Informatica SPA - Consulente Applicativo - Product Specialist - Healthcare Solution\tCesena (FC) - Emilia-Romagna', '05/2017 → 11/2017', '• Configurazione del software ospedaliero.',
    ]);
    expect(roles.map((role) => [role.company, role.startDate])).toEqual([
      ['Gruppo Global Sistemi', '2021-01'],
      ['Onit Group SRL', '2017-11'],
      ['Ingegneria Informatica SPA', '2017-05'],
    ]);
    expect(roles[1].title).toBe('Full Stack Software Developer & Analyst');
    // A sentence with dashes stays a sentence: its parts are too long to be fields.
    expect(parseExperience(['Worked on the migration of the billing platform to the cloud - reduced the cost of hosting by a third for all customers', '2019 – 2020'])).toEqual([]);
  });

  it('reads a brand in lower case before the role, where places close the line', () => {
    expect(heads('poltronesofà - Software Engineer\tForlì (FC) - Emilia-Romagna\n03/2021 → presente\n• Sviluppo di microservizi.')).toEqual([['Software Engineer', 'poltronesofà', '2021-03', null, true]]);
    expect(assignHeaderParts(['worked remotely - Software Engineer | Berlin']).company).toBeNull();
  });

  it('takes an internship held in a field for the role, in the section’s shape', () => {
    const roles = parseExperience([
      'Desenvolvedor FullStack Júnior', 'Meta Tecnologia da Informação / set 2014 - dez 2014', '• Desenvolvedor de uma aplicação ERP.',
      'Estágio em Teste de Software', 'Meta Tecnologia da Informação / fev 2014 - ago 2014', '• Responsável por testar uma aplicação ERP.',
    ]);
    expect(roles.map((role) => [role.title, role.company])).toEqual([
      ['Desenvolvedor FullStack Júnior', 'Meta Tecnologia da Informação'],
      ['Estágio em Teste de Software', 'Meta Tecnologia da Informação'],
    ]);
    expect(assignHeaderParts(['Praktikum im Vertrieb', 'Muster GmbH'])).toMatchObject({ title: 'Praktikum im Vertrieb', company: 'Muster GmbH' });
  });

  it("dates a header by one month where the section's headers close on their dates after one mark", () => {
    const roles = parseExperience([
      'Desenvolvedor FullStack', 'iRancho / dez 2019 - atualmente', '• Trabalhando com toda a stack JavaScript.',
      'Desenvolvimento de Aplicação Web', 'Freelance / dez 2017 - jan 2018', '• Um cardápio online para um restaurante.',
      'Desenvolvimento de Aplicação Mobile', 'Freelance / set 2016', '• Cálculo de sementes de soja.',
    ]);
    expect(roles.map((role) => [role.title, role.company, role.startDate, role.endDate])).toEqual([
      ['Desenvolvedor FullStack', 'iRancho', '2019-12', null],
      ['Desenvolvimento de Aplicação Web', 'Freelance', '2017-12', '2018-01'],
      ['Desenvolvimento de Aplicação Mobile', 'Freelance', '2016-09', '2016-09'],
    ]);
    // Where the headers do not close on their dates so, a date closing a line is no header's.
    expect(parseExperience(['Developer / Acme', '2019 - 2021', '• Released version 2 / 2020']).length).toBe(1);
  });

  it('leaves out a training or a course listed among the jobs, unless a role is named', () => {
    const roles = parseExperience([
      'Scientific Employee\tUniversity of Bremen, 2012 - 2014', '• Built assessment tools.',
      'Project Management Simulation Training\tGetoq Consulting, 2011 / 11', '• Performed a two-day project simulation.',
      'Student Assistant\tUniversity of Bremen, 2010 - 2011', '• Programmed a portal.',
      'Sales Training Manager\tAcme Ltd, 2008 - 2010',
    ]);
    expect(roles.map((role) => role.title)).toEqual(['Scientific Employee', 'Student Assistant', 'Sales Training Manager']);
  });
});

describe("a town's name in a cell beside the employer's", () => {
  it('is the place, the other name the employer', () => {
    expect(assignHeaderParts(['Project Manager for International Cooperation', 'Santo Domingo\tAgencia Española de Cooperación Internacional para el Desarrollo'])).toMatchObject({
      title: 'Project Manager for International Cooperation',
      company: 'Agencia Española de Cooperación Internacional para el Desarrollo',
    });
    // A name alone beside the role is still the employer, whatever town bears it too.
    expect(assignHeaderParts(['Software Engineer', 'Nokia']).company).toBe('Nokia');
  });
});

describe('the people a header names beside the post', () => {
  it('are neither the role nor the employer', () => {
    const roles = parseExperience([
      "Août 2011 – Février 2012\tIngénieur Chercheur, Microsoft Research, Redmond, Chef d'équipe : Kristin Lauter",
      'Développement de la librairie cryptographique de Microsoft',
      "Octobre 2010 – Août 2011\tPostdoctorant, Inria Bordeaux Sud-Ouest, Bordeaux, Chef d'équipe : Andreas Enge",
      'Genus 2 curves and complex multiplication.',
    ]);
    expect(roles.map((role) => [role.title, role.company])).toEqual([
      ['Ingénieur Chercheur', 'Microsoft Research'],
      ['Postdoctorant', 'Inria Bordeaux Sud-Ouest'],
    ]);
    // A labelled role, client or team stays: no person is named there.
    expect(withoutNamedPeople('Mission : Consultant SAP')).toBe('Mission : Consultant SAP');
    expect(withoutNamedPeople('Acme, Team: Data Science')).toBe('Acme, Team: Data Science');
    expect(withoutNamedPeople('Thèse, Université Henri Poincaré, Nancy, Directeur : Guillaume Hanrot')).toBe('Thèse, Université Henri Poincaré, Nancy');
  });
});

describe('a list of roles as items, under the period it spans', () => {
  it('reads each item, its glyph set apart by a tab or a space, and no role of the period', () => {
    const roles = parseExperience([
      '1998 - 2008',
      '•\tUnited States Marine Corps – Information Specialist (2003–2008), Washington, DC.',
      'Operated and supported the USMC network.',
      '•\tCimarron Software Services – Systems Analyst (2001– 2002), Houston, TX.',
    ]);
    expect(roles.map((role) => [role.title, role.company, role.startDate, role.endDate])).toEqual([
      ['Information Specialist', 'United States Marine Corps', '2003', '2008'],
      ['Systems Analyst', 'Cimarron Software Services', '2001', '2002'],
    ]);
  });
});

describe('a role whose first word is a participle', () => {
  it('is a role where its last word names one ("Tenured Researcher"), a deed where it does not', () => {
    expect(heads('Fraunhofer HHI\tBerlin\nHead of Explainable AI\tJan 2021 – present\nTenured Researcher\tJan 2019 – present\nResearch Associate\tOct 2014 – Dec 2018').map((role) => role[0])).toEqual([
      'Head of Explainable AI',
      'Tenured Researcher',
      'Research Associate',
    ]);
    expect(parseExperience(['Managed payment systems\tJan 2019 – present'])[0]?.title ?? null).toBeNull();
  });
});

describe('an internship named with its field first, and a town in the slot the section keeps its employers in', () => {
  it('reads the internship as the role', () => {
    expect(assignHeaderParts(['NLP Engineering Internship | CCL, KU Leuven']).title).toBe('NLP Engineering Internship');
  });
  it('keeps the employer where the shape would put a town in its place', () => {
    const roles = parseExperience([
      '2002–present\tDeveloper, System Administrator, United Brains for Management, Soest', 'Built systems for clients of the agency.',
      '2005–2008\tWeb Developer, Memento, Amsterdam', 'Developed web applications for customers.',
      '2005–2007\tDeveloper, Coval, Soest', 'Development of a custom ERP suite.',
      '2003–2008\tSystem Administrator, Developer, Rubber Biscuit Internet Services, Amsterdam', 'Ran the servers of the firm.',
      '1999–2005\tDeveloper, System Administrator, Loxo Consultancy Services, Soest', 'Ran the network of the office.',
    ]);
    expect(roles.map((role) => role.company)).toEqual(['United Brains for Management', 'Memento', 'Coval', 'Rubber Biscuit Internet Services', 'Loxo Consultancy Services']);
  });
});

describe('a unit of the employer between the role and the employer on one line', () => {
  it('goes with the role, a team name of a few words longer than a short rest', () => {
    expect(assignHeaderParts(['Postdoctoral Fellow, Section on Functional Imaging Methods, National Institute of Mental Health'])).toMatchObject({
      title: 'Postdoctoral Fellow, Section on Functional Imaging Methods',
      company: 'National Institute of Mental Health',
    });
  });
});

describe('the lines under a header line that names the role and the employer', () => {
  it('are the role’s text where they open on what was done, whatever the role’s words', () => {
    const roles = parseExperience([
      'Scientific Employee / Software Development\tUniversity of Bremen, 2012 - 2014',
      'Invented a flexible assessment framework, targeting industrial trainees',
      'Supervised software development lifecycle',
      'Recruited team members',
      'Project Management Simulation Training\tGetoq Consulting, 2011 / 11',
      'Performed a two-day project simulation from management perspective',
      'Student Assistant / Programmer\totulea.uni-bremen.de, 2010 - 2011',
    ]);
    expect(roles.map((role) => [role.title, role.highlights])).toEqual([
      ['Scientific Employee / Software Development', ['Invented a flexible assessment framework, targeting industrial trainees', 'Supervised software development lifecycle', 'Recruited team members']],
      ['Student Assistant / Programmer', []],
    ]);
  });
});

describe("an employer's web address", () => {
  it('is no part of the name it follows, on the employer\'s own line', () => {
    const entries = parseExperience([
      'Engenheiro de Software Senior\t06/2020 – Atual',
      'REDITUS, SA https://reditus.pt',
      'O trabalho na equipa Reditus permite-me trabalhar com grandes clientes.',
      'Programador Delphi\t03/2007 – 06/2007',
      'CMCorp Soluções em Informática. https://www.cmcorp.com.br/',
      'Trabalhei no desenvolvimento e manutenção do produto.',
      'Programador Delphi\t09/2006 – 02/2007',
      'LexOnline Consultores Associados Ltda. http://lexonline.com.br',
      'Trabalhei no desenvolvimento.',
    ]);
    expect(entries.map((entry) => entry.company)).toEqual(['REDITUS, SA', 'CMCorp Soluções em Informática', 'LexOnline Consultores Associados Ltda.']);
  });

  it('names the business that trades under it, and only restates a name written beside it', () => {
    expect(assignHeaderParts(['DevOps Intern, bet-at-home.com -- Linz, AT'])).toMatchObject({ title: 'DevOps Intern', company: 'bet-at-home.com' });
    expect(assignHeaderParts(['ObjectRocket · Remote · objectrocket.com'])).toMatchObject({ company: 'ObjectRocket' });
    // ("ASP.NET" is a skill's name, not a web address.)
    expect(assignHeaderParts(['Developer, ASP.NET'])).toMatchObject({ title: 'Developer' });
  });
});

describe('a double hyphen standing for a dash', () => {
  it('parts the employer from its place as a dash does ("ENGEL -- Schwertberg, AT")', () => {
    const entries = parseExperience([
      'Development Team Lead, ENGEL -- Schwertberg, AT\tApr 2025 – present',
      'Leading the IMM-MES Connectivity Team.',
      'Freelance Software Engineer, List Engineering -- Innsbruck, AT\tJuly 2016 – Sept 2017',
      'Data visualisation of IoT data.',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([
      ['Development Team Lead', 'ENGEL'],
      ['Freelance Software Engineer', 'List Engineering'],
    ]);
  });
});

describe('a list in brackets after the role', () => {
  it('is what the role worked with, kept in the title, not an employer or a split of it', () => {
    const entries = parseExperience(['Programmeur (C#, SQL, PHP, HTML)\t2015–huidig', 'Mybestseller, Rotterdam', 'Het platform verder ontwikkelen en onderhouden']);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([['Programmeur (C#, SQL, PHP, HTML)', 'Mybestseller']]);
    expect(splitHeader('Fullstack Javascript Engineer (University of Bremen)')).toEqual(['Fullstack Javascript Engineer', 'University of Bremen']);
  });
});

describe("a date cell wrapped after its end's month", () => {
  it("takes the year opening the next line as the end's, and reads the role beside the month", () => {
    const entries = parseExperience([
      "octobre 2018 - février Ingénieur d'études et développement",
      '2021\tLaBRI, Université de Bordeaux',
      "• Développement d'un pipeline big data",
      'avril 2018 - septembre Stage développement Oracle Fusion',
      '2018\tAtos',
      "• Développement d'une solution de supervision",
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.startDate, entry.endDate])).toEqual([
      ["Ingénieur d'études et développement", 'LaBRI, Université de Bordeaux', '2018-10', '2021-02'],
      ['Stage développement Oracle Fusion', 'Atos', '2018-04', '2018-09'],
    ]);
  });
});

describe('a dash after the role, the line under it opening on an organisation', () => {
  it('keeps what follows the dash in the role, and the line under names the employer', () => {
    const entries = parseExperience([
      'March 2021 – August 2021\tIntern – Analysis of transcriptomic RNA-seq data',
      'University of Trento, Department of CIBIO, Trento (Italy)',
      '– Implemented a pipeline to process RNA-seq cancer data on a remote server.',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([['Intern – Analysis of transcriptomic RNA-seq data', 'University of Trento, Department of CIBIO']]);
    const at = parseExperience(['February 2015 – February 2016\tIntern at Engineering SPA', 'Engineering Tributi SPA http://www.tributi.eng.it/', 'Development of a project about entity resolution.']);
    expect(at.map((entry) => [entry.title, entry.company])).toEqual([['Intern at Engineering SPA', 'Engineering Tributi SPA']]);
  });
});

describe('brackets after the role, the employer on the line under it', () => {
  it('keep what the role was in, and the line under names the employer with its place', () => {
    const entries = parseExperience([
      'Teaching Assistant (Data Structures and Algorithms)\tJan 2025 – Present',
      'Colorado School of Mines · Golden, CO',
      '• Overseeing weekly office hours',
      'Tech Support I (MSP)\t07/2025 – 09/2026',
      'SharkEye Technology Services, LLC · Martinez, CA',
      '• Handled up to 50 support tickets a day',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.location])).toEqual([
      ['Teaching Assistant (Data Structures and Algorithms)', 'Colorado School of Mines', 'Golden, CO'],
      ['Tech Support I (MSP)', 'SharkEye Technology Services, LLC', 'Martinez, CA'],
    ]);
  });
});

describe('a section opening on dates the range reader cannot read', () => {
  it('reads the headers under the dates, as the first line shows, not above them', () => {
    const entries = parseExperience([
      'Julio i septiembre 2015 – Lleida',
      'Becario, colaboración en el proceso de matriculación',
      'Universitat de Lleida',
      'Septiembre 2017–Diciembre 2018 – Lleida',
      'Ingeniero informático',
      'Invelon Technologies',
      '• Desarrollo de un dispositivo IOT.',
      'Febrero 2020–Julio 2020 – Barcelona',
      'Profesor universitario',
      'ENTI Escola de Noves Tecnologies Interactives',
      'Responsable de las asignaturas de Mecànica y Informàtica gràfica',
      'Septiembre 2020–Enero 2021 – Lleida',
      'Profesor universitario',
      'Universitat de Lleida',
      'Profesor adjunto de la asignatura Intel·ligència Artificial',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.startDate])).toEqual([
      ['Ingeniero informático', 'Invelon Technologies', '2017-09'],
      ['Profesor universitario', 'ENTI Escola de Noves Tecnologies Interactives', '2020-02'],
      ['Profesor universitario', 'Universitat de Lleida', '2020-09'],
    ]);
  });
});

describe('a date told in a sentence under a role', () => {
  it('opens no entry where the section opens its entries on their dates', () => {
    const entries = parseExperience([
      '2021–Atual\tMonitoria, Universidade Federal de Juiz de Fora, Juiz de Fora',
      'Monitor na disciplina Laboratório de Eletrônica desde junho de 2021.',
      '2020–Atual\tSupernova Rocketry, Universidade Federal de Juiz de Fora, Juiz de Fora',
      'Projetista do setor de eletrônica da equipe.',
      '2018-2019\tPrograma de Educação Tutorial, Universidade Federal de Juiz de Fora, Juiz de Fora',
      'Bolsista do grupo Programa de Educação Tutorial - Engenharia Elétrica de agosto de 2018 a agosto de 2019.',
    ]);
    expect(entries.map((entry) => [entry.title, entry.startDate])).toEqual([
      ['Monitoria', '2021'],
      ['Supernova Rocketry', '2020'],
      ['Programa de Educação Tutorial', '2018'],
    ]);
  });
});

describe('the place beside the dates that open the line (the Europass editor)', () => {
  it('is the entry\'s place, never its employer', () => {
    const entries = parseExperience([
      'Septiembre 2017–Diciembre 2018 – Lleida',
      'Ingeniero informático',
      'Invelon Technologies',
      '• Desarrollo de un dispositivo IOT.',
      'Noviembre 2018–Actualidad – Lleida',
      'Becario',
      "Grup de recerca d'optimització, Universitat de Lleida",
      '• Desarrollo y mantenimiento de un servicio SaaS',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.location])).toEqual([
      ['Ingeniero informático', 'Invelon Technologies', 'Lleida'],
      ['Becario', "Grup de recerca d'optimització, Universitat de Lleida", 'Lleida'],
    ]);
  });
});

describe('a role on its own line, its employer on the next', () => {
  it('is the line as written across its dashes, up to a place', () => {
    const entries = parseExperience([
      'Avr.–Sep. 2009\tStage - Études des outils de tests Java et de la forge logicielle',
      'Orange Business Services, Rennes, France',
      "• Rédaction d'un support de formation pour Maven",
      'Gen. 2024 – Mag. 2024\tSoftware Developer – Backend Platform',
      'BSQ Security\tVerona, Italia',
      "• Sviluppata un'API RESTful con Flask",
    ]);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([
      ['Stage - Études des outils de tests Java et de la forge logicielle', 'Orange Business Services'],
      ['Software Developer – Backend Platform', 'BSQ Security'],
    ]);
  });
});

describe('an employer line holding a colon', () => {
  it('is the employer when a name of capitalised words stands before the colon, never a one-word label', () => {
    const entries = parseExperience([
      'Lead Data Scientist\tJul 2024 – Oct 2025',
      'EPAM Systems, Client: Multinational Consumer Goods Company · Krakow, PL',
      '• Played a technical leadership role.',
      'Consultant\tJan 2019 – Jun 2024',
      'Client: BC Hydro',
      '• Planned the grid.',
    ]);
    expect(entries.map((entry) => entry.company)).toEqual(['EPAM Systems, Client: Multinational Consumer Goods Company', null]);
  });
});

describe('the employer, its town, then the role, on one line', () => {
  it('ends the place at the town: words in lower case after it are the role\'s', () => {
    const entries = parseExperience([
      '2010\tCERFACS, Toulouse, Stage de fin d’étude',
      "(6 mois)\tSimulation aux grandes échelles d'un compresseur transsonique.",
      '2007-2009\tMac Donald\'s, Toulouse, Travail étudiant',
      "(2.5 ans)\tManagement d'une équipe (15 personnes).",
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.location])).toEqual([
      ['Stage de fin d’étude', 'CERFACS', 'Toulouse'],
      ['Travail étudiant', "Mac Donald's", 'Toulouse'],
    ]);
    expect(splitHeader('Google, Rio de Janeiro, Brasil')).toEqual(['Google', 'Rio de Janeiro, Brasil']);
  });
});

describe('a brand in camel case with its group in brackets', () => {
  it('is the employer, the place after it no employer', () => {
    expect(assignHeaderParts(['dgBirds (Groupe Air France KLM), Paris, France'])).toMatchObject({ company: 'dgBirds (Groupe Air France KLM)', location: 'Paris, France' });
  });
});

describe('a span of months over its year (a narrow date column wrapped)', () => {
  it('dates the role with both months in that year, and dates in brackets after a role\'s words date that role', () => {
    const entries = parseExperience([
      'Avril-Août\tDéveloppeur Unity3D, NaturalPad, Montpellier',
      '2015\tStage encadré par l’Université de Montpellier II.',
      'Juin-Août\tDéveloppeur Unity3D, VISIMMO 3D, Paris',
      '2014\tRéalisation d’un configurateur d’espace.',
      'Février-Avril\tDéveloppeur Web, PMSIpilot, Lyon',
      '2011\tStage encadré par l’IUT de Montpellier.',
      'Voiture pilote chez Mediaco (Juillet/Août 2011-2012). Moniteur de voile (Juillet/Août 2007-2010).',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.startDate, entry.endDate])).toEqual([
      ['Développeur Unity3D', 'NaturalPad', '2015-04', '2015-08'],
      ['Développeur Unity3D', 'VISIMMO 3D', '2014-06', '2014-08'],
      ['Développeur Web', 'PMSIpilot', '2011-02', '2011-04'],
      ['Voiture pilote', 'Mediaco', '2011', '2012'],
    ]);
  });
});

describe('a role, then a name no list knows as a town, then a country', () => {
  it('reads the name as the employer, "Act." as now, and a footnote\'s number alone between lines as nothing', () => {
    const entries = parseExperience([
      'May 2011–Act.\tProgramador, Paylogic, Países Bajos',
      'Desarrollador backend, he creado una API RESTful.',
      '2007–2008\tBecario tecnoduero, Fundación Caja Duero, España',
      'Apoyo docente y técnico a la alfabetización digital.',
      '4',
      '2004 (3 meses)\tTécnico en prácticas, Regox, España',
      'Administrador del servidor de la empresa.',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.location, entry.current])).toEqual([
      ['Programador', 'Paylogic', 'Países Bajos', true],
      ['Becario tecnoduero', 'Fundación Caja Duero', 'España', false],
      ['Técnico en prácticas', 'Regox', 'España', false],
    ]);
    expect(assignHeaderParts(['Developer, Berlin, Germany'])).toMatchObject({ title: 'Developer', company: null });
  });
});

describe("a period's two ends stacked in a date column", () => {
  it('is one range, either way round, each end beside a line of the header', () => {
    const entries = parseExperience([
      'Nov 2021\tTech Lead na Nova Escola',
      'Jul 2021\tEducação',
      'Criei script para importar conteúdo do Google Docs.',
      'Set 2019\tDesenvolvedor de Backend Java/Javascript na PagueMob',
      'Mar 2018\tSoftware House',
      'Trabalhei com 2 equipes.',
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.startDate, entry.endDate])).toEqual([
      ['Tech Lead', 'Nova Escola', '2021-07', '2021-11'],
      ['Desenvolvedor de Backend Java/Javascript', 'PagueMob', '2018-03', '2019-09'],
    ]);
  });
});

describe('a post named at length', () => {
  it('is the title up to fourteen words when only joining words part its capitalised words, never a sentence', () => {
    const entries = parseExperience(['seit 11.2013\tWissenschaftlicher Mitarbeiter am Fachgebiet für Datenverarbeitung in der Konstruktion (DiK)', 'Technische Universität Darmstadt', '• Industriekooperation mit der Airbus Group.']);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([['Wissenschaftlicher Mitarbeiter am Fachgebiet für Datenverarbeitung in der Konstruktion (DiK)', 'Technische Universität Darmstadt']]);
    expect(assignHeaderParts(['Developer who built and maintained the billing system for the whole retail group, Acme Ltd']).title ?? '').not.toContain('billing');
  });
});
