import { describe, expect, it } from 'vitest';
import { extractCertifications } from './certifications';
import { findLinkedin } from './contact';
import { extractCv } from './extract-cv';
import { textDocument } from './test-support';

describe('a one-word line under a credential', () => {
  it('is the next credential when it is a name of its own, and the wrapped end of the name when it ends as names do', () => {
    expect(extractCertifications(['ITIL® 4 Foundation', 'Staplerschein', 'Erste-Hilfe-Kurs (2019)'])).toEqual(['ITIL® 4 Foundation', 'Staplerschein', 'Erste-Hilfe-Kurs']);
    expect(extractCertifications(['Google Analytics Individual', 'Qualification'])).toEqual(['Google Analytics Individual Qualification']);
    // The issuer's line under it is who awarded it, no part of its name.
    expect(extractCertifications(['Cisco Certified Network Associate', 'Networking Academy'])).toEqual(['Cisco Certified Network Associate']);
  });
});

describe('extractCertifications', () => {
  it('keeps the named credential without its issuer, status or year', () => {
    expect(
      extractCertifications([
        'AWS Certified Security, Amazon Web Services (AWS)',
        'Chartered Financial Analyst (CFA) - Charterholder',
        'SQL Fundamentals Track, Datacamp',
        'AppleCare Hardware Certification - Apple Support',
        '03/2022\tAWS\tAWS Certified Solutions Architect',
        'Oracle Certified Professional, Java SE 8 Programmer',
      ]),
    ).toEqual(['AWS Certified Security', 'Chartered Financial Analyst (CFA)', 'SQL Fundamentals Track', 'AppleCare Hardware Certification', 'AWS Certified Solutions Architect', 'Oracle Certified Professional, Java SE 8 Programmer']);
  });

  it('takes no sentence describing a credential for one, without a full stop too', () => {
    expect(extractCertifications(['LPIC 1 - Linux administrator', 'Certificate issued by the Linux Professional Institute to prove abilities in Linux administration', 'Certified Kubernetes Administrator'])).toEqual([
      'LPIC 1 - Linux administrator',
      'Certified Kubernetes Administrator',
    ]);
  });

  it('splits several credentials on one line, without a label repeating the heading', () => {
    expect(extractCertifications(['Certificaciones Técnicas Certificación en Python, Certificación en AWS'])).toEqual(['Certificación en Python', 'Certificación en AWS']);
    expect(extractCertifications(['AWS Certified Developer; Certified Kubernetes Administrator'])).toEqual(['AWS Certified Developer', 'Certified Kubernetes Administrator']);
  });

  it('takes no school for a credential, but keeps a credential a school awards', () => {
    expect(extractCertifications(['University of British Columbia – Sauder School of Business June 2014 – Present', 'MIT Sloan Executive Certificate in Strategy'])).toEqual([
      'MIT Sloan Executive Certificate in Strategy',
    ]);
  });

  it('reads the issuer on the line under a credential as its issuer, not as another credential', () => {
    expect(extractCertifications(['Full-Stack Web Development', 'CodeAcademy', '2020', 'AWS Certified Developer', 'Amazon Web Services', '2019'])).toEqual([
      'Full-Stack Web Development',
      'AWS Certified Developer',
    ]);
  });

  it('takes no sentences for credentials', () => {
    expect(extractCertifications(['Creazione di un’app collaborativa in tempo reale con interfaccia drag-and-drop.'])).toEqual([]);
  });
});

describe('findLinkedin', () => {
  it('keeps a handle with dots whole', () => {
    expect(findLinkedin('linkedin.com/in/mariorossi.sample')).toBe('https://www.linkedin.com/in/mariorossi.sample');
    expect(findLinkedin('See linkedin.com/in/jane-doe.')).toBe('https://www.linkedin.com/in/jane-doe');
  });
});

describe('certifications with precision', () => {
  it('keeps credential names and drops course lists, prizes, issuing bodies and sentence fragments', () => {
    expect(
      extractCertifications([
        'PHP Framework (certificate): Zend, Codeigniter,',
        'Symfony.',
        'OOP, CSS, SQL, MySQL.',
        'Data Structures, Database Management Systems, Object Oriented Programming, Computer Organization & Architecture,',
        'Series 7, 66 and 3 Licenses',
        'Financial Industry Regulatory Authority',
        '(FINRA)',
        'Microsoft Technical Associate (MTA)',
        'Dean’s List – University of Willow Creek',
        'Best Paper Award 2021',
        'certifies ability to install and configure networks',
      ]),
    ).toEqual(['PHP Framework (certificate)', 'Series 7, 66 and 3 Licenses', 'Microsoft Technical Associate (MTA)']);
  });

  it('reads exam codes, ISO dates and licence numbers as parts of a credential line, not its name', () => {
    expect(
      extractCertifications([
        '70-528: Microsoft .NET Framework 2.0 - Web-Based Client Development.',
        'Certified Kubernetes Administrator | CNCF\t1989-06-12',
        'Watergate Master Plumber, Lic. #2445',
        'Open Certified Data',
        'Scientist (Open CDS)',
      ]),
    ).toEqual(['70-528: Microsoft .NET Framework 2.0 - Web-Based Client Development', 'Certified Kubernetes Administrator', 'Watergate Master Plumber', 'Open Certified Data Scientist (Open CDS)']);
  });

  it('joins a credential wrapped on a joining word ("… Certificate in" / "Word and Excel")', () => {
    expect(extractCertifications(['Microsoft Office Specialist Certificate in', 'Word and Excel'])).toEqual(['Microsoft Office Specialist Certificate in Word and Excel']);
  });

  it('reads a CV whose certifications section is written in capitals', () => {
    const data = extractCv(textDocument('JANE DOE\nJANE@EXAMPLE.COM\nCERTIFICATIONS\nAWS CERTIFIED SOLUTIONS ARCHITECT – ASSOCIATE (2023)\nCERTIFIED SCRUM MASTER'));
    expect(data.certifications).toEqual(['AWS CERTIFIED SOLUTIONS ARCHITECT – ASSOCIATE', 'CERTIFIED SCRUM MASTER']);
  });
});

describe('a certifications section laid out as a form', () => {
  it("reads each credential from its name row, not the form's dates, links, descriptions or summary lines", () => {
    const lines = [
      'Dates\tNov 2023',
      'Name\tProfessional Scrum Master I',
      'Description\tAssessment of the Scrum framework, its roles and events,',
      'and of how a team applies them.',
      'Link\twww.scrum.org/certificates/12345',
      'Dates\tMar 2021',
      'Name\tAWS Certified Cloud Practitioner',
      'Issuer\tAmazon Web Services',
      'Summary of Certificates',
      'Back-end technologies frequency\tjava (1)',
    ];
    expect(extractCertifications(lines)).toEqual(['Professional Scrum Master I', 'AWS Certified Cloud Practitioner']);
    expect(extractCertifications(['Bezeichnung\tStaplerschein', 'Datum\t05/2019', 'Aussteller\tTÜV Rheinland'])).toEqual(['Staplerschein']);
  });

  it('is read line by line when its rows are a credential and its date', () => {
    expect(extractCertifications(['AWS Certified Developer\t2020', 'Certified Kubernetes Administrator\t2021'])).toEqual(['AWS Certified Developer', 'Certified Kubernetes Administrator']);
  });
});

describe('a group label over a list of credentials', () => {
  it('is no credential: "2023⇥Certificazioni IT" over its items', () => {
    expect(extractCertifications(['2023\tCertificazioni IT', '• AWS Certified Solutions Architect (Associate)', '• Professional Scrum Master (PSM I)'])).toEqual([
      'AWS Certified Solutions Architect (Associate)',
      'Professional Scrum Master (PSM I)',
    ]);
  });
});

describe('the word that introduced a credential’s date', () => {
  it('goes with the date: "…, em 2021", "im Jahr 2019"', () => {
    expect(extractCertifications(['• Agile Scrum Foundation – emitido por EXIN, em 2017', 'Zertifikat Projektmanagement, IHK, im Jahr 2019'])).toEqual(['Agile Scrum Foundation', 'Zertifikat Projektmanagement']);
  });
});

describe('a table of certificates under a heading no list names', () => {
  it('is the certifications: its heading row and its link cells are no part of them, a degree word in a name makes no study', () => {
    // Headings set in Word's "Heading 2" (the document's heading style), the rest body text.
    const headings = new Set(['Berufserfahrung', 'Qualifikationen', 'Hobbys']);
    const doc = textDocument(
      [
        'Christian Dobert',
        'christian@example.org',
        'Berufserfahrung',
        'Java Enterprise Entwickler',
        'ALTEN Group, 2014 - 2016',
        'Qualifikationen',
        'Jahr\tZertifikat\tDetails',
        'Juli 2016\tOracle Certified Associate, Java SE 8 Programmer\tZertifikat Link',
        'Oktober 2014\tProfessional Scrum Master I (scrum.org)\tZertifikat Link',
        'Hobbys',
        'Klettern',
      ].join('\n'),
    );
    const cv = extractCv({ ...doc, format: 'docx', lines: doc.lines.map((line) => (headings.has(line.text) ? { ...line, kind: 'heading' as const, style: 'Heading 2', fontSize: 14, bold: true } : { ...line, fontSize: 11 })) });
    expect(cv.certifications).toEqual(['Oracle Certified Associate, Java SE 8 Programmer', 'Professional Scrum Master I (scrum.org)']);
    expect(cv.education).toEqual([]);
  });
});

describe('credentials each with its issuer on the line under it', () => {
  it('are the credentials: the issuers with a number or a year, in capitals alone, and the items under them are not', () => {
    expect(
      extractCertifications([
        'Administration of Government Cloud Services', 'ENAP • VMKE17466597KT24',
        'ModelOps: Governing AI and Machine Learning Models', 'SAS',
        'SAS Viya Operations', 'SAS • 9E42D53A-F2CC-4D29-A4A8-DD9187C786E2',
        'Certified Peer Reviewer', 'ELSEVIER',
      ]),
    ).toEqual(['Administration of Government Cloud Services', 'ModelOps: Governing AI and Machine Learning Models', 'SAS Viya Operations', 'Certified Peer Reviewer']);
    expect(
      extractCertifications(['Social Media Marketing', 'LinkedIn\t2022', '• Strategia e ottimizzazione, creazione contenuti', 'Google Analytics', 'Google\t2023', '• GA4, Google Tag Manager']),
    ).toEqual(['Social Media Marketing', 'Google Analytics']);
    // Short credentials in capitals, one a line, with no issuer's line among them, stay credentials.
    expect(extractCertifications(['PMP', 'CSM', 'CISSP'])).toEqual(['PMP', 'CSM', 'CISSP']);
  });
});
