/**
 * Experience entries written in the shapes CVs use, in the seven languages: each shape (role, employer, place and
 * dates in another order, on one line or several, with and without bullets under them) filled with two jobs of
 * one language, read by parseExperience, and counted right when both jobs come back with their role, employer and
 * start. A shape the reader misses in one language but not another leans on a word list; one it misses everywhere
 * is a mechanism to build. The jobs are invented and plain; this is a development bench (the rules were mended
 * against it), not a check: the check is the real-world set's dv74–dv94 row in bench:extract.
 *
 *   npm run bench:shapes [-- --misses]   (--misses: list what each missed shape read)
 */
import { parseExperience } from '../server/src/extraction/experience';

/** A job: its role (t), employer (c), place (p), dates as written (d) and start as read (s). */
interface Job {
  t: string;
  c: string;
  p: string;
  d: string;
  s: string;
  /** The word that joins a role to its employer in the language ("Engineer at Acme"). */
  at: string;
}

const SETS: Record<string, Job[]> = {
  en: [
    { t: 'Project Coordinator', c: 'Northwind Traders', p: 'London', d: 'Mar 2019 – Present', s: '2019-03', at: 'at' },
    { t: 'Sales Associate', c: 'Fabrikam', p: 'Leeds', d: 'Jun 2016 – Feb 2019', s: '2016-06', at: 'at' },
  ],
  en2: [
    { t: 'Barista', c: 'Blue Bottle Coffee', p: 'Oakland', d: '2019 – 2021', s: '2019', at: 'at' },
    { t: 'Shift Supervisor', c: 'Target', p: 'Austin', d: '2016 – 2019', s: '2016', at: 'at' },
  ],
  de: [
    { t: 'Projektleiterin', c: 'Stadtwerke München', p: 'München', d: '03/2018 – heute', s: '2018-03', at: 'bei' },
    { t: 'Werkstudentin Vertrieb', c: 'Siemens AG', p: 'Erlangen', d: '10/2015 – 02/2018', s: '2015-10', at: 'bei' },
  ],
  fr: [
    { t: 'Chargée de communication', c: 'Mairie de Lyon', p: 'Lyon', d: 'sept. 2017 – août 2019', s: '2017-09', at: 'chez' },
    { t: 'Assistante marketing', c: 'Groupe SEB', p: 'Écully', d: 'janv. 2015 – juin 2017', s: '2015-01', at: 'chez' },
  ],
  es: [
    { t: 'Ingeniera de datos', c: 'Telefónica', p: 'Madrid', d: 'enero 2020 – actualidad', s: '2020-01', at: 'en' },
    { t: 'Analista de negocio', c: 'Banco Santander', p: 'Santander', d: 'marzo 2017 – diciembre 2019', s: '2017-03', at: 'en' },
  ],
  nl: [
    { t: 'Accountmanager', c: 'Gemeente Utrecht', p: 'Utrecht', d: 'jan 2019 – heden', s: '2019-01', at: 'bij' },
    { t: 'Medewerker klantenservice', c: 'Bol.com', p: 'Utrecht', d: 'mrt 2016 – dec 2018', s: '2016-03', at: 'bij' },
  ],
  it: [
    { t: 'Responsabile acquisti', c: 'Barilla', p: 'Parma', d: 'maggio 2018 – oggi', s: '2018-05', at: 'presso' },
    { t: 'Impiegata amministrativa', c: 'Studio Rossi', p: 'Bologna', d: 'gennaio 2014 – aprile 2018', s: '2014-01', at: 'presso' },
  ],
  pt: [
    { t: 'Gestora de projetos', c: 'Natura', p: 'São Paulo', d: 'fev. 2019 – atual', s: '2019-02', at: 'na' },
    { t: 'Estagiária de RH', c: 'Itaú Unibanco', p: 'São Paulo', d: 'jul. 2017 – jan. 2019', s: '2017-07', at: 'na' },
  ],
};
const bullets = ['Coordinated delivery of twelve projects across three teams.', 'Built the weekly reporting pack.'];
const shapes: Record<string, (j: Job) => string[]> = {
  't/c/d': (j) => [j.t, j.c, j.d],
  't|c|d': (j) => [`${j.t} | ${j.c} | ${j.d}`],
  't,c\\td': (j) => [`${j.t}, ${j.c}\t${j.d}`],
  'c/t\\td': (j) => [j.c, `${j.t}\t${j.d}`],
  'd/t/c': (j) => [j.d, j.t, j.c],
  'd t at c': (j) => [`${j.d} ${j.t} ${j.at} ${j.c}`],
  't at c (d)': (j) => [`${j.t} ${j.at} ${j.c} (${j.d})`],
  'c — p / t\\td': (j) => [`${j.c} — ${j.p}`, `${j.t}\t${j.d}`],
  't — c, p, d': (j) => [`${j.t} — ${j.c}, ${j.p}, ${j.d}`],
  'C, p / t, d': (j) => [`${j.c.toUpperCase()}, ${j.p}`, `${j.t}, ${j.d}`],
  'c (d) / t': (j) => [`${j.c} (${j.d})`, j.t],
  't / c | p / d': (j) => [j.t, `${j.c} | ${j.p}`, j.d],
  'd | c | t': (j) => [`${j.d} | ${j.c} | ${j.t}`],
  'labels': (j) => [`Position: ${j.t}`, `Company: ${j.c}`, `Period: ${j.d}`],
  't @ c · d': (j) => [`${j.t} @ ${j.c} · ${j.d}`],
  'c\\tp / t\\td': (j) => [`${j.c}\t${j.p}`, `${j.t}\t${j.d}`],
  't (c), d': (j) => [`${j.t} (${j.c}), ${j.d}`],
  'd\\tc, p / \\tt': (j) => [`${j.d}\t${j.c}, ${j.p}`, j.t],
  'd\\tt / c': (j) => [`${j.d}\t${j.t}`, j.c],
  't\\td / c, p': (j) => [`${j.t}\t${j.d}`, `${j.c}, ${j.p}`],
  'c, p\\td / t': (j) => [`${j.c}, ${j.p}\t${j.d}`, j.t],
  'c / t / d / p': (j) => [j.c, j.t, j.d, j.p],
  't / c / p / d': (j) => [j.t, j.c, j.p, j.d],
  't - c / d': (j) => [`${j.t} - ${j.c}`, j.d],
  'c - t / d': (j) => [`${j.c} - ${j.t}`, j.d],
  'd: t, c': (j) => [`${j.d}: ${j.t}, ${j.c}`],
};
const showMisses = process.argv.includes('--misses');
const perLanguage = new Map<string, number>();
const perShape = new Map<string, number>();
let right = 0;
let total = 0;
for (const [language, jobs] of Object.entries(SETS)) {
  for (const [name, make] of Object.entries(shapes)) {
    for (const withBullets of [true, false]) {
      const lines = jobs.flatMap((job) => [...make(job), ...(withBullets ? bullets.map((bullet) => `• ${bullet}`) : [])]);
      const got = parseExperience(lines).map((entry) => [entry.title, entry.company, entry.startDate]);
      const isRight = got.length === 2 && got.every((read, i) => read[0] === jobs[i].t && read[1]?.toLowerCase() === jobs[i].c.toLowerCase() && read[2] === jobs[i].s);
      total++;
      if (isRight) {
        right++;
        perLanguage.set(language, (perLanguage.get(language) ?? 0) + 1);
        perShape.set(name, (perShape.get(name) ?? 0) + 1);
      } else if (showMisses) console.log(`${language.padEnd(4)}${withBullets ? 'bullets ' : '        '}${name.padEnd(16)} ${JSON.stringify(got)}`);
    }
  }
}
const shapeCount = Object.keys(shapes).length;
console.log(`\nentries read right, by language (${shapeCount} shapes × with/without bullets each)`);
for (const language of Object.keys(SETS)) console.log(`  ${language.padEnd(4)} ${perLanguage.get(language) ?? 0}/${shapeCount * 2}`);
console.log('\nby shape (t role, c employer, p place, d dates; / a new line, \\t a tab)');
for (const name of Object.keys(shapes)) console.log(`  ${name.padEnd(16)} ${perShape.get(name) ?? 0}/${Object.keys(SETS).length * 2}`);
console.log(`\nall: ${right}/${total} (${((100 * right) / total).toFixed(1)}%)`);
