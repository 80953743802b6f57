import type { DocumentText } from '../documents/types';
import { textDocument } from './test-support';

/**
 * The hostile inputs of issue 27 for field extraction, built in code so the tests (what comes out) and the bench
 * (how fast: bench/extract-hostile.ts) read the same documents.
 */
export function hostileDocuments(): Record<string, DocumentText> {
  const header = 'Jane Doe\njane@example.com\n+44 20 7946 0958\n';
  const jobs = Array.from({ length: 200 }, (_, i) => `Engineer ${i}\nCompany ${i} Ltd\n01/${2000 + (i % 25)} – 12/${2000 + (i % 25)}\n• Built things`).join('\n');
  const skills = Array.from({ length: 5000 }, (_, i) => `Tool${i}`).join(', ');
  const longDate = `${'2019 – 2020 '.repeat(834)}`.slice(0, 10_000);
  const everyDate = Array.from({ length: 300 }, (_, i) => (i % 3 === 0 ? `${2000 + (i % 25)}` : i % 3 === 1 ? `Jan ${2000 + (i % 25)} – Present` : `0${1 + (i % 9)}/20${10 + (i % 15)}`)).join('\n');
  const oneLine = `Jane Doe jane@example.com ${'Experienced engineer building data systems, Python, SQL, 2019 – 2021. '.repeat(15_000)}`.slice(0, 1_048_576);
  const capitals = `JANE DOE
JANE@EXAMPLE.COM | LONDON, UK
EXPERIENCE
SENIOR DATA ENGINEER
ACME ANALYTICS LTD
JAN 2019 – PRESENT
• BUILT PIPELINES IN PYTHON
EDUCATION
BSC IN COMPUTER SCIENCE
UNIVERSITY OF LEEDS | 2012 – 2015
SKILLS
PYTHON, SQL, AIRFLOW
LANGUAGES
ENGLISH (NATIVE), GERMAN (B2)`;
  const polish = `Anna Kowalska
anna.kowalska@example.com | Warszawa, Polska
DOŚWIADCZENIE ZAWODOWE
Starszy Inżynier Danych
Firma Przykładowa Sp. z o.o.
03/2019 – obecnie
• Budowa potoków danych
WYKSZTAŁCENIE
Politechnika Warszawska | 2012 – 2017
UMIEJĘTNOŚCI
Python, SQL, Airflow
JĘZYKI
Polski (ojczysty), Angielski (C1)`;
  const turkish = `Ayşe Yılmaz
ayse.yilmaz@example.com | İstanbul, Türkiye
İŞ DENEYİMİ
Kıdemli Veri Mühendisi
Örnek Teknoloji A.Ş.
03/2019 – Günümüz
EĞİTİM
Boğaziçi Üniversitesi | 2012 – 2016
YETENEKLER
Python, SQL, Airflow
DİLLER
Türkçe (ana dil), İngilizce (C1)`;
  const greek = `Μαρία Παπαδοπούλου
maria.p@example.com | Αθήνα
ΕΠΑΓΓΕΛΜΑΤΙΚΗ ΕΜΠΕΙΡΙΑ
Μηχανικός Δεδομένων
Παράδειγμα Α.Ε.
03/2019 – Σήμερα
ΕΚΠΑΙΔΕΥΣΗ
Εθνικό Μετσόβιο Πολυτεχνείο | 2012 – 2017
ΔΕΞΙΟΤΗΤΕΣ
Python, SQL, Airflow`;
  // Every role's header a row of 60 cells: the section's shape is weighed over 300 × 60 slots.
  const wideRows = Array.from({ length: 300 }, (_, i) => `${Array.from({ length: 60 }, (_, j) => (j === 0 ? `Engineer ${i}` : j === 1 ? `Company ${i} Ltd` : `Cell ${j}`)).join('\t')}\t${2000 + (i % 20)} - ${2001 + (i % 20)}`).join('\n');
  return {
    '300 jobs in rows of 60 cells': textDocument(`${header}EXPERIENCE\n${wideRows}`),
    '200 jobs': textDocument(`${header}EXPERIENCE\n${jobs}`),
    '5,000 skills': textDocument(`${header}SKILLS\n${skills}`),
    '10,000-character date': textDocument(`${header}EXPERIENCE\nData Engineer\nAcme Ltd\n${longDate}`),
    'every line a date': textDocument(`${header}EXPERIENCE\n${everyDate}\nEDUCATION\n${everyDate}\nSKILLS\n${everyDate}`),
    'one 1 MB line': textDocument(oneLine),
    'all capitals': textDocument(capitals),
    Polish: textDocument(polish),
    Turkish: textDocument(turkish),
    Greek: textDocument(greek),
  };
}
