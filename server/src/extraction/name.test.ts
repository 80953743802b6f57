import { describe, expect, it } from 'vitest';
import { extractCv } from './extract-cv';
import { findName, isPlausibleName, splitNameParts } from './name';
import { textDocument } from './test-support';
import { buildBlocks } from '../documents/blocks';
import type { DocumentLine } from '../documents/types';

const nameOf = (text: string) => findName(textDocument(text).lines, null);

describe('a name written surname first, in capitals, before a comma', () => {
  it('is read in its printed order, in normal case; a place written so is no name', async () => {
    const { extractCv } = await import('./extract-cv');
    const { textDocument } = await import('./test-support');
    const name = (first: string) => extractCv(textDocument(`${first}\nSoftware Engineer\nx@example.com\nExperience\nDeveloper, Acme GmbH, 2019 – 2021`)).name;
    expect(name('MÜLLER, Hans')).toBe('Müller Hans');
    expect(name('DUPONT, Jean-Luc')).toBe('Dupont Jean-Luc');
    expect(name('GARCÍA LÓPEZ, María')).toBe('García López María');
    expect(name('LONDON, United Kingdom')).toBeNull();
  });
});

describe('findName', () => {
  it('skips headings such as CURRICULUM VITAE, CONTACT and Profile', () => {
    expect(nameOf('CURRICULUM VITAE\nCONTACT\nProfile\nMaria Fernández')).toBe('Maria Fernández');
  });

  it('does not take a job title for a name', () => {
    expect(nameOf('Senior Project Manager\nThabo Nkosi')).toBe('Thabo Nkosi');
  });

  it('keeps credentials and prefixes apart from the name', () => {
    expect(nameOf('Jane Doe, RN, BSN')).toBe('Jane Doe');
    expect(nameOf('Thabo Nkosi Pr.Eng.')).toBe('Thabo Nkosi');
    expect(nameOf('Engr. Chidi Okafor')).toBe('Chidi Okafor');
    expect(nameOf('Dr Anna Weber')).toBe('Anna Weber');
    expect(splitNameParts('Dr. Jane Doe, RN, BSN')).toEqual({ name: 'Jane Doe', prefix: 'Dr.', credentials: ['RN', 'BSN'] });
  });

  it('finds the name run into a place or a street address on one line', () => {
    expect(nameOf('Mei Ruthanne Schuppe, Telangana - Email me on Indeed')).toBe('Mei Ruthanne Schuppe');
    expect(nameOf('Ivan Keeling 87 Some Example Street\nKansas City, MO 52364')).toBe('Ivan Keeling');
    expect(nameOf('Senior Accountant, London\nRavi Patel')).toBe('Ravi Patel');
  });

  it('reads "RESUME" on the first line as the document title, with the name after it', () => {
    expect(extractCv(textDocument('RESUME\nAllan Koepp\nQualification: Degree in Engineering (Metallurgy)\nHome Tel: 91-44-8260905')).name).toBe('Allan Koepp');
    expect(extractCv(textDocument('PROFESSIONAL RESUME\nJosefina Goyette\nWeb and Application Developer')).name).toBe('Josefina Goyette');
  });

  it('title-cases a name written in capitals', () => {
    expect(nameOf("SEAN O'BRIEN")).toBe("Sean O'Brien");
    expect(nameOf('CHARLES MCTURLAND')).toBe('Charles McTurland');
  });

  it('prefers the name that matches the e-mail address', () => {
    expect(findName(textDocument('Acme Analytics\nLena Fischer').lines, 'lena.fischer@example.com')).toBe('Lena Fischer');
  });

  it('finds the name after a plain-text sidebar that runs into it', () => {
    const data = extractCv(textDocument('SKILLS\nPython\nSQL\nCERTIFICATIONS\nACCA\nOmar Haddad\nFinance Manager\nPROFILE\nAnalyst.'));
    expect(data.name).toBe('Omar Haddad');
    expect(data.certifications).toEqual(['ACCA']);
  });

  it('reads a name followed by "Resume", set one word a line, or typed with a stray capital', () => {
    expect(nameOf('Jan Küster Resume\nI create resume templates.')).toBe('Jan Küster');
    expect(nameOf('MAX\nMUSTER\nFullstack Developer')).toBe('Max Muster');
    expect(nameOf('JoHn Sample\nobjective')).toBe('John Sample');
    // Names that have a second capital keep it.
    expect(nameOf('Charles McTurland\nSoftware Engineer')).toBe('Charles McTurland');
    expect(nameOf('Danny DeVito\nActor')).toBe('Danny DeVito');
  });

  it('reads Dutch names with "in de", and never a role written under its label', () => {
    expect(nameOf('FUNCTIE\nLow Code Test Engineer\nWOONPLAATS\nZeist\nErik Kijk in de Vegte')).toBe('Erik Kijk in de Vegte');
  });

  it("takes the name set in large type over a running header's words repeated on every page", () => {
    const header = (page: number): DocumentLine => ({ text: 'Minerva Europass | Generated on 11-05-2024\tResume | John Smith', page, region: 'header', fontSize: 7 });
    const lines: DocumentLine[] = [
      header(1),
      header(2),
      header(3),
      { text: 'John Smith', page: 1, region: 'sidebar', fontSize: 14 },
      { text: 'Software Developer', page: 1, region: 'sidebar', fontSize: 12 },
      { text: 'Curriculum Vitae', page: 1, region: 'body', fontSize: 18 },
    ];
    expect(findName(lines, 'my@email.com')).toBe('John Smith');
  });

  it('reads a name set one word a line when the first line runs on into the column beside it', () => {
    const lines: DocumentLine[] = [
      { text: 'AMBROSE\tCAREER OBJECTIVE', page: 1, region: 'header', x: 22, fontSize: 20.7, bold: true },
      { text: 'Conscientious and innovative graduate seeking a challenging position.', page: 1, region: 'body', x: 230, fontSize: 11 },
      { text: 'HORVÁTH', page: 1, region: 'sidebar', x: 22, fontSize: 20.7, bold: true },
      { text: 'Associate Data Scientist', page: 1, region: 'sidebar', x: 22, fontSize: 16 },
      { text: 'Santa Barbara, CA', page: 1, region: 'sidebar', x: 37, fontSize: 11 },
    ];
    expect(findName(lines, 'ambro_@email.com')).toBe('Ambrose Horváth');
  });

  it('reads a one-word name set large when it is the whole of the e-mail address, never the headline beside it', () => {
    const lines: DocumentLine[] = [
      { text: 'Alice', page: 1, region: 'sidebar', x: 14, fontSize: 24.8 },
      { text: 'Adventurer', page: 1, region: 'sidebar', x: 113, fontSize: 14.3 },
      { text: 'United Kingdom', page: 1, region: 'sidebar', x: 17, fontSize: 14.3 },
    ];
    expect(findName(lines, 'alice@wonderland.com')).toBe('Alice');
    expect(findName(lines, 'info@wonderland.com')).toBeNull();
    expect(findName([{ ...lines[0], fontSize: 12 }, { text: 'Curriculum Vitae', page: 1, region: 'body', fontSize: 20 }], 'alice@wonderland.com')).toBeNull();
  });

  it('leaves the name empty when the CV has none', () => {
    expect(nameOf('EXPERIENCE\nSoftware Engineer, Acme Ltd\n2019 - 2021')).toBeNull();
  });
});

describe('a greeting that introduces the candidate', () => {
  it('names them, in the seven languages', () => {
    for (const [greeting, name] of [
      ['Hi, I am Maximilian Berger 👋', 'Maximilian Berger'],
      ["Hello there! I'm Ana Lima, a data engineer", 'Ana Lima'],
      ['Hallo, ich bin Jana Weiß.', 'Jana Weiß'],
      ["Bonjour, je m'appelle Luc Martin", 'Luc Martin'],
      ['¡Hola! Soy Lucía Romero', 'Lucía Romero'],
      ['Ciao, sono Marco Bianchi', 'Marco Bianchi'],
      ['Hoi, ik ben Sanne de Vries', 'Sanne de Vries'],
    ]) {
      expect(extractCv(textDocument([greeting, 'hello@example.com', '', 'Experience', 'Developer, Acme Ltd, 2019 – present'].join('\n'))).name, greeting).toBe(name);
    }
  });

  it('names nobody when what follows is no name', () => {
    expect(extractCv(textDocument(['Hi, I am passionate about building products', 'Jana Weiß', 'hello@example.com'].join('\n'))).name).toBe('Jana Weiß');
  });
});

describe('a name after an icon font’s letters', () => {
  it('is the name without the LinkedIn glyph’s "in"', () => {
    expect(findName([{ text: 'CONTACTS', page: 1, region: 'body' }, { text: 'in Pedro Pereira', page: 1, region: 'body' }, { text: '☎ +351 962 119 614', page: 1, region: 'body' }], null)).toBe('Pedro Pereira');
  });
});

describe('a name after what the document is', () => {
  it('is read from "Curriculum Vitae di Paolo Alborno", "Resume of Jane Doe"', () => {
    expect(findName([{ text: 'Curriculum Vitae di Paolo Alborno', page: 1, region: 'body' }, { text: 'Un percorso professionale nel mondo del software.', page: 1, region: 'body' }], null)).toBe('Paolo Alborno');
    expect(findName([{ text: 'Resume of Jane Doe', page: 1, region: 'body' }], null)).toBe('Jane Doe');
  });
});

describe('the title of an application’s papers', () => {
  it('is no name: the greeting in the letter below it names the candidate', () => {
    expect(findName([{ text: 'Bewerbungsunterlagen', page: 1, region: 'body' }, { text: 'Motivationsschreiben', page: 1, region: 'body' }, { text: 'Mein Name ist Lena Lehmann und ich bin Eure neue Backendentwicklerin.', page: 1, region: 'body' }], null)).toBe('Lena Lehmann');
  });
});

describe('a details column set one word a line', () => {
  it('gives no name of its marital status and a label: "Solteiro" over "E-mail"', () => {
    expect(findName([{ text: 'CURRICULUM VITAE', page: 1, region: 'body' }, { text: 'Solteiro', page: 1, region: 'body' }, { text: 'E-mail', page: 1, region: 'body' }, { text: 'BRUNO SILVA MACÁRIO', page: 1, region: 'body' }], null)).toBe('Bruno Silva Macário');
  });
});

describe('a name set as a heading after a details column', () => {
  it('is read where the contact lines name nobody', () => {
    const lines: DocumentLine[] = [
      { text: 'Formação', page: 1, region: 'body', kind: 'heading', style: 'Heading 2', fontSize: 14 },
      { text: 'Instituto Federal de Mato Grosso', page: 1, region: 'body', fontSize: 10 },
      { text: 'BRUNO SILVA MACÁRIO', page: 1, region: 'body', kind: 'heading', style: 'Heading 1', fontSize: 20 },
      { text: 'Experiências Profissionais', page: 1, region: 'body', kind: 'heading', style: 'Heading 2', fontSize: 14 },
      { text: 'FITINSUR', page: 1, region: 'body', fontSize: 10 },
      { text: 'Analista de Sistemas', page: 1, region: 'body', fontSize: 10 },
      { text: 'janeiro de 2022 até o momento', page: 1, region: 'body', fontSize: 10 },
      { text: 'Certificações', page: 1, region: 'body', kind: 'heading', style: 'Heading 2', fontSize: 14 },
      { text: 'Agile Scrum Foundation', page: 1, region: 'body', fontSize: 10 },
    ];
    expect(extractCv({ format: 'docx', lines, blocks: buildBlocks(lines), text: lines.map((line) => line.text).join('\n'), pages: 1, ocr: false }).name).toBe('Bruno Silva Macário');
  });
});

describe('a given name that folds to a marital status', () => {
  it('reads "Jean Marie NTSAMA" as a name: "marié" names no one as a whole line, but "Marie" is a given name', () => {
    expect(isPlausibleName('Jean Marie NTSAMA')).toBe(true);
    expect(isPlausibleName('Marie Curie')).toBe(true);
  });
});

describe('a name after its label, in the languages of the CVs', () => {
  it('reads "Nome: Thiago Lúcio Bittencourt Thomaz Silva" as the name, and a labelled profession as none', () => {
    const lines = ['Curriculum Vitae', 'Nome: Thiago Lúcio Bittencourt Thomaz Silva', 'Profissão: Front-end Developer', 'Email: thiago@example.com'].map((text): DocumentLine => ({ text, page: 1, region: 'body' }));
    expect(findName(lines, 'thiago@example.com')).toBe('Thiago Lúcio Bittencourt Thomaz Silva');
  });
});

describe('a name set in lower case as a design sets its type', () => {
  it('is the name, capitalised, where it is the largest type and a word of it is the e-mail’s own', () => {
    const lines: DocumentLine[] = [
      { text: 'gilles jacobs', page: 1, region: 'body', fontSize: 24 },
      { text: 'NLP, machine learning & data engineer', page: 1, region: 'body', fontSize: 12 },
      { text: 'gilles@jacobsgill.es', page: 1, region: 'body', fontSize: 10 },
    ];
    expect(findName(lines, 'gilles@jacobsgill.es')).toBe('Gilles Jacobs');
    // In the text's own size, lower-case words are words of a sentence, no name.
    expect(findName([{ text: 'gilles jacobs', page: 1, region: 'body', fontSize: 10 }, { text: 'Senior Engineer', page: 1, region: 'body', fontSize: 24 }], 'gilles@jacobsgill.es')).not.toBe('Gilles Jacobs');
  });
});

describe('a name wrapped in its large type', () => {
  it('is read whole: its last word on the line under it', () => {
    const lines: DocumentLine[] = [
      { text: 'José Ramón Martínez', page: 1, region: 'body', fontSize: 20, x: 65 },
      { text: 'School of Geography', page: 1, region: 'body', fontSize: 9, x: 282 },
      { text: 'Batlle', page: 1, region: 'body', fontSize: 20, x: 65 },
      { text: 'Professor & Researcher', page: 1, region: 'body', fontSize: 13, x: 65 },
    ];
    expect(findName(lines, 'joseramon@example.org')).toBe('José Ramón Martínez Batlle');
    // A role in the name's type under it ("Stationsleiterin") is none of it; nor a word in the text's size.
    expect(findName([{ text: 'Liam Moreno', page: 1, region: 'body', fontSize: 20, x: 65 }, { text: 'Stationsleiterin', page: 1, region: 'body', fontSize: 20, x: 65 }], null)).toBe('Liam Moreno');
    expect(findName([{ text: 'Jane Doe', page: 1, region: 'body', fontSize: 20, x: 65 }, { text: 'Berlin', page: 1, region: 'body', fontSize: 10, x: 65 }], null)).toBe('Jane Doe');
  });
});
