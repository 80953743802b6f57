import type { EducationEntry } from '@common/cv-data';
import { findDateRange, findSingleDate, isOnlyDates, withoutDateIntroducer } from './dates';
import { companyScore, isDateLabel, isDatesLabel, isPlaceOnly, placeAfterDates, splitHeader } from './header-parts';
import { DEGREE_PATTERN, INSTITUTION_WORDS, SCHOOL_ABBREVIATIONS, TITLE_SUFFIXES, TITLE_WORDS } from './lexicon/roles';
import { isKnownCity, isTownName, lookupCountry } from './lexicon/locations';
import { parseLocation } from './location';
import { withHeaderItemsUnmarked } from './header-items';
import { headingKind } from './sections';
import { JOINING_END, aroundBracketedDates, cleanFragment, escapeRegExp, fold, formRecords, isBullet, stripBullet, withoutEnding, wordCount } from './text-utils';

/** Whether a text names a school: a school word ("Universidad", "Realschule") or the capitals of a kind of school ("IES", "IUT"). */
export function namesSchool(text: string): boolean {
  return INSTITUTION_WORDS.test(fold(text)) || SCHOOL_ABBREVIATIONS.test(text);
}

const DEGREE_AT_START = new RegExp(`^(?:${DEGREE_PATTERN.source})(?=$|[\\s,.(:-])`, 'i');
/** A degree named inside a phrase: "Completed Masters in Law from …", "Junior pursuing a Bachelor of Science …". */
const DEGREE_INSIDE = new RegExp(`(?:^|[\\s(])(${DEGREE_PATTERN.source})(?=$|[\\s,.(:-])`, 'i');
/** A form's label before a degree, in the seven languages ("Degree:", "Abschluss:", "Diplôme :", "Título⇥", "Opleiding:"). */
const DEGREE_LABEL_WORDS =
  '(?:course|degree|qualification|programme|program|award|abschluss|studiengang|bildungsabschluss|dipl[ôo]me|titre|formation|t[íi]tulo|titulaci[óo]n|estudios|titolo(?:\\s+di\\s+studio)?|' +
  'qualifica|curso|grau|habilita[çc][õo]es|opleiding|diploma|' +
  // The Europass form's row of the qualification, in the seven languages.
  'title\\s+of\\s+qualification\\s+awarded|bezeichnung\\s+der\\s+erworbenen\\s+qualifikation|erworbene\\s+qualifikation|intitul[ée]\\s+du\\s+certificat\\s+ou\\s+dipl[ôo]me\\s+d[ée]livr[ée]|' +
  '(?:t[íi]tulo\\s+de\\s+la\\s+)?cualificaci[óo]n\\s+obtenida|(?:titolo\\s+della\\s+)?qualifica\\s+(?:conseguita|rilasciata)|designa[çc][ãa]o\\s+da\\s+qualifica[çc][ãa]o\\s+atribu[íi]da|' +
  'benaming\\s+van\\s+de\\s+(?:behaalde|toegekende)\\s+kwalificatie)';
const DEGREE_LABEL = new RegExp(`^${DEGREE_LABEL_WORDS}\\s*(?:[:：]|\\t)\\s*`, 'i');
/** "… from XYZ University", "… at the University of Y": the institution after the degree. */
// (In the seven languages, with the article the school's name takes: "an der ETH Zürich", "am Goethe-Gymnasium", "bei der
// Robert Bosch GmbH", "à l'IUT de Lannion", "au Lycée …", "presso il Politecnico …", "aan het Christelijk Lyceum …".)
const FROM_INSTITUTION =
  /(?:\s(?:à|presso)\s+l['’]\s*|\s(?:from|at|an\s+der|an\s+dem|am|bei(?:\s+der|\s+dem)?|au|chez|aan\s+de|aan\s+het|bij|presso(?:\s+(?:il|la|lo))?|na|no|en\s+la|en\s+el|por(?:\s+(?:la|el))?|pela|pelo)\s+|\sà\s+|@\s*)(?:the\s+)?(.+)$/i;
const NOT_A_DEGREE_AFTER = /^\s*(?:thesis|dissertation|research|researcher|project|student|students|coursework|advisory|board|teacher|yearbook|candidate\b(?! in))/;
const FIELD_JOINER = /^\s*(?:\(hons?\.?\)|\(honours\))?\s*(?:in|of|en|de|em|di|in the field of|:|,|-|–)\s+/i;
/** "Giurisprudenza conseguita (presso …)", "Derecho obtenido": the word saying the degree was taken ends no subject. */
const FIELD_TAIL = /\s+(?:conseguit[oa]|obtenid[oa]|obtid[oa]|obtenue?|behaald|erworben|awarded|completed)$/i;

/** "English Literature summa cum laude", "Computer Science (Cum Laude honors conferred)": the distinction, not the subject. */
const LATIN_HONOURS = /[\s,;(–-]*\b(?:(?:summa|magna)\s+)?cum\s+laude\b.*$/i;

/** Splits "BSc (Hons) in Computer Science" into degree "BSc (Hons)" and field "Computer Science". */
export function splitDegree(text: string): { degree: string; field: string | null } | null {
  const cleaned = stripBullet(text).trim();
  const match = DEGREE_AT_START.exec(fold(cleaned));
  if (!match) return null;
  let degreeEnd = match[0].length;
  // "Master Thesis …", "PhD researcher", "High School English Teacher": the degree word qualifies something else.
  if (NOT_A_DEGREE_AFTER.test(fold(cleaned.slice(degreeEnd)))) return null;
  const hons = /^\s*\((?:hons?\.?|honours)\)/i.exec(cleaned.slice(degreeEnd));
  if (hons) degreeEnd += hons[0].length;
  // "Bachelor of Engineering (B.E.)", "Bachelor of Technology (4 Years Bachelor's Degree) in …": what the brackets
  // right after the degree say belongs to the degree, never half of it to the subject.
  const abbreviation = /^\s*\([^()]{1,60}\)/.exec(cleaned.slice(degreeEnd));
  if (abbreviation) degreeEnd += abbreviation[0].length;
  const degree = cleanFragment(cleaned.slice(0, degreeEnd)).replace(/\($/, '').trim();
  const rest = cleaned.slice(degreeEnd);
  const field = cleanFragment(withoutEnding(rest.replace(FIELD_JOINER, ''), FIELD_TAIL));
  return { degree, field: field && /\p{L}/u.test(field) && wordCount(field) <= 10 ? field : null };
}

/**
 * A degree anywhere in a short phrase, with the institution it names after "from"/"at":
 * "Completed B.Tech in Computer Science from XYZ University". Two-letter abbreviations ("MS",
 * "BA") only count at the start, where they cannot be "MS Office".
 */
export function findDegree(text: string): { degree: string; field: string | null; institution: string | null } | null {
  const cleaned = stripBullet(text).replace(DEGREE_LABEL, '').trim();
  // "Trabajo de fin de grado: …", "Thesis: …": a labelled thesis names no degree.
  if (SUBJECT_LABEL.test(cleaned) && /^[^:：]{2,40}[:：]/.test(cleaned)) return null;
  let phrase = cleaned;
  let qualifier = '';
  let schoolBefore: string | null = null;
  if (!DEGREE_AT_START.test(fold(cleaned))) {
    const match = DEGREE_INSIDE.exec(fold(cleaned));
    if (!match || match[1].replace(/[^a-z]/g, '').length < 3) return null;
    const start = match.index + match[0].indexOf(match[1]);
    const before = cleaned.slice(0, start).trim();
    // "University of Leeds BSc Mathematics", "Technische Universität München Master Informatik": a school named
    // before the degree, with nothing between them (a typeface change that parted them on the page is gone).
    schoolBefore = schoolNamedBefore(before);
    if (wordCount(before) > 4 && !schoolBefore) return null;
    phrase = cleaned.slice(start);
    if (schoolBefore) {
      // (The school is taken whole; no qualifier before the degree.)
    } else if (isDegreeQualifier(before)) {
      // "Really Great High School", "Convent Girls' High School": a name before a degree that is a kind of school
      // ("High School") is that school's name.
      if (SCHOOL_WORD.test(match[1].split(/\s+/).pop() ?? '') && looksLikeSchoolName(cleaned)) return null;
      // "Allgemeines Abitur", "Honours Bachelor of Arts": capitalised words before the degree word are part of it.
      qualifier = before;
    }
  }
  let institution: string | null = schoolBefore;
  // (The change of case first: "MITTLERE REIFE Realschule am Stadtpark" names its school before any "am" inside it.)
  const cased = institution ? null : schoolAfterCapitals(phrase);
  if (cased) {
    institution = cased.institution;
    phrase = cased.phrase;
  }
  // "… Civilization. University of Texas at Austin": a school named before the joining word, in the capitalised run that
  // ends at it, goes on through it; the place after "at" is part of that school's name ("University of California at
  // Berkeley"), not a school of its own.
  const found = institution ? null : FROM_INSTITUTION.exec(phrase);
  const from = found && !endsOnSchoolName(phrase.slice(0, found.index)) ? found : null;
  const school = from ? cleanFragment(from[1].split(/\s+(?:in|during|with)\s+(?:\d|the year)|\s*[,(]\s*(?:\d|gpa|cgpa|with)/i)[0]) : '';
  // A school no word names ("MSc Data Science at Birkbeck", "HBO Communicatie bij Fontys") is a capitalised name, no
  // place ("at Leeds" says where), degree or status.
  const isNamedSchool = school !== '' && /^\p{Lu}/u.test(school) && wordCount(school) <= 8 && looksLikeSchoolName(school) && !isPlace(school) && !findDegree(school);
  if (from && (namesSchool(from[1]) || isNamedSchool)) {
    institution = school;
    phrase = phrase.slice(0, from.index);
  }
  const bare = splitDegree(phrase);
  const split = bare && qualifier ? { ...bare, degree: `${qualifier} ${bare.degree}` } : bare;
  // "Wirtschaftsinformatik (M. Sc.)": the degree in brackets after its subject.
  const bracketed = /^([^()]{2,80}?)\s*\(\s*$/.exec(cleaned.slice(0, cleaned.length - phrase.length));
  if (split && bracketed && !split.field && !namesSchool(bracketed[1]) && wordCount(bracketed[1]) <= 6) {
    return { degree: split.degree.replace(/\)$/, '').trim(), field: cleanFragment(bracketed[1]), institution };
  }
  return split ? { ...split, institution } : null;
}

/**
 * The school a phrase names before its degree word: a school's word ("University", "Hochschule", "IUT") in a name of
 * at most eight words that starts with a capital and holds no degree, place alone, status or sentence.
 */
function schoolNamedBefore(before: string): string | null {
  const name = cleanFragment(before);
  if (!name || !/^\p{Lu}/u.test(name) || wordCount(name) > 8 || !namesSchool(name)) return null;
  return looksLikeSchoolName(name) && !isPlace(name) && !isStatus(name) && !DEGREE_INSIDE.test(fold(name)) ? name : null;
}

/**
 * "LAUREA MAGISTRALE IN ECONOMIA Bocconi", "ABITUR Goethe-Gymnasium", "DUT INFORMATIQUE IUT de Lannion": a degree set in
 * capitals, then a name in ordinary case (as the Europass of 2020 writes an entry), changes case where the school begins.
 * The capitals must spell words (two words, or one of five letters at least): "BA Economics" and "MBA Finance" are a
 * degree's abbreviation and its subject. A school's own capitals just before the change ("IUT") go with it.
 */
function schoolAfterCapitals(phrase: string): { phrase: string; institution: string } | null {
  const words = phrase.trim().split(/\s+/);
  const isCapitals = (word: string) => /\p{Lu}/u.test(word) && !/\p{Ll}/u.test(word);
  let end = 0;
  while (end < words.length && (isCapitals(words[end]) || (end > 0 && FUNCTION_WORDS.test(words[end]) && end + 1 < words.length && isCapitals(words[end + 1])))) end++;
  if (end === 0 || end === words.length) return null;
  // "DUT INFORMATIQUE IUT de Lannion": the capitals that name a kind of school start the school's name.
  let start = end;
  if (start > 1 && SCHOOL_ABBREVIATIONS.test(words[start - 1])) start--;
  if (start === end && !/^\p{Lu}\p{Ll}/u.test(words[end])) return null;
  const capitals = words.slice(0, start);
  const isSpelled = capitals.length >= 2 || capitals.some((word) => word.replace(/[^\p{L}]/gu, '').length >= 5);
  const school = cleanFragment(words.slice(start).join(' '));
  if (!isSpelled || wordCount(school) > 8 || !looksLikeSchoolName(school) || isPlace(school) || findDegree(school)) return null;
  return { phrase: words.slice(0, start).join(' '), institution: school };
}

/**
 * Words written before a degree word that name the kind of degree ("Allgemeines Abitur", "Honours Bachelor of
 * Arts", "Executive MBA"): one to three capitalised words, none a status, a verb form ("Completed", "Pursuing"),
 * a figure, a school or a bracket. A sentence ("Junior pursuing a Bachelor …") has words in lower case.
 */
function isDegreeQualifier(before: string): boolean {
  const words = before.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 3) return false;
  // (Two capitals are a state or a country: "MN Bachelor's Degree".)
  return words.every(
    (word) => /^\p{Lu}[\p{L}'’-]*$/u.test(word) && !/^\p{Lu}{2}$/u.test(word) && !/(?:ing|ed)$/i.test(word) && !isStatus(word) && !SUBJECT_LABEL.test(word) && !namesSchool(word),
  );
}

/** Words that are kinds of school, not names: "SECONDARY SCHOOL", "COLLEGE", "High School" alone name no school. */
const SCHOOL_KIND_WORDS = /^(?:high|secondary|primary|middle|elementary|junior|senior|further|higher|grammar|vocational|technical|community|graduate|undergraduate|public|private|boarding|comprehensive|sixth|form|of|the|and|&|education)$/;

/**
 * Whether a part is a kind of school and no name: one school word and words for levels ("SECONDARY SCHOOL",
 * "COLLEGE"). Two school words make a name ("École Polytechnique").
 */
export function isBareSchoolKind(part: string): boolean {
  const words = fold(part).replace(/[^a-z& ]+/g, ' ').split(/\s+/).filter(Boolean);
  return words.length > 0 && words.length <= 4 && words.filter((word) => SCHOOL_WORD.test(word)).length === 1 && words.every((word) => SCHOOL_WORD.test(word) || SCHOOL_KIND_WORDS.test(word));
}

/** The institution words that are kinds of school (INSTITUTION_WORDS also holds names: "MIT", "INSEAD"). */
const SCHOOL_WORD =
  /^(?:universit(?:y|ies|at|e|a|aria|eit)|universidade?|faculdade|facultad|faculty|fakultat|faculte|facolta|faculteit|hogeschool|scuola|istituto|liceo|escola|college|school|institute|institut|instituto|academy|akademie|academie|polytechnic|politecnico|polytechnique|hochschule|fachhochschule|gymnasium|lycee|ecole|escuela|colegio|conservatory|seminary)$/;

/** What a degree's line adds about its subject: never the school. */
/** "School:", "COLLEGE⇥", "Universidad:": a form's label before the school's name (a colon or a table cell after it). */
const SCHOOL_LABEL_WORDS =
  '(?:school|college|university|institution|institute|establishment|universidad|universidade|universit[àa]|universit[äa]t|hochschule|schule|bildungseinrichtung|[ée]cole|[ée]tablissement|' +
  'escuela|centro(?:\\s+de\\s+(?:estudios|formaci[óo]n|ensino))?|scuola|istituto|istituzione|instituto|escola|institui[çc][ãa]o(?:\\s+de\\s+ensino)?|hogeschool|onderwijsinstelling|opleidingsinstituut|' +
  'school\\s*name|name\\s+of\\s+(?:school|institution|college|university)|' +
  // The Europass form's row of the school, in the seven languages.
  'name\\s+and\\s+type\\s+of\\s+organi[sz]ation\\s+providing\\s+education\\s+and\\s+training|name\\s+und\\s+art\\s+der\\s+bildungs-?\\s*(?:oder|und)\\s+ausbildungseinrichtung|' +
  "nom\\s+et\\s+type\\s+de\\s+l['’]\\s*[ée]tablissement\\s+d['’]\\s*enseignement\\s+ou\\s+de\\s+formation|" +
  'nombre\\s+y\\s+tipo\\s+(?:del\\s+centro\\s+de\\s+estudios|de\\s+(?:la\\s+)?organizaci[óo]n\\s+que\\s+ha\\s+impartido\\s+la\\s+educaci[óo]n\\s+o\\s+la\\s+formaci[óo]n)|' +
  "nome\\s+e\\s+tipo\\s+d['’]?\\s*(?:organizzazione|istituto)\\s+(?:erogatrice\\s+dell['’]\\s*istruzione\\s+e\\s+formazione|di\\s+istruzione\\s+o\\s+formazione)|" +
  'nome\\s+e\\s+tipo\\s+da\\s+organiza[çc][ãa]o\\s+de\\s+ensino\\s+ou\\s+forma[çc][ãa]o|naam\\s+en\\s+type\\s+van\\s+de\\s+onderwijs-?\\s*(?:of|en)\\s+opleidingsinstelling)';
const SCHOOL_LABEL = new RegExp(`^${SCHOOL_LABEL_WORDS}\\s*(?:[:：]\\s*|\\t\\s*|\\s+\\|\\s+)(\\p{Lu}.{1,80})$`, 'iu');
/** A form's label standing alone in a cell ("Título⇥Máster …", "Escola:"): it names a field, it is none. */
const FIELD_LABEL_ALONE = new RegExp(`^(?:${DEGREE_LABEL_WORDS}|${SCHOOL_LABEL_WORDS})\\s*[:：]?$`, 'i');
/** Labels of what an entry adds about its subject or thesis, in the seven languages: never a school or a degree. */
// ("Thema der Diplomarbeit:", "Title of the thesis:", "Sujet du mémoire :": the label may name the work's title first.)
const SUBJECT_LABEL =
  /^(?:(?:thema|titel|title|topic|sujet|titre|tema|titolo|t[íi]tulo)\s+(?:der|des|of(?:\s+the)?|de(?:\s+la)?|du|della|del|da|do)\s+)?(?:speciali[sz]ation|specialty|major|minor|concentration|focus|track|emphasis|option|thesis|dissertation|schwerpunkt|vertiefung|abschlussarbeit|bachelorarbeit|masterarbeit|diplomarbeit|m[ée]moire|th[èe]se|menci[óo]n|especialidad|trabajo\s+(?:de\s+)?fin\s+de|tfg|tfm|indirizzo|tesi|tese|disserta[çc][ãa]o|scriptie|afstudeerscriptie|proefschrift|afstudeerrichting|principal\s+subjects|hauptf[äa]cher|principales\s+mati[èe]res|principales\s+materias|principali\s+(?:materie|tematiche)|principais\s+disciplinas|belangrijkste\s+vakken|level\s+in\s+(?:the\s+)?national|stufe\s+der\s+nationalen|niveau\s+dans\s+la\s+classification|nivel\s+en\s+la\s+clasificaci[óo]n|livello\s+nella\s+classificazione|n[íi]vel\s+segundo\s+a\s+classifica[çc][ãa]o|niveau\s+in\s+de\s+nationale)\b/i;
/** Honours and grades printed beside a degree: never the school. */
const GRADE_WORDS = /\b(?:cum laude|laude|dean'?s list|honou?r roll|honou?rs|distinction|merit|first class|second class|gpa|cgpa|grade|note|nota|promedio|voto|mention|with)\b/i;

/** Whether a text ends on a capitalised name holding a school word ("… History. University of Texas"). */
function endsOnSchoolName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i];
    if (/^\p{Lu}/u.test(word)) {
      if (namesSchool(word)) return i > 0;
    } else if (!FUNCTION_WORDS.test(word)) return false;
    if (/[.,;:)]$/.test(words[i - 1] ?? '')) return false;
  }
  return false;
}

/** A school named inside a degree's field: from its first capitalised institution word on. */
function schoolInField(field: string): { field: string | null; institution: string } | null {
  const words = field.split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    if (/^\p{Lu}/u.test(words[i]) && namesSchool(words[i]) && words.length - i >= 2) {
      return { field: words.slice(0, i).join(' '), institution: words.slice(i).join(' ') };
    }
    // "Advance Nursing (DAN) of Nairobi University", "Welfare Studies: Monash University": a name ending on its school
    // word, set off from the subject by "of", "from", "at" or a colon, is the school.
    if (/^\p{Lu}/u.test(words[i]) && namesSchool(words[i]) && i === words.length - 1) {
      let first = i;
      while (first > 0 && /^\p{Lu}/u.test(words[first - 1]) && !/[:,;)]$/.test(words[first - 1])) first--;
      const joiner = words[first - 1];
      if (first === i || first < 1 || joiner === undefined) return null;
      const isJoined = /^(?:of|from|at)$/i.test(joiner) ? first >= 2 : /[:,]$/.test(joiner);
      if (!isJoined) return null;
      const subject = words.slice(0, /[:,]$/.test(joiner) ? first : first - 1).join(' ').replace(/[:,]$/, '');
      return { field: subject || null, institution: cleanFragment(words.slice(first).join(' ').replace(/\.$/, '')) };
    }
  }
  return null;
}

function isPlace(part: string): boolean {
  return Boolean(parseLocation(part)) || isKnownCity(part) || lookupCountry(part) !== null || ONLINE.test(fold(part.trim()));
}

/** Whether a value names a town, region or country and nothing else ("Kiten / Bulgaria", "Leeds, UK"). */
export function isPlaceName(text: string): boolean {
  return isPlace(text.replace(/\s*\/\s*/g, ', ')) || text.split(/\s*[/,]\s*/).every((part) => isPlace(part.trim()));
}

/** Whether a school's value is only where a course stands or what it scored ("Expected", "GPA: 3.7"): no school. */
export function isSchoolStatus(text: string): boolean {
  return isStatus(text) || /^(?:gpa|cgpa|grade|note|nota|voto|mention|average|durchschnitt|promedio|media|cum laude|magna cum laude|summa cum laude)\b/i.test(fold(text.trim()));
}

/**
 * Words saying where a course stands ("Expected Dec 2025", "in progress", "voraussichtlich", "en cours",
 * "cursando", "in corso", "em andamento", "verwacht"): a part made of them adds nothing to an entry and is never a school.
 */
// (A study left unfinished says so in each of the seven languages: "interrupted", "abgebrochen", "interrompu",
// "interrumpido", "interrotto", "interrompida", "afgebroken".)
const STATUS = /^(?:expected|anticipated|graduat(?:ed|ing)|current(?:ly)?|present|ongoing|in progress|pending|completed|incomplete|voraussichtlich|laufend|abgeschlossen|derzeit|en cours|prevu|obtenu|previsto|prevista|en curso|cursando|finalizado|in corso|conseguito|em andamento|em curso|concluido|verwacht|lopend|afgerond|behaald|interrupted|discontinued|abgebrochen|interrompu|interrompue|interrumpid[oa]|interrott[oa]|interrompid[oa]|trancad[oa]|afgebroken)\b/;

function isStatus(part: string): boolean {
  return STATUS.test(fold(part)) && wordCount(part) <= 3 && !namesSchool(part);
}


/** An opening quote with no closing one after it: the quoted title goes on on the next line. */
function isOpen(text: string): boolean {
  const quote = /(?:^|[\s(:])[‘“'"](?=\p{L})/u.exec(text);
  return quote !== null && !/[’”'"](?!\p{L})/u.test(text.slice(quote.index + quote[0].length));
}

/**
 * The section's lines as a reader sees them: Markdown emphasis gone ("**University of Willow Creek**"), and a line
 * that stops mid-name (on "de", inside a quoted title, on a hyphen inside a word) joined to the line after it.
 */
function joinWrappedLines(texts: string[]): string[] {
  const out: string[] = [];
  for (const raw of texts) {
    const text = /[*_]/.test(raw) ? raw.replace(/\*\*|__/g, '').replace(/(^|[\s(])_(?=\S)|(?<=\S)_(?=$|[\s),.])/g, '$1').trim() : raw.trim();
    const previous = out[out.length - 1];
    // "2020⇥Educational Sociology," / "Master of Arts," / "Århus University,": a line closing on a comma goes on with the
    // next, a degree's line too; the entry's parts were set one a line.
    if (previous !== undefined && text && /,$/.test(previous) && !isBullet(text) && !findDateRange(text) && !findSingleDate(text) && previous.length + text.length <= 300) {
      out[out.length - 1] = `${previous} ${text}`;
      continue;
    }
    if (previous !== undefined && text && !isBullet(text) && !DEGREE_AT_START.test(fold(text))) {
      if (/\p{Ll}-$/u.test(previous) && /^\p{Ll}/u.test(text)) {
        out[out.length - 1] = previous.slice(0, -1) + text;
        continue;
      }
      if ((JOINING_END.test(previous) || isOpen(previous)) && previous.length + text.length <= 300) {
        out[out.length - 1] = `${previous} ${text}`;
        continue;
      }
      // "… at FH Aachen University of  Aug 2016 - Jun 2019" / "Applied Sciences": the name stopped on a joining word
      // before the dates set at the line's end; what the next line holds goes on with it, before those dates.
      const range = previous.length + text.length <= 300 && !findDateRange(text) ? findDateRange(previous) : null;
      if (range && range.index + range.length >= previous.trimEnd().length && JOINING_END.test(previous.slice(0, range.index).trimEnd())) {
        out[out.length - 1] = `${previous.slice(0, range.index).trimEnd()} ${text}\t${previous.slice(range.index).trim()}`;
        continue;
      }
    }
    out.push(text);
  }
  return out;
}

const FUNCTION_WORDS = /^(?:of|the|and|for|at|in|on|de|del|della|di|da|do|dos|das|du|des|der|die|den|la|le|el|les|los|las|y|e|et|und|en|van|von|voor|fur|für|per|a|an|zu|'s)$/i;
const FIRST_PERSON = /\b(?:i|my|we|our|ich|mein|meine|wir|je|mon|ma|nous|yo|mi|io|eu|meu|minha|ik|mijn|wij)\b/i;

/** Whether a text speaks in the first person; a numeral closing a school's name is no pronoun ("Université de Yaoundé I"). */
function isFirstPerson(text: string): boolean {
  return FIRST_PERSON.test(text.replace(/(?<=\p{Lu}\p{L}*)\s+[IVX]{1,4}$/u, ''));
}

/**
 * Whether a part can name a school: a short name whose words are capitalised (or all in capitals), never a sentence
 * ("For 2 years I coached my university hockey team"), a quoted title, a thesis, a grade or a status.
 */
export function looksLikeSchoolName(part: string): boolean {
  const words = part.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 12) return false;
  if (/[.!?]$/.test(part) && words.length > 4) return false;
  // (A short word between two capitalised ones joins a name, "Akademia Wychowania Fizycznego we Wrocławiu": no pronoun.)
  const unjoined = part.replace(/(?<=\p{Lu}\p{L}*\s)\p{Ll}{1,3}(?=\s\p{Lu})/gu, '');
  // (A quotation is no name; an apostrophe inside a word is part of a school's: "Queen’s University", "King's College",
  // where "Dean’s List" names none.)
  if (/[‘’“”"]|(?:^|\s)'|'(?:$|\s)/.test(namesSchool(part) ? part.replace(/(?<=\p{L})[’'](?=\p{L})/gu, '') : part) || isFirstPerson(unjoined) || isStatus(part)) return false;
  if (SUBJECT_LABEL.test(part) || /^(?:gpa|cgpa|grade|note|nota|voto|mention|average|durchschnitt|promedio|media)\b/i.test(fold(part))) return false;
  if (isBareSchoolKind(part)) return false;
  const named = words.filter((word) => /^\p{L}/u.test(word) && !FUNCTION_WORDS.test(word));
  const capitalised = named.filter((word) => /^\p{Lu}/u.test(word)).length;
  return named.length > 0 && capitalised * 2 >= named.length && /^\p{Lu}/u.test(named[0]);
}

/** "University of Oceanic Affairs ( Ottertown", "STATITSTICS) University of Ljubljana": a school's name without the bracket a wrap cut open. */
function withoutOpenBracket(name: string): string {
  let text = name;
  const closing = text.indexOf(')');
  if (closing >= 0 && !text.slice(0, closing).includes('(')) text = text.slice(closing + 1);
  const opening = text.lastIndexOf('(');
  if (opening >= 0 && !text.slice(opening).includes(')')) text = text.slice(0, opening);
  return cleanFragment(text);
}

/** A bulleted line that names a school ("* University of Willow Creek – Willow Creek, CA"): an entry, not a detail. */
function isSchoolBullet(text: string): boolean {
  const parts = splitHeader(stripBullet(text));
  const isSchool = (part: string) => namesSchool(part) && looksLikeSchoolName(part) && !findDegree(part) && !isPlace(part);
  // (Or "• AEC Programmeur-Analyste, Collège MultiHexa, 2010": a dated item that names its school after what was studied.)
  return (parts[0] !== undefined && isSchool(parts[0])) || (parts.length >= 2 && parts.slice(1).some(isSchool) && (findDateRange(text) !== null || findSingleDate(text) !== null));
}

/**
 * Education entries: each line may bring a degree, an institution and dates; a second degree or a
 * second institution starts the next entry. Grades, theses and bullets are skipped.
 */
export function parseEducation(texts: string[]): EducationEntry[] {
  return withDegreesNamedInFull(readEntries(texts)).map((entry) => ({ ...entry, institution: withoutClosingStop(entry.institution), field: withoutClosingStop(entry.field) }));
}

/**
 * "05.2014 – 03.2017⇥Master – Karlsruher Institut für Technologie" / … / "Abschluss: Master of Science, Notenschnitt: 1,6": a
 * degree named in full further down an entry, with no school and no dates of its own, is that entry's degree said again,
 * not a study of its own: the entry takes the full name.
 */
function withDegreesNamedInFull(entries: EducationEntry[]): EducationEntry[] {
  const out: EducationEntry[] = [];
  for (const entry of entries) {
    const previous = out[out.length - 1];
    const isRestated = previous?.degree && entry.degree && !entry.institution && !entry.startDate && !entry.endDate && fold(entry.degree).startsWith(`${fold(previous.degree)} `);
    if (isRestated) out[out.length - 1] = { ...previous, degree: entry.degree, field: previous.field ?? entry.field };
    else out.push(entry);
  }
  return out;
}

/**
 * "University of Leeds.", "Ancient History.": the stop that closed the sentence a line was written as belongs to no name;
 * an abbreviation's keeps it ("Univ.", "Inc.", "U.S.").
 */
function withoutClosingStop(text: string | null): string | null {
  if (!text || !/(?:^|\s)\p{L}*\p{Ll}{4,}\.$/u.test(text)) return text;
  return text.slice(0, -1);
}

function readEntries(texts: string[]): EducationEntry[] {
  // A form of labelled rows says what each value is: it is read by its labels.
  const form = formEducation(texts);
  if (form) return form;
  const read = readEducation(texts);
  // A table of one dated row per entry keeps every row's words, where the reading by lines lost a row or its name.
  const rows = tableRows(texts);
  if (rows && (read.length < rows.length || read.some((entry) => !entry.institution && (!entry.degree || GENERIC_CREDENTIAL.test(entry.degree))))) return rows;
  // An undated list of credentials, each with its provider on a line of its own, is read by that shape when it gives
  // more schools than the reading by lines does.
  const paired = undatedCredentials(texts);
  const schools = (entries: EducationEntry[]) => entries.filter((entry) => entry.institution).length;
  if (paired && schools(paired) > schools(read)) return paired;
  // So is a list of what was studied, each with its year, over its provider.
  const overProviders = titlesOverProviders(texts);
  if (overProviders && schools(overProviders) > schools(read)) return overProviders;
  // Or a list of providers, each over what was studied there and its dates.
  const underProviders = providersOverTitles(texts);
  return underProviders && schools(underProviders) > schools(read) ? underProviders : read;
}

/** The words that name a course or a credential rather than a degree, in the seven languages (folded). */
const CREDENTIAL_TITLE =
  /\b(?:certificat(?:e|ion)s?|certificado|certificacao|certificacion|certificato|certificazione|certificaat|zertifikat|zertifizierung|diploma|diplom|diplome|course|courses|curso|corso|cursus|kurs|lehrgang|training|formation|formazione|formacion|formacao|programme|program|bootcamp|workshop|seminar|seminario|seminaire)\b/;

/**
 * "Graduate Project Management Certification" / "Giggling Platypus Co.", "Ethical Business Operations Short Course" /
 * "Rimberio": a section without a date whose entries each open on a degree or a credential and end on the name of
 * who awarded it (what stands between says what it covered). Null when the section holds a date, fewer than two such
 * heads, or a provider for fewer than half of them.
 */
function undatedCredentials(texts: string[]): EducationEntry[] | null {
  const lines = texts.map((text) => stripBullet(text).trim()).filter(Boolean);
  if (lines.length > 80 || lines.some((line) => findDateRange(line) || findSingleDate(line))) return null;
  const isHead = (line: string) => wordCount(line) <= 10 && /^\p{Lu}/u.test(line) && !/[.!?]$/.test(line) && (findDegree(line) !== null || CREDENTIAL_TITLE.test(fold(line)));
  const heads = lines.map((line, index) => (isHead(line) ? index : -1)).filter((index) => index >= 0);
  if (heads.length < 2) return null;
  const entries = heads.map((head, i): EducationEntry => {
    const between = lines.slice(head + 1, heads[i + 1] ?? lines.length);
    const provider = [...between].reverse().find(isProviderLine);
    return { institution: provider ? cleanFragment(provider) : null, degree: cleanFragment(lines[head]), field: null, startDate: null, endDate: null };
  });
  return entries.filter((entry) => entry.institution).length * 2 >= entries.length ? entries : null;
}

/**
 * "Full Stack Web Developer 2022" over "Develhope", "Laurea Triennale in Statistica In corso" over "Università …": what was
 * studied with its year (or its standing) at the line's end, over the name of the school or the provider on a line of its
 * own. Read so where two entries or more have that shape and most lines so dated do; null otherwise.
 */
function titlesOverProviders(texts: string[]): EducationEntry[] | null {
  const lines = texts.map((text) => stripBullet(text).trim()).filter(Boolean);
  if (lines.length > 120) return null;
  const entries: EducationEntry[] = [];
  let dated = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const range = findDateRange(line);
    const single = range ? null : findSingleDate(line);
    const cut = range ?? single;
    const status = cut ? 0 : statusAtEnd(line);
    const titleEnd = cut && cut.index > 0 && cut.index + cut.length >= line.length - 1 ? cut.index : status > 0 ? line.length - status : -1;
    if (titleEnd <= 0) continue;
    const title = cleanFragment(line.slice(0, titleEnd));
    if (!title || wordCount(title) > 10 || !/^\p{Lu}/u.test(title) || /[.!?]$/.test(title) || namesSchool(title)) continue;
    dated++;
    const next = lines[i + 1];
    if (next === undefined || findDateRange(next) || findSingleDate(next) || !(isProviderLine(next) || (namesSchool(next) && looksLikeSchoolName(next)))) continue;
    const degree = findDegree(title);
    const end = range ? (range.current ? null : range.end) : single ? single.date : null;
    entries.push({ institution: cleanFragment(next), degree: degree?.degree ?? title, field: degree?.field ?? null, startDate: range?.start ?? null, endDate: end });
    i++;
  }
  return entries.length >= 2 && entries.length * 2 > dated ? entries : null;
}

/**
 * "SENAC (MS)" / "Curso Desenvolvimento Móvel com Android" / "2012", "La Salle Canoas (RS)" / "Técnico em Informática" /
 * "2005 - 2006": entries of three lines each, the provider's name, what was studied (a degree's or a credential's words),
 * then its dates alone; or the provider in the row of its dates, what was studied under it (providerBesideDates). Read
 * so where every dated line of the section has one of these shapes, two entries at least, most of them titled by a
 * degree's or a credential's words, whatever the providers' words; null otherwise.
 */
function providersOverTitles(texts: string[]): EducationEntry[] | null {
  const lines = texts.map((text) => stripBullet(text).trim()).filter(Boolean);
  if (lines.length > 120) return null;
  return providersOverTitlesAt(lines, (i) => (isDatesLine(lines[i]) ? [lines[i - 2], lines[i - 1]] : null)) ?? providersOverTitlesAt(lines, (i) => providerBesideDates(lines, i));
}

/**
 * "ORSYS⇥12/2022 - 12/2022" over "Formation Swift iPhone-iPad iOS": the provider in the row of the dates, what was
 * studied on the line under it. The provider and the title of the entry dated on line `i`, null where it is undated.
 */
function providerBesideDates(lines: string[], i: number): [string | undefined, string | undefined] | null {
  const cells = lines[i].split('\t').map((cell) => cell.trim()).filter(Boolean);
  if (cells.length !== 2 || !isDatesLine(cells[1])) return cells.length === 1 && isDatesLine(cells[0]) ? [undefined, undefined] : null;
  return [cells[0], lines[i + 1]];
}

/** The entries of a section every dated line of which has its provider and its title where `parts` finds them. */
function providersOverTitlesAt(lines: string[], parts: (i: number) => [string | undefined, string | undefined] | null): EducationEntry[] | null {
  const entries: EducationEntry[] = [];
  let dated = 0;
  let titled = 0;
  for (let i = 0; i < lines.length; i++) {
    const found = parts(i);
    if (!found) continue;
    dated++;
    const [provider, written] = found;
    // (The section's last entry may have lost its title to the next column or page: its provider and dates still stand.)
    const title = written ?? (i === lines.length - 1 ? '' : undefined);
    if (provider === undefined || title === undefined || isDatesLine(provider) || (title !== '' && isDatesLine(title))) continue;
    const isName = /^\p{Lu}/u.test(provider) && wordCount(provider) <= 8 && !/[.!?:]$/.test(provider) && findDegree(provider) === null && !CREDENTIAL_TITLE.test(fold(provider));
    if (!isName || wordCount(title) > 14 || /[.!?]$/.test(title)) continue;
    // (Most titles say what they are by their words; the rest are read by their place: "Técnico em Informática".)
    if (findDegree(title) !== null || CREDENTIAL_TITLE.test(fold(title))) titled++;
    const range = findDateRange(lines[i]);
    const single = range ? null : findSingleDate(lines[i]);
    const degree = findDegree(title);
    entries.push({ institution: cleanFragment(provider), degree: degree?.degree ?? (title || null), field: degree?.field ?? null, startDate: range?.start ?? null, endDate: range ? (range.current ? null : range.end) : (single?.date ?? null) });
  }
  const withTitles = entries.filter((entry) => entry.degree !== null).length;
  return entries.length >= 2 && entries.length === dated && titled * 2 > withTitles ? entries : null;
}

/** The length of the standing that closes a line ("In corso", "en cours", "Expected"), of three words at most; 0 if none. */
function statusAtEnd(line: string): number {
  const words = line.split(/\s+/);
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const tail = words.slice(-n).join(' ');
    if (isStatus(tail)) return tail.length;
  }
  return 0;
}

/** A credential's kind alone, in a table's cell beside what was studied: "Diploma", "Zertifikat", "Certificaat". */
const GENERIC_CREDENTIAL = /^(?:diploma|diplom|dipl[ôo]me|zertifikat|certificate|certificat|certificado|certificato|certificaat|abschluss|titulo|t[íi]tulo)$/i;

/**
 * "2017 - 2018⇥MBO-omscholing tot webdeveloper⇥Diploma", "1989 - 1991⇥MTS elektrotechniek": a table of one dated row per
 * entry. Each row is an entry: a cell naming a school is its school, a cell naming a degree its degree, and otherwise the
 * name it gives is what was studied (a credential's kind alone, "Diploma", only where nothing else is named). Null where
 * the section is no such table (three rows at least, every line one).
 */
function tableRows(texts: string[]): EducationEntry[] | null {
  const lines = texts.map((text) => text.trim()).filter(Boolean);
  if (lines.length < 3 || lines.length > 60) return null;
  const entries: EducationEntry[] = [];
  for (const line of lines) {
    const range = findDateRange(line);
    const tab = line.indexOf('\t');
    if (!range || range.index !== 0 || tab < 0 || line.slice(range.length, tab).trim()) return null;
    const cells = line.slice(tab + 1).split('\t').map((cell) => cleanFragment(cell)).filter(Boolean);
    if (!cells.length) return null;
    const school = cells.find((cell) => namesSchool(cell) && !findDegree(cell));
    const degree = cells.find((cell) => cell !== school && findDegree(cell) && !GENERIC_CREDENTIAL.test(cell));
    const named = cells.find((cell) => cell !== school && cell !== degree && !GENERIC_CREDENTIAL.test(cell));
    const kind = cells.find((cell) => GENERIC_CREDENTIAL.test(cell));
    entries.push({ institution: school ?? null, degree: degree ?? named ?? kind ?? null, field: null, startDate: range.start, endDate: range.current ? null : range.end });
  }
  return entries;
}

const SCHOOL_LABEL_CELL = new RegExp(`^${SCHOOL_LABEL_WORDS}$`, 'i');
const DEGREE_LABEL_CELL = new RegExp(`^${DEGREE_LABEL_WORDS}$`, 'i');

/**
 * A form's records, one row per field ("Istituto⇥Università degli Studi di Padova" / "Dates⇥10/2004 - 07/2011" /
 * "Titolo⇥Dottore in Informatica" / "Competenze acquisite⇥…"), the same labels in every record: a record opens at the
 * label of the form's first row, and each row's label says what its value is, the school's, the qualification's or the
 * dates'; any other label's value, and the lines under it, are the entry's text. Null where the section is no such form.
 */
function formEducation(texts: string[]): EducationEntry[] | null {
  const records = formRecords(texts)?.map((record) => record.map((row) => ({ label: row.label, value: [row.value, ...row.more].join(' ') })));
  if (!records) return null;
  type LabelledRecord = { label: string; value: string }[];
  const schoolOf = (record: LabelledRecord) => record.find((row) => SCHOOL_LABEL_CELL.test(row.label))?.value;
  if (records.length < 2 || !records.every((record) => schoolOf(record) !== undefined)) return null;
  return records.map((record) => {
    const range = record.map((row) => findDateRange(row.value)).find(Boolean) ?? null;
    const single = range ? null : record.map((row) => findSingleDate(row.value)).find(Boolean);
    const degree = record.find((row) => DEGREE_LABEL_CELL.test(row.label))?.value ?? null;
    return {
      institution: cleanFragment(schoolOf(record)!) || null,
      degree: degree ? cleanFragment(degree) || null : null,
      field: null,
      startDate: range?.start ?? null,
      endDate: range ? (range.current ? null : range.end) : (single?.date ?? null),
    };
  });
}

/** Whether a sentence names no degree, or the same one as the entry it stands under ("… the first year of the bachelor."). */
function namesNoOtherDegree(text: string, entry: EducationEntry): boolean {
  const named = DEGREE_INSIDE.exec(text)?.[1];
  return named === undefined || (entry.degree !== null && fold(entry.degree).startsWith(fold(named)));
}

/** A sentence of prose: five words or more closed by a full stop, no separator between fields, no date range. */
function isNarration(text: string): boolean {
  const trimmed = stripBullet(text).trim();
  // (A line of fields set off by commas, one of them a school's name, or one holding a year, names an entry however it ends:
  // "1999 2002: Bachelor of Arts in Journalism, University of Phoenix, Brookfield campus.", "T.J Institute of technology, Chennai.")
  const fields = trimmed.split(/\s*,\s*/);
  if (/\b(?:19|20)\d\d\b/.test(trimmed) || (fields.length >= 2 && fields.some(namesSchool))) return false;
  return wordCount(trimmed) >= 5 && /\p{Ll}[.!]$/u.test(trimmed) && !DEGREE_AT_START.test(fold(trimmed)) && !/\t|\s\|\s|\s[–—-]\s/.test(trimmed) && !findDateRange(trimmed) && (trimmed.match(/\s\p{Ll}/gu) ?? []).length >= 2;
}

/** A short capitalised name that can have awarded a credential: an organisation's (its legal form's stop kept), not a place or a degree. */
function isProviderLine(text: string): boolean {
  const name = text.replace(/(\s(?:co|inc|ltd|corp|llc|plc|gmbh|bv|nv|sa|srl|spa))\.$/i, '$1').replace(/\s*\([^)]*\)\s*$/, '');
  return isOrganisationLine(name) && !CREDENTIAL_TITLE.test(fold(name)) && !isPlaceName(name) && name.split(/\s+/).every((word) => /^[\p{Lu}\d&]/u.test(word) || /^\p{Ll}{1,3}$/u.test(word));
}

function readEducation(texts: string[]): EducationEntry[] {
  const entries: EducationEntry[] = [];
  let current: EducationEntry | null = null;
  let groupInstitution: string | null = null;
  const start = () => {
    current = { institution: null, degree: null, field: null, startDate: null, endDate: null };
    entries.push(current);
    return current;
  };
  const lines = joinWrappedLines(withHeaderItemsUnmarked(texts));
  const shape = schoolPlace(lines);
  const slotSchools = schoolsBySlot(lines);
  const datedItems = datedItemParts(lines);
  const itemSchools = schoolsOfListItems(datedItems);
  const laterSchools = schoolsInItemSlots(datedItems);
  /** Whether the section's entries open on their dates: its first line holds dates and nothing else. */
  const firstLine = lines.find((line) => line.trim() !== '');
  const datesOpen = firstLine !== undefined && isDatesLine(firstLine.trim());
  let lastDegreeLine = -1;
  let lastEntryLine = -1;
  let subjectLine: { entry: EducationEntry; text: string } | null = null;
  /** A name standing where a degree stands, for an entry whose degree no word says ("Semester Abroad", "BSCS"). */
  const titles = new Map<EducationEntry, { text: string; line: number }>();
  /** The line each entry's school was read from: a title stands beside it, on its line or the next. */
  const schoolLines = new Map<EducationEntry, number>();
  /** The parts after the subject on a degree's line ("Informatique - Développement Web"), with the line's text. */
  const tails = new Map<EducationEntry, Tail>();
  for (const [index, raw] of lines.entries()) {
    const text = raw.trim();
    // (An item holding only dates dates its entry: "• 2013 - 2014 - interrompida" under "• Tecnólogo em …".)
    if (!text || (isBullet(text) && !DEGREE_AT_START.test(fold(stripBullet(text))) && !isSchoolBullet(text) && !itemSchools.has(index) && !laterSchools.has(index) && !isDatesLine(stripBullet(text)))) continue;
    // "Finished High School with 18.1 average.", "Currently enrolled in the first year of the bachelor.": a sentence under
    // an entry tells about it; its degree's or school's words open no entry of their own.
    // (Unless it names another degree than the entry's: "Awarded Bachelor of Art in Community Development of Daystar University."
    // lists the next one in prose.)
    if (current !== null && isNarration(text) && namesNoOtherDegree(text, current)) continue;
    // ("• Maestría a tiempo completo en Centrum Católica (Perú), University of Victoria (Canadá) y Maastricht University
    // (Países Bajos)." under "Maestría en Administración de Negocios": an item of ten words or more, a sentence closed by
    // its stop and undated, restating the entry's own degree, tells where it was studied; it opens no entry.)
    if (current !== null && isBullet(text) && namesNoOtherDegree(text, current) && wordCount(text) >= 10 && /[.!]$/.test(text) && (text.match(/\s\p{Ll}/gu) ?? []).length >= 3 && !findDateRange(text) && !findSingleDate(text)) continue;
    const range = findDateRange(text);
    const single = range ? null : findSingleDate(text);
    const cut = range ?? single;
    // ("… Università di Padova nel 2012", "… im Jahr 2012": the word introducing the dates goes with them.)
    let rest = cut ? withoutDateIntroducer(text.slice(0, cut.index)) + ' | ' + text.slice(cut.index + cut.length) : text;
    // "Septiembre 2015 – Junio 2019 – Lleida": the place beside the dates that open the line names no school.
    if (cut && cut.index <= 1 && placeAfterDates(text.slice(cut.index + cut.length))) rest = '';
    // "MSc Data Science (Birkbeck, 2019 – 2020)": brackets that hold the dates with other details hold the entry's parts.
    const bracketed = cut ? aroundBracketedDates(text, cut) : null;
    if (bracketed) rest = bracketed.join(' | ');
    let degree: { degree: string; field: string | null } | null = null;
    let institution: string | null = null;
    // "COLLEGE⇥Preparatoria Nacional", "University: Universidad de Chile": a school labelled as a form labels its fields.
    const label = SCHOOL_LABEL.exec(stripBullet(rest).trim());
    const labelledSchool = label && !findDegree(label[1]) && looksLikeSchoolName(cleanFragment(label[1])) ? cleanFragment(label[1]) : null;
    const allParts = splitHeader(labelledSchool ?? stripBullet(rest).replace(/\(\s*\)/g, ''));
    // "Opleiding⇥Onderwijsinstelling⇥Periode⇥Certificaat": a row of a table's column headings, a dates heading among
    // them and no date, names no entry.
    if (!cut && allParts.length >= 3 && allParts.some(isDateLabel)) continue;
    // ("Période : 2016 – 2018": the label of a line's dates is no school.)
    // "Título⇥Máster en Finanzas", "Escola: ISCTE": the label in a line's first cell, before a colon or a tab, is no part.
    const label0 = /^([^\t:：]{2,90}?)\s*(?:[:：]|\t)/.exec(stripBullet(rest).trim())?.[1];
    const isLabelCell = (part: string, at: number) => at === 0 && label0 !== undefined && part === label0.trim() && FIELD_LABEL_ALONE.test(part);
    const parts = allParts.filter((part, at) => !isStatus(part) && !isDateLabel(part) && !isLabelCell(part, at));
    let degreeAt = -1;
    let institutionAt = -1;
    let fieldAt = -1;
    for (const [partIndex, part] of parts.entries()) {
      const asDegree: ReturnType<typeof findDegree> = degree ? null : findDegree(part);
      // "Master of Science - M.Sc. – Biomedizinische Technik": the degree's own short form after it is more of the degree.
      const shortForm = degree !== null && !degree.field && partIndex === degreeAt + 1 ? findDegree(part) : null;
      if (degree && shortForm && !shortForm.field && !shortForm.institution && wordCount(part) <= 2 && /\./.test(part)) {
        degree.degree = `${degree.degree} - ${part}`;
        degreeAt = partIndex;
        continue;
      }
      if (asDegree) {
        degreeAt = partIndex;
        degree = { degree: asDegree.degree, field: asDegree.field };
        if (degree.field) fieldAt = partIndex;
        if (asDegree.institution && !institution) institution = asDegree.institution;
        // "Licenciatura en Ciencias de la Computación Universidad Nacional de …": the school written straight after the field.
        const school: ReturnType<typeof schoolInField> = degree.field && !institution ? schoolInField(degree.field) : null;
        if (school) {
          degree.field = school.field;
          institution = school.institution;
        }
      }
      else if (namesSchool(part) && !institution && !isPlace(part) && looksLikeSchoolName(withoutOpenBracket(part))) {
        // "Economia e Commercio presso Università di Bologna": what comes before the word joining it to its school is no
        // part of the school's name.
        // ("Specialist degree Mathematics and Mechanics Faculty at Saint-Petersburg State University": a faculty named
        // before the word is no school's name either, unless the part opens on it: "School of Law at Yale University".)
        const joined = FROM_INSTITUTION.exec(part);
        const before = joined ? cleanFragment(part.slice(0, joined.index)) : '';
        const isJoined = joined !== null && namesSchool(joined[1]) && !namesSchool(before.split(/\s+/)[0] ?? '');
        institution = isJoined ? withoutOpenBracket(cleanFragment(joined[1])) : withoutOpenBracket(part);
        institutionAt = partIndex;
        // What the line names before its school is what was studied there, when no degree word says it.
        if (isJoined && !degree && before && /^\p{Lu}/u.test(before) && wordCount(before) <= 8 && !isPlace(before) && !isStatus(before)) {
          degree = { degree: before, field: null };
          degreeAt = partIndex;
        }
      }
      // "University of British Columbia – Sauder School of Business", "Alma Mater Studiorum, Università di Bologna, facoltà di
      // Lettere Moderne": a school, then its school or faculty on the same line, is one institution, as written.
      else if (institution && institutionAt >= 0 && partIndex === institutionAt + 1 && isSchoolUnit(part)) {
        institution = spanOf(rest, institution, withoutOpenBracket(part));
        institutionAt = partIndex;
      }
      // The part after the degree is its subject, also when the school came first ('University of X - Master's, Mathematics').
      else if (degree && !degree.field && (!institution || partIndex === degreeAt + 1) && !isPlace(part) && wordCount(part) <= 6 && !/\d/.test(part) && !/grade|gpa|note|nota|mention/i.test(part)) {
        degree.field = part;
        fieldAt = partIndex;
      }
    }
    if (labelledSchool) {
      institution = labelledSchool;
      institutionAt = 0;
    }
    const slotted = laterSchools.get(index);
    if (!institution && slotted && parts[slotted.at] === slotted.name) {
      institution = slotted.name;
      institutionAt = slotted.at;
    }
    // "AEC Programmeur-Analyste, Collège MultiHexa, 2010", "DEP Mécanicien Diesel, CFP Carrefour Formation Mauricie, 2004":
    // a dated line that names its school after one other name says what was studied there, though no degree word says it.
    const studied = institution && !degree && cut && institutionAt === 1 ? parts[0] : undefined;
    if (studied && /^\p{Lu}/u.test(studied) && wordCount(studied) <= 8 && !isPlace(studied) && !isStatus(studied) && !GRADE_WORDS.test(studied) && !SUBJECT_LABEL.test(studied) && !/\d/.test(studied) && !namesSchool(studied) && !SCHOOL_STAFF.test(studied)) {
      degree = { degree: studied, field: null };
      degreeAt = 0;
    }
    // "Bocconi, Milano | 2015 – 2017" beside "Liceo Scientifico Galileo Galilei, Firenze | 2008 – 2013": a name standing
    // where the section's other entries name their school is a school.
    // "• The Hero Camp - Product Analytics (2024)" among "• Universidad de Vigo - Experto en … (2012)": a list whose items
    // open on their school opens every item so shaped on it, and what follows is what was studied there.
    if (!institution && itemSchools.has(index) && (!degree || degreeAt > 0)) {
      institution = itemSchools.get(index)!;
      institutionAt = 0;
      const studied = parts.length >= 2 && !degree ? parts[1] : undefined;
      if (studied && /^\p{Lu}/u.test(studied) && !isPlace(studied) && !/\d/.test(studied)) {
        degree = findDegree(studied) ?? { degree: studied, field: null };
        degreeAt = 1;
      }
    }
    if (!degree && !institution && slotSchools.has(index)) {
      institution = slotSchools.get(index)!;
      institutionAt = 0;
    }
    // "Computer Science, Master, A University": a subject may be written before its degree, set off by a comma.
    const before = degreeAt > 0 && degreeAt - 1 !== institutionAt ? parts[degreeAt - 1] : undefined;
    if (degree && !degree.field && before && isSubjectLine(before) && fold(rest).includes(`${fold(before)},`)) {
      degree.field = before;
      fieldAt = degreeAt - 1;
    }
    // "Ciência da Computação - GRADUACAO", "Sistemas de Informação – Graduação": set off by a dash, the subject and the
    // degree after it are the degree as written.
    const dashed = degree && !degree.field && before && isSubjectLine(before) ? new RegExp(`${escapeRegExp(before)}\\s*[–—-]\\s*${escapeRegExp(parts[degreeAt])}`).exec(rest) : null;
    if (degree && dashed) {
      degree.degree = cleanFragment(dashed[0]);
      degreeAt -= 1;
    }
    // "Master Crossover Creativity⇥HKU Arts⇥2023", "Bachelor of Science in Computer Science, UC San Diego, San Diego,
    // USA": beside a degree, in a table row or a list of parts, the next named part that is no place is the school.
    const isSchoolName = (part: string) =>
      !findDegree(part) && /^\p{Lu}/u.test(part) && wordCount(part) <= 6 && !/\d/.test(part) && !isPlace(part) && !/^(?:ja|nee|yes|no|si|sí|oui|non|nein)\b/i.test(part) && !GRADE_WORDS.test(part) && !SUBJECT_LABEL.test(part) && looksLikeSchoolName(part);
    // A degree under a school's own line belongs to that school: its other parts are details.
    const awaitsDegree = current !== null && (current as EducationEntry).institution !== null && (current as EducationEntry).degree === null;
    // "Bacharelado em Ciência da Computação - USP (2011 - 2015)": an acronym set off beside a degree is its school.
    const isAcronym = (part: string) => /^\p{Lu}{2,6}$/u.test(part) && !findDegree(part) && !isPlace(part);
    // "HBO Communicatie | Fontys | 2018", "Sciences Po – Master Affaires publiques": a degree that holds its subject in
    // its own part leaves the other named part of the line to be the school (a subject set off by itself would be
    // that part), unless the school follows on a line of its own, whose subject the part then goes on naming.
    const next = lines[index + 1];
    const isDegreeWhole = degree !== null && degree.field !== null && fieldAt === degreeAt;
    const isSchoolBeside = parts.length === 2 && isDegreeWhole && !(next !== undefined && isSchoolLine(next));
    if (degree && !institution && !awaitsDegree && (/\t/.test(text) || parts.length >= 3 || isSchoolBeside || (parts.length === 2 && isAcronym(parts[1])))) {
      const cell = parts.find((part) => isSchoolName(part) && part !== degree!.field && !fold(`${degree!.degree} ${degree!.field ?? ''}`).includes(fold(part)));
      if (cell) institution = cell;
    }
    // "UC Berkeley | 2019" over "Bachelor of Science, Computer Science": a dated line holding one name and no degree,
    // above a degree, names the school that degree was taken at.
    // So does an undated name above a degree where the section's other entries put their school above their degree.
    // ("Fontys⇥Eindhoven", "SCIENCES PO, Paris": a place may follow the name, as it follows a school.)
    // (Not when the degree's line names its school: "2016 – 2018 Paris" / "MASTER AFFAIRES PUBLIQUES Sciences Po" dates the
    // entry and says where.)
    if (!degree && !institution && (cut || shape === 'above') && (parts.length === 1 || (parts.length === 2 && isPlaceAfterSchool(parts[1]))) && isSchoolName(parts[0]) && next !== undefined && isDegreeLine(next) && !namesItsSchool(next)) {
      institution = parts[0];
    }
    // "BSc in Math" / "Magadh univercity - Patna, Bihar", "btech" / "Trinity engineering college": the line under a
    // degree that names no school is that school, as the candidate wrote it (in lower case, misspelt).
    const open = current as EducationEntry | null;
    // ("Birkbeck | London | 2019 – 2020": the school's line may also hold the dates of a degree that has none.)
    const isUndated = open !== null && !open.startDate && !open.endDate;
    // (Or under the degree's dates, when a line of dates alone stands between: "Diplom Elektrotechnik" / "10/2008 – 09/2014" / "RWTH Aachen".)
    const isUnderDegree = lastDegreeLine === index - 1 || (lastDegreeLine === index - 2 && isOnlyDates(lines[index - 1]));
    const schoolUnder = !degree && !institution && (!cut || isUndated) && open !== null && isUnderDegree && !open.institution ? schoolUnderDegree(parts, open.field !== null || shape === 'under', lines[index + 1]) : null;
    if (open !== null && schoolUnder) {
      open.institution = schoolUnder;
      schoolLines.set(open, index);
      lastEntryLine = index;
      if (range) {
        open.startDate = range.start;
        open.endDate = range.current ? null : range.end;
      } else if (single) open.endDate = single.date;
      continue;
    }
    if (!degree && !institution && !cut) {
      // "Master of Science" / "Software Engineering" / "Carnegie Mellon University": a short name on the line under a
      // degree without a subject is its subject when the entry's school is on a line of its own (above or below).
      if (current !== null && lastDegreeLine === index - 1 && !(current as EducationEntry).field && isSubjectLine(text)) subjectLine = { entry: current, text };
      // "HBO Human Resource" / "Management" / "Hogeschool Utrecht": a subject wrapped in a narrow column goes on
      // on the line under it, when the school follows on a line of its own.
      else if (current !== null && lastDegreeLine === index - 1 && (current as EducationEntry).field && !(current as EducationEntry).institution && isSubjectLine(text) && wordCount(text) <= 3 && isSchoolLine(lines[index + 1])) {
        (current as EducationEntry).field = `${(current as EducationEntry).field} ${text}`;
        lastDegreeLine = index;
      }
      // "2012 - 2013 - University of Bremen" / "Master Project - PrIMA": a title on the line under the line that
      // opened an entry with no degree names what was studied there.
      else if (current !== null && lastEntryLine === index - 1 && !(current as EducationEntry).degree && !titles.has(current)) {
        const title = titleOf(parts, text, parts.length);
        if (title) titles.set(current, { text: title, line: index });
      }
      continue;
    }
    // "Instituto Politécnico de Purdue, Departamento …" on its own line under a university and its degree:
    // a faculty or department of that entry, not a new school.
    if (institution && !degree && !cut && current !== null && isSubUnitOf(current, institution)) continue;
    // ("Saint-Petersburg State University⇥Sep 2006 – Jul 2012" over "Specialist degree, Mathematics and Mechanics Faculty": a
    // degree with a faculty of the school above, where that school awaits its degree, is that school's degree.)
    if (institution && !cut && awaitsDegree && isSchoolUnit(institution) && /\b(?:faculty|department)$/i.test(institution)) {
      const studied = parts.find((part) => part !== institution && /^\p{Lu}/u.test(part) && !isPlace(part));
      if (degree || studied) {
        degree ??= { degree: studied!, field: null };
        institution = null;
      }
    }
    let entry: EducationEntry = current ?? start();
    // A second degree, or a second institution, is the next entry.
    if ((degree && entry.degree) || (institution && entry.institution)) {
      const previous = entry;
      entry = start();
      // "Clover College of the Arts | Boston" over two degrees: a school on a line of its own heads each degree under it.
      if (degree && !institution && previous.institution && previous.institution === groupInstitution) entry.institution = groupInstitution;
    } else if (range && (entry.startDate || entry.endDate)) {
      // "2015 – 2017 – Computer Engineer – Acme School" after a dated entry: a period opens its line's entry, so what
      // the line names goes with it, not with the entry above (which keeps a subject read under its degree).
      if (subjectLine?.entry === entry && entry.institution && !entry.field) entry.field = subjectLine.text;
      entry = start();
    }
    // Only a school above its degrees heads them; one written after its degree closes that entry.
    if (institution) groupInstitution = !degree && !entry.degree ? institution : null;
    if (degree) {
      entry.degree = degree.degree;
      entry.field = degree.field ?? entry.field;
      lastDegreeLine = index;
    }
    if (institution) {
      entry.institution = institution;
      if (!schoolLines.has(entry)) schoolLines.set(entry, index);
    }
    lastEntryLine = index;
    // "BSCS, Cornell University", "2015 – 2017 – Computer Engineer – Acme School", "2001-2003 Advanced Secondary
    // Education": a name beside the school (before it: a place comes after) or beside the dates is the entry's title.
    if (!degree && !titles.has(entry) && wordCount(rest) <= 14) {
      const title = titleOf(parts, rest, institution ? institutionAt : parts.length);
      if (title) titles.set(entry, { text: title, line: index });
    }
    if (degree && degree.field && fieldAt >= 0) tails.set(entry, { fieldPart: parts[fieldAt], parts: parts.slice(fieldAt + 1), text: rest });
    if (subjectLine && subjectLine.entry === entry && entry.institution && !entry.field) entry.field = subjectLine.text;
    if (subjectLine && subjectLine.entry !== entry) subjectLine = null;
    // "juin 2016", "2021 Online", "2016 Besançon" over "BACCALAURÉAT … Lycée Victor Hugo": a date alone, or with the place
    // the entry's own line leaves out.
    const isDateLine = isOnlyDates(text) || parts.length === 0 || (parts.length === 1 && (isPlace(parts[0]) || (isPlaceAfterSchool(parts[0]) && next !== undefined && namesItsSchool(next))));
    if (range) {
      if (entry.startDate || entry.endDate) entry = start();
      entry.startDate = range.start;
      entry.endDate = range.current ? null : range.end;
    } else if (single && datesOpen && !degree && !institution && isDateLine && (entry.startDate || entry.endDate) && (entry.degree || entry.institution)) {
      // "juin 2016" / "Baccalauréat" / "Lycée Victor Hugo" after a dated entry, in a section whose entries open on their
      // dates: a date on its own line opens the next entry, as a period does.
      entry = start();
      entry.endDate = single.date;
    } else if (single && !entry.endDate && (degree || institution || wordCount(rest) <= 4)) {
      entry.endDate = single.date;
    }
  }
  const pending = subjectLine as { entry: EducationEntry; text: string } | null;
  if (pending && pending.entry.institution && !pending.entry.field) pending.entry.field = pending.text;
  for (const [entry, title] of titles) {
    const schoolLine = schoolLines.get(entry);
    if (!entry.degree && entry.institution && schoolLine !== undefined && Math.abs(schoolLine - title.line) <= 1 && fold(title.text) !== fold(entry.institution)) entry.degree = title.text;
    // "novembre 2003 - dicembre 2004 Mediatore interculturale" over "Comunità incontro onlus (con il patrocinio …)":
    // a dated title whose entry names no school, and under it a name, is what was learnt and who taught it, as a
    // dated role and its employer are. A training or course is a dated period of study: the report reads gaps by it.
    const under = lines[title.line + 1]?.trim();
    if (!entry.degree && !entry.institution && (entry.startDate || entry.endDate) && under && isOrganisationLine(under)) {
      entry.degree = title.text;
      entry.institution = cleanFragment(under.replace(/\s*\([^)]*\)\s*$/, ''));
    }
  }
  for (const [entry, tail] of tails) if (entry.institution && entry.field) entry.field = withSubjectTail(entry.field, entry.institution, tail);
  for (const entry of entries) if (entry.field && LATIN_HONOURS.test(entry.field)) entry.field = cleanFragment(entry.field.replace(LATIN_HONOURS, '')) || null;
  // "1856-1861 High school⇥Wonderland" under degrees taken at Wonderland: a subject that names a school the section
  // reads elsewhere is that school.
  const schools = new Set(entries.map((entry) => (entry.institution ? fold(entry.institution) : '')).filter(Boolean));
  for (const entry of entries) {
    if (!entry.institution && entry.field && schools.has(fold(entry.field))) {
      entry.institution = entry.field;
      entry.field = null;
    }
  }
  const kept = entries.filter((entry) => entry.degree || entry.institution);
  // A degree repeated without school or dates (a summary line "Education: MSc …" read into the section) is not another entry.
  return kept.filter((entry) => entry.institution || entry.startDate || entry.endDate || !kept.some((other) => other !== entry && other.institution && sameDegree(other, entry)));
}

/** A degree's line after its subject: the part the subject ends, the parts after it, and the line's text. */
interface Tail {
  fieldPart: string;
  parts: string[];
  text: string;
}

/** "Department of …", "Faculté des Sciences", "Sauder School of Business": a unit of the school named before it on the line. */
const UNIT_START = /^(?:facult|fakultat|faculdade|facolta|faculteit|department|departamento|dipartimento|departement|instit|school of|escuela de|lehrstuhl|chair)/i;

function isSchoolUnit(part: string): boolean {
  const name = withoutOpenBracket(part);
  return namesSchool(name) && !isPlace(name) && !findDegree(name) && wordCount(name) <= 8 && (UNIT_START.test(fold(name)) || looksLikeSchoolName(name));
}

/** The text of a line from one part to another, with the separators it was written with ("X – Y", "X, Y"). */
function spanOf(text: string, first: string, last: string): string {
  const from = text.indexOf(first);
  const to = from < 0 ? -1 : text.indexOf(last, from + first.length);
  return from >= 0 && to >= 0 ? cleanFragment(text.slice(from, to + last.length)) : `${first}, ${last}`;
}

/**
 * The entry's title among a line's parts before `end` (the school's part): the first name that is no place, status,
 * grade, label, sentence or unit of the school, with what follows it up to the next such part, as written
 * ("Master Project - PrIMA", "Ciência da Computação - GRADUACAO").
 */
function titleOf(parts: string[], text: string, end: number): string | null {
  const at = parts.findIndex((part, i) => i < end && isTitlePart(part));
  if (at < 0) return null;
  let last = at;
  while (last + 1 < end && isTitlePart(parts[last + 1], true) && wordCount(parts.slice(at, last + 2).join(' ')) <= 8) last++;
  return last === at ? parts[at] : spanOf(text, parts[at], parts[last]);
}

/**
 * A part that can be an entry's title: a short name in capitals, two words at least (or an acronym: "BSCS"), and no
 * figure, place, date, status, grade, label, quotation, heading, school or job title ("Lecturer" is a job that a
 * section running on past its end took in).
 */
function isTitlePart(part: string, isContinued = false): boolean {
  const text = part.trim();
  // One word is a title only as an acronym or a dotted abbreviation ("BSCS", "Ed.D.", "B.S.W."): a lone name is as often a town.
  const isAbbreviation = /^\p{Lu}{3,6}$|^(?:\p{Lu}\p{Ll}{0,2}\.){2,4}$/u.test(text);
  if (!/^\p{Lu}/u.test(text) || text.length > 80 || (wordCount(text) < 2 && !isContinued && !isAbbreviation) || wordCount(text) > 8) return false;
  // "Frey, A.", "Williams SJ, Elder JP", "Mr. B Noteworthy": initials are a person's, a grade in brackets a mark ("French (A)").
  if (!isAbbreviation && /(?:^|\s)(?:\p{Lu}\.?|\p{Lu}{2}|[Mm]rs?\.?|[Mm]s\.|[Dd]r\.)(?=[\s,&]|$)|\(\s*[A-F][+-]?\s*\)/u.test(text.replace(/^\S+/, ''))) return false;
  if (text === text.toUpperCase() && /\s/.test(text) && !isBareSchoolKind(text)) return false;
  if (companyScore(text) >= 1 && !isBareSchoolKind(text)) return false;
  if (/\bcampus$/i.test(text)) return false;
  if (/\d|[:@|‘’“”"]|https?:|www\./i.test(text) || (/[.!?]$/.test(text) && wordCount(text) > 3) || !isBalanced(text)) return false;
  if (isPlace(text) || isPlace(text.replace(/\s+(\p{Lu}{2})$/u, ', $1')) || isOnlyDates(text) || isStatus(text)) return false;
  if (GRADE_WORDS.test(text) || SUBJECT_LABEL.test(text) || UNIT_START.test(fold(text)) || isFirstPerson(text) || isJobTitle(text) || headingKind(text)) return false;
  if (namesSchool(text) && !isBareSchoolKind(text)) return false;
  const named = text.split(/\s+/).filter((word) => /^\p{L}/u.test(word) && !FUNCTION_WORDS.test(word));
  return wordCount(text) <= 3 || named.filter((word) => /^\p{Lu}/u.test(word)).length * 2 >= named.length;
}

/** "Adjunct Associate Professor", "Director of Career Services": a role word heads the phrase (its last word, or one before "of"). */
/** A post on a school's own staff ("Adjunct Associate Professor, Goucher College"): a job held there, not a course taken. */
const SCHOOL_STAFF = /\b(?:professor|lecturer|teacher|tutor|instructor|teaching|research(?:er)?|assistant|dean|fellow|faculty|dozent(?:in)?|lehrer(?:in)?|wissenschaftliche[rn]?|enseignant(?:e)?|ma[iî]tre de conf[ée]rences|profes+or(?:a|e|essa)?|docente|ricercat(?:ore|rice)|investigador(?:a)?|docent|onderzoeker|leraar)\b/i;

function isJobTitle(text: string): boolean {
  const words = fold(text).replace(/[^a-z ]+/g, ' ').split(/\s+/).filter(Boolean);
  const isRole = (word: string | undefined) => word !== undefined && (TITLE_WORDS.has(word) || (word.length > 8 && TITLE_SUFFIXES.test(word)));
  return isRole(words[words.length - 1]) || words.some((word, i) => isRole(word) && words[i + 1] === 'of');
}

function isBalanced(text: string): boolean {
  return (text.match(/\(/g) ?? []).length === (text.match(/\)/g) ?? []).length;
}

/**
 * "Master Informatique - Développement Web", "M.S., Computer Science - Program for Professionals", "… Computer Science,
 * Specialization in AI, MIT": what follows the subject on the degree's line, up to the school, a place, a date or a
 * grade, goes on naming the subject. Only for an entry whose school is known, so that the part is never the school.
 */
function withSubjectTail(field: string, institution: string, tail: Tail): string {
  // The subject must end its part: "Computer Science from the Rochester Institute …" goes on with the school.
  if (!fold(tail.fieldPart).endsWith(fold(field))) return field;
  let last: string | null = null;
  for (const part of tail.parts) {
    const folded = fold(part);
    if (fold(institution).includes(folded) || folded.includes(fold(institution)) || INSTITUTION_WORDS.test(folded) || UNIT_START.test(folded)) break;
    if (!/^\p{Lu}/u.test(part) || wordCount(part) < 2 || wordCount(part) > 6 || /\d|[.|\t]$/.test(part) || !isBalanced(part)) break;
    if (isPlace(part) || isStatus(part) || isOnlyDates(part) || (GRADE_WORDS.test(part) && !SUBJECT_LABEL.test(part)) || findDegree(part)) break;
    last = part;
  }
  const span = last ? spanOf(tail.text, field, last) : field;
  return /[|\t•]/.test(span) ? field : span;
}

/** A line naming an organisation: capitalised, short, no date, place, bullet, sentence or status. */
function isOrganisationLine(text: string): boolean {
  const name = text.replace(/\s*\([^)]*\)\s*$/, '');
  return /^\p{Lu}/u.test(name) && wordCount(name) <= 8 && !/\d|[:;]|[.!?]$/.test(name) && !isBullet(text) && !isPlace(name) && !isStatus(name) && !findDateRange(text) && !findDegree(name);
}

/**
 * The school on the line under a degree, read by its place rather than its capitals: a short name (a place may follow
 * it) that a school word names, or any short name once the degree's subject is read and no school follows, since the
 * line then cannot be the subject. Never a sentence, a grade, a status, a label, a heading, a degree or a place.
 */
/**
 * Where the section's entries put their school, as far as the schools its word lists know say: on the line under
 * the degree ("Grado en Ingeniería Informática" / "Universidad Politécnica de Madrid") or on the line above it.
 * An entry written the same way whose school no list knows ("Bachillerato" / "IES Ramiro de Maeztu") is read by it.
 */
function schoolPlace(lines: string[]): 'under' | 'above' | null {
  const count = (isSchool: (text: string) => boolean, isDegree: (text: string) => boolean) => {
    let under = 0;
    let above = 0;
    for (let i = 0; i + 1 < lines.length; i++) {
      if (isDegree(lines[i]) && isSchool(lines[i + 1])) under++;
      else if (isSchool(lines[i]) && isDegree(lines[i + 1])) above++;
    }
    return under > above ? 'under' : above > under ? 'above' : null;
  };
  // When the schools the lists know do not tell, the entries' repeated shape does: where the lines that hold a name
  // and nothing else ("Fontys", "Birkbeck, London") stand beside the degrees ("Birkbeck" / "MSc …" / "Coursera" /
  // "Professional Certificate …": above each degree, so the name under the first degree is the second one's school).
  // Only beside degrees that hold their subject: beside a bare degree ("Master of Science" / "Computer Science") the
  // name may be the subject.
  return count(isSchoolLine, isDegreeLine) ?? count(isNameLine, isDegreeWithSubject) ?? firstEntryShape(lines);
}

/**
 * Where the first entry puts its school, when the counts tie: a school between two degrees stands under one and
 * above the other ("Robert Bosch GmbH" / "Ausbildung …" / "Realschule am Stadtpark" / "Mittlere Reife"), but the
 * section opens on the first entry, whose name stands before its degree or after it.
 */
function firstEntryShape(lines: string[]): 'under' | 'above' | null {
  const first = lines.findIndex((line) => line.trim() !== '' && !isBullet(line.trim()));
  if (first < 0 || first + 1 >= lines.length) return null;
  // (A name beside a degree without its subject may be that subject.)
  const isPair = (name: string, degree: string) => (isSchoolLine(name) && isDegreeLine(degree)) || (isNameLine(name) && isDegreeWithSubject(degree));
  if (isPair(lines[first], lines[first + 1])) return 'above';
  if (isPair(lines[first + 1], lines[first])) return 'under';
  return null;
}

/** A dated list item of a section: its line's index and the parts written before its dates. */
interface DatedItem {
  index: number;
  parts: string[];
}

function datedItemParts(lines: string[]): DatedItem[] {
  const items: DatedItem[] = [];
  for (const [index, line] of lines.entries()) {
    const text = line.trim();
    if (!isBullet(text) || text.length > 200) continue;
    const cut = findDateRange(text) ?? findSingleDate(text);
    if (cut) items.push({ index, parts: splitHeader(stripBullet(text.slice(0, cut.index)).replace(/[(,]\s*$/, '')) });
  }
  return items;
}

/**
 * A list whose items open on the school they were taken at ("• Universidad de Vigo - Experto en … (2012)", "• The Johns
 * Hopkins University - Ciencia de Datos (2023 - 2024)"): when two items or more open on a name that says it is a school,
 * every dated item opening on a name, then something else, opens on its school too ("• The Hero Camp - Product Analytics
 * (2024)", "• ThePowerMBA - Business Expert (2021)"). The item's index and its school.
 */
function schoolsOfListItems(datedItems: DatedItem[]): Map<number, string> {
  const items = new Map<number, string>();
  let named = 0;
  for (const { index, parts } of datedItems) {
    const [first, ...rest] = parts;
    if (!first || !rest.length || /\d/.test(first) || wordCount(first) > 6 || findDegree(first) || isPlace(first) || GRADE_WORDS.test(first) || !looksLikeSchoolName(first)) continue;
    if (namesSchool(first)) named++;
    items.set(index, cleanFragment(first));
  }
  return named >= 2 ? items : new Map();
}

/**
 * "• AEC Programmeur-Analyste, Collège MultiHexa, 2010" / "• DEP Mécanicien Diesel, CFP Carrefour Formation Mauricie, 2004":
 * dated list items of one shape (as many parts before their dates) keep their school in one place; where half of them
 * at least name a school there by its words, the others' part there is their school too. The item's index, the name and
 * its place among the parts (after the first: the first place is schoolsOfListItems').
 */
function schoolsInItemSlots(datedItems: DatedItem[]): Map<number, { name: string; at: number }> {
  const byShape = new Map<number, DatedItem[]>();
  for (const { index, parts } of datedItems) {
    if (parts.length < 2 || parts.length > 4) continue;
    byShape.set(parts.length, [...(byShape.get(parts.length) ?? []), { index, parts }]);
  }
  const schools = new Map<number, { name: string; at: number }>();
  for (const items of byShape.values()) {
    if (items.length < 2) continue;
    for (let at = 1; at < items[0].parts.length; at++) {
      // (Of the items whose part there reads as a name: "AZ-400: Designing … (En cours" holds a course's title there.)
      const named = items.filter((item) => {
        const name = item.parts[at];
        return looksLikeSchoolName(name) && !isPlace(name) && !/[\d()]/.test(name) && !findDegree(name) && wordCount(name) <= 6;
      });
      const bySchoolWord = named.filter((item) => namesSchool(item.parts[at])).length;
      if (named.length < 2 || bySchoolWord === 0 || bySchoolWord * 2 < named.length) continue;
      for (const item of named) schools.set(item.index, { name: item.parts[at], at });
    }
  }
  return schools;
}

/**
 * The names that stand where the section's entries put their school, by the line's place in its entry: on a dated line
 * (before or after the dates), or so many lines above the entry's dates. A name alone on its line (a place may follow
 * it), beside no degree line, counts when another line in the same place names a school by its words ("Liceo …",
 * "Lycée …") and it reads as a name: "Bocconi", "Sciences Po", "Fontys" are then schools too. Needs two such lines.
 */
function schoolsBySlot(lines: string[]): Map<number, string> {
  const texts = lines.map((line) => line.trim());
  const first = texts.find((text) => text !== '');
  const datesOpen = first !== undefined && (findDateRange(first) ?? findSingleDate(first))?.index === 0;
  const isDated = texts.map((text) => text !== '' && (findDateRange(text) ?? findSingleDate(text)) !== null);
  const slots = new Map<string, { index: number; name: string }[]>();
  const nonEmpty = (from: number, step: number) => {
    for (let i = from + step; i >= 0 && i < texts.length; i += step) if (texts[i] && !isBullet(texts[i])) return texts[i];
    return undefined;
  };
  for (const [index, text] of texts.entries()) {
    if (!text || isBullet(text) || text.length > 160) continue;
    const cut = findDateRange(text) ?? findSingleDate(text);
    const rest = cut ? `${text.slice(0, cut.index)} | ${text.slice(cut.index + cut.length)}` : text;
    const parts = splitHeader(rest).filter((part) => !isStatus(part) && !isDateLabel(part));
    const [name, place] = parts;
    // (A place no list knows reads as a town's name does: "Firenze", not "IEEE" or "Acme Ltd".)
    const isTown = (part: string) => isPlace(part) || (isPlaceAfterSchool(part) && /\p{Ll}/u.test(part) && companyScore(part) === 0);
    if (!name || parts.length > 2 || (place !== undefined && !isTown(place))) continue;
    // ("Member, IEEE (2013-06 — Present)": a role and what it was held in, in a section running on past its end.)
    if (/\d|[:;]/.test(name) || wordCount(name) > 8 || findDegree(name) || isPlace(name) || GRADE_WORDS.test(name) || SUBJECT_LABEL.test(name) || isJobTitle(name) || !looksLikeSchoolName(name)) continue;
    const previous = nonEmpty(index, -1);
    const following = nonEmpty(index, 1);
    if ((previous !== undefined && holdsDegree(previous)) || (following !== undefined && holdsDegree(following))) continue;
    let slot: string;
    if (cut) slot = cut.index === 0 ? 'after dates' : 'before dates';
    else {
      // Counted from the dates that open each entry, or from those that close it.
      const step = datesOpen ? -1 : 1;
      let distance = 1;
      while (index + step * distance >= 0 && index + step * distance < texts.length && !isDated[index + step * distance] && distance <= 3) distance++;
      // (The dates' line holds dates and a place at most: "Bar Admission" over "2014 State of Florida" names no school.)
      if (!isDated[index + step * distance] || !isDatesLine(texts[index + step * distance])) continue;
      slot = `${distance} ${datesOpen ? 'below' : 'above'} dates`;
    }
    slots.set(slot, [...(slots.get(slot) ?? []), { index, name: withoutOpenBracket(name) }]);
  }
  const schools = new Map<number, string>();
  for (const members of slots.values()) {
    // (Half of them at least name a school by its words: a few schools among other dated names say nothing of the rest.)
    if (members.length < 2 || members.filter((member) => namesSchool(member.name)).length * 2 < members.length) continue;
    for (const member of members) schools.set(member.index, member.name);
  }
  return schools;
}

/** A line of dates, alone or with a place after them ("2016 – 2018", "2016 – 2018 Paris", "09/2019 – 06/2020 | Online"). */
function isDatesLine(text: string): boolean {
  if (isOnlyDates(text)) return true;
  const cut = findDateRange(text) ?? findSingleDate(text);
  // ("Dates⇥2014 – 2018", "Zeitraum: 2014 – 2018": a form's row of dates.)
  if (!cut || (cut.index > 0 && !isDatesLabel(text.slice(0, cut.index)))) return false;
  if (splitHeader(text.slice(cut.index + cut.length)).length === 0) return true;
  const parts = splitHeader(text.slice(cut.index + cut.length));
  // ("2013 - 2014 - interrompida": the standing of the study after its dates is more of them.)
  return parts.every(isStatus) || (parts.length === 1 && isPlaceAfterSchool(parts[0]));
}

/** Whether a line names a degree, its dates aside ("10/2014 - 08/2017 Wirtschaftsinformatik (B. Sc.)"). */
function holdsDegree(text: string): boolean {
  if (text.length > 300) return isDegreeLine(text);
  const cut = findDateRange(text) ?? findSingleDate(text);
  const rest = cut ? `${text.slice(0, cut.index)} | ${text.slice(cut.index + cut.length)}` : text;
  return isDegreeLine(text) || splitHeader(stripBullet(rest)).some((part) => findDegree(part) !== null);
}

/** Whether a degree's line names its school too ("MASTER … Sciences Po", "BSc Physics, University of Leeds"). */
function namesItsSchool(text: string): boolean {
  if (text.length > 300) return false;
  const parts = splitHeader(stripBullet(text.trim()));
  return parts.some((part) => Boolean(findDegree(part)?.institution) || (namesSchool(part) && !findDegree(part) && looksLikeSchoolName(part)));
}

/** A line naming a degree at its start ("MSc Data Science", "Professional Certificate in …", "• Abitur"). */
function isDegreeLine(text: string): boolean {
  const stripped = stripBullet(text.trim());
  if (DEGREE_AT_START.test(fold(stripped))) return true;
  // (A line too long for a degree's own is read as the lines around it are, not split again.)
  if (stripped.length > 300) return false;
  const [first] = splitHeader(stripped);
  return first !== undefined && findDegree(first) !== null;
}

/** A line naming a degree and its subject at its start ("MSc Data Science", "HBO Communicatie"). */
function isDegreeWithSubject(text: string): boolean {
  const [first] = splitHeader(stripBullet(text.trim()));
  return first !== undefined && isDegreeLine(text) && Boolean(findDegree(first)?.field);
}

/** Words for a course taken at a distance, where a place stands after a school ("Coursera, Online"). */
const ONLINE = /^(?:online|remote|virtual|e-learning|distance learning|fernstudium|en ligne|a distance|a distancia|en linea|a distanza|a distancia|op afstand|afstandsonderwijs)$/;

/** A part after a school's name where its place stands: a place, "Online", or a short capitalised name with no figure. */
function isPlaceAfterSchool(part: string): boolean {
  if (isPlace(part) || ONLINE.test(fold(part.trim()))) return true;
  return /^\p{Lu}/u.test(part) && wordCount(part) <= 4 && !/\d|[:;]/.test(part) && !findDegree(part) && !namesSchool(part) && !GRADE_WORDS.test(part) && !isStatus(part);
}

/**
 * A line that holds a name and nothing else, a place after it at most: no degree, date, label, bullet, grade or
 * sentence ("Fontys", "Birkbeck, London", "SCIENCES PO – Paris").
 */
function isNameLine(text: string): boolean {
  const stripped = text.trim();
  if (!stripped || stripped.length > 200 || isBullet(stripped) || /[:：]/.test(stripped) || findDateRange(stripped) || findSingleDate(stripped)) return false;
  // ("Degree", "Period": a table's column heading names no school.)
  if (FIELD_LABEL_ALONE.test(stripped) || isDateLabel(stripped) || headingKind(stripped)) return false;
  const [name, ...rest] = splitHeader(stripped);
  return (
    name !== undefined && rest.length <= 1 && rest.every(isPlaceAfterSchool) && wordCount(name) <= 6 && !/\d/.test(name) && !findDegree(name) && !isPlace(name) &&
    !GRADE_WORDS.test(name) && !SUBJECT_LABEL.test(name) && looksLikeSchoolName(name)
  );
}

/** The school on the line under a degree; `hasSubject`: the degree has its subject, or the section puts schools under degrees. */
function schoolUnderDegree(parts: string[], hasSubject: boolean, next: string | undefined): string | null {
  const [name, ...rest] = parts;
  // (After the name, any town: "Estácio iDEZ - João Pessoa - PB, Brasil" sets its town and state apart with dashes.)
  const isPlacePart = (part: string) => isPlace(part) || isTownName(part) || isPlaceOnly(part);
  if (!name || !(rest.every(isPlacePart) || (rest.length === 1 && isPlaceAfterSchool(rest[0]))) || !/^\p{L}/u.test(name) || /\d|[:;]|[.!?]$/.test(name) || wordCount(name) > 8) return null;
  if (isFirstPerson(name) || isStatus(name) || GRADE_WORDS.test(name) || SUBJECT_LABEL.test(name) || findDegree(name) || isPlace(name) || headingKind(name)) return null;
  if (namesSchool(name)) return cleanFragment(name);
  // "RWTH Aachen", "HTW Berlin", "EPFL": under a degree, a name that opens on an acronym (and may end on its town) is the
  // school's, as schools shorten their names.
  if (/^\p{Lu}{2,6}(?:\s+\p{Lu}[\p{Ll}-]+){0,2}$/u.test(name)) return cleanFragment(name);
  // "HBO Human Resource" / "Management" / "Hogeschool Utrecht": with a school named on the next line, the line is the subject's end.
  // (Not an item of the entry's text that names schools: "• Maestría a tiempo completo en Centrum Católica, University of
  // Victoria y Maastricht University".)
  const isSchoolNext = next !== undefined && !isBullet(next.trim()) && namesSchool(next);
  return hasSubject && !isSchoolNext && wordCount(name) <= 5 ? cleanFragment(name) : null;
}

/** A line that names a school and no degree ("Hogeschool Utrecht"). */
function isSchoolLine(text: string | undefined): boolean {
  const part = text === undefined ? undefined : splitHeader(stripBullet(text.trim()))[0];
  return part !== undefined && namesSchool(part) && !findDegree(part) && looksLikeSchoolName(part);
}

/** A line that can name a degree's subject: a short capitalised name, no figure, place, school, grade or sentence. */
function isSubjectLine(text: string): boolean {
  return (
    /^\p{Lu}/u.test(text) && wordCount(text) <= 6 && !/[\d.!?:;]$|\d/.test(text) && !isBullet(text) && !isPlace(text) && !isStatus(text) &&
    !namesSchool(text) && !GRADE_WORDS.test(text) && !SUBJECT_LABEL.test(text) && !findDegree(text)
  );
}

function sameDegree(a: EducationEntry, b: EducationEntry): boolean {
  return fold(`${a.degree} ${a.field ?? ''}`).trim() === fold(`${b.degree} ${b.field ?? ''}`).trim();
}

/** Whether an institution line below a complete entry is a unit of its university rather than another school. */
function isSubUnitOf(entry: EducationEntry, institution: string): boolean {
  if (!entry.institution || !entry.degree || !/\buniversit|\buniversidad|\bhochschule/i.test(fold(entry.institution))) return false;
  return UNIT_START.test(fold(institution));
}
