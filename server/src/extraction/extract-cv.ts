import { emptyCvData, type CvData, type ExperienceEntry, type ExtractionConfidence } from '@common/cv-data';
import { blockLines, endsOnJoiningWord } from '../documents/blocks';
import type { DocumentLine, DocumentText } from '../documents/types';
import { extractCertifications } from './certifications';
import { assessConfidence } from './confidence';
import { findEmail, findLinkedin, findPhone, findWebsite, linkedinShownInLinks } from './contact';
import { parseEducation } from './education';
import { parseExperience, rolesWithinEmployer, withoutRepeatedRoles } from './experience';
import { findProseRoles, mergeProseRoles } from './prose-roles';
import { detectIndustry } from './industry';
import { extractLanguages, findLanguagesInProse } from './languages';
import { lookupLanguage } from './lexicon/languages';
import { findDateRange, findSingleDate, withFormDatesLabels } from './dates';
import { findLocation } from './location';
import { findName, isPlausibleName, splitNameParts } from './name';
import { companyScore, titleScore } from './header-parts';
import { headingKind } from './sections';
import { fold, isBullet, itemsAtRepeatedMarks, titleCaseIfShouting, valuesWithoutTabs, wordCount } from './text-utils';
import { isSchooling, splitSections, type Section } from './sections';
import { extractSkills, findKnownSkills, isLabelledSkillList, ratedLanguages, SKILL_LEVEL_LINE, skillListLines } from './skills';
import { headinglessProfile } from './summary';
import { totalYearsExperience } from './years';

export interface ExtractOptions {
  /** "Now" for current roles in the years total; pass a fixed date for deterministic results. */
  now?: Date;
}

const CONTACT_KINDS = new Set<Section['kind']>(['preamble', 'contact', 'personal']);

/** The extracted data with a confidence for every field (high, or low with a reason for the recruiter). */
export function extractCvWithConfidence(doc: DocumentText, options: ExtractOptions = {}): { data: CvData; confidence: ExtractionConfidence } {
  const data = extractCv(doc, options);
  return { data, confidence: assessConfidence(data, doc, options.now) };
}

/** Structured CV data from a document's text, locally and deterministically. What the CV doesn't say stays null/empty. */
export function extractCv(doc: DocumentText, options: ExtractOptions = {}): CvData {
  const now = options.now ?? new Date();
  const data = emptyCvData();
  // One line per block: a bullet or paragraph wrapped over several lines of the page is read whole.
  // A divider drawn with characters separates blocks but is no field's content; nor is the clause consenting to the
  // processing of personal data that European CVs close on.
  const lines = blockLines(doc.lines, doc.blocks).filter((line) => line.kind !== 'rule' && !isConsentClause(line.text));
  const sections = splitAtNameLines(splitSections(lines), lines);
  const linesOf = (kinds: Section['kind'][]) =>
    sections.filter((section) => kinds.includes(section.kind)).flatMap((section) => section.lines.map((line) => line.text));

  // A page footer is read after the contact block: its e-mail is as often the template's credit ("Copyright 2018
  // jkuester@uni-bremen.de · licensed under MIT") or an old address as the one the candidate gives up front.
  const contactLines = sections
    .filter((section) => CONTACT_KINDS.has(section.kind))
    .flatMap((section) => section.lines)
    .sort((a, b) => Number(a.region === 'footer') - Number(b.region === 'footer'));
  const contactText = contactLines.map((line) => line.text).join('\n');
  // Referees' numbers and e-mails are someone else's: never read contact details from references.
  const ownLines = sections.filter((section) => section.kind !== 'references').flatMap((section) => section.lines.map((line) => line.text));
  const ownText = ownLines.join('\n');

  data.email = findEmail(contactText) ?? findEmail(ownText);
  data.linkedin = findLinkedin(contactText) ?? findLinkedin(ownText) ?? linkedinShownInLinks(doc.links ?? [], ownText);
  data.website = findWebsite(contactText);
  const location = findLocation(withoutOrganisationAddresses(contactLines.map((line) => line.text)));
  data.location = location?.text ?? null;
  data.phone = findPhone(contactLines.map((line) => line.text)) ?? findPhone(ownLines);
  // "BRUNO SILVA MACÁRIO" set in Word's "Heading 1" after a details column: a heading no list knows with nothing under it
  // before the next heading titles the page; where the contact lines name nobody, it is the name.
  data.name = findName(nameCandidates(sections), data.email) ?? findName(titleHeadings(sections), data.email);
  if (!data.location && data.email) {
    // The candidate's own contact line, wherever it ended up (a page footer exported as text).
    const line = ownLines.find((text) => text.includes(data.email!));
    if (line) data.location = findLocation([line])?.text ?? null;
  }
  // "Woonplaats: Utrecht" in a profile block outside the contact lines: a labelled address is the candidate's own.
  data.location ??= findLocation(ownLines, true)?.text ?? null;
  if (!data.email && data.name) {
    // A plain-text export can put the page footer (the candidate's own contact line) after the
    // references. Take it only when the e-mail there carries the candidate's name.
    const own = ownContactLineInReferences(sections, data.name);
    if (own) {
      data.email = findEmail(own);
      data.phone ??= findPhone([own]);
      data.location ??= findLocation([own])?.text ?? null;
    }
  }

  const summary = linesOf(['summary']).join(' ').replace(/\s+/g, ' ').trim() || headinglessProfile(sections);
  data.summary = summary ? summary.slice(0, 2000) : null;

  // Roles the CV states in sentences ("Worked as X with Y since 2019") complete or add to those under headers.
  data.experience = withoutRepeatedRoles(rolesWithinEmployer(mergeProseRoles(parseSections(sections, 'experience', parseExperience, isRoleOfMixedList), findProseRoles(linesOf(['experience', 'summary', 'preamble'])))));
  data.education = parseSections(sections, 'education', parseEducation, (entry) => isSchooling(entry.degree) || isSchooling(entry.institution));
  // A "Languages" section that names no spoken language ("Languages: C, Java, SQL", "Languages/Web Development")
  // is the CV's list of programming languages and tools: it is read as a skills list. One right beside a languages
  // section that does name them is a piece of the same table ("Other language(s)⇥Understanding⇥Speaking⇥Writing").
  const speaks = sections.map((section) => section.kind === 'languages' && extractLanguages(section.lines.map((line) => line.text)).length > 0);
  const skillLines = sections
    .filter((section, i) => section.kind === 'skills' || (section.kind === 'languages' && !speaks[i] && !speaks[i - 1] && !speaks[i + 1]))
    .flatMap((section) => skillListLines(section.alsoReadAs === 'experience' ? section.lines.map((line) => line.text).filter((text) => !isLineOfEntries(text, data.experience)) : section.lines.map((line) => line.text)));
  // A labelled list of skills at the head of the page or in a profile ("Tech: Meteor, Javascript, Git") lists skills too.
  const labelledLists = linesOf(['preamble', 'summary', 'personal', 'other']).filter(isLabelledSkillList);
  // A CV with no skills heading may still list its skills, as a column of names beside rating bars: a run of short
  // items, most of them skills the lexicon knows, in a section that holds no list of its own (contact, preamble).
  const headless = skillLines.length || labelledLists.length ? [] : headlessSkillList(sections.filter((section) => HEADLESS_LIST_KINDS.has(section.kind)));
  const listed = skillLines.length || labelledLists.length || headless.length ? extractSkills([...labelledLists, ...skillLines, ...headless]) : [];
  // "Languages: Java, C++" lists programming languages: those are skills. Skills are what the CV lists as
  // skills: none are inferred from job descriptions, project tags or the profile.
  data.skills = mergeSkills(listed, findKnownSkills(linesOf(['languages']).join('\n')).filter((skill) => !lookupLanguage(fold(skill))));
  data.certifications = extractCertifications(linesOf(['certifications']));
  data.languages = extractLanguages(linesOf(['languages']));
  // "Fluent in English, Mandarin and Cantonese": without a languages section, the CV's own sentence says it.
  if (!sections.some((section) => section.kind === 'languages')) {
    // Or its skills list rates them ("Deutsch⇥L1" under the skills, with no heading of their own).
    // (Or a section no list names holds them: "LANGAGES" over "Français⇥Natif", "Anglais⇥Courant — …".)
    const rated = ratedLanguages([...skillLines, ...linesOf(['other'])]);
    data.languages = [...rated, ...findLanguagesInProse(linesOf(['summary', 'preamble', 'personal', 'other', 'skills'])).filter((language) => !rated.includes(language))];
  }

  data.totalYearsExperience = totalYearsExperience(data.experience, now);
  data.currentTitle = currentTitle(data.experience) ?? headline(nameCandidates(sections), data.name);
  data.industry = detectIndustry(data.experience);
  return valuesWithoutTabs(data);
}

/**
 * A line of the jobs read from a heading over skills and jobs alike ("Skills & Experience"): a dated line, or one naming
 * a job's role or employer, is none of the skills.
 */
function isLineOfEntries(text: string, entries: ExperienceEntry[]): boolean {
  if (findDateRange(text)) return true;
  const parts = text.split(/\s*[,|–—]\s*|\s+-\s+/).map((part) => fold(part.trim()));
  return entries.some((entry) => [entry.title, entry.company].some((value) => value !== null && parts.includes(fold(value))));
}

/**
 * A role among a section's lines that other entries share (a heading over schooling and jobs, a row of headings
 * over mixed columns): an entry that names no school and that says it is a job by its role's words or by its
 * employer's organisation ("Électronique" over "Électrotechnique" in a timeline of studies says neither).
 */
function isRoleOfMixedList(entry: ExperienceEntry): boolean {
  return !isSchooling(entry.title) && !isSchooling(entry.company) && ((entry.title !== null && titleScore(entry.title) > 0) || (entry.company !== null && companyScore(entry.company) >= 1));
}

/**
 * The entries of a kind's sections, read together; a section that shares its lines with another (a row of
 * headings in a plain text, its columns mixed) gives only the entries that fit its kind.
 */
function parseSections<T>(sections: Section[], kind: Section['kind'], parse: (texts: string[]) => T[], fits: (entry: T) => boolean): T[] {
  const own = sections.filter((section) => section.kind === kind && !section.shared);
  const shared = sections.filter((section) => section.kind === kind && section.shared);
  const textsOf = (list: Section[]) => withFormDatesLabels(itemsAtRepeatedMarks(list.flatMap((section) => cardsColumnByColumn(datesFinishingCutLines(leadsFinishingCutLines(section.lines)).map(withItemMarked)))));
  return [...parse(textsOf(own)), ...shared.flatMap((section) => parse(textsOf([section])).filter(fits))];
}

/**
 * "Desarrollo de aplicaciones IOS⇥Research School" / … / "oct. 2015 – oct. 2015⇥may. 2015 – jun. 2015": a section whose
 * every line is a row of two cells, and some row a period in each, sets its entries side by side as cards in a grid.
 * Each column is read on its own, the left one first: an entry's lines are never mixed with its neighbour's.
 */
export function cardsColumnByColumn(texts: string[]): string[] {
  if (texts.length < 4) return texts;
  const rows = texts.map((text) => text.split('\t'));
  if (!rows.every((cells) => cells.length === 2 && cells.every((cell) => /\p{L}/u.test(cell)))) return texts;
  if (!rows.some((cells) => cells.every((cell) => findDateRange(cell) !== null && wordCount(cell) <= 6))) return texts;
  return [...rows.map((cells) => cells[0].trim()), ...rows.map((cells) => cells[1].trim())];
}

/**
 * "… | Paris | Sep 2024 – Sep" over "2026": a period cut at the column's edge between its last month and that month's
 * year. The year goes back onto the line above, where it completes the date; the line below keeps what follows it.
 */
export function datesFinishingCutLines(lines: DocumentLine[]): DocumentLine[] {
  const out = [...lines];
  const emptied = new Set<number>();
  for (let i = 1; i < out.length; i++) {
    const [above, line] = [out[i - 1], out[i]];
    const year = /^\s*((?:19|20)\d{2})\b[.,;]?\s*(.*)$/.exec(line.text);
    const lastWord = /(?:^|[\s–—-])(\p{L}{3,}\.?)\s*$/u.exec(above.text)?.[1];
    if (!year || !lastWord || above.page !== line.page || line.kind === 'bullet' || above.kind === 'heading') continue;
    // The month and the year make a date only together; the line above holds a date already (the period's start).
    const joined = findSingleDate(`${lastWord} ${year[1]}`);
    if (!joined || joined.index !== 0 || findSingleDate(lastWord) || !findSingleDate(above.text)) continue;
    out[i - 1] = { ...above, text: `${above.text.trimEnd()} ${year[1]}` };
    out[i] = { ...line, text: year[2] };
    if (!year[2].trim()) emptied.add(i);
  }
  return emptied.size ? out.filter((_, i) => !emptied.has(i)) : out;
}

/**
 * A title wrapped at its column's edge on a word no phrase ends on ("Softwareentwickler … Risikomanagement für"), and
 * on the next line the words up to a change of weight or slant ("Firmenkunden," in bold, then the employer in italics):
 * those words are the end of the cut line, not the start of the next field. They go back onto the line above (its
 * last cell), and the line below keeps what follows them.
 */
export function leadsFinishingCutLines(lines: DocumentLine[]): DocumentLine[] {
  const out = [...lines];
  for (let i = 1; i < out.length; i++) {
    const [above, line] = [out[i - 1], out[i]];
    const { lead } = line;
    if (!lead || line.kind === 'bullet' || above.kind === 'bullet' || above.page !== line.page || !endsOnJoiningWord(above.text.trimEnd())) continue;
    const start = line.text.length - line.text.trimStart().length;
    const rest = line.text.slice(start + lead.length).trim();
    if (!line.text.startsWith(lead, start) || lead.includes('\t') || wordCount(lead) > 6 || !/^[\p{Lu}\p{N}]/u.test(rest)) continue;
    out[i - 1] = { ...above, text: `${above.text.trimEnd()} ${lead.replace(/[,;]$/, '')}` };
    out[i] = { ...line, text: rest, lead: undefined };
  }
  return out;
}

/**
 * A line as the entry readers take it: a list item whose glyph the page drew in an icon font (ReportLab's "■" in
 * ZapfDingbats) is marked as an item still, so that a date inside its sentence ("Industriekooperation mit
 * der Airbus Group (2015–2016): …") opens no entry of its own.
 */
function withItemMarked(line: DocumentLine): string {
  const text = withLeadApart(line);
  // (Not a row of cells: "l Innovatech Solutions ( Ottertown⇥2022", its icons dropped, is an entry's header.)
  return line.kind === 'bullet' && !isBullet(text) && !text.includes('\t') && text.trim() ? `• ${text.trimStart()}` : text;
}

/**
 * A line whose first words the page sets apart by weight or slant ("Senior Data Analyst" in bold, "Northwind Traders"
 * in regular type) holds two fields with only a space between them in its text: a tab parts them, as it parts a
 * table's cells. Not in a list item, nor in a sentence (a bold lead-in, then words in lower case; a name set in
 * italics after "manager for"; a rest of more than twelve words), nor where a mark already parts them ("Analyst,
 * Northwind"; "Leadership: …").
 */
export function withLeadApart(line: DocumentLine): string {
  const { lead, text } = line;
  if (!lead || line.kind === 'bullet') return text;
  const start = text.length - text.trimStart().length;
  if (!text.startsWith(lead, start) || /[,;:|/(–—-]$/.test(lead) || !/\p{L}{2}/u.test(lead) || wordCount(lead) > 8 || endsOnJoiningWord(` ${lead}`)) return text;
  const rest = text.slice(start + lead.length);
  if (!/^[ \u00a0]+[\p{Lu}\p{N}]/u.test(rest) || wordCount(rest) > 12) return text;
  // (A sentence's words are in lower case: more than one that is not a joining word, "rapporti tecnici a nome del …".)
  const lowerWords = rest.split(/\s+/).filter((word) => /^\p{Ll}{3,}/u.test(word) && !endsOnJoiningWord(` ${word}`)).length;
  return lowerWords < 2 ? `${text.slice(0, start + lead.length)}\t${rest.trimStart()}` : text;
}

function mergeSkills(listed: string[], mentioned: string[]): string[] {
  const seen = new Set(listed.map((skill) => skill.toLowerCase()));
  return [...listed, ...mentioned.filter((skill) => !seen.has(skill.toLowerCase()))];
}

/**
 * "Autorizzo il trattamento dei miei dati personali ai sensi del D.Lgs. 196/2003 e del GDPR (Regolamento UE 2016/679).",
 * "Ich willige in die Verarbeitung meiner personenbezogenen Daten gemäß DSGVO ein.": a sentence consenting to the
 * processing of the candidate's personal data, naming the law it cites (Italy's decree, the EU's regulation by its
 * number or its initials in the seven languages).
 */
function isConsentClause(text: string): boolean {
  if (text.length < 40 || text.length > 600) return false;
  const folded = fold(text);
  const citesLaw = /\b(?:d\.? ?lgs\.?|decreto legislativo|gdpr|rgpd|dsgvo|avg|lgpd|lopd|regolamento ue|regulation \(?eu\)?|reglement \(?ue\)?|verordnung \(?eu\)?|2016\/679|196\/2003)\b/.test(folded);
  const consents = /\b(?:autorizzo|acconsento|consento|i (?:hereby )?(?:consent|authori[sz]e|agree)|j'autorise|je consens|autorizo|consinto|ich (?:willige|stimme)|ik geef toestemming|ik stem)\b/.test(folded) || /\b(?:trattamento|processing|traitement|tratamiento|tratamento|verarbeitung|verwerking)\b/.test(folded);
  return citesLaw && consents;
}

/** Sections a name line can end up in when a plain-text sidebar runs straight into the main column. */
const SIDEBAR_KINDS = new Set<Section['kind']>(['contact', 'skills', 'languages', 'certifications', 'interests', 'awards', 'other']);

/**
 * A sidebar read before the main column can run into the candidate's name without a heading in
 * between ("…CERTIFICATIONS / ACCA / Jane Doe / Finance Manager / PROFILE"). A plausible name
 * followed by a job title or a summary heading ends the sidebar section and opens a preamble.
 */
function splitAtNameLines(sections: Section[], all: DocumentLine[]): Section[] {
  const out: Section[] = [];
  for (const section of sections) {
    const index = SIDEBAR_KINDS.has(section.kind) ? section.lines.findIndex((line, i) => isNameBreak(line, section.lines[i + 1] ?? all[all.indexOf(line) + 1])) : -1;
    if (index < 0) {
      out.push(section);
      continue;
    }
    out.push({ ...section, lines: section.lines.slice(0, index) });
    out.push({ kind: 'preamble', heading: null, lines: section.lines.slice(index) });
  }
  return out;
}

function isNameBreak(line: DocumentLine, next: DocumentLine | undefined): boolean {
  // A row of a skills table ("Git⇥Kubernetes⇥Go") is never a name.
  if (line.text.includes('\t')) return false;
  const name = titleCaseIfShouting(splitNameParts(line.text).name);
  if (!isPlausibleName(name) || !next) return false;
  // Nor is a line naming a skill: asked only of a plausible name, as the lexicon's search is the dearer test.
  if (findKnownSkills(line.text).length > 0) return false;
  // "Financial Markets" over "Expert": a skill's category and its level, not a name and a job title.
  if (SKILL_LEVEL_LINE.test(next.text.trim())) return false;
  const kind = headingKind(next.text);
  return (titleScore(next.text) > 0 && wordCount(next.text) <= 7 && !/[,;]/.test(next.text)) || kind === 'summary' || kind === 'contact';
}

function ownContactLineInReferences(sections: Section[], name: string): string | null {
  const nameWords = fold(name).split(/\s+/).filter((word) => word.length > 2);
  for (const section of sections) {
    if (section.kind !== 'references') continue;
    for (const line of section.lines) {
      const email = findEmail(line.text);
      const local = email ? fold(email.split('@')[0]) : '';
      if (email && nameWords.some((word) => local.includes(word.replace(/[^a-z]/g, '')))) return line.text;
    }
  }
  return null;
}

/** Lines where a name can be: page headers, text before the first heading, contact blocks. */
function nameCandidates(sections: Section[]): DocumentLine[] {
  const lines: DocumentLine[] = [];
  for (const section of sections) {
    if (CONTACT_KINDS.has(section.kind)) lines.push(...section.lines.slice(0, 12));
  }
  return lines;
}

/** The headings of sections of no known kind that hold nothing: titles over the page, not sections. */
function titleHeadings(sections: Section[]): DocumentLine[] {
  return sections.filter((section) => section.kind === 'other' && section.heading && section.lines.length === 0).map((section) => ({ text: section.heading!, page: 1, region: 'body' }));
}

/** "Jane Doe / Associate Software Engineer": the role line right under the name, when the roles give no title. */
function headline(lines: DocumentLine[], name: string | null): string | null {
  if (!name) return null;
  const at = lines.findIndex((line) => line.text.includes(name) || fold(line.text).includes(fold(name)));
  if (at < 0) return null;
  for (const line of lines.slice(at + 1, at + 3)) {
    const text = line.text.trim();
    if (titleScore(text) > 0 && wordCount(text) <= 8 && !/[\d@:;]|https?:|www\./i.test(text) && !/[.!?]$/.test(text) && !headingKind(text)) return text;
  }
  return null;
}

/** The title of a current role, else of the most recently ended one. */
function currentTitle(entries: ExperienceEntry[]): string | null {
  const current = entries.find((entry) => entry.current && entry.title);
  if (current) return current.title;
  const dated = entries.filter((entry) => entry.title && (entry.endDate || entry.startDate));
  dated.sort((a, b) => (b.endDate ?? b.startDate ?? '').localeCompare(a.endDate ?? a.startDate ?? ''));
  return dated[0]?.title ?? entries.find((entry) => entry.title)?.title ?? null;
}

/** Sections where a list of skills without its heading ends up. */
const HEADLESS_LIST_KINDS = new Set<Section['kind']>(['preamble', 'contact', 'other']);

/**
 * The longest run of four or more lines in a row that are short items (a few words, no sentence, no figures,
 * no address) of which at least two thirds name a skill the lexicon knows: a skills list whose heading the
 * design left out ("Typescript", "Vim", "Linux", "Python" beside their bars). Empty when there is none.
 */
function headlessSkillList(sections: Section[]): string[] {
  let best: string[] = [];
  for (const section of sections) {
    let run: string[] = [];
    const close = () => {
      const known = run.filter((text) => findKnownSkills(text).length > 0).length;
      if (run.length >= 4 && known * 3 >= run.length * 2 && run.length > best.length) best = run;
      run = [];
    };
    for (const line of section.lines) {
      const text = line.text.trim();
      const isItem = wordCount(text) <= 4 && !/[.!?:;]$|\d|@|https?:|www\.|\t/.test(text);
      if (isItem) run.push(text);
      else close();
    }
    close();
  }
  return best;
}

/**
 * "Brightpath Recruitment Ltd / 1 King Street / Manchester M2 4LQ": in a letterhead or a contact block, the address
 * under an organisation's name (its legal form names it) is that organisation's — the agency a covering letter is
 * sent to, an employer's — not the candidate's. Those lines are left out, up to a blank line, a contact detail or
 * three lines on.
 */
function withoutOrganisationAddresses(lines: string[]): string[] {
  const out: string[] = [];
  let under = 0;
  for (const line of lines) {
    const text = line.trim();
    // (A phone has nine digits or more; a postcode, "4000-064 Porto", is part of the address.)
    if (!text || /@|https?:|www\./i.test(text) || (text.match(/\d/g) ?? []).length >= 9) under = 0;
    else if (under > 0) {
      under--;
      continue;
    }
    if (text && !text.includes('\t') && wordCount(text) <= 6 && companyScore(text) >= 3 && titleScore(text) === 0) under = 3;
    out.push(line);
  }
  return out;
}

