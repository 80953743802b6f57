/**
 * The built-in writer benchmark (issue 28): the built-in provider's enhanced CV and candidate report
 * over the real-world development CVs (../shared/eval/realworld-dev, read and extracted as
 * bench/extract.ts does), enhanced through a template with instructions (one built here, plus the
 * sendable kit's kit-instructions.docx when it is there), and counted mechanically. Every count is
 * a fault a consultant would see; the target is 0 of each.
 *
 *   npm run bench:writer            (npx tsx bench/writer.ts)   [--verbose: each fault with its file]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CvData } from '../common/cv-data';
import { localEnhanceDetailed, type TemplateInstructions } from '../server/src/ai/local/enhance';
import { localReport } from '../server/src/ai/local/report';
import { readDocument } from '../server/src/documents/read-document';
import { extractCv } from '../server/src/extraction/extract-cv';
import { INDUSTRY_KEYWORDS } from '../server/src/extraction/lexicon/industries';
import { analyzeTemplate } from '../server/src/rendering/analyze-template';
import { renderCv } from '../server/src/rendering/render-cv';
import { buildDocx, p } from '../server/src/rendering/test-support/docx-builder';
import { REALWORLD_DIR, SHARED_EVAL_DIR, isCheckSetFile } from './realworld-eval';

const NOW = new Date(Date.UTC(2026, 10, 15));
const isVerbose = process.argv.includes('--verbose');
const KIT_TEMPLATE = path.join(SHARED_EVAL_DIR, 'sendable', 'templates', 'kit-instructions.docx');

/** The bench's own template: the instructions the consultant's 10 outputs were made with. */
function benchTemplate(): Buffer {
  return buildDocx({
    body: [
      p('{{FullName}}'),
      p('Profile'),
      p('{{Summary}} [third person] [three sentences]'),
      p('Experience'),
      p('{{#Experience}} [newest first]'),
      p('{{Title}}, {{Company}}  {{Dates}}'),
      p('Key Achievements'),
      p('{{Highlights}} [quantified achievements only, with figures] [four bullet points at most]'),
      p('{{/Experience}}'),
      p('Education'),
      p('{{#Education}}'),
      p('{{Degree}}, {{Institution}}  {{Dates}}'),
      p('{{/Education}}'),
      p('Skills'),
      p('{{Skills}}'),
    ],
  });
}

function instructionsOf(template: Buffer): TemplateInstructions {
  const grouped: TemplateInstructions = {};
  for (const instruction of analyzeTemplate(template).instructions ?? []) (grouped[instruction.placeholder ?? ''] ??= []).push(instruction.text);
  return grouped;
}

// ---------------------------------------------------------------- measures

const month = (date: string, isEnd: boolean) => {
  const [y, m] = date.split('-').map(Number);
  return y * 12 + (m ? m - 1 : isEnd ? 11 : 0);
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function parsePrinted(text: string, isEnd: boolean): number | null {
  const m = /^(?:([A-Z][a-z]{2}) )?(\d{4})$/.exec(text.trim());
  if (!m) return null;
  return Number(m[2]) * 12 + (m[1] ? MONTHS.indexOf(m[1]) : isEnd ? 11 : 0);
}

interface GtEntry { start?: string | null; end?: string | null; title?: string | null; company?: string | null; institution?: string | null }
interface Gt { fullName: string | null; experience: GtEntry[]; education: GtEntry[] }

/** Study periods from the extraction and the labels: a gap claimed inside one is false. */
function studyPeriods(data: CvData, gt: Gt): [number, number][] {
  const periods: [number, number][] = [];
  for (const e of data.education) if (e.startDate || e.endDate) periods.push([month((e.startDate ?? e.endDate)!, false), month((e.endDate ?? e.startDate)!, true)]);
  for (const e of gt.education) {
    const start = e.start && /^\d{4}/.test(e.start) ? e.start : null;
    const end = e.end && /^\d{4}/.test(e.end) ? e.end : null;
    if (start || end) periods.push([month((start ?? end)!.slice(0, 7), false), month((end ?? start)!.slice(0, 7), true)]);
  }
  return periods;
}

const ENTRY_TITLE = /\b(intern|internship|student|trainee|apprentice|tutor|praktikant\w*|werkstudent\w*|stagiaire|becario|stagiair|tirocinante|estagi[áa]rio)\b/i;
const SENIOR_TITLE = /\b(senior|sr\.?|lead|principal|head|director|chief|vp|vice president|manager|partner|founder|ceo|cto|cfo|leiter\w*|directeur|directora?|responsable)\b/i;

function seniorityContradicted(claim: string, data: CvData): boolean {
  const titles = data.experience.map((e) => e.title ?? '').filter(Boolean);
  if (titles.length === 0) return false;
  const said = claim.slice(claim.lastIndexOf(':') + 1);
  const isAbove = /mid level|senior|experienced|\blead\b|manager|head|director|executive/i.test(said);
  const isEntry = /entry level|junior|intern|student/i.test(said);
  if (isAbove && titles.every((t) => ENTRY_TITLE.test(t) && !SENIOR_TITLE.test(t))) return true;
  if (isEntry && titles.some((t) => SENIOR_TITLE.test(t) && !ENTRY_TITLE.test(t))) return true;
  return false;
}

const STOPWORDS: Record<string, string[]> = {
  English: ['with', 'and', 'the', 'of', 'in', 'years', 'experience', 'skilled', 'for', 'is', 'has', 'as'],
  German: ['mit', 'und', 'der', 'die', 'das', 'in', 'jahren', 'jahre', 'erfahrung', 'ist', 'als', 'von', 'für', 'im'],
  French: ['avec', 'et', 'de', 'le', 'la', 'les', 'ans', 'expérience', 'en', 'des', 'est', 'du', 'pour'],
  Spanish: ['con', 'y', 'de', 'el', 'la', 'los', 'años', 'experiencia', 'en', 'es', 'del', 'para'],
  Dutch: ['met', 'en', 'de', 'het', 'van', 'jaar', 'ervaring', 'in', 'is', 'als', 'voor', 'een'],
  Italian: ['con', 'e', 'di', 'il', 'la', 'anni', 'esperienza', 'in', 'è', 'del', 'per', 'della'],
  Portuguese: ['com', 'e', 'de', 'o', 'a', 'anos', 'experiência', 'em', 'é', 'do', 'da', 'para'],
};

/** The language a sentence is most likely in, by its function words; null when it has too few. */
function sentenceLanguage(sentence: string): string | null {
  const words = sentence.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  let best: string | null = null;
  let bestScore = 0;
  for (const [language, list] of Object.entries(STOPWORDS)) {
    const score = words.filter((w) => list.includes(w)).length;
    if (score > bestScore) [best, bestScore] = [language, score];
  }
  return bestScore >= 2 ? best : null;
}

const FIRST_PERSON: Record<string, RegExp> = {
  English: /\b(I|I'm|I've|my|me|myself)\b/,
  German: /\b(ich|mein\w*|mich|mir)\b/i,
  French: /\b(je|j'|mon|mes|moi)\b/i,
  Spanish: /\b(yo|mis?)\b/i,
  Dutch: /\b(ik|mijn)\b/i,
  Italian: /\b(io|mio|mia|miei)\b/i,
  Portuguese: /\b(eu|meu|minha)\b/i,
};

/** A bullet opening with coordinated verbs in different forms ("Create, edits, and manages"). */
function mixedVerbForms(bullet: string): boolean {
  const m = /^([A-Za-z]+)((?:, [A-Za-z]+)*),? (?:and|&) ([A-Za-z]+)\b/.exec(bullet);
  if (!m) return false;
  const words = [m[1], ...m[2].split(', ').filter(Boolean), m[3]].map((w) => w.toLowerCase());
  const form = (w: string) => (/ed$/.test(w) ? 'past' : /[^s]s$/.test(w) ? 's' : /ing$/.test(w) ? 'ing' : 'base');
  return new Set(words.map(form)).size > 1;
}

const hasFigure = (text: string) => /\d/.test(text);
const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

// ---------------------------------------------------------------- run

interface Counts { [key: string]: number }
const COUNTS: [string, string][] = [
  ['gapOverEducation', 'gap claims overlapping a dated education period'],
  ['seniorityContradicted', 'seniority words contradicted by titles'],
  ['notInCvLanguage', "generated sentences not in the CV's language"],
  ['unsupportedIndustry', 'profile sentences naming an industry no employer or role supports'],
  ['bulletsOverLimit', 'roles with bullets over the limit ([four bullet points at most] / kit: six)'],
  ['firstPersonUnderThird', 'summaries left in the first person under [third person]'],
  ['sentencesOverLimit', 'summaries over [three sentences]'],
  ['summaryDropped', "a candidate's own summary dropped"],
  ['rolesOutOfOrder', 'roles out of order under [newest first]'],
  ['emptyHighlights', 'roles with figures whose quantified highlights came out empty'],
  ['brokenTense', 'bullets whose tense change broke agreement'],
  ['tenseChangedUncovered', 'bullets re-tensed in a language without a verb table'],
  ['placeholderNames', 'placeholder names ("Candidate Report: Candidate", "Untitled role")'],
  ['tenureNotEmployer', 'tenure or progression claims at something no label names as an employer'],
  ['quantifiedNoFigure', '"quantified result" claims without a figure'],
];

async function main(): Promise<void> {
  if (!existsSync(REALWORLD_DIR)) {
    console.log(`Real-world dev set not found at ${REALWORLD_DIR}: nothing to measure`);
    return;
  }
  const manifest = JSON.parse(readFileSync(path.join(REALWORLD_DIR, 'manifest.json'), 'utf8')) as { file: string; language: string }[];
  const languageOf = new Map(manifest.map((m) => [m.file, m.language]));
  const bench = benchTemplate();
  const templates: { name: string; buffer: Buffer; bullets: number }[] = [{ name: 'bench', buffer: bench, bullets: 4 }];
  if (existsSync(KIT_TEMPLATE)) templates.push({ name: 'kit-instructions', buffer: readFileSync(KIT_TEMPLATE), bullets: 6 });
  // The check set (dv74–dv94) is counted apart and never listed file by file: its faults are a check, not a lead.
  const counts: Counts = Object.fromEntries(COUNTS.map(([key]) => [key, 0]));
  const checkCounts: Counts = Object.fromEntries(COUNTS.map(([key]) => [key, 0]));
  const faults: string[] = [];
  const add = (key: string, file: string, what: string) => {
    if (isCheckSetFile(file)) {
      checkCounts[key] += 1;
      return;
    }
    counts[key] += 1;
    faults.push(`${file} ${key}: ${what}`);
  };
  const notApplied = new Map<string, number>();
  const filesDir = path.join(REALWORLD_DIR, 'files');
  const files = readdirSync(filesDir).sort();
  let processed = 0;
  for (const file of files) {
    let data: CvData;
    try {
      data = extractCv(await readDocument(path.join(filesDir, file), file), { now: NOW });
    } catch {
      continue;
    }
    processed += 1;
    const gt = JSON.parse(readFileSync(path.join(REALWORLD_DIR, 'gt', file.replace(/\.\w+$/, '.json')), 'utf8')) as Gt;
    const language = languageOf.get(file) ?? 'English';

    // The report.
    const report = localReport(data, NOW);
    const reportText = [report.title, ...report.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.bullets ?? [])])];
    const study = studyPeriods(data, gt);
    for (const line of reportText) {
      const gap = /gap of \d+ months?\W+(?:\()?((?:[A-Z][a-z]{2} )?\d{4}) – ((?:[A-Z][a-z]{2} )?\d{4})/i.exec(line);
      if (gap) {
        const from = parsePrinted(gap[1], false);
        const to = parsePrinted(gap[2], true);
        if (from !== null && to !== null && study.some(([s, e]) => s <= to && e >= from)) add('gapOverEducation', file, line);
      }
      if (/^seniority/i.test(line) && seniorityContradicted(line, data)) add('seniorityContradicted', file, `${line} | titles: ${data.experience.map((e) => e.title).join('; ')}`);
      if (/Candidate Report: Candidate$|^Candidate:|Untitled role/.test(line)) add('placeholderNames', file, line);
      const tenure = /^(?:Long tenure: .* at|Progression at) (.+?)(?::|$)/.exec(line);
      if (tenure) {
        const org = norm(tenure[1]);
        const isEmployer = gt.experience.some((e) => e.company && (norm(e.company).includes(org) || org.includes(norm(e.company))));
        if (!isEmployer) add('tenureNotEmployer', file, line);
      }
      if (/^Quantified result/i.test(line) && !hasFigure(line.replace(/\([^)]*\)$/, ''))) add('quantifiedNoFigure', file, line);
    }
    // The report's own prose is generated: a profile line naming an industry.
    // An industry named in a generated sentence is supported when its lexicon words occur in the
    // titles or employers of at least two roles (of the one role, for a CV with one).
    const roleTexts = data.experience.map((e) => ` ${norm(`${e.title ?? ''} ${e.company ?? ''}`)} `);
    const industryUnsupported = (sentence: string) => {
      const named = Object.keys(INDUSTRY_KEYWORDS).filter((industry) => sentence.includes(industry));
      return named.some((industry) => {
        const supporting = roleTexts.filter((t) => INDUSTRY_KEYWORDS[industry].some((w) => t.includes(` ${norm(w)} `))).length;
        return supporting < Math.min(2, roleTexts.length);
      });
    };
    for (const line of report.sections.find((s) => s.heading === 'Fit Summary')?.paragraphs ?? []) {
      if (industryUnsupported(line)) add('unsupportedIndustry', file, `report: ${line}`);
    }

    for (const template of templates) {
      const instructions = instructionsOf(template.buffer);
      const result = localEnhanceDetailed(data, instructions, NOW);
      for (const note of result.notes) notApplied.set(`${template.name}: ${note.replace(/\d+ bullets? (is|are)/, 'N bullets are')}`, (notApplied.get(`${template.name}: ${note}`) ?? 0) + 1);
      const enhanced = result.data;
      renderCv({ template: template.buffer, data: enhanced });
      const tag = `${file} [${template.name}]`;
      const isGenerated = result.changes.summary === 'written' || result.changes.summary === 'rewritten';
      if (isGenerated && enhanced.summary) {
        for (const sentence of enhanced.summary.split(/(?<=[.!?])\s+/)) {
          const detected = sentenceLanguage(sentence);
          if (detected && detected !== language) add('notInCvLanguage', tag, `${language} CV: ${sentence}`);
          else if (!detected && language !== 'English' && /\b(with|years? of experience|skilled in)\b/i.test(sentence)) add('notInCvLanguage', tag, `${language} CV: ${sentence}`);
          if (industryUnsupported(sentence)) add('unsupportedIndustry', tag, sentence);
        }
      }
      for (const entry of enhanced.experience) {
        if (entry.highlights.length > template.bullets) add('bulletsOverLimit', tag, `${entry.title}: ${entry.highlights.length} bullets`);
      }
      if (template.name === 'bench' || template.name === 'kit-instructions') {
        if (enhanced.summary && FIRST_PERSON[language]?.test(enhanced.summary)) add('firstPersonUnderThird', tag, enhanced.summary.slice(0, 120));
      }
      if (template.name === 'bench') {
        if (enhanced.summary && enhanced.summary.split(/(?<=[.!?])\s+/).filter(Boolean).length > 3) add('sentencesOverLimit', tag, enhanced.summary.slice(0, 120));
        if (data.summary && data.summary.trim().length > 40 && !enhanced.summary) add('summaryDropped', tag, data.summary.slice(0, 80));
        const starts = enhanced.experience.map((e) => (e.current ? Infinity : e.startDate ? month(e.startDate, false) : null));
        for (let i = 1; i < starts.length; i++) {
          const [a, b] = [starts[i - 1], starts[i]];
          if (a !== null && b !== null && b > a) {
            add('rolesOutOfOrder', tag, `${enhanced.experience[i - 1].title} before ${enhanced.experience[i].title}`);
            break;
          }
        }
        data.experience.forEach((entry, i) => {
          const out = enhanced.experience.find((e) => e.title === entry.title && e.company === entry.company && e.startDate === entry.startDate) ?? enhanced.experience[i];
          if (entry.highlights.some(hasFigure) && !(out?.highlights ?? []).some(hasFigure)) add('emptyHighlights', tag, `${entry.title}`);
        });
      }
      // Tense: compare each bullet's opening with the same bullet before enhance.
      data.experience.forEach((entry) => {
        const out = enhanced.experience.find((e) => e.title === entry.title && e.company === entry.company && e.startDate === entry.startDate);
        if (!out) return;
        // The same bullet before and after: everything after the first word is the same.
        const rest = (text: string) => norm(text).split(' ').slice(1).join(' ');
        const before = new Map(entry.highlights.map((h) => [rest(h), h]));
        for (const bullet of out.highlights) {
          if (!rest(bullet)) continue;
          const original = before.get(rest(bullet));
          if (!original) continue;
          const firstBefore = norm(original).split(' ')[0];
          const firstAfter = norm(bullet).split(' ')[0];
          if (firstBefore === firstAfter) continue;
          if (mixedVerbForms(bullet) && !mixedVerbForms(original.replace(/^\W+/, ''))) add('brokenTense', tag, `${original} → ${bullet}`);
          if (language !== 'English') add('tenseChangedUncovered', tag, `${original} → ${bullet}`);
        }
      });
    }
  }

  console.log(`\nbench:writer — the built-in provider over ${processed} real-world dev CVs × ${templates.map((t) => t.name).join(' + ')} template${templates.length > 1 ? 's' : ''}\n`);
  console.log('dv01-dv73  dv74-dv94 (check set, counts only)');
  for (const [key, label] of COUNTS) console.log(`${String(counts[key]).padStart(9)}  ${String(checkCounts[key]).padStart(9)}  ${label}`);
  console.log(`\nInstructions the job says were not applied (per CV × template):`);
  for (const [note, n] of [...notApplied].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`${String(n).padStart(5)}  ${note.slice(0, 160)}`);
  if (isVerbose) {
    console.log('\nFaults:');
    for (const fault of faults) console.log(`  ${fault.slice(0, 220)}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
