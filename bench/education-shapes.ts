/**
 * Education entries written in the shapes CVs use, in the seven languages: each shape (degree, school, place, dates
 * and grade in another order, on one line with separators or on several lines, dates first or last, a date column
 * set off by a tab, a grade or thesis line, bullets of courses under it, a form's labelled rows) filled with the two
 * entries of one set, read by parseEducation, and counted right when both come back with their school as a field of
 * its own (nothing glued to it), a degree and the end year. The sets hold the schooling real CVs list, not only
 * universities: secondary schools (Gymnasium, Realschule, lycée, liceo, IES, escola secundária, a VWO school),
 * vocational training (an Ausbildung at a company, IUT, FP, MBO, ITS), language schools and online course providers,
 * and schools whose names carry no institution word ("Sciences Po", "ETH Zürich", "ISCTE", "Bocconi").
 *
 * The entries are invented and plain; this is a development bench (the rules were mended against it), not a check:
 * the check is the real-world set's dv74–dv94 row in bench:extract.
 *
 * With --cv, each section is set in a whole CV (a name, contact, a job, the language's education heading, the section,
 * a skills heading) and read by extractCv, so the section must also be found and kept whole.
 *
 *   npm run bench:edu-shapes [-- --misses] [-- --cv]   (--misses: list what each missed shape read)
 */
import { parseEducation } from '../server/src/extraction/education';
import { extractCv } from '../server/src/extraction/extract-cv';
import { textDocument } from '../server/src/extraction/test-support';
import { fold } from '../server/src/extraction/text-utils';

/** An entry: its degree as written (d), school (s), place (p), dates as written (y), end year (e) and grade (g). */
interface Study {
  d: string;
  s: string;
  p: string;
  y: string;
  e: string;
  g: string;
  /** The words that join a degree to its school ("at", "an der", "presso il"). */
  a: string;
}

/** What each language writes around an entry: a form's labels, a thesis line and the courses a bullet lists. */
interface Words {
  /** The headings of a CV in the language: its jobs, its schooling and its skills. */
  headings: [string, string, string];
  /** The labels of a Europass form's rows: its dates, the qualification and the school. */
  europass: [string, string, string];
  degreeLabel: string;
  schoolLabel: string;
  datesLabel: string;
  thesis: string;
  courses: string[];
}

const WORDS: Record<string, Words> = {
  en: { europass: ['Dates', 'Title of qualification awarded', 'Name and type of organisation providing education and training'], headings: ['Work Experience', 'Education', 'Skills'], degreeLabel: 'Degree', schoolLabel: 'School', datesLabel: 'Dates', thesis: 'Thesis: Forecasting demand with sparse data', courses: ['Relevant coursework: Statistics, Databases', 'Captain of the debating society'] },
  de: { europass: ['Zeitraum', 'Bezeichnung der erworbenen Qualifikation', 'Name und Art der Bildungs- oder Ausbildungseinrichtung'], headings: ['Berufserfahrung', 'Ausbildung', 'Kenntnisse'], degreeLabel: 'Abschluss', schoolLabel: 'Schule', datesLabel: 'Zeitraum', thesis: 'Abschlussarbeit: Nachfrageprognosen mit wenigen Daten', courses: ['Schwerpunkte: Statistik, Datenbanken', 'Mitglied der Schülervertretung'] },
  fr: { europass: ['Dates', 'Intitulé du certificat ou diplôme délivré', 'Nom et type de l\'établissement d\'enseignement ou de formation'], headings: ['Expérience professionnelle', 'Formation', 'Compétences'], degreeLabel: 'Diplôme', schoolLabel: 'Établissement', datesLabel: 'Période', thesis: 'Mémoire : la prévision de la demande', courses: ['Cours suivis : statistiques, bases de données', 'Membre du bureau des élèves'] },
  es: { europass: ['Fechas', 'Cualificación obtenida', 'Nombre y tipo del centro de estudios'], headings: ['Experiencia profesional', 'Formación académica', 'Habilidades'], degreeLabel: 'Título', schoolLabel: 'Centro', datesLabel: 'Fechas', thesis: 'Trabajo de fin de grado: previsión de la demanda', courses: ['Asignaturas: estadística, bases de datos', 'Delegada de curso'] },
  it: { europass: ['Date', 'Qualifica conseguita', 'Nome e tipo d\'organizzazione erogatrice dell\'istruzione e formazione'], headings: ['Esperienza professionale', 'Istruzione e formazione', 'Competenze'], degreeLabel: 'Titolo', schoolLabel: 'Istituto', datesLabel: 'Periodo', thesis: 'Tesi: previsione della domanda con pochi dati', courses: ['Materie principali: statistica, basi di dati', 'Rappresentante degli studenti'] },
  pt: { europass: ['Datas', 'Designação da qualificação atribuída', 'Nome e tipo da organização de ensino ou formação'], headings: ['Experiência profissional', 'Formação académica', 'Competências'], degreeLabel: 'Curso', schoolLabel: 'Escola', datesLabel: 'Período', thesis: 'Tese: previsão da procura com poucos dados', courses: ['Disciplinas: estatística, bases de dados', 'Membro da associação de estudantes'] },
  nl: { europass: ['Data', 'Benaming van de behaalde kwalificatie', 'Naam en type van de onderwijs- of opleidingsinstelling'], headings: ['Werkervaring', 'Opleiding', 'Vaardigheden'], degreeLabel: 'Opleiding', schoolLabel: 'School', datesLabel: 'Periode', thesis: 'Scriptie: vraagvoorspelling met weinig gegevens', courses: ['Vakken: statistiek, databases', 'Lid van de leerlingenraad'] },
};

const SETS: Record<string, Study[]> = {
  en: [
    { d: 'BSc Computer Science', s: 'University of Leeds', p: 'Leeds', y: 'Sep 2015 – Jun 2018', e: '2018', g: 'First Class Honours', a: 'at' },
    { d: 'A-Levels', s: 'Kingsbridge Sixth Form College', p: 'Kingsbridge', y: '2013 – 2015', e: '2015', g: 'Grades: A*AA', a: 'at' },
  ],
  en2: [
    { d: 'MSc Data Science', s: 'Birkbeck', p: 'London', y: '2019 – 2020', e: '2020', g: 'Distinction', a: 'at' },
    { d: 'Professional Certificate in Data Analytics', s: 'Coursera', p: 'Online', y: '2021', e: '2021', g: 'Grade: 96%', a: 'from' },
  ],
  de: [
    { d: 'M.Sc. Informatik', s: 'ETH Zürich', p: 'Zürich', y: '10/2016 – 09/2018', e: '2018', g: 'Note: 5,5', a: 'an der' },
    { d: 'Abitur', s: 'Goethe-Gymnasium', p: 'Frankfurt am Main', y: '2007 – 2015', e: '2015', g: 'Note: 1,7', a: 'am' },
  ],
  de2: [
    { d: 'Ausbildung zum Industriekaufmann', s: 'Robert Bosch GmbH', p: 'Stuttgart', y: '09/2012 – 06/2015', e: '2015', g: 'Note: 2,0', a: 'bei der' },
    { d: 'Mittlere Reife', s: 'Realschule am Stadtpark', p: 'Stuttgart', y: '2006 – 2012', e: '2012', g: 'Note: 2,3', a: 'an der' },
  ],
  fr: [
    { d: 'Master Affaires publiques', s: 'Sciences Po', p: 'Paris', y: '2016 – 2018', e: '2018', g: 'Mention bien', a: 'à' },
    { d: 'Baccalauréat scientifique', s: 'Lycée Victor Hugo', p: 'Besançon', y: 'juin 2016', e: '2016', g: 'Mention très bien', a: 'au' },
  ],
  fr2: [
    { d: 'DUT Informatique', s: 'IUT de Lannion', p: 'Lannion', y: '2014 – 2016', e: '2016', g: 'Mention assez bien', a: 'à l\'' },
    { d: 'Certificat Développeur Web', s: 'OpenClassrooms', p: 'En ligne', y: '2020', e: '2020', g: 'Note : 16/20', a: 'chez' },
  ],
  es: [
    { d: 'Grado en Administración de Empresas', s: 'Universidad Complutense de Madrid', p: 'Madrid', y: '2014 – 2018', e: '2018', g: 'Nota media: 8,2', a: 'en la' },
    { d: 'Bachillerato', s: 'IES Ramiro de Maeztu', p: 'Madrid', y: '2012 – 2014', e: '2014', g: 'Nota media: 9,1', a: 'en el' },
  ],
  es2: [
    { d: 'Máster en Finanzas', s: 'CUNEF', p: 'Madrid', y: '2019 – 2020', e: '2020', g: 'Nota media: 8,7', a: 'en el' },
    { d: 'Técnico Superior en Administración de Sistemas', s: 'CIFP César Manrique', p: 'Santa Cruz de Tenerife', y: '2015 – 2017', e: '2017', g: 'Nota media: 9,0', a: 'en el' },
  ],
  it: [
    { d: 'Laurea magistrale in Economia', s: 'Bocconi', p: 'Milano', y: '2015 – 2017', e: '2017', g: 'Voto: 110/110', a: 'presso' },
    { d: 'Diploma di maturità scientifica', s: 'Liceo Scientifico Galileo Galilei', p: 'Firenze', y: '2008 – 2013', e: '2013', g: 'Voto: 100/100', a: 'presso il' },
  ],
  it2: [
    { d: 'Diploma di Tecnico Superiore', s: 'ITS Angelo Rizzoli', p: 'Milano', y: '2018 – 2020', e: '2020', g: 'Voto: 95/100', a: 'presso l\'' },
    { d: 'Laurea triennale in Ingegneria Gestionale', s: 'Politecnico di Torino', p: 'Torino', y: '2014 – 2017', e: '2017', g: 'Voto: 104/110', a: 'presso il' },
  ],
  pt: [
    { d: 'Licenciatura em Gestão', s: 'ISCTE', p: 'Lisboa', y: '2014 – 2017', e: '2017', g: 'Média: 15 valores', a: 'no' },
    { d: 'Ensino Secundário', s: 'Escola Secundária de Camões', p: 'Lisboa', y: '2011 – 2014', e: '2014', g: 'Média: 17 valores', a: 'na' },
  ],
  pt2: [
    { d: 'Mestrado em Engenharia Informática', s: 'Universidade do Porto', p: 'Porto', y: '2017 – 2019', e: '2019', g: 'Média: 16 valores', a: 'na' },
    { d: 'Curso de Inglês C1', s: 'British Council', p: 'Lisboa', y: '2016', e: '2016', g: 'Nível C1', a: 'no' },
  ],
  nl: [
    { d: 'Bachelor Bedrijfskunde', s: 'Erasmus Universiteit Rotterdam', p: 'Rotterdam', y: '2016 – 2019', e: '2019', g: 'Cijfer: 7,8', a: 'aan de' },
    { d: 'VWO Natuur en Techniek', s: 'Christelijk Lyceum Delft', p: 'Delft', y: '2010 – 2016', e: '2016', g: 'Cijfer: 7,2', a: 'aan het' },
  ],
  nl2: [
    { d: 'HBO Communicatie', s: 'Fontys', p: 'Eindhoven', y: '2014 – 2018', e: '2018', g: 'Cijfer: 7,5', a: 'bij' },
    { d: 'MBO Bedrijfsadministratie', s: 'ROC van Amsterdam', p: 'Amsterdam', y: '2011 – 2014', e: '2014', g: 'Cijfer: 7,0', a: 'bij' },
  ],
};

type Shape = (study: Study, words: Words) => string[];
const shapes: Record<string, Shape> = {
  'd/s/y': (x) => [x.d, x.s, x.y],
  'd | s | y': (x) => [`${x.d} | ${x.s} | ${x.y}`],
  'd, s, p, y': (x) => [`${x.d}, ${x.s}, ${x.p}, ${x.y}`],
  's/d\\ty': (x) => [x.s, `${x.d}\t${x.y}`],
  'y/d/s': (x) => [x.y, x.d, x.s],
  'y\\td, s': (x) => [`${x.y}\t${x.d}, ${x.s}`],
  'y\\ts / d': (x) => [`${x.y}\t${x.s}`, x.d],
  's — p / d\\ty': (x) => [`${x.s} — ${x.p}`, `${x.d}\t${x.y}`],
  'S, p / d, y': (x) => [`${x.s.toUpperCase()}, ${x.p}`, `${x.d}, ${x.y}`],
  'd — s (y)': (x) => [`${x.d} — ${x.s} (${x.y})`],
  's (y) / d': (x) => [`${x.s} (${x.y})`, x.d],
  'd / s, p / y / g': (x) => [x.d, `${x.s}, ${x.p}`, x.y, x.g],
  'd / s / y / thesis': (x, w) => [x.d, x.s, x.y, w.thesis],
  'y | s | d': (x) => [`${x.y} | ${x.s} | ${x.d}`],
  's / d / p / y': (x) => [x.s, x.d, x.p, x.y],
  'd - s / y': (x) => [`${x.d} - ${x.s}`, x.y],
  's - d / y': (x) => [`${x.s} - ${x.d}`, x.y],
  'y: d, s': (x) => [`${x.y}: ${x.d}, ${x.s}`],
  's\\tp / d\\ty / g': (x) => [`${x.s}\t${x.p}`, `${x.d}\t${x.y}`, x.g],
  'd / s | p | y': (x) => [x.d, `${x.s} | ${x.p} | ${x.y}`],
  'labels': (x, w) => [`${w.degreeLabel}: ${x.d}`, `${w.schoolLabel}: ${x.s}`, `${w.datesLabel}: ${x.y}`],
  'label rows\\t': (x, w) => [`${w.schoolLabel}\t${x.s}`, `${w.degreeLabel}\t${x.d}`, `${w.datesLabel}\t${x.y}`],
  'd at s, y': (x) => [`${x.d} ${x.a}${x.a.endsWith("'") ? '' : ' '}${x.s}, ${x.y}`],
  'y\\td / s, p': (x) => [`${x.y}\t${x.d}`, `${x.s}, ${x.p}`],
  'S\\ty / d': (x) => [`${x.s.toUpperCase()}\t${x.y}`, x.d],
  'd (s, y)': (x) => [`${x.d} (${x.s}, ${x.y})`],
  'y d, s, p': (x) => [`${x.y} ${x.d}, ${x.s}, ${x.p}`],
  's, p / d / y / g': (x) => [`${x.s}, ${x.p}`, x.d, x.y, x.g],
  'europass rows\\t': (x, w) => [`${w.europass[0]}\t${x.y}`, `${w.europass[1]}\t${x.d}`, `${w.europass[2]}\t${x.s}`],
  'y p / D s / g': (x) => [`${x.y} ${x.p}`, `${x.d.toUpperCase()} ${x.s}`, x.g],
  // Entries that name no degree (a school and its dates): right when the school and the end year are.
  '∅ s, p | y': (x) => [`${x.s}, ${x.p} | ${x.y}`],
  '∅ y s': (x) => [`${x.y} ${x.s}`],
  '∅ s / y': (x) => [x.s, x.y],
  '∅ s (y)': (x) => [`${x.s} (${x.y})`],
  '∅ y\\ts, p': (x) => [`${x.y}\t${x.s}, ${x.p}`],
};

/** The language a set is written in: its name without the number ("de2" is German). */
const languageOf = (set: string) => set.replace(/\d+$/, '');
const isSame = (read: string | null | undefined, want: string) => read != null && fold(read).trim() === fold(want);
/** The degree was read when the degree or its subject holds the entry's first degree word. */
const hasDegree = (degree: string | null, field: string | null, want: string) => degree !== null && fold(`${degree} ${field ?? ''}`).includes(fold(want.split(/\s+/)[0]));

const showMisses = process.argv.includes('--misses');
const asCv = process.argv.includes('--cv');
/** A section set in a whole CV: a name and contact, one job, the section under the language's heading, skills after it. */
const inCv = (lines: string[], words: Words) => [
  'Alex Morgan',
  'alex.morgan@example.com | +44 20 7946 0000',
  words.headings[0],
  'Data Analyst | Northwind Traders | 2021 – 2023',
  '• Built the weekly reporting pack.',
  words.headings[1],
  ...lines,
  words.headings[2],
  'Python, SQL, Excel',
];
const perLanguage = new Map<string, [number, number]>();
const perShape = new Map<string, [number, number]>();
const count = (map: Map<string, [number, number]>, key: string, isRight: boolean) => {
  const [r, t] = map.get(key) ?? [0, 0];
  map.set(key, [r + (isRight ? 1 : 0), t + 1]);
};
let right = 0;
let total = 0;
let entriesRight = 0;
for (const [set, studies] of Object.entries(SETS)) {
  const words = WORDS[languageOf(set)];
  for (const [name, make] of Object.entries(shapes)) {
    for (const withBullets of [true, false]) {
      const lines = studies.flatMap((study) => [...make(study, words), ...(withBullets ? words.courses.map((course) => `• ${course}`) : [])]);
      const got = asCv ? extractCv(textDocument(inCv(lines, words).join('\n'))).education : parseEducation(lines);
      const namesDegree = !name.startsWith('∅');
      const rights = studies.map((study, i) => {
        const entry = got[i];
        return entry !== undefined && isSame(entry.institution, study.s) && (!namesDegree || hasDegree(entry.degree, entry.field, study.d)) && (entry.endDate ?? '').startsWith(study.e);
      });
      const isRight = got.length === studies.length && rights.every(Boolean);
      entriesRight += got.length === studies.length ? rights.filter(Boolean).length : 0;
      total++;
      if (isRight) right++;
      count(perLanguage, languageOf(set), isRight);
      count(perShape, name, isRight);
      if (!isRight && showMisses) {
        const read = got.map((entry) => [entry.institution, entry.degree, entry.field, entry.endDate]);
        console.log(`${set.padEnd(4)}${withBullets ? 'bullets ' : '        '}${name.padEnd(20)} ${JSON.stringify(read)}`);
      }
    }
  }
}
const shapeCount = Object.keys(shapes).length;
console.log(`\nsections read right (both entries: school alone, degree, end year), by language (${shapeCount} shapes × with/without bullets × sets)`);
for (const [language, [r, t]] of perLanguage) console.log(`  ${language.padEnd(4)} ${r}/${t}`);
console.log('\nby shape (d degree, s school, p place, y dates, g grade; / a new line, \\t a tab; ∅ no degree named)');
for (const [name, [r, t]] of perShape) console.log(`  ${name.padEnd(20)} ${r}/${t}`);
console.log(`\nentries right: ${entriesRight}/${total * 2}`);
console.log(`all: ${right}/${total} (${((100 * right) / total).toFixed(1)}%)`);
