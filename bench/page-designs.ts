/**
 * Whole CVs in the page designs CV tools make, read end to end: eight invented candidates (seven languages,
 * bench/support/invented-cvs.ts) laid out as a classic single column, with sidebars on either side, as the Europass
 * 2013 and 2020 editors do, on a date timeline, in moderncv's date margin, in a two-column grid, in one-line pipes,
 * over several pages under a running header, and after a cover letter — printed to PDF by Chromium (and, for the table-built designs, saved as DOCX by LibreOffice),
 * then read and extracted as an upload is, and scored by the real-world set's own scorer against the facts the
 * page was made from. Where bench:shapes tests the entry reader on lines, this tests the page: reading order,
 * columns, headings, which line is a role and which an employer.
 *
 * A development bench: the designs were drawn from how those tools lay out a page, not from any labelled
 * document, and the rules may be mended against it; the check stays the real-world set's dv74–dv94 row.
 *
 *   npm run bench:designs [-- --misses] [-- --only NAME] [-- --keep DIR] [-- --export DIR]
 *     --misses  what each document got wrong (experience and education side by side with the facts)
 *     --only    one design (or several, comma-separated)
 *     --keep    keep the documents made (PDF, DOCX) in DIR to open them
 *     --export  write them with their facts as a labelled set (DIR/files, DIR/gt) for the sendable kit:
 *               node ../shared/eval/sendable/run.mjs --files DIR/files --gt DIR/gt
 *
 * Needs chromium (PDF) and soffice (DOCX); a format whose tool is missing is skipped. Made documents are kept
 * in the system's temp folder by the hash of their HTML, so a second run only reads and scores.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readDocument } from '../server/src/documents/read-document';
import { extractCv } from '../server/src/extraction/extract-cv';
import { buildDocx, cell, p, run, table } from '../server/src/rendering/test-support/docx-builder';
import { hasTool } from './support/tools';
import { REALWORLD_DIR, type ScorerResult } from './realworld-eval';
import { CANDIDATES, labelOf, WORDS, type InventedCv, type InventedJob, type InventedSchool, type Words } from './support/invented-cvs';

const LABELLED_NOW = new Date(Date.UTC(2026, 10, 15));
const CACHE = path.join(tmpdir(), 'cvforge-page-designs');
const args = process.argv.slice(2);
const showMisses = args.includes('--misses');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const keep = args.includes('--keep') ? args[args.indexOf('--keep') + 1] : null;
/** The documents and their facts as a labelled set (files/, gt/), for the sendable kit's --files and --gt. */
const exportDir = args.includes('--export') ? args[args.indexOf('--export') + 1] : null;

// ---------------------------------------------------------------- dates

type DateStyle = 'month-name' | 'numeric' | 'year';

function formatDate(value: string | null, style: DateStyle, words: Words, present = words.present): string {
  if (value === null) return present;
  const [year, month] = value.split('-');
  if (style === 'year') return year;
  if (style === 'numeric') return `${month}/${year}`;
  return `${words.months[Number(month) - 1]} ${year}`;
}

const range = (item: { start: string; end: string | null }, style: DateStyle, words: Words, dash = ' – ', present?: string) =>
  `${formatDate(item.start, style, words, present)}${dash}${formatDate(item.end, style, words, present)}`;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What an application's cover letter says in each language: a street for the sender, the agency it is sent to, a greeting. */
const LETTERS: Record<InventedCv['lang'], { street: string; agency: string; agencyStreet: string; agencyTown: string; date: string; subject: string; greeting: string; body: string; closing: string; cv: string; since: string }> = {
  en: { street: '14 Willow Lane', agency: 'Brightpath Recruitment Ltd', agencyStreet: '1 King Street', agencyTown: 'Manchester M2 4LQ', date: '3 March 2026', subject: 'Application:', greeting: 'Dear Hiring Manager,', body: 'I am writing to apply for the position advertised on your website. With my experience as {role} I would like to contribute to your team, and I look forward to hearing from you.', closing: 'Kind regards,', cv: 'Curriculum Vitae', since: 'since' },
  de: { street: 'Lindenallee 7', agency: 'Nordwind Personal GmbH', agencyStreet: 'Hafenstraße 12', agencyTown: '20457 Hamburg', date: '3. März 2026', subject: 'Bewerbung als', greeting: 'Sehr geehrte Damen und Herren,', body: 'hiermit bewerbe ich mich um die ausgeschriebene Stelle. Mit meiner Erfahrung als {role} möchte ich Ihr Team unterstützen und freue mich über eine Einladung zu einem persönlichen Gespräch.', closing: 'Mit freundlichen Grüßen', cv: 'Lebenslauf', since: 'seit' },
  fr: { street: '8 rue des Lilas', agency: 'Talents Atlantique SARL', agencyStreet: '22 quai de la Fosse', agencyTown: '44000 Nantes', date: '3 mars 2026', subject: 'Candidature :', greeting: 'Madame, Monsieur,', body: "Je vous adresse ma candidature pour le poste publié sur votre site. Forte de mon expérience de {role}, je souhaite rejoindre votre équipe et me tiens à votre disposition pour un entretien.", closing: 'Veuillez agréer mes salutations distinguées.', cv: 'Curriculum vitae', since: 'depuis' },
  es: { street: 'Calle de la Paz 21', agency: 'Levante Talento S.L.', agencyStreet: 'Avenida del Puerto 40', agencyTown: '46023 Valencia', date: '3 de marzo de 2026', subject: 'Candidatura:', greeting: 'Estimados señores:', body: 'Les escribo para presentar mi candidatura al puesto publicado en su web. Con mi experiencia como {role} me gustaría aportar a su equipo y quedo a la espera de su respuesta.', closing: 'Atentamente,', cv: 'Currículum vitae', since: 'desde' },
  nl: { street: 'Kastanjelaan 5', agency: 'Maas Werving B.V.', agencyStreet: 'Coolsingel 80', agencyTown: '3011 AD Rotterdam', date: '3 maart 2026', subject: 'Sollicitatie:', greeting: 'Geachte heer, mevrouw,', body: 'Met veel interesse las ik uw vacature. Met mijn ervaring als {role} wil ik graag bijdragen aan uw team, en ik licht mijn motivatie graag toe in een gesprek.', closing: 'Met vriendelijke groet,', cv: 'Curriculum vitae', since: 'sinds' },
  it: { street: 'Via dei Mille 9', agency: 'Sabauda Selezione S.r.l.', agencyStreet: 'Corso Vittorio Emanuele II 50', agencyTown: '10123 Torino', date: '3 marzo 2026', subject: 'Candidatura:', greeting: 'Gentili Signori,', body: 'vi scrivo per candidarmi alla posizione pubblicata sul vostro sito. Con la mia esperienza come {role} desidero contribuire al vostro team e resto a disposizione per un colloquio.', closing: 'Cordiali saluti,', cv: 'Curriculum vitae', since: 'dal' },
  pt: { street: 'Rua das Flores 15', agency: 'Douro Recrutamento Lda.', agencyStreet: 'Avenida dos Aliados 100', agencyTown: '4000-064 Porto', date: '3 de março de 2026', subject: 'Candidatura:', greeting: 'Exmos. Senhores,', body: 'Venho por este meio candidatar-me à vaga publicada no vosso site. Com a minha experiência como {role}, gostaria de contribuir para a vossa equipa e fico a aguardar o vosso contacto.', closing: 'Com os melhores cumprimentos,', cv: 'Curriculum vitae', since: 'desde' },
};

// ---------------------------------------------------------------- designs

interface Design {
  name: string;
  about: string;
  dates: DateStyle;
  /** DOCX too: the design is built of tables and paragraphs LibreOffice's HTML import keeps. */
  docx: boolean;
  /** A page in HTML, printed by Chromium (and saved as DOCX by LibreOffice when `docx`). */
  html?: (cv: InventedCv, w: Words) => string;
  /** Or a Word document as Word writes one (styles, numbering, tab stops, tables, the page header), saved as PDF by LibreOffice. */
  word?: (cv: InventedCv, w: Words) => Buffer;
}

const page = (css: string, body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:14mm 14mm}body{margin:0;font-size:10pt;line-height:1.35;color:#222}ul{margin:2pt 0 6pt;padding-left:14pt}li{margin:1pt 0}p{margin:0}${css}</style></head><body>${body}</body></html>`;

const bulletsOf = (job: InventedJob) => `<ul>${job.bullets.map((b) => `<li>${escape(b)}</li>`).join('')}</ul>`;
const languagesLine = (cv: InventedCv) => cv.languages.map((l) => `${escape(l.name)} (${escape(l.level)})`).join(', ');
const listOf = (items: string[]) => `<ul>${items.map((i) => `<li>${escape(i)}</li>`).join('')}</ul>`;

/** A Word paragraph with a right tab stop at the margin: the text, a tab, what stands at the right ("Role, Employer⇥2019 – 2021"). */
function tabbed(left: { text: string; bold?: boolean; italic?: boolean }[], right: string): string {
  return `<w:p><w:pPr><w:tabs><w:tab w:val="right" w:pos="9638"/></w:tabs></w:pPr>${left.map(run).join('')}<w:r><w:tab/></w:r>${run(right)}</w:p>`;
}

const DESIGNS: Design[] = [
  {
    name: 'classic',
    about: 'one column; role bold with dates at the right margin, employer and town under it',
    dates: 'month-name',
    docx: true,
    html: (cv, w) => {
      const job = (j: InventedJob) =>
        `<table class="row"><tr><td><b>${escape(j.title)}</b></td><td class="d">${range(j, 'month-name', w)}</td></tr></table><p><i>${escape(j.company)}</i>, ${escape(j.city)}</p>${bulletsOf(j)}`;
      const school = (s: InventedSchool) =>
        `<table class="row"><tr><td><b>${escape(s.degree)}</b></td><td class="d">${formatDate(s.end, 'month-name', w)}</td></tr></table><p>${escape(s.institution)}, ${escape(s.city)}</p>`;
      return page(
        'body{font-family:Carlito}h1{font-size:22pt;margin:0}h2{font-size:12pt;text-transform:uppercase;border-bottom:1px solid #444;margin:12pt 0 4pt}.row{width:100%;border-collapse:collapse}.row td{padding:0}.d{text-align:right;white-space:nowrap}',
        `<h1>${escape(cv.name)}</h1><p>${escape(cv.headline)}</p><p>${escape(cv.city)} · ${escape(cv.phone)} · ${escape(cv.email)} · ${escape(cv.linkedin)}</p>
        <h2>${w.profile}</h2><p>${escape(cv.summary)}</p>
        <h2>${w.experience}</h2>${cv.jobs.map(job).join('')}
        <h2>${w.education}</h2>${cv.schools.map(school).join('')}
        <h2>${w.skills}</h2><p>${cv.skills.map(escape).join(', ')}</p>
        <h2>${w.languages}</h2><p>${languagesLine(cv)}</p>
        ${cv.certifications.length ? `<h2>${w.certifications}</h2>${listOf(cv.certifications)}` : ''}`,
        cv.lang,
      );
    },
  },
  {
    name: 'sidebar-left',
    about: 'a shaded left sidebar (contact, skills, languages, certificates); role, then employer | town, then dates',
    dates: 'numeric',
    docx: false,
    html: (cv, w) => {
      const job = (j: InventedJob) =>
        `<div class="e"><p class="t">${escape(j.title)}</p><p>${escape(j.company)} | ${escape(j.city)}</p><p class="g">${range(j, 'numeric', w)}</p>${bulletsOf(j)}</div>`;
      const school = (s: InventedSchool) => `<div class="e"><p class="t">${escape(s.degree)}</p><p>${escape(s.institution)}</p><p class="g">${range(s, 'numeric', w)}</p></div>`;
      return page(
        'body{font-family:"Open Sans"}.grid{display:grid;grid-template-columns:33% 67%;min-height:260mm}.side{background:#2d3e50;color:#fff;padding:10pt;overflow-wrap:anywhere}.main{padding:0 0 0 14pt}h1{font-size:24pt;margin:0}h2{font-size:11pt;text-transform:uppercase;letter-spacing:1px;margin:12pt 0 4pt}.t{font-weight:bold}.g{color:#777;font-size:9pt}.e{margin-bottom:6pt}.side ul{padding-left:12pt}',
        `<div class="grid"><div class="side"><h2>${w.contact}</h2><p>${escape(cv.email)}</p><p>${escape(cv.phone)}</p><p>${escape(cv.city)}, ${escape(cv.country)}</p><p>${escape(cv.linkedin)}</p>
        <h2>${w.skills}</h2>${listOf(cv.skills)}
        <h2>${w.languages}</h2>${cv.languages.map((l) => `<p>${escape(l.name)} – ${escape(l.level)}</p>`).join('')}
        ${cv.certifications.length ? `<h2>${w.certifications}</h2>${listOf(cv.certifications)}` : ''}</div>
        <div class="main"><h1>${escape(cv.name)}</h1><p class="g">${escape(cv.headline)}</p>
        <h2>${w.profile}</h2><p>${escape(cv.summary)}</p>
        <h2>${w.experience}</h2>${cv.jobs.map(job).join('')}
        <h2>${w.education}</h2>${cv.schools.map(school).join('')}</div></div>`,
        cv.lang,
      );
    },
  },
  {
    name: 'sidebar-right',
    about: 'main column left, sidebar right; employer bold in capitals, then the role with dates at its right',
    dates: 'month-name',
    docx: false,
    html: (cv, w) => {
      const job = (j: InventedJob) =>
        `<div class="e"><p class="c">${escape(j.company.toUpperCase())}</p><div class="row"><span>${escape(j.title)}</span><span class="g">${range(j, 'month-name', w)}</span></div>${bulletsOf(j)}</div>`;
      const school = (s: InventedSchool) =>
        `<div class="e"><p class="c">${escape(s.institution)}</p><div class="row"><span>${escape(s.degree)}</span><span class="g">${formatDate(s.end, 'year', w)}</span></div></div>`;
      return page(
        'body{font-family:Lato}.grid{display:grid;grid-template-columns:64% 36%}.main{padding-right:14pt}.side{background:#eef2f5;padding:10pt}h1{font-size:24pt;margin:0;color:#1b4f72}h2{font-size:11pt;color:#1b4f72;text-transform:uppercase;margin:12pt 0 4pt}.c{font-weight:bold}.row{display:flex;justify-content:space-between}.g{color:#666}.e{margin-bottom:6pt}',
        `<div class="grid"><div class="main"><h1>${escape(cv.name)}</h1><p>${escape(cv.headline)}</p>
        <h2>${w.profile}</h2><p>${escape(cv.summary)}</p>
        <h2>${w.experience}</h2>${cv.jobs.map(job).join('')}
        <h2>${w.education}</h2>${cv.schools.map(school).join('')}</div>
        <div class="side"><h2>${w.contact}</h2><p>${escape(cv.phone)}</p><p>${escape(cv.email)}</p><p>${escape(cv.city)}</p><p>${escape(cv.linkedin)}</p>
        <h2>${w.skills}</h2>${cv.skills.map((s) => `<p>${escape(s)}</p>`).join('')}
        <h2>${w.languages}</h2>${cv.languages.map((l) => `<p>${escape(l.name)}<br><span class="g">${escape(l.level)}</span></p>`).join('')}
        ${cv.certifications.length ? `<h2>${w.certifications}</h2>${cv.certifications.map((c) => `<p>${escape(c)}</p>`).join('')}` : ''}</div></div>`,
        cv.lang,
      );
    },
  },
  {
    name: 'europass-2013',
    about: "the 2013 editor: a label column (section names, dates) beside the content; the role in colour, employer and town under it; the language grid",
    dates: 'month-name',
    docx: true,
    html: (cv, w) => {
      const row = (left: string, right: string, cls = '') => `<tr${cls ? ` class="${cls}"` : ''}><td class="l">${left}</td><td class="r">${right}</td></tr>`;
      const section = (title: string) => row(escape(title.toUpperCase()), '<hr>', 's');
      const job = (j: InventedJob) =>
        row(range(j, 'month-name', w, '–'), `<p class="t">${escape(j.title)}</p><p>${escape(j.company)}, ${escape(j.city)}</p>${j.bullets.map((b) => `<p>▪ ${escape(b)}</p>`).join('')}`);
      const school = (s: InventedSchool) => row(range(s, 'month-name', w, '–'), `<p class="t">${escape(s.degree)}</p><p>${escape(s.institution)}, ${escape(s.city)}</p>`);
      const [mother, ...others] = cv.languages;
      return page(
        'body{font-family:Arial,"Liberation Sans";font-size:9pt}table{width:100%;border-collapse:collapse}td{vertical-align:top;padding:2pt 4pt}.l{width:28%;text-align:right;color:#1593cb;font-size:8pt}.r{width:72%}.t{color:#1593cb;font-size:11pt}.s .l{font-weight:bold}hr{border:0;border-top:1px solid #1593cb;margin:5pt 0}.n{font-size:16pt}.lg td{text-align:center;padding:1pt 6pt}',
        `<table>${row(escape(w.personal.toUpperCase()), `<p class="n">${escape(cv.name)}</p>`, 's')}
        ${row('', `${escape(cv.city)}, ${escape(cv.country)}`)}${row('', escape(cv.phone))}${row('', escape(cv.email))}${row('', `LinkedIn ${escape(cv.linkedin)}`)}
        ${section(w.experience)}${cv.jobs.map(job).join('')}
        ${section(w.education)}${cv.schools.map(school).join('')}
        ${section(w.skills)}${row(escape(w.motherTongue), escape(mother.name))}
        ${row(escape(w.otherLanguages), `<table class="lg">${others.map((l) => `<tr><td style="text-align:left">${escape(l.name)}</td>${'<td>B2</td>'.repeat(5)}</tr>`).join('')}</table>`)}
        ${row(escape(w.skills), escape(cv.skills.join(', ')))}
        ${cv.certifications.length ? row(escape(w.certifications), cv.certifications.map(escape).join('<br>')) : ''}</table>`,
        cv.lang,
      );
    },
  },
  {
    name: 'europass-2020',
    about: 'the 2020 editor: dates and town in grey first, the role in capitals, the employer under it, headings over a rule',
    dates: 'numeric',
    docx: false,
    html: (cv, w) => {
      const job = (j: InventedJob) =>
        `<div class="e"><p class="g">${range(j, 'numeric', w, ' – ', w.present.toUpperCase())} ${escape(j.city)}, ${escape(cv.country)}</p><p class="t">${escape(j.title.toUpperCase())}</p><p>${escape(j.company.toUpperCase())}</p>${bulletsOf(j)}</div>`;
      const school = (s: InventedSchool) =>
        `<div class="e"><p class="g">${range(s, 'numeric', w)} ${escape(s.city)}, ${escape(cv.country)}</p><p class="t">${escape(s.degree.toUpperCase())}</p><p>${escape(s.institution)}</p></div>`;
      return page(
        'body{font-family:"Open Sans";font-size:9.5pt}h1{font-size:18pt;margin:0}h2{font-size:11pt;text-transform:uppercase;border-bottom:1.5px solid #0c2a8a;color:#0c2a8a;margin:12pt 0 5pt}.g{color:#555;font-size:8.5pt}.t{font-weight:bold}.e{margin-bottom:7pt}.lab{font-weight:bold}',
        `<h1>${escape(cv.name)}</h1><p><span class="lab">${w.email}:</span> ${escape(cv.email)} <span class="lab">${w.phone}:</span> ${escape(cv.phone)}</p><p><span class="lab">${w.address}:</span> ${escape(cv.city)}, ${escape(cv.country)}</p><p><span class="lab">LinkedIn:</span> ${escape(cv.linkedin)}</p>
        <h2>${w.experience}</h2>${cv.jobs.map(job).join('')}
        <h2>${w.education}</h2>${cv.schools.map(school).join('')}
        <h2>${w.languages}</h2><p>${escape(w.motherTongue)}: <b>${escape(cv.languages[0].name)}</b></p><p>${escape(w.otherLanguages)}:</p>${cv.languages.slice(1).map((l) => `<p><b>${escape(l.name.toUpperCase())}</b></p>`).join('')}
        <h2>${w.skills}</h2><p>${cv.skills.map(escape).join(' / ')}</p>
        ${cv.certifications.length ? `<h2>${w.certifications}</h2>${cv.certifications.map((c) => `<p>${escape(c)}</p>`).join('')}` : ''}`,
        cv.lang,
      );
    },
  },
  {
    name: 'timeline',
    about: 'dates stacked in a narrow left column, the role bold and "employer · town" beside them',
    dates: 'numeric',
    docx: true,
    html: (cv, w) => {
      const entry = (dates: string, head: string, sub: string, more = '') => `<tr><td class="d">${dates}</td><td><p class="t">${head}</p><p>${sub}</p>${more}</td></tr>`;
      return page(
        'body{font-family:Roboto,"Liberation Sans"}h1{font-size:22pt;margin:0}h2{font-size:12pt;margin:12pt 0 4pt;color:#8a2b2b}table{width:100%;border-collapse:collapse}td{vertical-align:top;padding:2pt 6pt 4pt 0}.d{width:17%;color:#666}.t{font-weight:bold}',
        `<h1>${escape(cv.name)}</h1><p>${escape(cv.headline)}</p><p>${escape(cv.email)} | ${escape(cv.phone)} | ${escape(cv.city)} | ${escape(cv.linkedin)}</p>
        <h2>${w.profile}</h2><p>${escape(cv.summary)}</p>
        <h2>${w.experience}</h2><table>${cv.jobs.map((j) => entry(`${formatDate(j.start, 'numeric', w)} –<br>${formatDate(j.end, 'numeric', w)}`, escape(j.title), `${escape(j.company)} · ${escape(j.city)}`, bulletsOf(j))).join('')}</table>
        <h2>${w.education}</h2><table>${cv.schools.map((s) => entry(`${formatDate(s.start, 'numeric', w)} –<br>${formatDate(s.end, 'numeric', w)}`, escape(s.degree), `${escape(s.institution)} · ${escape(s.city)}`)).join('')}</table>
        <h2>${w.skills}</h2><p>${cv.skills.map(escape).join(' • ')}</p>
        <h2>${w.languages}</h2><p>${languagesLine(cv)}</p>
        ${cv.certifications.length ? `<h2>${w.certifications}</h2>${listOf(cv.certifications)}` : ''}`,
        cv.lang,
      );
    },
  },
  {
    name: 'moderncv',
    about: "moderncv's margin: year ranges right-aligned in the left margin, \"Role, Employer, Town.\" on one line with the role bold and the employer in italics",
    dates: 'year',
    docx: true,
    html: (cv, w) => {
      const row = (left: string, right: string) => `<tr><td class="l">${left}</td><td>${right}</td></tr>`;
      const heading = (title: string) => `<tr><td class="l"><div class="bar"></div></td><td><h2>${escape(title)}</h2></td></tr>`;
      return page(
        'body{font-family:"Liberation Serif";font-size:10.5pt}table{width:100%;border-collapse:collapse}td{vertical-align:top;padding:1pt 5pt}.l{width:19%;text-align:right;color:#555}.bar{height:7pt;background:#3873b3;margin-top:6pt}h2{font-weight:normal;color:#3873b3;font-size:14pt;margin:6pt 0 2pt}h1{font-size:28pt;font-weight:normal;margin:0}.small{font-size:9pt}',
        `<h1>${escape(cv.name)}</h1><p><i>${escape(cv.headline)}</i></p><p class="small">${escape(cv.city)}, ${escape(cv.country)} — ${escape(cv.phone)} — ${escape(cv.email)} — ${escape(cv.linkedin)}</p>
        <table>${heading(w.experience)}${cv.jobs.map((j) => row(range(j, 'year', w, '–'), `<b>${escape(j.title)}</b>, <i>${escape(j.company)}</i>, ${escape(j.city)}.<div class="small">${bulletsOf(j)}</div>`)).join('')}
        ${heading(w.education)}${cv.schools.map((s) => row(range(s, 'year', w, '–'), `<b>${escape(s.degree)}</b>, <i>${escape(s.institution)}</i>, ${escape(s.city)}.`)).join('')}
        ${heading(w.skills)}${row(escape(w.skills), cv.skills.map(escape).join(', '))}
        ${heading(w.languages)}${cv.languages.map((l) => row(escape(l.name), escape(l.level))).join('')}
        ${cv.certifications.length ? `${heading(w.certifications)}${cv.certifications.map((c) => row('', escape(c))).join('')}` : ''}</table>`,
        cv.lang,
      );
    },
  },
  {
    name: 'two-column-grid',
    about: 'a name band over two equal columns: experience on the left, profile, education, skills and languages on the right; dates above each role',
    dates: 'month-name',
    docx: false,
    html: (cv, w) => {
      const job = (j: InventedJob) => `<div class="e"><p class="g">${range(j, 'month-name', w)}</p><p class="t">${escape(j.title)}</p><p class="c">${escape(j.company)}, ${escape(j.city)}</p>${bulletsOf(j)}</div>`;
      const school = (s: InventedSchool) => `<div class="e"><p class="g">${formatDate(s.end, 'year', w)}</p><p class="t">${escape(s.degree)}</p><p class="c">${escape(s.institution)}</p></div>`;
      return page(
        'body{font-family:"Gillius ADF","Liberation Sans"}.band{background:#f3e9dc;padding:12pt;text-align:center;margin-bottom:10pt}h1{font-size:26pt;letter-spacing:2px;margin:0}.grid{display:grid;grid-template-columns:1fr 1fr;gap:16pt}h2{font-size:12pt;text-transform:uppercase;letter-spacing:1px;margin:10pt 0 4pt}.g{color:#777;font-size:9pt}.t{font-weight:bold;text-transform:uppercase}.c{font-style:italic}.e{margin-bottom:7pt}',
        `<div class="band"><h1>${escape(cv.name.toUpperCase())}</h1><p>${escape(cv.headline)}</p><p>${escape(cv.phone)}  ·  ${escape(cv.email)}  ·  ${escape(cv.city)}  ·  ${escape(cv.linkedin)}</p></div>
        <div class="grid"><div><h2>${w.experience}</h2>${cv.jobs.map(job).join('')}</div>
        <div><h2>${w.profile}</h2><p>${escape(cv.summary)}</p><h2>${w.education}</h2>${cv.schools.map(school).join('')}
        <h2>${w.skills}</h2>${listOf(cv.skills)}<h2>${w.languages}</h2>${cv.languages.map((l) => `<p>${escape(l.name)}: ${escape(l.level)}</p>`).join('')}
        ${cv.certifications.length ? `<h2>${w.certifications}</h2>${listOf(cv.certifications)}` : ''}</div></div>`,
        cv.lang,
      );
    },
  },
  {
    name: 'pipes',
    about: 'one line per role, "Role | Employer | Town | dates", bullets under it; a compact generator look',
    dates: 'numeric',
    docx: true,
    html: (cv, w) =>
      page(
        'body{font-family:"Liberation Sans";font-size:10pt}h1{font-size:18pt;margin:0}h2{font-size:11pt;margin:10pt 0 3pt;text-transform:uppercase}',
        `<h1>${escape(cv.name)}</h1><p>${escape(cv.email)} | ${escape(cv.phone)} | ${escape(cv.city)} | ${escape(cv.linkedin)}</p>
        <h2>${w.profile}</h2><p>${escape(cv.summary)}</p>
        <h2>${w.experience}</h2>${cv.jobs.map((j) => `<p><b>${escape(j.title)}</b> | ${escape(j.company)} | ${escape(j.city)} | ${range(j, 'numeric', w)}</p>${bulletsOf(j)}`).join('')}
        <h2>${w.education}</h2>${cv.schools.map((s) => `<p><b>${escape(s.degree)}</b> | ${escape(s.institution)} | ${formatDate(s.end, 'year', w)}</p>`).join('')}
        <h2>${w.skills}</h2><p>${cv.skills.map(escape).join(' | ')}</p>
        <h2>${w.languages}</h2><p>${languagesLine(cv)}</p>
        ${cv.certifications.length ? `<h2>${w.certifications}</h2>${listOf(cv.certifications)}` : ''}`,
        cv.lang,
      ),
  },
  {
    name: 'running-pages',
    about: 'a long classic column over three or more pages, a running header (name, "Curriculum Vitae") and a page footer, entries cut by page breaks',
    dates: 'month-name',
    docx: false,
    html: (cv, w) => {
      const job = (j: InventedJob) =>
        `<table class="row"><tr><td><b>${escape(j.title)}</b></td><td class="d">${range(j, 'month-name', w)}</td></tr></table><p><i>${escape(j.company)}</i>, ${escape(j.city)}</p>${bulletsOf(j)}`;
      const school = (s: InventedSchool) =>
        `<table class="row"><tr><td><b>${escape(s.degree)}</b></td><td class="d">${range(s, 'month-name', w)}</td></tr></table><p>${escape(s.institution)}, ${escape(s.city)}</p>`;
      return page(
        `@page{margin:30mm 22mm 26mm;@top-left{content:"${cv.name.replace(/"/g, '')}";font:9pt Carlito;color:#555}@top-right{content:"Curriculum Vitae";font:9pt Carlito;color:#555}@bottom-center{content:counter(page) " / " counter(pages);font:9pt Carlito;color:#555}}body{font-family:Carlito;font-size:13pt;line-height:1.9}h1{font-size:24pt;margin:0}h2{font-size:14pt;text-transform:uppercase;border-bottom:1px solid #444;margin:16pt 0 6pt}.row{width:100%;border-collapse:collapse}.row td{padding:0}.d{text-align:right;white-space:nowrap}li{margin:4pt 0}`,
        `<h1>${escape(cv.name)}</h1><p>${escape(cv.headline)}</p><p>${escape(cv.city)} · ${escape(cv.phone)} · ${escape(cv.email)} · ${escape(cv.linkedin)}</p>
        <h2>${w.profile}</h2><p>${escape(cv.summary)}</p>
        <h2>${w.experience}</h2>${cv.jobs.map(job).join('')}
        <h2>${w.education}</h2>${cv.schools.map(school).join('')}
        <h2>${w.skills}</h2>${listOf(cv.skills)}
        <h2>${w.languages}</h2><p>${languagesLine(cv)}</p>
        ${cv.certifications.length ? `<h2>${w.certifications}</h2>${listOf(cv.certifications)}` : ''}`,
        cv.lang,
      );
    },
  },
  {
    name: 'letter-first',
    about: 'an application: a cover letter (sender, the agency addressed, date, greeting) on its own page, then a tabular CV with "since" dates',
    dates: 'numeric',
    docx: true,
    html: (cv, w) => {
      const letter = LETTERS[cv.lang];
      const since = (item: { start: string; end: string | null }) =>
        item.end === null ? `${letter.since} ${formatDate(item.start, 'numeric', w)}` : range(item, 'numeric', w);
      const row = (left: string, right: string) => `<tr><td class="d">${left}</td><td>${right}</td></tr>`;
      return page(
        'body{font-family:"Liberation Serif";font-size:11pt}.from{text-align:right}.to{margin:24pt 0}.br{page-break-before:always}h1{font-size:18pt}h2{font-size:12pt;border-bottom:1px solid #000;margin:12pt 0 4pt}table{width:100%;border-collapse:collapse}td{vertical-align:top;padding:2pt 6pt 2pt 0}.d{width:26%}',
        `<div class="from"><p>${escape(cv.name)}</p><p>${escape(letter.street)}</p><p>${escape(cv.city)}</p><p>${escape(cv.phone)}</p><p>${escape(cv.email)}</p></div>
        <div class="to"><p>${escape(letter.agency)}</p><p>${escape(letter.agencyStreet)}</p><p>${escape(letter.agencyTown)}</p></div>
        <p class="from">${escape(cv.city)}, ${escape(letter.date)}</p><p><b>${escape(letter.subject)} ${escape(cv.headline)}</b></p><br>
        <p>${escape(letter.greeting)}</p><br><p>${escape(letter.body.replace('{role}', cv.headline))}</p><br><p>${escape(letter.closing)}</p><br><p>${escape(cv.name)}</p>
        <div class="br"></div><h1>${escape(letter.cv)}</h1>
        <table>${row(`${w.personal}`, '')}${row('Name', escape(cv.name))}${row(escape(w.address), `${escape(letter.street)}, ${escape(cv.city)}`)}${row(escape(w.phone), escape(cv.phone))}${row(escape(w.email), escape(cv.email))}${row('LinkedIn', escape(cv.linkedin))}</table>
        <h2>${w.experience}</h2><table>${cv.jobs.map((j) => row(since(j), `<b>${escape(j.title)}</b><br>${escape(j.company)}, ${escape(j.city)}${bulletsOf(j)}`)).join('')}</table>
        <h2>${w.education}</h2><table>${cv.schools.map((s) => row(range(s, 'numeric', w), `<b>${escape(s.degree)}</b><br>${escape(s.institution)}, ${escape(s.city)}`)).join('')}</table>
        <h2>${w.skills}</h2><p>${cv.skills.map(escape).join(', ')}</p>
        <h2>${w.languages}</h2><table>${cv.languages.map((l) => row(escape(l.name), escape(l.level))).join('')}</table>
        ${cv.certifications.length ? `<h2>${w.certifications}</h2>${listOf(cv.certifications)}` : ''}`,
        cv.lang,
      );
    },
  },
  {
    name: 'word-tabs',
    about: 'Word: Heading 1 sections, "Role, Employer⇥dates" against a right tab stop, the town in italics under it, bullets from the numbering',
    dates: 'month-name',
    docx: true,
    word: (cv, w) =>
      buildDocx({
        font: 'Calibri',
        body: [
          p({ text: cv.name, bold: true, size: 20 }),
          p(`${cv.city} | ${cv.phone} | ${cv.email} | ${cv.linkedin}`),
          p(w.profile, { style: 'Heading1' }),
          p(cv.summary),
          p(w.experience, { style: 'Heading1' }),
          ...cv.jobs.flatMap((j) => [tabbed([{ text: `${j.title}, ${j.company}`, bold: true }], range(j, 'month-name', w)), p({ text: j.city, italic: true }), ...j.bullets.map((b) => p(b, { bullet: true }))]),
          p(w.education, { style: 'Heading1' }),
          ...cv.schools.flatMap((s) => [tabbed([{ text: s.degree, bold: true }], formatDate(s.end, 'month-name', w)), p(`${s.institution}, ${s.city}`)]),
          p(w.skills, { style: 'Heading1' }),
          ...cv.skills.map((skill) => p(skill, { bullet: true })),
          p(w.languages, { style: 'Heading1' }),
          p(languagesLine(cv)),
          ...(cv.certifications.length ? [p(w.certifications, { style: 'Heading1' }), ...cv.certifications.map((c) => p(c, { bullet: true }))] : []),
        ],
      }),
  },
  {
    name: 'word-table',
    about: 'Word: each entry a table row, dates in the left cell, role bold, employer and bullets in the right; name and contact in the page header',
    dates: 'numeric',
    docx: true,
    word: (cv, w) =>
      buildDocx({
        font: 'Arial',
        header: [p({ text: cv.name, bold: true, size: 16 }), p(`${cv.phone} · ${cv.email} · ${cv.city} · ${cv.linkedin}`)],
        body: [
          p(w.profile, { style: 'Heading1' }),
          p(cv.summary),
          p(w.experience, { style: 'Heading1' }),
          table(cv.jobs.map((j) => [cell(range(j, 'numeric', w)), cell(p({ text: j.title, bold: true }), p(`${j.company}, ${j.city}`), ...j.bullets.map((b) => p(b, { bullet: true })))])),
          p(w.education, { style: 'Heading1' }),
          table(cv.schools.map((s) => [cell(range(s, 'numeric', w)), cell(p({ text: s.degree, bold: true }), p(`${s.institution}, ${s.city}`))])),
          p(w.skills, { style: 'Heading1' }),
          p(cv.skills.join(', ')),
          p(w.languages, { style: 'Heading1' }),
          table(cv.languages.map((l) => [cell(l.name), cell(l.level)])),
          ...(cv.certifications.length ? [p(w.certifications, { style: 'Heading1' }), ...cv.certifications.map((c) => p(c, { bullet: true }))] : []),
        ],
      }),
  },
];

// ---------------------------------------------------------------- making the documents

/** The PDF (or DOCX) of an HTML page or a Word document, made once and kept by the source's hash. */
function made(source: string | Buffer, format: 'pdf' | 'docx'): string {
  mkdirSync(CACHE, { recursive: true });
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const target = path.join(CACHE, `${hash}.${format}`);
  if (existsSync(target)) return target;
  if (Buffer.isBuffer(source) && format === 'docx') {
    writeFileSync(target, source);
    return target;
  }
  const work = mkdtempSync(path.join(tmpdir(), 'cvforge-design-'));
  try {
    if (Buffer.isBuffer(source)) {
      // A Word document saved as PDF, as Word's "Save as PDF" does.
      const docx = path.join(work, `${hash}.docx`);
      writeFileSync(docx, source);
      execFileSync('soffice', [`-env:UserInstallation=file://${work}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', work, docx], { stdio: 'ignore', timeout: 180_000 });
      renameSync(path.join(work, `${hash}.pdf`), target);
      return target;
    }
    const html = path.join(work, `${hash}.html`);
    writeFileSync(html, source);
    if (format === 'pdf') {
      execFileSync(
        'chromium',
        ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', `--user-data-dir=${path.join(work, 'profile')}`, '--no-pdf-header-footer', `--print-to-pdf=${path.join(work, 'out.pdf')}`, `file://${html}`],
        { stdio: 'ignore', timeout: 120_000 },
      );
      renameSync(path.join(work, 'out.pdf'), target);
    } else {
      execFileSync('soffice', [`-env:UserInstallation=file://${work}/profile`, '--headless', '--infilter=HTML (StarWriter)', '--convert-to', 'docx:MS Word 2007 XML', '--outdir', work, html], { stdio: 'ignore', timeout: 180_000 });
      renameSync(path.join(work, `${hash}.docx`), target);
    }
    return target;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- scoring

function score(gtDir: string, predFile: string): ScorerResult {
  return JSON.parse(execFileSync(process.execPath, [path.join(REALWORLD_DIR, 'score.mjs'), gtDir, predFile, '--json'], { encoding: 'utf8' })) as ScorerResult;
}

const FIELDS = ['name', 'email', 'phone', 'location', 'linkedin', 'experience', 'exp_dates', 'education', 'skills', 'certifications', 'languages', 'years±1'];
const SHORT: Record<string, string> = { experience: 'exp', exp_dates: 'dates', education: 'edu', certifications: 'certs', languages: 'langs', location: 'place', linkedin: 'in', 'years±1': 'years' };

async function main(): Promise<void> {
  if (!existsSync(path.join(REALWORLD_DIR, 'score.mjs'))) {
    console.log(`bench:designs needs the real-world set's scorer at ${REALWORLD_DIR}; skipped.`);
    return;
  }
  const hasSoffice = hasTool('soffice');
  const formats = (['pdf', 'docx'] as const).filter((format) => (format === 'pdf' ? hasTool('chromium') || hasSoffice : hasSoffice));
  if (!formats.length) {
    console.log('bench:designs needs chromium or soffice; skipped.');
    return;
  }
  const work = mkdtempSync(path.join(tmpdir(), 'cvforge-designs-score-'));
  if (keep) mkdirSync(keep, { recursive: true });
  if (exportDir) for (const sub of ['files', 'gt']) mkdirSync(path.join(exportDir, sub), { recursive: true });
  const header = `${'design'.padEnd(22)}${FIELDS.map((f) => (SHORT[f] ?? f).padStart(7)).join('')}   macro`;
  console.log(`\nbench:designs — ${CANDIDATES.length} invented CVs (${[...new Set(CANDIDATES.map((c) => c.lang))].join(', ')}) in ${DESIGNS.length} page designs, F1 per field\n`);
  console.log(header);
  const all: { file: string; gt: object; line: string }[] = [];
  const misses: string[] = [];
  try {
    for (const design of DESIGNS.filter((d) => !only || only.includes(d.name))) {
      // (A Word design's PDF is LibreOffice's; an HTML design's DOCX too.)
      for (const format of formats.filter((f) => (f === 'pdf' && (!design.word || hasSoffice)) || (f === 'docx' && design.docx))) {
        const dir = path.join(work, `${design.name}-${format}`);
        mkdirSync(path.join(dir, 'gt'), { recursive: true });
        const lines: string[] = [];
        for (const cv of CANDIDATES) {
          const file = `${design.name}-${cv.id}.${format}`;
          const source = design.word ? design.word(cv, WORDS[cv.lang]) : design.html!(cv, WORDS[cv.lang]);
          // A design without a profile section prints no summary: none is owed.
          const printsSummary = design.word !== undefined || source.includes(escape(cv.summary.slice(0, 40)));
          const gt = { ...labelOf(cv, file, design.dates === 'year'), ...(printsSummary ? {} : { summary: null }) };
          let data: ReturnType<typeof extractCv> | null = null;
          try {
            const document = made(source, format);
            if (keep) copyFileSync(document, path.join(keep, file));
            if (exportDir) {
              // One name per document: the kit keys its outputs by the name without its extension.
              const named = `${design.name}-${cv.id}-${format}`;
              copyFileSync(document, path.join(exportDir, 'files', `${named}.${format}`));
              writeFileSync(path.join(exportDir, 'gt', `${named}.json`), JSON.stringify({ ...gt, file: `${named}.${format}` }, null, 1));
            }
            data = extractCv(await readDocument(readFileSync(document), file), { now: LABELLED_NOW });
          } catch (error) {
            console.log(`FAILED ${file}: ${String(error).slice(0, 200)}`);
          }
          const line = JSON.stringify({ file, data: data ?? {} });
          writeFileSync(path.join(dir, 'gt', `${file}.json`), JSON.stringify(gt));
          lines.push(line);
          all.push({ file, gt, line });
          if (showMisses && data) misses.push(...missesOf(file, gt, data));
        }
        writeFileSync(path.join(dir, 'pred.jsonl'), `${lines.join('\n')}\n`);
        console.log(rowOf(`${design.name} (${format})`, score(path.join(dir, 'gt'), path.join(dir, 'pred.jsonl'))));
      }
    }
    const total = path.join(work, 'all');
    mkdirSync(path.join(total, 'gt'), { recursive: true });
    for (const { file, gt } of all) writeFileSync(path.join(total, 'gt', `${file}.json`), JSON.stringify(gt));
    writeFileSync(path.join(total, 'pred.jsonl'), `${all.map((a) => a.line).join('\n')}\n`);
    console.log(`${'-'.repeat(header.length)}\n${rowOf(`all ${all.length} documents`, score(path.join(total, 'gt'), path.join(total, 'pred.jsonl')))}`);
    if (showMisses) console.log(`\n${misses.join('\n')}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function rowOf(label: string, result: ScorerResult): string {
  const f1 = new Map(result.rows.map((row) => [row.field, row]));
  return `${label.padEnd(22)}${FIELDS.map((field) => {
    const row = f1.get(field);
    return (row && row.tp + row.fp + row.fn ? row.f1.toFixed(2) : '–').padStart(7);
  }).join('')}   ${result.macroF1.toFixed(3)}`;
}

/** What a document got wrong, field by field, beside the facts it was made from. */
function missesOf(file: string, gt: ReturnType<typeof labelOf>, data: ReturnType<typeof extractCv>): string[] {
  const out: string[] = [];
  const norm = (s: string | null | undefined) => (s ?? '').toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, ' ').trim();
  const scalar = (field: string, want: string | null, got: string | null | undefined) => {
    if (norm(want) !== norm(got)) out.push(`  ${field}: want "${want}" got "${got ?? ''}"`);
  };
  scalar('name', gt.fullName, data.name);
  if (!norm(data.location).includes(norm(gt.location))) scalar('location', gt.location, data.location);
  // As the scorer compares: case and accents aside, an education entry by its institution and year.
  const job = (title: string | null, company: string | null, start: string | null, end: string | null) => `${title} @ ${company} [${start ?? ''}–${end ?? ''}]`;
  const jobs = (data.experience ?? []).map((e) => job(e.title, e.company, e.startDate, e.current ? 'present' : e.endDate));
  const wantJobs = gt.experience.map((e) => job(e.title, e.company, e.start, e.end));
  if (norm(jobs.join('|')) !== norm(wantJobs.join('|'))) out.push(`  experience:\n    want ${wantJobs.join('\n         ')}\n    got  ${jobs.join('\n         ') || '(none)'}`);
  const school = (institution: string | null, end: string | null, degree?: string) => `${institution} [${(end ?? '').slice(0, 4)}]${degree ? ` (${degree})` : ''}`;
  const schools = (data.education ?? []).map((e) => school(e.institution, e.endDate));
  const wantSchools = gt.education.map((e) => school(e.institution, e.end));
  if (norm(schools.join('|')) !== norm(wantSchools.join('|'))) {
    const shown = (data.education ?? []).map((e) => school(e.institution, e.endDate, [e.degree, e.field].filter(Boolean).join(' / ')));
    out.push(`  education:\n    want ${wantSchools.join('\n         ')}\n    got  ${shown.join('\n         ') || '(none)'}`);
  }
  for (const field of ['skills', 'languages', 'certifications'] as const) {
    const got = data[field] ?? [];
    const want = gt[field] as string[];
    const missing = want.filter((x) => !got.some((g) => norm(g) === norm(x)));
    const extra = got.filter((g) => !want.some((x) => norm(g) === norm(x)));
    if (missing.length || extra.length) out.push(`  ${field}: missing ${JSON.stringify(missing)} extra ${JSON.stringify(extra)}`);
  }
  return out.length ? [`${file}`, ...out] : [];
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
