import { endsOnJoiningWord, LARGER_THAN_BODY } from '../documents/blocks';
import { isKnownCity, isTownName } from './lexicon/locations';
import type { DocumentLine } from '../documents/types';
import { DOCUMENT_TITLES, HEADINGS, type SectionKind } from './lexicon/headings';
import { findDateRange, findSingleDate } from './dates';
import { companyScore, isFormRow, titleScore, withoutNamedPeople } from './header-parts';
import { DEGREE_PATTERN, INSTITUTION_WORDS, TITLE_WORDS } from './lexicon/roles';
import { fold, isBullet, JOINING_WORDS, wordCount } from './text-utils';

export interface Section {
  kind: SectionKind | 'preamble';
  heading: string | null;
  lines: DocumentLine[];
  /**
   * Headed in a row of headings that a plain text gives one after the other: the section holds what follows
   * the last of them, its columns mixed, and keeps only what its kind reads (isSchooling).
   */
  shared?: boolean;
  /** Headed by a heading that names another kind besides its own ("Skills & Experience"): that kind's reader reads it too. */
  alsoReadAs?: SectionKind;
}

const HEADING_INDEX = new Map<string, SectionKind>();
/** Words that only narrow a heading: "Relevant Work Experience", "Selected Projects", "Weitere Kenntnisse". */
const HEADING_QUALIFIERS = new Set([
  'relevant', 'selected', 'additional', 'other', 'key', 'my', 'recent', 'previous', 'prior', 'professional', 'technical', 'related',
  'international', 'academic', 'core', 'main', 'further', 'personal', 'industry', 'research', 'teaching', 'work', 'full', 'detailed',
  'weitere', 'sonstige', 'relevante', 'autres', 'otras', 'otros', 'altre', 'outras', 'overige', 'principales', 'principali',
  // "Mein Werdegang", "Mes compétences", "Mi experiencia", "La mia formazione", "Minha formação", "Mijn werkervaring": the
  // candidate's own, in the seven languages.
  'mein', 'meine', 'mon', 'ma', 'mes', 'mi', 'mis', 'mio', 'mia', 'miei', 'mie', 'meu', 'minha', 'meus', 'minhas', 'mijn',
  // (With the article Romance languages and Dutch set before the possessive or the noun: "La mia formazione", "Les compétences".)
  'la', 'le', 'les', 'il', 'el', 'los', 'las', 'het', 'de',
]);
/**
 * Words that narrow a heading from behind, as Romance languages place them: "Certificaciones Técnicas",
 * "Compétences informatiques", "Esperienze professionali", "Formação Académica".
 */
const TRAILING_QUALIFIERS = new Set([
  'tecnica', 'tecnicas', 'tecnico', 'tecnicos', 'technique', 'techniques', 'tecniche', 'tecnici', 'tecniques',
  'profesional', 'profesionales', 'professionnel', 'professionnelle', 'professionnelles', 'professionnels',
  'professionale', 'professionali', 'profissional', 'profissionais', 'personal', 'personales', 'personnelles',
  'personnels', 'personali', 'pessoais', 'adicional', 'adicionales', 'complementaires', 'complementarias',
  'complementares', 'relevantes', 'principales', 'principali', 'informatiques', 'informaticas', 'informatiche',
  'academica', 'academicas', 'academique', 'academiques', 'accademica', 'accademiche', 'linguisticas',
  'linguistiques', 'linguistiche', 'obtenues', 'obtenidas', 'conseguite', 'obtidas',
  // "Experiência Profissional Relevante", "Expériences professionnelles récentes", "Esperienze lavorative selezionate".
  'relevante', 'pertinente', 'pertinentes', 'rilevante', 'rilevanti', 'recente', 'recentes', 'recientes', 'recenti',
  'selecionadas', 'seleccionadas', 'selezionate', 'choisies', 'selectionnees',
  // Which posts: "Experiencia docente", "Esperienza didattica", "Expérience pédagogique", "Experiencia investigadora".
  'docente', 'docentes', 'didattica', 'didattiche', 'pedagogique', 'pedagogica', 'pedagogico', 'investigadora', 'investigativa',
  // How the section is set out, not what it holds: "Skills Matrix", "Education Overview".
  'matrix', 'overview',
  // What kind of schooling: "Formación Reglada", "Formazione continua", "Formation continue", "Formação superior".
  'reglada', 'formal', 'formale', 'continua', 'continue', 'permanente', 'universitaria', 'universitaire', 'superior', 'superiore', 'superieure',
]);
/**
 * A trailing qualifier in either gender or number ("Formación Complementaria" beside "Informations complémentaires",
 * "Técnicas" beside "Técnico"): Romance adjectives change only their ending, -o/-a/-e and a plural -s.
 */
function isTrailingQualifier(word: string): boolean {
  if (TRAILING_QUALIFIERS.has(word)) return true;
  const stem = word.replace(/s$/, '').replace(/[oae]$/, '');
  return stem.length >= 5 && ['', 'o', 'a', 'e', 'os', 'as', 'es', 's'].some((ending) => TRAILING_QUALIFIERS.has(stem + ending));
}
/**
 * Last words that make a short title a list of skills, in the languages that put the noun last: "Applied Skills",
 * "Software Proficiencies", "Berufliche Kompetenzen", "Kommunikative Fähigkeiten".
 */
const SKILL_HEAD_NOUNS = new Set([
  'skills', 'proficiencies', 'competencies', 'competences', 'competence', 'toolbox', 'toolkit',
  'fahigkeiten', 'kenntnisse', 'kompetenz', 'kompetenzen', 'vaardigheden', 'competenties',
]);
/**
 * First words that make a short title a list of skills in the languages that put the noun first, the rest of it
 * qualifying it: "Competencias comunicativas", "Compétences liées à l'emploi", "Competenze organizzative e gestionali".
 */
const SKILL_HEAD_NOUNS_FIRST = new Set(['competences', 'competencias', 'competencia', 'competenze', 'competenza', 'habilidades']);
/** The word for experience where the Romance languages open a title on it, in both numbers. */
const ROMANCE_EXPERIENCE_NOUNS = new Set(['esperienza', 'esperienze', 'experiencia', 'experiencias', 'experience', 'experiences', 'experiencia', 'experiencias']);
/** A Romance adjective's ending, in both genders and numbers: -al(e), -el(le), -ique, -ico, -ivo, -ario, -aire, -ente, -ante, -ese. */
const ROMANCE_ADJECTIVE = /^[a-z]{3,}(?:al|ale|ales|ali|elle|elles|el|ique|iques|ic[oa]s?|ich[ei]|iv[oae]s?|ari[oa]s?|ari|aire|aires|ent[ei]s?|ents|ant[ei]s?|ants|es[ei])$/;
/** Last words that make a short title a list of jobs held: "Internship Experience", "Administrative Positions". */
const EXPERIENCE_HEAD_NOUNS = new Set(['experience', 'experiences', 'positions', 'appointments']);
/**
 * Words before "experience" that make it something else: what studies or volunteering gave ("Study Abroad
 * Experience", "Educational Experience"), or a field of work ("User Experience", "Customer Experience").
 */
const NOT_EXPERIENCE_QUALIFIER = /^(?:educat\w*|study|studies|volunteer\w*|user|customer|guest|patient|client)$/;
/** The same phrases with spaces removed, for headings broken up by PDF extraction ("E xp er ie nc e"). */
const SPACELESS_INDEX = new Map<string, SectionKind>();
/** Every word a heading phrase uses ("professional", "executive"): such a word never marks a line as a job's title. */
const HEADING_WORDS = new Set<string>(HEADING_QUALIFIERS);
for (const [kind, phrases] of Object.entries(HEADINGS) as [SectionKind, string[]][]) {
  for (const phrase of phrases) {
    for (const word of phrase.split(' ')) HEADING_WORDS.add(word);
    HEADING_INDEX.set(phrase, kind);
    SPACELESS_INDEX.set(phrase.replace(/[^a-z]/g, ''), kind);
  }
}

const LETTER_PAIR = /(?<!\S)\p{L}\s+\p{L}(?!\S)/u;

/**
 * "E X P E R I E N C E" → "EXPERIENCE", "/ E D U C A T I O N & C E R T I F I C A T I O N S" → "/ EDUCATION &
 * CERTIFICATIONS": some templates letter-space their headings. Runs of single letters become words.
 */
function collapseLetterSpacing(text: string): string {
  // Letters making most of the words, four or more, stand side by side somewhere: a line with no two single
  // letters in a row (nearly every line) is left as it is without splitting it.
  if (!LETTER_PAIR.test(text)) return text;
  const tokens = text.trim().split(/\s+/);
  const isLetter = (token: string | undefined) => token !== undefined && /^\p{L}$/u.test(token);
  const letters = tokens.filter((token) => isLetter(token)).length;
  if (letters < 4 || letters < tokens.length * 0.7) return text;
  return tokens.map((token, i) => (i > 0 && isLetter(token) && isLetter(tokens[i - 1]) ? token : ` ${token}`)).join('').trim();
}

function headingKey(text: string): string {
  return fold(text)
    // "Mother tongue(s)", "Muttersprache(n)", "Língua(s) materna(s)": a plural's ending in brackets is no word.
    .replace(/(?<=[a-z])\((?:-?[a-z]{1,3}|-ies)\)/g, '')
    .replace(/[&+]/g, ' and ')
    .replace(/[^a-z' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * "Aus- und Weiterbildung", "Schul- und Berufsausbildung": German writes the shared end of two compounds
 * once. The first word gets the end of the second back ("Ausbildung und Weiterbildung") at the first
 * split that makes it a known heading.
 */
function expandSharedCompound(text: string): string {
  // In any case: Europass sets its headings in capitals ("SCHUL- UND BERUFSBILDUNG").
  const match = /^(\p{L}+)-\s+(und|oder|&|\/|,)\s+(\p{L}+)(.*)$/iu.exec(text);
  if (!match) return text;
  const [, head, joiner, second, tail] = match;
  for (let cut = 1; cut <= second.length - 3; cut++) {
    const candidate = head + second.slice(cut).toLowerCase();
    if (HEADING_INDEX.has(headingKey(candidate))) return `${candidate} ${joiner} ${second}${tail}`;
  }
  return text;
}

/**
 * "Educational Qualification", "Summary of Qualification", "Technical Skill": a heading of several words
 * written in the other number than the word list's. A single word is left alone: "Project:" labels an
 * entry's line, not a section.
 */
function otherNumber(key: string): SectionKind | undefined {
  // "Erfahrungen", "Fortbildung", "Esperienze", "Kenntnis": German and Italian number a noun by its ending ("-en", "-n", "-e";
  // "-a" against "-e"); a word of such an ending is the same heading in either number, alone too.
  const german = /(?:ung|ion|nis|tät|keit|heit|schaft)$/.test(key) ? [`${key}en`, `${key}e`] : /(?:ungen|ionen|täten|keiten|heiten|schaften)$/.test(key) ? [key.slice(0, -2)] : /nisse$/.test(key) ? [key.slice(0, -1)] : [];
  const italian = /\p{L}{4}a$/u.test(key) ? [`${key.slice(0, -1)}e`] : /\p{L}{4}e$/u.test(key) ? [`${key.slice(0, -1)}a`] : [];
  for (const variant of key.length >= 6 ? [...german, ...italian] : []) {
    const kind = HEADING_INDEX.get(variant);
    if (kind) return kind;
  }
  if (!key.includes(' ')) return undefined;
  return HEADING_INDEX.get(key.endsWith('s') ? key.slice(0, -1) : `${key}s`);
}

/** The section kind a heading line announces, or null when the line is not a heading. */
/** What a heading adds when it goes on over a page or names a selection, in the seven languages. */
// (And "Berufserfahrung (11 Jahre)", "Experience (5 years)", "Publications (12)": a count of the section's years or items.)
const CONTINUED =
  /(?<!\s)\s*(?:\(\s*(?:\d{1,2}\+?(?:\s*(?:years?|yrs?|jahre?n?|ans?|a[ñn]os|anni|anos|jaar))?|selected|selection|a\s+selection|auswahl|auszug|fortsetzung|forts\.?|cont(?:inued|['’]d|\.)?|suite|s[ée]lection|continuaci[oó]n|selecci[oó]n|continua(?:zione|[çc][ãa]o)?|selezione|sele[çc][ãa]o|vervolg|selectie)\s*\)|\s[-–—]\s*(?:continued|cont(?:['’]d|\.)?|fortsetzung|suite|continuaci[oó]n|continua(?:zione|[çc][ãa]o)|vervolg))$/iu;

export function headingKind(text: string, isExactOnly = false): SectionKind | null {
  // "EMPLOYMENT -----", "== Skills ==": a rule drawn in text around a heading is part of its look, not its words.
  // No heading is this long, however it is ruled: the patterns below are not tried on a paragraph.
  if (text.length > 400) return null;
  const unruled = text
    .trim()
    .replace(/^[-=_~*#]{2,}\s*|(?<!\s)\s*[-=_~*#]{2,}$/g, '')
    .replace(/[:：]\s*$/, '')
    // "Experience (cont.)", "Berufserfahrung (Auswahl)", "Expérience – suite": a page's continuation or a selection of the
    // section is the section; "A. Formation", "II. Ausbildung", "3. Conocimientos en informática": an outline's letter or
    // numeral before it is no word of it.
    .replace(CONTINUED, '')
    .replace(/^(?:[A-H]|[IVX]{1,4}|\d{1,2})[.)]\s+(?=\p{L}{3})/u, '');
  const trimmed = collapseLetterSpacing(unruled);
  if (!trimmed || trimmed.length > 48 || looksLikeAddress(trimmed)) return null;
  // "experiences." alone on a line: a paragraph's last word, wrapped; a heading neither opens in lower case and ends on a stop.
  if (/^\p{Ll}/u.test(trimmed) && /\.$/.test(trimmed)) return null;
  // "Sport 78", "Studio 54": a number after the words makes a name of them (a shop, an employer), not a heading.
  if (/\p{L}\s+\d+$/u.test(trimmed)) return null;
  const key = headingKey(trimmed);
  const direct = HEADING_INDEX.get(key) ?? HEADING_INDEX.get(key.replace(/ and /g, ' & ')) ?? otherNumber(key);
  // "exp erience", "edu cation": pdf.js puts a space into a run of text wherever the pen moves on by a tenth
  // of the size (0.102 em; a word space is about 0.25 em), as beside a heading's initials set in a box or
  // another colour. Two or three pieces that spell a heading only when joined are that heading, in any case.
  if (!direct && !isExactOnly && key.includes(' ') && key.split(' ').length <= 3) {
    const joined = SPACELESS_INDEX.get(key.replace(/[^a-z]/g, ''));
    if (joined) return joined;
  }
  // Beyond the exact phrase, a line opening in lower case is the middle of a sentence ("technologies and
  // the use of IBM"), not a heading.
  if (direct || isExactOnly || /^\p{Ll}/u.test(trimmed)) return direct ?? null;
  const fragments = key.split(' ');
  if (trimmed !== unruled || (fragments.length >= 2 && fragments.some((fragment) => fragment.length <= 2))) {
    // Small caps or letter spacing lost in extraction: "P ROFESSIONAL E XPERIENCE", "Ke y S ki ll s".
    const spaceless = SPACELESS_INDEX.get(key.replace(/[^a-z]/g, ''));
    if (spaceless) return spaceless;
  }
  // "EXPÉRIENCES — STAGE", "Experience – Freelance": a known heading, a spaced dash and a word or two saying which of its
  // kind follow is that heading's section (unless those words name a section of another kind).
  const dashed = /^(\p{L}[^–—]{2,30}?)\s+[–—-]\s+(\p{L}[\p{L}' ]{0,25})$/u.exec(trimmed);
  if (dashed && dashed[2].trim().split(/\s+/).length <= 2) {
    const kind = HEADING_INDEX.get(headingKey(dashed[1]));
    const other = HEADING_INDEX.get(headingKey(dashed[2]));
    if (kind && (!other || other === kind)) return kind;
  }
  // "Career Experience/Job History", "Skills & Tools", "Ausbildung und Studium": either half names the section.
  const expanded = expandSharedCompound(trimmed);
  const byHalves = kindOfHalves(expanded, 'slash');
  if (byHalves) return byHalves;
  // A list in capitals or ending ':' ("CERTIFICATIONS, COURSES, SEMINARS:") is a heading too; in plain
  // case a comma more often separates the items of a list ("Leadership, Communication").
  if (trimmed === trimmed.toUpperCase() || /[:：]\s*$/.test(text.trim())) {
    const byItems = kindOfHalves(expanded, 'comma');
    if (byItems) return byItems;
  }
  // "Ehrenamtliche Tätigkeiten", "Activités bénévoles", "Experiencia de voluntariado", "Trabalho voluntário": a short title
  // that says the work was given freely heads volunteering, whatever noun it qualifies (not a role: "Volunteer Coordinator").
  const words = key.split(' ');
  // (Nor a place of it: "Volunteering at Red Cross" titles an entry; nor English's person, "Social Media Volunteer",
  // "Volunteer Contestant, Yappon": a role, or a role and its organisation after a comma.)
  const isPerson = words.length > 1 && (words[words.length - 1] === 'volunteer' || (words[0] === 'volunteer' && !HEADING_WORDS.has(words[1])));
  const isVoluntaryTitle = words.some((word) => VOLUNTARY.test(word)) && !isPerson && !trimmed.includes(',');
  if (words.length <= 4 && isVoluntaryTitle && !words.some((word) => (TITLE_WORDS.has(word) && !HEADING_WORDS.has(word)) || PLACE_PREPOSITIONS.has(word))) return 'volunteering';
  // "Relevant Work Experience", "My Skills": a known heading after a short qualifier, in capitals or ending ':'
  // or after words that only ever qualify a heading ("Selected", "Relevant", "Additional").
  if (words.length <= 4) {
    const isStyled = trimmed === trimmed.toUpperCase() || /:\s*$/.test(text);
    for (let i = 1; i < words.length; i++) {
      // "TECHNOLOGIES USED IN PROJECTS": after a scope word the heading names where, not what (the scope rule below).
      if (SCOPE_WORDS.has(words[i - 1])) continue;
      const kind = HEADING_INDEX.get(words.slice(i).join(' '));
      // "DÉVELOPPEUR FULL STACK", "ENGINEER, DATA PLATFORM": a role word before it makes the line a job's title in capitals.
      const isRole = words.slice(0, i).some((word) => TITLE_WORDS.has(word) && !HEADING_WORDS.has(word));
      if (kind && !isRole && (isStyled || words.slice(0, i).every((word) => HEADING_QUALIFIERS.has(word)))) return kind;
    }
  }
  // "Applied Skills", "Technology Proficiencies", "Technical Toolbox": a short title whose last word names a list
  // of skills is that list, whatever narrows it (every word capitalised: "communication skills" is a phrase).
  const last = words[words.length - 1];
  if (words.length <= 3 && SKILL_HEAD_NOUNS.has(last) && trimmed.split(/\s+/).every((word) => /^[\p{Lu}&/]/u.test(word))) return 'skills';
  // The same noun first, its qualifiers after it in lower case (or the whole title in capitals, or each word capitalised in
  // a title of two or three words, as web CVs set headings: "Compétences Interpersonnelles"): no figure, no sentence's end.
  const qualifiers = trimmed.split(/\s+/).slice(1);
  if (
    words.length >= 2 &&
    words.length <= 5 &&
    SKILL_HEAD_NOUNS_FIRST.has(words[0]) &&
    !/\d|[.!?;]$/.test(trimmed) &&
    (trimmed === trimmed.toUpperCase() || qualifiers.every((word) => !/^\p{Lu}/u.test(word)) || (words.length <= 3 && qualifiers.every((word) => /^\p{Lu}\p{Ll}/u.test(word)) && companyScore(trimmed) === 0))
  )
    return 'skills';
  // "Internship Experience", "Legal Work Experience", "Administrative Positions", "PROFESSIONAL APPOINTMENTS": a
  // short title, every word capitalised, whose last word names jobs held heads the jobs of that kind.
  if (
    words.length >= 2 &&
    words.length <= 4 &&
    EXPERIENCE_HEAD_NOUNS.has(words[words.length - 1]) &&
    !words.some((word) => NOT_EXPERIENCE_QUALIFIER.test(word)) &&
    trimmed.split(/\s+/).every((word) => /^[\p{Lu}&/]/u.test(word))
  )
    return 'experience';
  if (words.length <= 4) {
    for (let i = words.length - 1; i >= 1; i--) {
      const kind = HEADING_INDEX.get(words.slice(0, i).join(' '));
      if (kind && words.slice(i).every(isTrailingQualifier)) return kind;
    }
  }
  // "Esperienza aziendale", "Expérience industrielle", "Experiencia internacional": the Romance languages set the adjective
  // after the noun, and an adjective's ending says it is one (-ale, -elle, -ique, -ivo, -ario, -ente…), whatever it names.
  if (words.length === 2 && ROMANCE_EXPERIENCE_NOUNS.has(words[0]) && ROMANCE_ADJECTIVE.test(words[1]) && !VOLUNTARY.test(words[1]) && !/\d/.test(trimmed)) return 'experience';
  // "Experiencia en la industria", "Esperienza nel settore", "Experience in Finance": a heading word then its scope.
  const scoped = SCOPED.exec(key);
  if (scoped && words.length <= 6 && !/\d|[.!?]$/.test(trimmed)) {
    const kind = HEADING_INDEX.get(scoped[1]);
    if (kind && kind !== 'other') return kind;
  }
  return null;
}

/** Work given freely, in the seven languages, as noun or adjective ("volunteer", "ehrenamtlich", "bénévole", "voluntário", "vrijwillig"). */
const VOLUNTARY = /^(?:volunt(?:eer|ari|ary)\w*|volontar\w*|benevol\w*|ehrenamt\w*|vrijwillig\w*)$/;

/** Words that say where or for whom after a title ("Volunteering at Red Cross", "Bénévole chez Emmaüs", "Freiwillig bei …"). */
const PLACE_PREPOSITIONS = new Set(['at', 'in', 'for', 'with', 'bei', 'im', 'fur', 'chez', 'dans', 'pour', 'en', 'para', 'con', 'nel', 'nella', 'per', 'presso', 'na', 'no', 'bij', 'voor', 'met', 'junto']);

/** Words that open a heading's scope ("Experience in Finance", "Experiencia en la industria"). */
const SCOPE_WORDS = new Set(['en', 'in', 'im', 'nel', 'nella', 'na', 'no', 'bij', 'at', 'de', 'della', 'dans']);
const SCOPED = new RegExp(`^(\\S+(?: \\S+)?) (?:${[...SCOPE_WORDS].join('|')}) `);

/** A web address, e-mail or profile path ("freecodecamp.org/certification/") names no section, whatever words it holds. */
function looksLikeAddress(text: string): boolean {
  return /https?:\/\/|www\.|@|[a-z0-9-]\.(?:com|org|net|io|dev|me|app|co|edu|gov|info|[a-z]{2})(?:\/|\b)/.test(text);
}

const JOINER = /\s(?:and|und|et|y|e|en|og|och)\s/i;
const HALVES = {
  slash: new RegExp(`\\s*(?:[/&|]|${JOINER.source})\\s*`, 'i'),
  comma: new RegExp(`\\s*(?:,|${JOINER.source})\\s*`, 'i'),
};

/** "Career Experience/Job History", "Skills & Tools": the kind the first half that names a section gives. */
function kindOfHalves(text: string, separator: 'slash' | 'comma'): SectionKind | null {
  const marks = separator === 'slash' ? /[/&|]/ : /,/;
  // "Series 7, 66 and 3 Licenses" names a credential: a heading holds no figures.
  if ((!marks.test(text) && !JOINER.test(text)) || text.split(/\s+/).length > 6 || /\d/.test(text)) return null;
  const halves = text.split(HALVES[separator]);
  // "Training and overseeing performance of staff": a phrase in lower case after the joiner goes on a
  // sentence (a duty whose bullet was lost); the halves of a heading are names ("Awards and recognition").
  if (halves.some((half) => /^\p{Ll}/u.test(half) && half.split(/\s+/).length >= 3)) return null;
  for (const half of halves) {
    const kind = half.length >= 3 ? HEADING_INDEX.get(headingKey(half)) : undefined;
    if (kind) return kind;
  }
  return null;
}

/**
 * "Bildungsweg & Arbeitserfahrung", "Experience and Education", "Formation / Expériences": a heading whose halves name
 * schooling and jobs both heads one list of both, set in one order of time. The kind besides the one the heading is read
 * as; null when it names one kind only.
 */
function otherHalfKind(text: string, kind: SectionKind): SectionKind | null {
  if (kind !== 'education' && kind !== 'experience' && kind !== 'skills') return null;
  const expanded = expandSharedCompound(collapseLetterSpacing(text.trim().replace(/[:：]\s*$/, '')));
  if (expanded.split(/\s+/).length > 6 || /\d/.test(expanded)) return null;
  const kinds = expanded.split(HALVES.slash).map((half) => (half.length >= 3 ? HEADING_INDEX.get(headingKey(half)) : undefined));
  // "Skills & Experience", "Kenntnisse und Erfahrungen": the jobs dated under a heading that names them beside the skills
  // are read as jobs too (the skills reader keeps reading its lists).
  if (kind === 'skills') return kinds.includes('experience') ? 'experience' : null;
  return kinds.includes('education') && kinds.includes('experience') ? (kind === 'education' ? 'experience' : 'education') : null;
}

/** An inline heading with content after it: "Skills: Python, SQL" → skills + "Python, SQL". */
export function inlineHeading(text: string): { kind: SectionKind; rest: string } | null {
  const match = /^([^:：|]{3,40})[:：|]\s*(.+)$/.exec(text.trim());
  const kind = match ? headingKind(match[1]) : null;
  if (match && kind) return { kind, rest: match[2] };
  // "Languages English | French | Chinese", "Personal Interests Swimming | Cooking": the heading's exact words (one to
  // three, as its label run sets them), then a list, with no colon between.
  const words = text.trim().split(/\s+/);
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    // "EXPERTISE IN EDITING FOR GRAMMAR, SYNTAX…": a rest that opens on a joining word goes on the sentence.
    if (JOINING_WORDS.has(words[count].toLowerCase())) continue;
    const rest = words.slice(count).join(' ');
    const spacedKind = /^\p{Lu}.*[|,•·;]/u.test(rest) ? headingKind(words.slice(0, count).join(' '), true) : null;
    if (spacedKind) return { kind: spacedKind, rest };
  }
  return null;
}

/** The size most of a document's text is set in (by characters): its body text. 0 when no line has a size. */
function commonestSize(lines: DocumentLine[]): number {
  const chars = new Map<number, number>();
  for (const line of lines) {
    if (!line.fontSize) continue;
    const size = Math.round(line.fontSize * 2) / 2;
    chars.set(size, (chars.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  for (const [size, count] of chars) if (count > (chars.get(best) ?? 0)) best = size;
  return best;
}

/**
 * How a line looks, as far as headings go: its size, weight, capitals, letter-spacing and colour. Two
 * lines with the same look are set in the same style.
 */
/**
 * A place and a day, the line a signed CV or letter ends on, in the seven languages: "Köln, 12.03.2024", "München, den
 * 3. Mai 2024", "Paris, le 12 mars 2024", "Madrid, 12 de marzo de 2024", "Milano, 12/03/2024", "London, 12 March 2024".
 */
const SIGN_OFF = new RegExp(
  String.raw`^\p{Lu}[\p{L}'’.-]*(?:[ -]\p{L}[\p{L}'’.-]*){0,3}\s*,\s*(?:(?:den|le|il|el|em|op|am)\s+)?` +
    String.raw`(?:\d{1,2}[./-]\s?\d{1,2}[./-]\s?(?:\d{4}|\d{2})|\d{1,2}\.?\s+(?:de\s+)?\p{L}{3,}\.?\s+(?:de\s+)?\d{4}|\p{L}{3,}\.?\s+\d{1,2},?\s+\d{4}|\d{4}-\d{2}-\d{2})\.?$`,
  'u',
);

export function isSignOff(text: string): boolean {
  const line = text.trim();
  const match = line.length <= 60 ? SIGN_OFF.exec(line) : null;
  if (!match) return false;
  // The place is a town's name ("AWS Certified Developer, 12 March 2024" is a credential and its day), or a dateline's
  // article says the rest is the day it was signed ("Kleinheubach, den 3. Mai 2024").
  const place = line.slice(0, line.indexOf(',')).trim();
  return isTownName(place) || isKnownCity(place) || /,\s*(?:den|le|il|el|em|op|am)\s/i.test(line);
}

/** The lines a signature takes under the place and day it was signed on: the name, a title, a scanned mark's caption. */
const SIGNATURE_LINES = 3;

/** How much larger than the section headings a title over a part of the document is set. */
const PART_TITLE_OVER_HEADING = 1.2;

/** The level a heading style names ("Heading 2", "Überschrift 1", "Titre 1", "Kop 2"); a document's "Title" is 0. */
function headingLevelOf(style: string): number | null {
  if (/^(?:title|titel|titre|t[íi]tulo|titolo)$/i.test(style.trim())) return 0;
  const level = /(?:heading|[üu]berschrift|titre|t[íi]tulo|titolo|kop)\s*(\d)\s*$/i.exec(style.trim());
  return level ? Number(level[1]) : null;
}

function lookOf(line: DocumentLine): string {
  const text = line.text.trim();
  // A lower-case a–z settles that the line is not in capitals before its letters are gathered.
  const letters = /[a-z]/.test(text) ? '' : text.replace(/[^\p{L}]/gu, '');
  const caps = letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  const spaced = !!line.letterSpaced || /^(?:\p{L}[ \u00a0]){3,}\p{L}/u.test(text);
  // A line the format marks as a heading (a Markdown "##", a Word heading style) is set apart by that mark, and by its
  // level: "Heading 1" over the sections, "Heading 3" over an entry's employer.
  const marked = line.kind === 'heading' ? `h${line.style ?? ''}` : '';
  return `${Math.round((line.fontSize ?? 0) * 2) / 2}|${line.bold ? 'b' : ''}|${caps ? 'c' : ''}|${spaced ? 's' : ''}|${line.colour ?? ''}|${marked}`;
}

/**
 * The document's own heading style: the look that the headings the word lists recognise share (at
 * least two of them), when it sets them apart from the body text: a larger size, letter-spacing, a
 * colour, or bold capitals (bold alone and capitals alone also mark job titles and employers).
 */
export function documentHeadingStyle(lines: DocumentLine[], kindOf: (text: string) => SectionKind | null = headingKind): string | null {
  const looks = lines.map(lookOf);
  const counts = new Map<string, number>();
  lines.forEach((line, i) => {
    if (line.region === 'header' || line.region === 'footer' || !kindOf(line.text)) return;
    counts.set(looks[i], (counts.get(looks[i]) ?? 0) + 1);
  });
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (!best || best[1] < 2) return null;
  const body = bodyLook(lines, looks);
  // A look most of the text is set in is no heading style, however the headings happen to look. (A look of short lines
  // only, each a heading's shape, is one however few of them a list knows: "Parcours", "Langages", "Recherche" beside
  // "Expérience professionnelle".)
  const inLook = lines.filter((_, i) => looks[i] === best[0]);
  const isHeadingsOnly = inLook.every((line) => isHeadingShaped(line.text));
  return best[0] !== body && isSetApart(best[0], body) && (inLook.length <= best[1] * 3 || isHeadingsOnly) ? best[0] : null;
}

/** The look most of a document's text is set in. */
function bodyLook(lines: DocumentLine[], looks: string[]): string {
  const bodyLooks = new Map<string, number>();
  lines.forEach((line, i) => bodyLooks.set(looks[i], (bodyLooks.get(looks[i]) ?? 0) + line.text.length));
  return [...bodyLooks].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/**
 * Whether a look sets its lines apart from the body's: larger, letter-spaced, coloured, marked by the format, or bold
 * capitals. (Capitals alone set apart a company or a job title as often as a heading, plain text has nothing else; and in
 * a CV typed in capitals throughout they set nothing apart: bold alone is left.)
 */
/** How much larger than the body a bold look must be to set its lines apart (a plain one: LARGER_THAN_BODY). */
const BOLD_LARGER_THAN_BODY = 1.05;

function isSetApart(look: string, body: string): boolean {
  const [size, bold, caps, spaced, colour, marked] = look.split('|');
  const bodySize = Number(body.split('|')[0]);
  const bodyCaps = body.split('|')[2] === 'c';
  // (Bold and a step larger sets a line apart too: ReportLab's 11 pt bold headings over 9.5 pt text.)
  const isLarger = bodySize > 0 && Number(size) >= bodySize * (bold === 'b' && body.split('|')[1] !== 'b' ? BOLD_LARGER_THAN_BODY : LARGER_THAN_BODY);
  return isLarger || spaced === 's' || colour !== '' || marked !== '' || (caps === 'c' && !bodyCaps && bold === 'b');
}

/**
 * A document whose headings no word list names (a CV in Polish, Turkish or Greek) still sets them apart: the look that
 * three lines or more share, each a short heading-shaped line with text of its own under it, set apart from the body
 * (larger, letter-spaced, coloured, bold capitals or marked by the format), and used for nothing else. Null when no
 * look is so used.
 */
export function typographicHeadingStyle(lines: DocumentLine[]): string | null {
  const looks = lines.map(lookOf);
  const body = bodyLook(lines, looks);
  const uses = new Map<string, { headings: number; other: number }>();
  lines.forEach((line, i) => {
    if (line.region === 'header' || line.region === 'footer' || looks[i] === body || !line.text.trim()) return;
    const use = uses.get(looks[i]) ?? { headings: 0, other: 0 };
    const next = lines[i + 1];
    if (isHeadingShaped(line.text) && next !== undefined && looks[i + 1] !== looks[i]) use.headings++;
    else use.other++;
    uses.set(looks[i], use);
  });
  const ranked = [...uses].filter(([look, use]) => isSetApart(look, body) && use.headings >= 3 && use.other === 0).sort((a, b) => b[1].headings - a[1].headings);
  return ranked[0]?.[0] ?? null;
}

/**
 * A short line shaped like a heading: a few words, no sentence end, no figures of a date or a list,
 * and more than one short word in capitals ("ACCA", "AWS" are names of things, not headings).
 */
/** A line written wholly in lower case with its first letter made a capital; any other line as it is. */
function capitalised(text: string): string {
  return /\p{Lu}/u.test(text) ? text : text.replace(/\p{Ll}/u, (letter) => letter.toUpperCase());
}

function isHeadingShaped(text: string): boolean {
  // "R E F E R E N C E" is one word set letter by letter, not nine.
  const trimmed = collapseLetterSpacing(text.trim());
  if (!/\s/.test(trimmed) && trimmed.length <= 5) return false;
  return wordCount(trimmed) <= 5 && trimmed.length <= 50 && !/[.,;!?]$/.test(trimmed) && !/\d|@|https?:|www\./i.test(trimmed) && !isBullet(trimmed) && !trimmed.includes('\t');
}

const DEGREE_WORD = new RegExp(`(?:^|[\\s(])(?:${DEGREE_PATTERN.source})(?=$|[\\s,.(:-])`, 'i');

/** A degree's name or a school's in the text: what an education entry names, never a job. */
export function isSchooling(text: string | null | undefined): boolean {
  return !!text && (DEGREE_WORD.test(text) || INSTITUTION_WORDS.test(fold(text)));
}

/**
 * The kind of a section whose heading no word list knows, from what it holds: dated entries with
 * degrees or schools are education, other dated entries experience, when the CV has no section of
 * that kind under a known heading; anything else stays 'other'.
 */
/** The label of what a role or project was built with, in the seven languages ("Tech Stack", "Technologien", "Outils"). */
const STACK_LABEL = /\b(?:stack|technolog|tools|environment|umgebung|werkzeuge|outils|environnement|herramientas|entorno|strumenti|ambiente|ferramentas|tecnolog|tooling|gereedschap)/;

/** A certificate named as such, in the seven languages. */
const CREDENTIAL_WORD = /\b(?:certified|certificate|certification|zertifikat|zertifiziert|zertifizierung|certificat|certifi[ée]|certificado|certifica[çc][ãa]o|certificaci[óo]n|certificato|certificazione|certificaat|gecertificeerd)/i;

function kindFromContent(lines: DocumentLine[], known: Set<string>): SectionKind {
  const isSchoolLine = (line: DocumentLine) => DEGREE_WORD.test(line.text) || INSTITUTION_WORDS.test(fold(line.text));
  const written = lines.filter((line) => line.text.trim());
  // (A short line with one date dates an entry too: "Frontend Engineer · Effectivity⇥11.2021 – obecnie", whose word for
  // "now" no list knows.)
  const datedAt = lines.flatMap((line, index) => (findDateRange(line.text) || (wordCount(line.text) <= 12 && findSingleDate(line.text)) ? [index] : []));
  // "Qualifikationen" over "Juli 2016⇥Oracle Certified Associate, Java SE 8 Programmer⇥Zertifikat Link": a list most of whose
  // items name a certificate is the CV's certifications, where it has none under a known heading.
  if (!known.has('certifications') && written.length >= 2 && written.filter((line) => CREDENTIAL_WORD.test(line.text)).length * 2 > written.length) return 'certifications';
  // "Schulbildung" over "Gymnasium am Markt, Abitur" / "Universität Bonn, B.Sc.": a short undated list of which every item
  // names a school or a degree is the CV's schooling, where it has no section of it under a known heading.
  if (datedAt.length < 2) return !known.has('education') && written.length >= 1 && written.length <= 8 && written.every(isSchoolLine) ? 'education' : 'other';
  const schooling = lines.filter(isSchoolLine).length;
  // ("PARCOURS" over "2001 – 2003⇥Classes préparatoires, Lycée du Parc" and its like, each with a line of what was studied:
  // most of the dated lines name a school or a degree beside their dates, and no role.)
  const schoolDated = datedAt.filter((at) => isSchoolLine(lines[at]) && titleScore(withoutNamedPeople(lines[at].text)) === 0).length;
  const kind = schooling >= datedAt.length || schoolDated * 2 > datedAt.length ? 'education' : 'experience';
  if (!known.has(kind)) return kind;
  // A second list of schooling beside the education section ("Weiterbildung", a semester abroad): every dated item has a
  // school or a degree beside it and none of them names a role held there (a teaching post at a university is a job).
  const schoolItems = datedAt.map((at) => lines.slice(Math.max(0, at - 2), at + 3).filter(isSchoolLine));
  const isSchooling = kind === 'education' && schoolItems.every((items) => items.length > 0 && items.every((item) => titleScore(item.text) === 0));
  return isSchooling ? 'education' : 'other';
}

/** A letter's salutation in the seven languages, on a short line of its own. */
const SALUTATION = /^(?:dear\s+(?:sir|madam|mr|mrs|ms|miss|dr|hiring|recruit|team|\p{Lu})|to whom it may concern|sehr geehrte[rs]?\s|geachte\s|estimad[oa]s?\s|muy\s+se[ñn]or|gentil[ei]\s|egregi[oa]\s|spettabile\s|prezad[oa]s?\s|(?:madame|monsieur|mesdames)\b.*[,:]$)/iu;

/** Sections of dated entries (jobs, projects, volunteering): a labelled stack line in them belongs to the entry. */
const ENTRY_KINDS = new Set<Section['kind']>(['experience', 'projects', 'volunteering']);

/** A letter's closing in the seven languages: the page it stands on ends the letter. */
const VALEDICTION = /^(?:(?:yours\s+)?(?:sincerely|faithfully|truly)|(?:kind|best|warm|with\s+kind)\s+regards|regards|mit\s+freundlichen\s+gr(?:ü|ue)(?:ß|ss)en|freundliche\s+gr(?:ü|ue)(?:ß|ss)e|cordialement|bien\s+cordialement|veuillez\s+agr[ée]er|(?:meilleures|sinc[èe]res)\s+salutations|salutations\s+distingu[ée]es|atentamente|un\s+cordial\s+saludo|saludos\s+cordiales|(?:herzliche|beste)\s+gr(?:ü|ue)(?:ß|ss)e|cordiali\s+saluti|distinti\s+saluti|met\s+vriendelijke\s+groet(?:en)?|hoogachtend|atenciosamente|cordialmente|com\s+os\s+melhores\s+cumprimentos)\b.{0,40}$/iu;

function isSalutation(text: string): boolean {
  const line = text.trim();
  return wordCount(line) <= 8 && !line.includes('\t') && SALUTATION.test(line);
}

/**
 * Sections read as entries or lists (no prose): in a plain text, when one heading of these follows another
 * with nothing between, what follows belongs to either (splitSections).
 */
const ROW_KINDS = new Set<Section['kind']>(['experience', 'education', 'skills', 'certifications', 'languages', 'projects', 'contact']);

/** Splits the document's lines into sections; text before the first heading is the preamble. */
/** A name of two words or more, not set in capitals: "Broadway Technology", never "AFFILIATION". */
function isNamePhrase(text: string): boolean {
  return wordCount(text) >= 2 && /\p{Ll}/u.test(text);
}

/** Sections that list items, none of them dated roles. */
const LIST_KINDS = new Set<Section['kind']>(['skills', 'languages', 'certifications', 'interests']);

/** Sections made of dated entries: a heading there may name an entry's school, employer or role. */
const ENTRY_SECTIONS = new Set<Section['kind']>(['experience', 'education', 'projects', 'volunteering']);

export function splitSections(lines: DocumentLine[]): Section[] {
  const sections: Section[] = [{ kind: 'preamble', heading: null, lines: [] }];
  // A line's heading kind and look are asked for several times below (and by every later unknown heading's
  // scan ahead): each is worked out once per text and per line.
  const kindByText = new Map<string, SectionKind | null>();
  const kindOf = (text: string): SectionKind | null => {
    let kind = kindByText.get(text);
    if (kind === undefined) kindByText.set(text, (kind = headingKind(text)));
    return kind;
  };
  const lookByLine = new Map<DocumentLine, string>();
  const lookOfLine = (line: DocumentLine): string => {
    let look = lookByLine.get(line);
    if (look === undefined) lookByLine.set(line, (look = lookOf(line)));
    return look;
  };
  const knownKinds = new Set(lines.map((line) => kindOf(line.text)).filter((kind) => kind !== null));
  // (Where the words name one heading at most, the look the document gives its headings says where they are.)
  // ("research experience", "honors & awards": headings set in small capitals come out in lower case, their case the
  // style's, not the writer's; in the look of the document's headings they are read as capitalised.)
  const wordsStyle = documentHeadingStyle(lines, (text) => kindOf(text) ?? kindOf(capitalised(text)));
  const headingStyle = wordsStyle ?? (knownKinds.size <= 1 ? typographicHeadingStyle(lines) : null);
  const byLookOnly = wordsStyle === null && headingStyle !== null;
  const largest = Math.max(0, ...lines.map((line) => line.fontSize ?? 0));
  const bodySize = commonestSize(lines);
  const isHeadingStyled = (line: DocumentLine) => headingStyle !== null && lookOfLine(line) === headingStyle;
  // A title above the sections: set larger than the document's headings (and bold, or marked a heading by the format)
  // and either first on its page or a heading level above theirs ("Heading 1" over "Heading 2" sections).
  const headingSize = headingStyle === null ? 0 : Number(headingStyle.split('|')[0]);
  const headingLevel = headingStyle === null ? null : headingLevelOf(headingStyle.split('|')[5].slice(1));
  const isPartTitle = (line: DocumentLine, index: number): boolean => {
    if (headingSize <= 0 || (line.fontSize ?? 0) < headingSize * PART_TITLE_OVER_HEADING || !isHeadingShaped(line.text) || findDateRange(line.text)) return false;
    if (!line.bold && line.kind !== 'heading') return false;
    const before = lines[index - 1];
    const firstOnPage = line.page > 1 && before !== undefined && before.page < line.page;
    const level = line.kind === 'heading' ? headingLevelOf(line.style ?? '') : null;
    return firstOnPage || (level !== null && headingLevel !== null && level < headingLevel);
  };
  let hasKnownHeading = false;
  // How often each heading's words occur as a line of their own: a section is headed once.
  const headingCounts = new Map<string, number>();
  for (const line of lines) {
    if (kindOf(line.text)) headingCounts.set(headingKey(line.text.trim()), (headingCounts.get(headingKey(line.text.trim())) ?? 0) + 1);
  }
  // The sidebar and the main column each keep their own current section, so a page that alternates
  // between them (segments, several pages) continues each flow where it left off.
  const currentByFlow: Record<'main' | 'sidebar', Section | null> = { main: sections[0], sidebar: null };
  let flow: 'main' | 'sidebar' = 'main';
  /** Whether the sidebar lines being read are a box of the main flow's content (see below). */
  let boxUnderHeading = false;
  let skipNext = false;
  /** The sections opened with nothing under them that share the lines of the one after them (a row of headings). */
  const sharing = new Map<Section, Section[]>();
  /** The covering letter being read, and the page it was signed on (its valediction), once it is. */
  let letter: { section: Section; signedOn: number | null } | null = null;
  // Under a row of headings over several columns, the rows of that table: each cell goes to its column's section.
  let columns: { region: DocumentLine['region']; sections: Section[]; splitX?: number; page: number } | null = null;
  lines.forEach((line, index) => {
    if (skipNext) {
      skipNext = false;
      return;
    }
    if (columns && line.region === columns.region && line.text.includes('\t')) {
      const cells = line.text.split('\t');
      if (cells.length === columns.sections.length) {
        cells.forEach((cell, i) => {
          if (cell.trim()) columns!.sections[i].lines.push({ ...line, text: cell.trim() });
        });
        return;
      }
    }
    // On a page (PDF, where a line's place is known) the band under the row of headings goes on in its two columns: a
    // line of one cell belongs to the column it stands in, a heading there follows that column's section, and a line
    // across both columns ends the band ("/ EDUCATION⇥/ VOLUNTEER" over "Capstone Project…" on the left and
    // "Volunteer Social Media Manager…" on the right, then "/ REFERENCES" on the right).
    if (columns?.splitX !== undefined && columns.sections.length === 2 && line.page === columns.page && line.x !== undefined && (line.region === 'body' || line.region === 'table') && !line.text.includes('\t')) {
      const splitX = columns.splitX;
      if (line.x < splitX - 4 && line.x + (line.width ?? 0) > splitX + 4) {
        columns = null;
      } else {
        const index = line.x >= splitX - 4 ? 1 : 0;
        // A heading in the document's heading style that no word list knows ("OVERIG") opens a section too.
        const kind = kindOf(line.text) ?? (isHeadingStyled(line) && isHeadingShaped(line.text) ? 'other' : null);
        if (kind) {
          const section: Section = { kind, heading: line.text.trim(), lines: [] };
          sections.push(section);
          columns.sections[index] = section;
          if (index === 0) currentByFlow[flow] = section;
        } else {
          columns.sections[index].lines.push(line);
        }
        return;
      }
    }
    if (columns && line.region !== columns.region) columns = null;
    // Page headers and footers repeat contact details, never section structure. (A section's heading at the top of a later
    // page, set high in the page's top band and found on no other page, is the section's heading all the same:
    // "Employment History" opening page 2.)
    const topKind = line.region === 'header' && line.page > 1 ? kindOf(line.text) : null;
    const isHeadingOnTop = topKind !== null && topKind !== 'other' && !isDocumentTitle(line.text) && (headingCounts.get(headingKey(line.text.trim())) ?? 0) === 1 && lines[index + 1]?.page === line.page && lines[index + 1]?.region !== 'header';
    if ((line.region === 'header' && !isHeadingOnTop) || line.region === 'footer') {
      sections[0].lines.push(line);
      return;
    }
    // A text box right under a heading of the body that holds nothing yet, opening on no heading of its own, is that
    // heading's content (an agency template boxes its current assignment under "Werkervaring"), not a sidebar.
    const previousLine = lines[index - 1];
    if (line.region === 'sidebar' && previousLine?.region !== 'sidebar') {
      const heading = currentByFlow.main;
      boxUnderHeading = flow === 'main' && previousLine?.region === 'body' && heading !== null && heading.heading !== null && heading.lines.length === 0 && previousLine.text.trim() === heading.heading && kindOf(line.text) === null;
    }
    if (line.region !== 'sidebar') boxUnderHeading = false;
    const lineFlow = line.region === 'sidebar' && !boxUnderHeading ? 'sidebar' : 'main';
    if (lineFlow !== flow) {
      flow = lineFlow;
      if (!currentByFlow[flow]) {
        currentByFlow[flow] = { kind: 'preamble', heading: null, lines: [] };
        sections.push(currentByFlow[flow]!);
      }
    }
    const open = (section: Section) => {
      sections.push(section);
      currentByFlow[flow] = section;
    };
    const previous = lines[index - 1];
    if (previous && previous.region !== line.region && startsContactBlock(lines.slice(index, index + 4))) {
      // A text box or layout table holding the address, phone and e-mail, read after the body, is the
      // candidate's contact block, not the end of the section the body left open (often "References").
      open({ kind: 'contact', heading: null, lines: [] });
    }
    // "OPLEIDING⇥VAARDIGHEDEN EN SYSTEMEN": a row of headings over two columns. Each column's section
    // opens; the table's rows under it give each cell to its column, and what follows the table continues the first.
    const cells = line.text.split('\t');
    const kinds = cells.length > 1 ? cells.map((cell) => kindOf(cell)) : [];
    if (kinds.length && kinds.every(Boolean)) {
      const opened = cells.map((cell, i): Section => ({ kind: kinds[i]!, heading: cell.trim(), lines: [] }));
      opened.slice(1).forEach((section) => sections.push(section));
      open(opened[0]);
      columns = { region: line.region, sections: opened, splitX: line.splitX, page: line.page };
      return;
    }
    if (isSalutation(line.text)) {
      // "Dear Mr. Andrew", "Sehr geehrte Damen und Herren,": the covering letter sent with the CV opens here. Its
      // paragraphs are no skills, duties or profile of the CV; it runs to the CV's next heading, or to the end of
      // the page it is signed on. On a later page the letter's own head above the salutation ("COVER LETTER BY",
      // the name again) is the letter's; on the first page it is the candidate's letterhead, where the contact
      // details are read.
      const before = currentByFlow[flow]?.lines ?? [];
      let from = before.length;
      while (line.page > 1 && from > 0 && before[from - 1].page === line.page) from--;
      letter = { section: { kind: 'other', heading: line.text.trim(), lines: before.splice(from) }, signedOn: null };
      open(letter.section);
      return;
    }
    if (letter && currentByFlow[flow] === letter.section) {
      if (letter.signedOn !== null && line.page > letter.signedOn) {
        // The CV that follows a signed letter on a page of its own starts as a document does: with its preamble.
        letter = null;
        if (!kindOf(line.text)) open({ kind: 'preamble', heading: null, lines: [] });
      } else if (VALEDICTION.test(line.text.trim())) {
        letter.signedOn = line.page;
      }
    }
    // "WORK EXPERIENCE⇥Backend Engineer at GFT Technologies": a heading in a margin column, set larger than the body, on
    // the row of its section's first line. The heading opens its section; the rest of the row is that section's first line.
    if (cells.length > 1 && bodySize > 0 && (line.fontSize ?? 0) >= bodySize * LARGER_THAN_BODY) {
      const marginKind = kindOf(cells[0]);
      const rest = cells.slice(1).join('\t').trim();
      if (marginKind && rest && !kindOf(rest) && isHeadingShaped(cells[0])) {
        open({ kind: marginKind, heading: cells[0].trim(), lines: [{ ...line, text: rest }] });
        return;
      }
    }
    // "Kommunikation und" over "Training", both in one look: a label wrapped after its joining word goes on on this line;
    // the line's words alone head no section (the label stays in the one it stands in).
    const above = lines[index - 1];
    if (above && above.region === line.region && above.page === line.page && endsOnJoiningWord(above.text.trim()) && wordCount(above.text) <= 4 && wordCount(line.text) <= 3 && lookOf(above) === lookOf(line) && !kindOf(above.text) && !headingKind(`${above.text.trim()} ${line.text.trim()}`, true)) {
      (currentByFlow[flow] ?? sections[0]).lines.push(line);
      return;
    }
    let kind = kindOf(line.text) ?? (wordsStyle !== null && isHeadingStyled(line) ? kindOf(capitalised(line.text)) : null);
    // "• Key-Projekte:" among a role's bullets: a list item naming a part of the role's text heads no section where the
    // document sets its headings apart in a look of their own that the item does not have.
    const inEntries = currentByFlow[flow];
    if (kind && (line.kind === 'bullet' || isBullet(line.text)) && headingStyle !== null && !isHeadingStyled(line) && inEntries && ENTRY_SECTIONS.has(inEntries.kind) && inEntries.lines.length > 0) kind = null;
    // "Competenze acquisite" as a paragraph of an entry's text, where the format marks the document's headings (Word's
    // heading styles, Markdown's "##") and the paragraph is marked as none, set in the body's size: a label of the entry.
    const isFormatMarked = headingStyle !== null && headingStyle.split('|')[5] !== '';
    if (kind && isFormatMarked && line.kind !== 'heading' && !isHeadingStyled(line) && (line.fontSize ?? 0) <= bodySize && inEntries && ENTRY_SECTIONS.has(inEntries.kind) && inEntries.lines.length > 0) kind = null;
    // "Projects:" closing on a colon in a job's text, set in the body's size where the document sets its headings apart in
    // a look of their own: a label of the entry's text, not a section of its own.
    if (kind && /[:：]\s*$/.test(line.text) && headingStyle !== null && !isHeadingStyled(line) && (line.fontSize ?? 0) <= bodySize && inEntries && ENTRY_SECTIONS.has(inEntries.kind) && inEntries.lines.length > 0) kind = null;
    // ("Autres projets" in Word's "Heading 3" under a job in "Heading 2", in a section under "Heading 1": a heading the
    // format marks a level below the document's section headings is a part of the entry it stands in, whatever its words.)
    const markedLevel = line.kind === 'heading' ? headingLevelOf(line.style ?? '') : null;
    if (kind && markedLevel !== null && headingLevel !== null && markedLevel > headingLevel && inEntries && ENTRY_SECTIONS.has(inEntries.kind) && inEntries.lines.length > 0) kind = null;
    const next = lines[index + 1];
    // "TERAVISION TECHNOLOGIES" over "Senior Full-Stack Developer⇥May 2017 – Present" in the jobs: a name whose last word a
    // heading's list knows, not itself a heading's phrase, over a dated role, is the employer heading its roles.
    // (Only where the words would head a list, which no dated role opens: a heading of entries, "Voluntária", may.)
    if (kind && LIST_KINDS.has(kind) && inEntries?.kind === 'experience' && next && findDateRange(next.text) && !headingKind(line.text, true) && !isHeadingStyled(line)) kind = null;
    if (!kind && next && next.region === line.region && isShortCaps(line.text) && isShortCaps(next.text) && !isBullet(line.text)) {
      // A heading wrapped in a narrow column: "PROFESSIONAL / CERTIFICATIONS".
      const joined = headingKind(`${line.text} ${next.text}`, true);
      if (joined) {
        open({ kind: joined, heading: `${line.text} ${next.text}`, lines: [] });
        skipNext = true;
        return;
      }
    }
    // The document's largest type at its top is the name or the title over the whole CV ("JAN KÜSTER
    // RESUME"), not a section's heading, unless it is set as the document's headings are.
    if (kind && index < 5 && largest > 0 && line.fontSize === largest && !isHeadingStyled(line) && headingStyle !== null) {
      (currentByFlow[flow] ?? sections[0]).lines.push(line);
      return;
    }
    if (!kind && (hasKnownHeading || byLookOnly) && isHeadingStyled(line) && isHeadingShaped(line.text)) {
      // A heading in the document's heading style that no word list knows starts its own section
      // instead of being swallowed by the one above; what it holds says what kind it is. (Before the
      // first known heading, the same look is the name's or the title's.)
      const end = lines.findIndex((other, i) => i > index && (isHeadingStyled(other) || kindOf(other.text) !== null));
      const held = lines.slice(index + 1, end < 0 ? undefined : end);
      // "Massachusetts Institute of Technology", "Broadway Technology" under "Education" and "Experience", set as those are
      // (a Markdown CV whose employers are headings of the sections' own level): a school, an employer or a role, dated
      // within its first lines, heads an entry of the section it stands in, not a section of its own. (A name of a few
      // words in mixed case: "SERVICE", "WRITING" name kinds of section, as headings do.)
      const current = currentByFlow[flow];
      const heading = line.text.trim();
      if (current && ENTRY_SECTIONS.has(current.kind) && isNamePhrase(heading)) {
        // (So is a heading with nothing of its own before the next one in its style, "Education Experience" over "MIT
        // CSAIL Laboratory": a group over those entries.)
        if (held.length === 0) return;
        if ((isSchooling(heading) || companyScore(heading) > 0 || titleScore(heading) > 0) && held.slice(0, 4).some((item) => findDateRange(item.text) || findSingleDate(item.text))) {
          current.lines.push(line);
          return;
        }
      }
      let unknown = kindFromContent(held, knownKinds);
      // A group of short undated items under a skills list ("SKILLS", then "SOFTWARE PROGRAMS") is more of that list.
      if (unknown === 'other' && currentByFlow[flow]?.kind === 'skills' && held.every((item) => wordCount(item.text) <= 6 && !findDateRange(item.text))) unknown = 'skills';
      open({ kind: unknown, heading: line.text.trim(), lines: [] });
      return;
    }
    // (Where what follows it, up to the next heading, part or page, is a signature's few lines, and the section holds no
    // other place and day: "Berlin, 12.03.2019" under each course of a list is that course's place and day.)
    const isSignature = (): boolean => {
      if ((currentByFlow[flow]?.lines ?? []).some((other) => isSignOff(other.text))) return false;
      let count = 0;
      for (let i = index + 1; i < lines.length; i++) {
        const after = lines[i];
        if (after.page !== line.page || kindOf(after.text) !== null || isPartTitle(after, i)) break;
        if (isSignOff(after.text)) return false;
        if (after.region !== 'header' && after.region !== 'footer' && after.text.trim() && ++count > SIGNATURE_LINES) return false;
      }
      return true;
    };
    if (!kind && hasKnownHeading && isSignOff(line.text) && isSignature()) {
      // "Köln, 12.03.2024", "Paris, le 12 mars 2024": the place and day the CV was signed. It and the signature under it
      // are no item of the section above (a town in the skills list).
      open({ kind: 'other', heading: line.text.trim(), lines: [] });
      return;
    }
    // (Only after the CV's entries: a title above them, "Ama Martin" in Word's "Title" style beside a sidebar, is the CV's own.)
    if (!kind && hasKnownHeading && isPartTitle(line, index) && sections.some((section) => ENTRY_SECTIONS.has(section.kind) && section.lines.length > 0)) {
      // "Arbeitszeugnis", "Zeugnis", "Anlage 3" set a size above the CV's section headings, on a page (or at a heading
      // level) of its own: a part of an application bundle after the CV (a reference letter, a certificate), whose
      // text is none of the section above it. Its words name no section: what it holds is read as nothing of the CV.
      open({ kind: 'other', heading: line.text.trim(), lines: [] });
      return;
    }
    if (kind && isDocumentTitle(line.text) && sections.every((section) => section.lines.length === 0)) {
      // "RESUME" as the document's first line titles the whole CV; only later does "Résumé" head a summary.
      sections[0].lines.push(line);
      return;
    }
    if (kind && isDocumentTitle(line.text) && !/[éÉ]/.test(line.text)) {
      // A later "Resume" without its accents is the running header of a page ("NAME / RESUME" over each page
      // of a plain-text export), not "Résumé" heading a summary: the section it interrupts goes on.
      sections[0].lines.push(line);
      return;
    }
    const current = currentByFlow[flow];
    if (kind === 'other' && current?.kind === 'skills' && !isHeadingStyled(line) && headingStyle !== null && !isDocumentTitle(line.text)) {
      // "Miscellaneous" set as the skills list's group labels are ("Programming Languages", "Web Development"), not as
      // the document's headings: the list's last group, not a section that would end the list.
      current.lines.push(line);
      return;
    }
    if ((kind === 'awards' || kind === 'skills') && current?.kind === 'experience' && (headingCounts.get(headingKey(line.text.trim())) ?? 0) >= 2) {
      // "Key Achievements", "Compétences acquises" under each role: a heading the CV repeats inside its experience is a
      // part of every entry, not a section of its own that would end the experience after the first role.
      current.lines.push(line);
      return;
    }
    if (kind && current && current.kind !== 'preamble' && !isHeadingStyled(line) && previous && next && isFormRow(previous.text) && isFormRow(next.text)) {
      // "Main activities" between an entry's "Main role⇥…" and "Description⇥…" rows: one of the entry's labels, whose
      // value is the rows under it, not a section's heading (set as the document's headings are, it would be one).
      current.lines.push(line);
      return;
    }
    if (kind) {
      hasKnownHeading = true;
      const opened: Section = { kind, heading: line.text.trim(), lines: [] };
      // "WORK EXPERIENCE", "EDUCATION", then both columns' entries: a row of headings over two columns, in a text
      // copied out of a PDF (no position, no type size to place them), comes as one heading after the other with
      // nothing under the first. What follows the second belongs to either: both sections hold it, and the
      // reader of each kind takes the entries or items it knows. (On a page, the columns are placed instead.)
      if (current?.heading && current.lines.length === 0 && current.kind !== kind && ROW_KINDS.has(current.kind) && ROW_KINDS.has(kind) && line.x === undefined && line.fontSize === undefined) {
        sharing.set(opened, [current, ...(sharing.get(current) ?? [])]);
        current.shared = opened.shared = true;
      }
      // A heading over schooling and jobs alike: both readers read its lines, each taking the entries of its kind.
      const twinKind = otherHalfKind(line.text, kind);
      if (twinKind) {
        const twin: Section = { kind: twinKind, heading: opened.heading, lines: [], shared: true };
        opened.shared = true;
        opened.alsoReadAs = twinKind;
        sharing.set(opened, [twin]);
        sections.push(twin);
      }
      open(opened);
      return;
    }
    const labelled = line.label ? labelKind(line.text) : null;
    // ("Tecnologías⇥Spark, Kafka" among the rows of a Europass job, each label beside its value: what the role was built
    // with, a row of the entry, where the CV lists its skills in a section of its own.)
    const isRowOfEntry = labelled === 'skills' && line.text.includes('\t') && knownKinds.has('skills') && ENTRY_KINDS.has(currentByFlow[flow]?.kind ?? 'preamble') && (currentByFlow[flow]?.lines.length ?? 0) > 0;
    if (labelled && !isRowOfEntry) {
      // "Communication skills" in a column of labels heads the paragraph beside it, as a heading would.
      open({ kind: labelled, heading: line.text.trim(), lines: [] });
      return;
    }
    const inline = line.region !== 'table' || !line.text.includes('\t') ? inlineHeading(line.text) : null;
    // "Technologies: Ruby on Rails, Amazon EC2" inside a job or a project, in a CV with a skills section of its own:
    // what that role was built with, kept with the role; the CV's skills are what its skills section lists. (So is a
    // line labelled as what the role was built with, "Tech Stack: Java, Flink", in a CV without one: it lists no skills
    // of the candidate's, where "Habilidades: Python, Java" under a job does.)
    const isStackLabel = inline !== null && STACK_LABEL.test(fold(line.text.slice(0, Math.max(0, line.text.length - inline.rest.length))));
    const isEntryStack = inline?.kind === 'skills' && (knownKinds.has('skills') || isStackLabel) && ENTRY_KINDS.has(currentByFlow[flow]?.kind ?? 'preamble');
    if (inline && !isEntryStack && (inline.kind === 'skills' || inline.kind === 'languages' || inline.kind === 'certifications' || inline.kind === 'interests')) {
      // "Skills: Python, SQL" holds its own content: record it, then carry on with the section it sat in
      // (a project's "Technologies: …" line does not end the experience section).
      sections.push({ kind: inline.kind, heading: line.text, lines: [{ ...line, text: inline.rest }] });
      return;
    }
    const tabbed = /^([^\t]{3,40})\t(.+)$/.exec(line.text);
    kind = tabbed ? kindOf(tabbed[1]) : null;
    // "School⇥Fontys" / "Opleiding⇥HBO Communicatie" / "Periode⇥2014 – 2018": a form's row whose label names the
    // section it is in ("Opleiding", "Formation", "Ausbildung" are headings and labels alike) is a row of that section's
    // entry, kept in its place among the entry's other rows.
    const inSection = currentByFlow[flow];
    // (Only in a section of entries: a skills row "Capacità e competenze sociali⇥…" under "Other skills" still heads its paragraph.)
    const isOwnRow = tabbed !== null && kind !== null && (kind === 'education' || ENTRY_KINDS.has(kind)) && inSection !== undefined && inSection !== null && inSection.kind === kind && inSection.lines.length > 0;
    if (tabbed && kind && !isOwnRow) {
      const row = { kind, heading: tabbed[1], lines: [{ ...line, text: tabbed[2] }] };
      // "Tools | Eclipse" among an entry's rows ("Company | Acme", "Dates | 2019 – 2022"): the row holds its
      // own content, and the rows after it still belong to the entry.
      if (next && next.region === line.region && isLabelledRow(next.text)) sections.push(row);
      // A table row "Skills | Python, SQL" opening the rest: the first cell names the section.
      else open(row);
      return;
    }
    (currentByFlow[flow] ?? sections[0]).lines.push(line);
    for (const empty of sharing.get(currentByFlow[flow] ?? sections[0]) ?? []) empty.lines.push(line);
  });
  for (const section of sections) if (isSchoolingUnderDevelopment(section)) section.kind = 'education';
  return sections;
}

/**
 * What a label in a column of labels heads: the kind its words name, or that of its head word when that is a
 * skills or languages word ("Communication skills", "Competenze organizzative e", "Other language(s)"). A label
 * naming nothing (a language's name in the language grid, a date, a wrapped label's second line) heads nothing
 * and stays content.
 */
function labelKind(text: string): SectionKind | null {
  const label = text.replace(/\((?:s|-?ies|e?n|es)\)/gi, '').trim();
  const whole = headingKind(label);
  if (whole) return whole;
  if (wordCount(label) > 5) return null;
  for (const word of label.split(/[\s/]+/)) {
    const kind = word.length >= 4 ? headingKind(word, true) : null;
    if (kind === 'skills' || kind === 'languages') return kind;
  }
  return null;
}

/** Headings of credentials: what they list are certificates, whichever school issued them. */
const CREDENTIAL_HEADING = /certif|zertifi|licen[cs]|accredit|credential|diplom|badge|award/;

/**
 * "Professional Development", "Weiterbildung", "Courses" are certification headings in the word lists, but the CV
 * can list studies under them: "University of British Columbia – Sauder School of Business⇥June 2014 – Present" over
 * "Certificate Program in Real Property Assessment". When half its lines or more name a school or a degree (two at
 * least), and the heading names no credential, the section is education.
 */
function isSchoolingUnderDevelopment(section: Section): boolean {
  if (section.kind !== 'certifications' || !section.heading || CREDENTIAL_HEADING.test(fold(section.heading))) return false;
  const lines = section.lines.filter((line) => line.text.trim() && !isBullet(line.text));
  // (A certificate's name holds a degree's words as often, "Oracle Certified Associate", "Professional Scrum Master": no study.)
  const schooling = lines.filter((line) => (DEGREE_WORD.test(line.text) || INSTITUTION_WORDS.test(fold(line.text))) && !CREDENTIAL_WORD.test(line.text)).length;
  return schooling >= 2 && schooling * 2 >= lines.length;
}

/** "Company⇥Acme S.r.l.": a short label cell that names no section, then its value. */
function isLabelledRow(text: string): boolean {
  const row = /^([^\t]{2,30})\t(.+)$/.exec(text);
  return row !== null && !headingKind(row[1]) && wordCount(row[1]) <= 3;
}

const DOCUMENT_TITLE_KEYS = new Set(DOCUMENT_TITLES);

function isDocumentTitle(text: string): boolean {
  return DOCUMENT_TITLE_KEYS.has(headingKey(text.trim().replace(/[:：]\s*$/, '')));
}

function isShortCaps(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= 30 && trimmed === trimmed.toUpperCase() && /\p{Lu}/u.test(trimmed);
}

/** The first lines of a block that holds the candidate's contact details, not someone's prose. */
function startsContactBlock(following: DocumentLine[]): boolean {
  // The block is the run of lines in the region the first one opens; the lines after it belong elsewhere.
  const end = following.findIndex((line) => line.region !== following[0]?.region);
  const lines = end < 0 ? following : following.slice(0, end);
  if (lines.length === 0 || headingKind(lines[0].text)) return false;
  const short = lines.filter((line) => line.text.length <= 60);
  return short.length === lines.length && lines.some((line) => /[\w.+-]+@[\w-]+\.[\w.]+/.test(line.text));
}
