import { findDateRange, isOnlyDates } from './dates';
import { allSkillAliases, lookupSkill } from './lexicon/skills';
import { lookupLanguage } from './lexicon/languages';
import { escapeRegExp, fold, stripBullet, wordCount } from './text-utils';

export { skillCategory } from './lexicon/skills';

/** The words a CV rates a skill with. */
const LEVEL_WORDS = 'expert|advanced|intermediate|beginner|basic|proficient|fluent|native';
/**
 * A level or years after a skill: in brackets, or set off by a colon, an en dash or a hyphen with a space on one
 * side ("Java - expert", "Go: 3 years"). A hyphen between two letters joins a compound ("Cloud-native
 * Development", "React-Native"): the word after it is part of the name, not a level.
 */
const LEVEL = new RegExp(`\\s*(?:\\((?=[^)]*(?:\\b(?:${LEVEL_WORDS})\\b|\\b\\d))[^)]*\\)|\\[[^\\]]*\\]|(?:[–:]|(?<!\\p{L})-|-(?!\\p{L}))\\s*(?:${LEVEL_WORDS}|\\d+\\+?\\s*(?:years?|yrs?|ans?|jahre|anos|años)|\\d\\s*\\/\\s*\\d+)\\b.*)$`, 'iu');
const STOP = /^(?:and|or|etc|including|such as|others?|various|&|other tools)$/i;

/** Splits a skills line into items: commas, semicolons, bullets, pipes, tabs, slashes between words. */
export function splitSkillItems(line: string): string[] {
  let text = stripBullet(line);
  // "DBMS⇥IBM DB2 • Oracle", "Paquetería⇥Visual Studio, Eclipse": a table row whose first cell names the list in the
  // second labels it, as a colon does.
  const tabbed = /^([^\t,;•·|:()]{2,40})\t+([^\t]*[,;•·][^\t]*)$/.exec(text);
  // "• CSS⇥• Visual Studio Code": a first cell marked as an item, as the next one is, is an item, not the list's name.
  const isMarkedItem = text !== line.trim() && tabbed !== null && /^\s*[•·●▪]/u.test(tabbed[2]);
  if (tabbed && wordCount(tabbed[1]) <= 4 && !isMarkedItem) text = tabbed[2];
  // "Programming Languages: Python, Go" — the label names a category, the items follow it. A colon between two
  // letters is part of a name ("Test:Unit", "Test::Unit") unless what stands before it is a group's name ("Tools:Jira").
  const labelled = /^([^:]{2,40}):(\s*)(.+)$/.exec(text);
  // "Python: Grundkenntnisse", "Excel : très bon niveau": what follows the colon rates the skill before it.
  if (labelled && isLevelPhrase(labelled[3])) text = labelled[1].trim();
  else if (labelled && (labelled[2] || !/\p{L}$/u.test(labelled[1]) || !/^\p{L}/u.test(labelled[3]) || isGroupLabel(labelled[1]))) text = labelled[3];
  return splitOutsideBrackets(text)
    // "Spring Boot, Spring MVC, and Hibernate": the "and" before a list's last item joins the list, it is no part of the item.
    .map((item, index) => (index > 0 ? item.replace(LEADING_CONJUNCTION, '') : item))
    .flatMap(splitOnAnd)
    .map((item) => withoutLevel(item).replace(/^[\s*•-]+|[\s.*]+$/g, '').trim())
    .flatMap((item) => splitTagRun(item) ?? [item])
    .filter(Boolean);
}

/** "7, 8 and 10", "1.8.7, 1.9.2": numbers enumerated after an item's name. */
const NUMBER_RUN = /\bv?\d+(?:\.\d+)*(?:\s*,\s*v?\d+(?:\.\d+)*)*(?:\s+(?:and|&|or|und|et|y|e|en)\s+v?\d+(?:\.\d+)*)?\b/gi;

/** "and", "or" (and "&") in the seven languages, opening the last item of a list. */
const LEADING_CONJUNCTION = /^(?:and|or|und|oder|et|ou|y|o|e|ed|en|&)\s+(?=\S)/i;

const ITEM_SEPARATOR = /\s*(?:[,;|•·●▪\t]|\s\/\s|\s-\s|\s–\s)\s*/uy;
/** The separators that end an item whatever it holds: a comma may be part of what a dash adds to an item. */
const STRONG_SEPARATOR = /\s*[;|•·●▪\t]\s*/uy;
const DASH = /\s[-–]\s/y;
/**
 * "golang - 3 years", "Java – expert": a dash before a level rates the item, it adds nothing to its name. ("Visual Studio
 * Code - 2019, Docker": nor does one before a version or a year that the item's comma closes.)
 */
const DASH_LEVEL = new RegExp(`\\s[-–]\\s*(?:${LEVEL_WORDS}|\\d+\\+?\\s*(?:years?|yrs?|ans?|jahre|anos|años)|\\d\\s*\\/\\s*\\d+|\\d+(?:\\.\\d+)*(?=\\s*[,;]))\\b`, 'iy');
/**
 * Splits at the item separators outside brackets: "AWS (EC2, S3, Lambda), Git" is two items, the
 * bracket naming what the first one covers. An unclosed bracket closes at the line's end.
 *
 * A spaced dash separates items in a line that has no other separator ("Java - Python - SQL"), after
 * the line's first item ("AWS – S3, RDS, Lambda": a name and its members) and after a group's name
 * ("…, Performance Testing etc. Tools – SpecFlow, JMeter"). Further on in a line
 * whose items are separated by commas or semicolons it says what the item before it is or covers, as
 * a bracket does ("SAS; SQL - Redshift, MySQL; ElasticSearch", "RSpec, Selenium - automated testing
 * frameworks"): what follows belongs to that item, up to the next semicolon, pipe, bullet or tab.
 */
function splitOutsideBrackets(text: string): string[] {
  const hasSeparator = separatorAt(text, /\s*[,;|•·●▪\t]\s*/uy);
  const dashSeparates = !hasSeparator && dashesSeparate(text);
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  let qualified = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '(' || char === '[') depth++;
    else if ((char === ')' || char === ']') && depth > 0) depth--;
    else if (depth === 0) {
      let dashSplits = dashSeparates || (hasSeparator && items.length === 0);
      if (!dashSplits && !qualified) {
        DASH.lastIndex = i;
        DASH_LEVEL.lastIndex = i;
        if (DASH.test(text) && !DASH_LEVEL.test(text)) {
          if (endsWithGroupWord(text.slice(start, i))) dashSplits = true;
          else qualified = true;
        }
      }
      const separator = qualified ? STRONG_SEPARATOR : ITEM_SEPARATOR;
      separator.lastIndex = i;
      const match = separator.exec(text);
      if (match && match[0].length > 0 && (dashSplits || !/^\s*[-–]\s*$/.test(match[0])) && !isNumberComma(text, i, match[0])) {
        items.push(text.slice(start, i));
        start = i + match[0].length;
        i = start - 1;
        qualified = false;
      }
    }
  }
  items.push(text.slice(start));
  return items.map((item) => item.trim());
}

/** "… Performance Testing etc. Tools – SpecFlow, JMeter": a head that ends in a group's name labels what follows the dash. */
function endsWithGroupWord(head: string): boolean {
  const last = fold(head).replace(/[^a-z ]/g, ' ').trim().split(/\s+/).pop() ?? '';
  return GROUP_HEADS.test(last);
}

/** Whether `separator` (a sticky pattern) occurs in the text outside brackets, a comma between numbers aside. */
function separatorAt(text: string, separator: RegExp): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '(' || char === '[') depth++;
    else if ((char === ')' || char === ']') && depth > 0) depth--;
    else if (depth === 0) {
      separator.lastIndex = i;
      const match = separator.exec(text);
      if (match && !isNumberComma(text, i, match[0])) return true;
    }
  }
  return false;
}

/**
 * "Ruby - MRI 1.8.7, 1.9.2", "Series 7, 66 and 3 Licenses", "Windows 7, 8 and 10": a comma between a number and a
 * bare number enumerates versions or numbers of the item before it; it parts no items.
 */
function isNumberComma(text: string, index: number, separator: string): boolean {
  return /^\s*,\s*$/.test(separator) && /\d$/.test(text.slice(0, index)) && /^v?\d+(?:\.\d+)*(?=\s*$|\s*,|\s+(?:and|&|or|und|et|y|e|en)\s+v?\d)/i.test(text.slice(index + separator.length));
}

/**
 * In a line with no other separator, spaced dashes part items when there are two or more ("Java - Python - SQL"),
 * or one between two skills the lexicon knows ("Java - Python") or before a level ("Python – gut"). One dash
 * before words that name no known skill says what the item is ("Ruby - MRI 1.8.7, 1.9.2").
 */
function dashesSeparate(text: string): boolean {
  const parts = text.split(/\s[-–]\s/);
  return parts.length !== 2 || parts.every((part) => lookupSkill(part.trim().replace(LEVEL, '')) !== null || isLevel(part.trim()));
}

/**
 * The words a CV rates a skill with in German, French, Spanish, Italian, Portuguese and Dutch (folded): "gut",
 * "Grundkenntnisse", "avancé", "básico", "ottimo", "avançado", "gevorderd". CvData keeps no level for a skill, so
 * they are dropped.
 */
const OTHER_LEVEL_WORDS =
  'grundkenntnisse|basiskenntnisse|kenntnisse|gute kenntnisse|sehr gute kenntnisse|gut|sehr gut|fortgeschritten|experte|anfanger|fliessend|verhandlungssicher|muttersprache|' +
  'ausgezeichnet|grundlegend|befriedigend|' +
  'debutant|intermediaire|avance|avancee|confirme|notions|bon|tres bon|courant|maitrise|excellent|natif|native|langue maternelle|elementaire|' +
  'basico|basica|intermedio|intermedia|avanzado|avanzada|experto|experta|nativo|nativa|alto|medio|' +
  'base|buono|ottimo|discreto|avanzato|esperto|scolastico|madrelingua|principiante|' +
  'intermediario|avancado|especialista|fluente|iniciante|' +
  'basis|gemiddeld|gevorderd|goed|zeer goed|uitstekend|moedertaal';
/** Level words that can follow a skill's name on the same item ("AWS básico", "Excel avanzato"): none an English word. */
const TRAILING_LEVEL = /\s+[([]?(?:intermediaire|confirme|basico|basica|intermedio|intermedia|intermediario|avanzado|avanzada|avancado|avanzato|avance|avancee|fortgeschritten|grundkenntnisse|gevorderd|experto|esperto|debutant|principiante|iniciante|anfanger|ottimo|buono|discreto|goed|uitstekend|sehr gut|gut|ausgezeichnet|grundlegend)[)\]]?$/;

/** A level alone on its line: "Expert", "Intermediate", "Sehr gut", "Avançado". */
export const SKILL_LEVEL_LINE = new RegExp(`^(?:${LEVEL_WORDS}|novice|master|good|very good|excellent|${OTHER_LEVEL_WORDS})$`, 'i');

/** A level with the words that say so ("très bon niveau", "Level: advanced", "courant (C1)", "gute Kenntnisse"). */
function isLevelPhrase(text: string): boolean {
  const core = text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(?:niveau|level|nivel|livello|n[ií]vel|niveau\s+de)\b/giu, ' ')
    .trim();
  return core !== '' && (isLevel(core) || isLevel(text.trim()));
}

function isLevel(item: string): boolean {
  // "C1", "B2/C1", "L1" (first language): the levels of the European framework rate a language.
  if (/^(?:[ABC][12]|L[12])(?:\s*[-–/+]\s*[ABC][12])?$/.test(item.trim())) return true;
  return SKILL_LEVEL_LINE.test(fold(item).replace(/[^a-z ]/g, ' ').replace(/\s+/g, ' ').trim());
}

/**
 * The words that name a group of skills rather than a skill, in the seven languages ("Programming Languages",
 * "Linguaggi & Framework", "Betriebssysteme", "Ferramentas", "Metodologie"). A German compound counts by its ending.
 */
const GROUP_WORDS = new Set(
  (
    'languages|language|programming|programmierung|programmation|programacion|programacao|programmazione|programmeren|programmeertalen|sprachen|programmiersprachen|langages|lenguajes|linguaggi|linguagens|talen|' +
    'frameworks|framework|libraries|library|lib|libs|bibliotheken|bibliotheques|librerias|bibliotecas|librerie|' +
    'tools|tool|werkzeuge|tooling|outils|herramientas|ferramentas|strumenti|gereedschappen|' +
    'databases|database|datenbanken|bases|donnees|datos|dados|banche|dati|' +
    'methodologies|methodology|methods|methoden|methodik|methodes|methodologies|metodologias|metodologie|metodi|metodos|methodieken|' +
    'technologies|technology|technologien|technologie|tecnologias|tecnologia|tecnologie|' +
    'concepts|concetti|konzepte|conceptos|conceitos|concepten|category|categories|categoria|kategorie|categorie|' +
    'platforms|plattformen|plateformes|plataformas|piattaforme|platformen|' +
    'operating|systems|systeme|systemes|sistemas|sistemi|operativos|operativi|exploitation|besturingssystemen|' +
    'skills|skill|competences|competencias|competenze|vaardigheden|kenntnisse|fahigkeiten|habilidades|' +
    'other|others|sonstiges|autres|otros|outros|altro|altri|overig|misc|miscellaneous|' +
    'software|cloud|web|frontend|front-end|backend|back-end|data|devops|infrastructure|office|key|core|technical|technische|hard|soft|it'
  ).split('|'),
);
const GROUP_HEADS = /^(?:languages|language|sprachen|programmiersprachen|langages|lenguajes|linguaggi|linguagens|talen|frameworks|framework|libraries|lib|tools|werkzeuge|outils|herramientas|ferramentas|strumenti|databases|datenbanken|methodologies|methoden|methodik|metodologie|metodologias|technologies|technologien|tecnologias|tecnologie|concepts|concetti|category|categoria|kategorie|platforms|systeme|sistemas|sistemi|skills|kenntnisse|other|sonstiges|autres|otros|altro)$/;
const GROUP_JOINERS = /^(?:&|and|und|et|y|e|en|de|di|da|do|der|des|du|the|of|\/|\+)$/;

/** Whether an item is the label of a group of skills ("PROGRAMMING", "Frameworks Frontend", "Office:"), not a skill. */
export function isGroupLabel(item: string): boolean {
  if (/:\s*$/.test(item)) return true;
  const words = fold(item).replace(/[/&+]/g, ' $& ').split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 5) return false;
  // "PROGRAMMING" over a list is its label; "Programming" in a list is a skill.
  if (words.length === 1 && GROUP_WORDS.has(words[0]) && item === item.toUpperCase() && /\p{Lu}{4,}/u.test(item)) return true;
  const isGroupWord = (word: string) => GROUP_WORDS.has(word) || /(?:sprachen|systeme|methodik|werkzeuge|kenntnisse|technologien)$/.test(word);
  return words.every((word) => isGroupWord(word) || GROUP_JOINERS.test(word)) && words.some((word) => GROUP_HEADS.test(word) || /(?:sprachen|systeme|methodik|werkzeuge|kenntnisse|technologien)$/.test(word));
}

const FUNCTION_WORD = /^(?:and|or|of|the|for|with|in|to|a|an|on|at|by|und|et|de|y|e|en|van|der|die|la|le|el)$/i;

/**
 * "JavaScript HTML 5 CSS LAMP MVC REST": skills written as tags separated by spaces only. Split when at
 * least two of the words or phrases are known skills, at least a third are, and every other word reads as a
 * tag (capitalised, an acronym, a version or a name like "Node.js"). Prose and multi-word skills
 * ("Health and Safety", "Project Management") are not split.
 */
function splitTagRun(item: string): string[] | null {
  const tokens = item.split(/\s+/);
  // "Python (NumPy, Pandas)": a skill and what it covers, one item.
  // "SQL - Redshift, MySQL": an item with its own separators is no run of tags.
  if (tokens.length < 3 || lookupSkill(item) || /[()[\],;]|\s[-–]\s/.test(item) || tokens.some((token) => FUNCTION_WORD.test(token))) return null;
  const out: string[] = [];
  let known = 0;
  // Whether the last item is an unknown word (or words) written as a name: "Unified".
  let lastIsUnknownName = false;
  for (let i = 0; i < tokens.length; ) {
    let taken = 0;
    for (let n = Math.min(3, tokens.length - i); n >= 1 && !taken; n--) {
      const phrase = tokens.slice(i, i + n).join(' ');
      if (lookupSkill(phrase)) {
        out.push(phrase);
        known++;
        taken = n;
        lastIsUnknownName = false;
      }
    }
    if (!taken) {
      const token = tokens[i];
      const isName = /^\p{Lu}\p{Ll}+$/u.test(token);
      // "HTML 5": a bare version belongs to the tag before it.
      if (/^\d+(?:\.\d+)*$/.test(token) && out.length) out[out.length - 1] += ` ${token}`;
      // "Unified Process", "Sun Solaris": capitalised words the lexicon does not know, side by side, name one thing.
      else if (isName && lastIsUnknownName) out[out.length - 1] += ` ${token}`;
      else if (/^[\p{Lu}\d]|[.#+]/u.test(token)) out.push(token);
      else return null;
      lastIsUnknownName = isName;
      taken = 1;
    }
    i += taken;
  }
  return known >= 2 && known * 3 >= out.length ? out : null;
}

/**
 * A skill without the level or years after it ("TypeScript (Expert)", "golang - 3 years"); a bracket that
 * is the skill's abbreviation stays ("Internet of Things (IoT)").
 */
function withoutLevel(item: string): string {
  return /\s\([A-Z][A-Za-z]*[A-Z][A-Za-z]*\)$/.test(item) ? item : item.replace(LEVEL, '');
}

/**
 * "Python and SQL" is two skills, "Health and Safety" is one: split on "and" only when the lexicon has no such skill
 * and each side is a skill by itself.
 */
function splitOnAnd(item: string): string[] {
  // (Portuguese and Italian "e", Dutch "en" too: "MySQL e ExpressJS", "MongoDB e Redux".)
  if (!/\s(?:and|&|und|et|y|e|en)\s/i.test(item) || lookupSkill(item.replace(LEVEL, ''))) return [item];
  const parts = item.split(/\s+(?:and|&|und|et|y|e|en)\s+/i);
  if (parts.length === 2 && sharesHead(parts[0], parts[1])) return [item];
  return parts.every((part) => lookupSkill(part.replace(LEVEL, ''))) ? parts : [item];
}

/**
 * "Written and verbal communication": one word before "and" that qualifies the head noun of the phrase after it.
 * The word with that head is a skill ("Written Communication"), and the phrase goes on in lower case where the
 * item began with a capital: one item, not a lone "Written". ("Communication and Interpersonal skills", two
 * capitalised items, is split as before.)
 */
function sharesHead(left: string, right: string): boolean {
  const rightWords = right.trim().split(/\s+/);
  if (wordCount(left) !== 1 || rightWords.length < 2) return false;
  const head = rightWords[rightWords.length - 1];
  return /^\p{Lu}/u.test(left.trim()) && /^\p{Ll}/u.test(rightWords[0]) && lookupSkill(`${left.trim()} ${head}`) !== null;
}

/**
 * A skill item as the CV writes it ("Unix" stays "Unix", never the lexicon's "Linux"); unknown items are
 * kept when they read like a skill. A letter-spaced design that split a word ("Kubern etes") is joined
 * when the joined word is a known skill.
 */
export function normaliseSkill(raw: string): string | null {
  // "sehr gut", "très bon niveau": a level alone is no skill (nor its first word once its last is cut).
  if (isLevelPhrase(raw)) return null;
  // "AWS básico": the level after a skill's name is no part of it.
  const level = lookupSkill(raw) ? null : TRAILING_LEVEL.exec(fold(raw));
  const item = level && fold(raw).length === raw.length ? raw.slice(0, level.index).trim() : raw;
  // "August", "Februar": a month or a period left from a dated line is no skill.
  if (!item || isLevel(item) || (isGroupLabel(item) && !lookupSkill(item)) || isOnlyDates(item)) return null;
  if (lookupSkill(item)) return item;
  // Only letters split from letters: "HTML 5" is written that way on purpose.
  const joined = item.replace(/(?<=\p{L})\s+(?=\p{L})/gu, '');
  if (joined !== item && lookupSkill(joined)) return joined;
  // The length limits are the skill's own: what a bracket or a dash adds names what it covers ("AWS (EC2, S3, Lambda)").
  const core = item.replace(/\s*\([^)]*\)\s*$/, '').replace(/\s[-–]\s.*$/, '');
  // "Windows 7, 8 and 10": an enumeration of numbers counts as one word.
  const coreWords = wordCount(core.replace(NUMBER_RUN, '#'));
  // "Team Leadership & Client Relationship Management": every word capitalised but the joiners, an item names one thing
  // however many words it takes; a phrase in lower case that long is prose.
  const isName = core.split(/\s+/).every((word) => /^[\p{Lu}\d(]/u.test(word) || /^(?:&|and|of|for|in|und|et|y|e|de|di|van|the)$/i.test(word));
  const [maxChars, maxWords] = isName ? [60, 8] : [40, 4];
  if (STOP.test(item) || core.length > maxChars || coreWords > maxWords || item.length > 100 || /[.!?]$/.test(item)) return null;
  if (!/\p{L}/u.test(item) || /^\d/.test(item)) return null;
  // "Spanish - Beginners level": a spoken language with its level is no skill.
  if (lookupLanguage(item) || lookupLanguage(core)) return null;
  return item.charAt(0).toUpperCase() + item.slice(1);
}

/**
 * The lines of one skills section that list skills: up to the first dated entry. A sidebar's skills
 * can run on into its education ("10/2017 - 07/2020 / Wirtschaftsinformatik (M. Sc.)") when that
 * heading was lost; skills are never dated.
 */
export function skillListLines(sectionLines: string[]): string[] {
  const dated = sectionLines.findIndex((line) => {
    const range = findDateRange(line);
    return range !== null && wordCount(line.slice(0, range.index) + line.slice(range.index + range.length)) <= 3;
  });
  return dated < 0 ? sectionLines : sectionLines.slice(0, dated);
}

/** Items wrapped in a narrow column: "Internet Business/" + "E-Commerce", "Internet of Things" + "(IoT)". */
function joinWrappedItems(lines: string[]): string[] {
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    const previous = out[out.length - 1];
    if (previous !== undefined && /,$/.test(previous) && line) out[out.length - 1] = `${previous} ${line}`;
    else if (previous !== undefined && /\p{L}\/$/u.test(previous) && /^\p{L}/u.test(line)) out[out.length - 1] = previous + line;
    else if (previous !== undefined && /\p{Ll}-$/u.test(previous) && /^\p{Ll}/u.test(line)) out[out.length - 1] = previous.slice(0, -1) + line;
    else if (previous !== undefined && /^\([^)]{1,20}\)/.test(line)) out[out.length - 1] = `${previous} ${line}`;
    else out.push(line);
  }
  return out;
}

/**
 * "Tech:⇥Meteor, Javascript, Bootstrap, Mongodb, Git": a labelled line listing three or more things, most of them
 * skills the lexicon knows, is a skills list whatever its label says ("Fields:", "Tech:"), where it stands outside
 * the CV's skills sections (the head of the page, a profile). "Loves: Global Game Jam, Sci-Fi series" is not.
 */
export function isLabelledSkillList(line: string): boolean {
  const labelled = /^([^:\t]{2,24}?)\s*(?::\s*\t*|\t+)(.+)$/.exec(stripBullet(line).trim());
  if (!labelled || wordCount(labelled[1]) > 3) return false;
  const items = splitSkillItems(labelled[2]);
  return items.length >= 3 && items.filter((item) => lookupSkill(item)).length >= items.length / 2;
}

/** "Deutsch⇥L1", "English - C1" in a skills list: a spoken language and its level, as written; a language, no skill. */
export function ratedLanguages(lines: string[]): string[] {
  const found: string[] = [];
  for (const line of lines) {
    const rated = /^([^\t:–-]{2,30}?)\s*(?:\t+|:|\s[–-]\s)\s*([^\t]{1,80})$/.exec(stripBullet(line).trim());
    // ("Anglais⇥Courant — séjour d'un an à Knoxville": the level, then how it was gained.)
    const level = rated?.[2].split(/\s[—–-]\s|[,(;]/)[0].trim();
    if (rated && level && lookupLanguage(fold(rated[1])) && isLevel(level) && !found.includes(rated[1])) found.push(rated[1]);
  }
  return found;
}

/** Skills listed in the CV's skill sections (and skills tables), deduplicated in order. */
export function extractSkills(lines: string[]): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  const sectionLines = joinWrappedItems(lines);
  const isLevelLine = sectionLines.map((line) => isLevel(stripBullet(line).trim()));
  // A sentence in a skills section ("Experienced in …") yields only the lexicon skills it names.
  // (A line whose items are parted by spaced slashes lists, as Europass prints digital skills: "Word / Excel / SAP MM".)
  const itemsOf = sectionLines.map((line) => ((wordCount(line) > 14 && !/[,;|•·\t]|\s\/\s/.test(line)) || isSentenceList(line) ? findKnownSkills(line) : splitSkillItems(line)));
  // How many things a line lists: a sentence that enumerates with commas lists as many as it has parts.
  const countOf = (index: number) => (isSentenceList(sectionLines[index]) ? sectionLines[index].split(',').length : itemsOf[index].length);
  sectionLines.forEach((line, index) => {
    // A level alone on its line ("Expert" under "Financial Markets") rates the skills around it.
    if (isLevelLine[index]) return;
    // "Web" above "JavaScript HTML 5 CSS" (or above "Expert" above the list): a category's name on its own line labels the list under it.
    const next = isLevelLine[index + 1] ? index + 2 : index + 1;
    if (next < sectionLines.length && wordCount(line) <= 3 && !/[,;|•·\t:]/.test(line) && !lookupSkill(stripBullet(line)) && countOf(next) >= 3) return;
    // "Skilled in reading and interpreting blueprints": a competence written as a sentence is one item, as written.
    // (Not beside another cell: "OS⇥J'utilise régulièrement pour mes projets…" is a list's item beside a paragraph's line,
    // and the line of prose yields only the skills it names.)
    const cells = line.split('\t');
    const isRowWithProse = cells.length > 1 && cells.some((cell) => isCompetenceSentence(cell));
    const items = isRowWithProse
      ? cells.flatMap((cell) => (isCompetenceSentence(cell) ? findKnownSkills(cell) : splitSkillItems(cell)))
      : isCompetenceSentence(line)
        ? [stripBullet(line).trim()]
        : itemsOf[index];
    for (const item of items) {
      const skill = items === itemsOf[index] || isRowWithProse ? normaliseSkill(item) : item;
      if (!skill || seen.has(skill.toLowerCase())) continue;
      seen.add(skill.toLowerCase());
      skills.push(skill);
    }
  });
  return skills;
}

/**
 * A competence written as a sentence, as Europass and many designs list them ("Works well under pressure",
 * "Capacità di lavorare in gruppo maturata in …"): six words or more, held together by function words, most
 * of them after the first in lower case as a sentence's are (a list of tools has next to none).
 */
function isCompetenceSentence(line: string): boolean {
  const text = stripBullet(line).trim();
  // "*this summary may take into account …": a footnote to the list, not an item of it.
  if (/^\*+\S|\(\*\)/.test(text)) return false;
  const words = text.split(/\s+/);
  if (words.length < 6 || !(SENTENCE_WORDS.test(` ${text} `) || /\s(?:and|und|et|y|e|en|between|my|I|ich|je|yo|io|eu|ik)\s/.test(` ${text} `))) return false;
  // "Laws of motion, gravitation, minting coins": short parts between commas are a list's items; so are they after a
  // group's label ("Scientific working and writing: LaTeX, Inkscape, WYSIWYG word processors, ...").
  if (text.split(/[,;]/).every((part) => wordCount(part) <= 4)) return false;
  const listed = /^[^:]{2,40}:\s+(.+)$/.exec(text)?.[1];
  if (listed && /[,;]/.test(listed) && listed.split(/[,;]/).every((part) => wordCount(part) <= 4)) return false;
  // A line in capitals shows no case: its function words alone say it is a sentence.
  if (!/\p{Ll}/u.test(text)) return true;
  const rest = words.slice(1);
  return rest.filter((word) => /^[("'“‘]?\p{Ll}/u.test(word)).length >= rest.length / 2;
}

/** Words that hold a phrase together, in the seven languages: a long first part with one of them is a sentence. */
const SENTENCE_WORDS = /\s(?:in|of|for|with|to|such as|the|a|an|im|von|für|mit|und|dans|pour|avec|des|con|para|per|di|nel|em|com|van|voor|met)\s/i;

/**
 * "Proficient in using hand and power tools such as saws, drills, sanders, and routers": a sentence that enumerates
 * with commas. Its first part is a phrase of more than four words held together by function words, and the rest go
 * on in lower case; none of them is an item of the list on its own.
 */
function isSentenceList(line: string): boolean {
  const parts = stripBullet(line).split(/\s*,\s*/);
  if (parts.length < 2 || wordCount(parts[0]) <= 4 || !SENTENCE_WORDS.test(` ${parts[0]} `)) return false;
  // In capitals the case of the parts says nothing: the first part's phrase does.
  if (!/\p{Ll}/u.test(line)) return true;
  return parts.slice(1).every((part) => /^\p{Ll}/u.test(part.replace(LEADING_CONJUNCTION, '')));
}

let aliasPattern: { regex: RegExp; names: Map<string, string> } | null = null;

/** Lexicon skills mentioned anywhere in free text (used when the CV has no skills section). */
export function findKnownSkills(text: string): string[] {
  if (!aliasPattern) {
    const names = new Map<string, string>();
    // Short aliases ("r", "c", "go", "ai", "pr") are too ambiguous in prose.
    const aliases = allSkillAliases().filter(([alias]) => alias.length >= 3 && !/^(?:word|lean|chef|sales|tax|lambda|rest|apache|shell|node|oracle|audit|trading|strategy|operations|analytics|teaching|typing|tools|epic|access|flash|publisher|written|verbal|creative|research|drafting|analytical|interpersonal|organizational|organisational|windows|operating systems|troubleshooting|waterfall|arbitration)$/.test(alias));
    for (const [alias, entry] of aliases) names.set(alias, entry.name);
    const body = aliases.map(([alias]) => escapeRegExp(alias)).sort((a, b) => b.length - a.length).join('|');
    aliasPattern = { regex: new RegExp(`(?<![\\w+#.])(?:${body})(?![\\w+#])`, 'gi'), names };
  }
  const found: string[] = [];
  for (const match of text.matchAll(aliasPattern.regex)) {
    const name = aliasPattern.names.get(match[0].toLowerCase().replace(/\s+/g, ' '));
    if (name && !found.includes(name)) found.push(name);
  }
  return found;
}
