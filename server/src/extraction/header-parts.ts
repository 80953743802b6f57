import { isStreet, isStreetAddress, parseLocation } from './location';
import { isKnownCity, isRegionName, isTownName, lookupCountry, REGION_CODES } from './lexicon/locations';
import { INSTITUTION_WORDS, LEGAL_FORMS, ORGANISATION_WORDS, TITLE_QUALIFIERS, TITLE_SUFFIXES, TITLE_WORDS } from './lexicon/roles';
import { cleanFragment, fold, JOINING_WORDS, wordCount } from './text-utils';

export interface HeaderFields {
  title: string | null;
  company: string | null;
  location: string | null;
}

/** "Engineer at Acme", "Datenanalyst @BetaSoft", "Ingegnere presso Fiat", "Ontwikkelaar bij Philips". */
const AT_SPLIT = /\s+(?:(?:at|bei|chez|en la empresa|presso|bij|na empresa)\s+|@\s*)/i;
// (Matched from the start of a run of spaces only, so that a line with a long run stays linear.)
/** "2 years as ", "1 year ", "6 mois comme ", "3 Jahre als ": a time spent, then the role held for it. */
const TIME_SPENT_BEFORE_ROLE = /^\s*\d{1,2}(?:[.,]\d)?\+?\s*(?:years?|yrs?|months?|ans?|mois|jahre?|monate?|años?|meses|anni|mesi|jaar|jaren|maanden|anos)\s+(?:(?:as|comme|als|como|come|in qualità di|en tant que)\s+)?(?=\p{Lu})/iu;
const SEPARATORS = /(?<!\s)\s*(?:\||\t|\s(?:[–—-]|-{2,3})\s|\s·\s|\s\*\s|•|;)\s*/;
/** "CME Group-Chicago, IL", "CLEARWIRE- Kansas City, MO": a hyphen without spaces before a place. */
const PLACE_AFTER_HYPHEN = /^(.*\S)\s?[–—-]\s*(\p{Lu}[^–—-]*)$/u;
/** "Designation: Sales Executive", "Company: Acme Ltd": labelled fields, as forms and tabular CVs write them. */
/**
 * The labels of a CV that names its fields, in a form's rows ("Position: Analyst", "Occupation or position held⇥
 * Researcher", as Europass and the forms of the seven languages write them). After the label, a colon or a cell.
 */
const TITLE_LABEL_WORDS =
  "(?:current\\s+|present\\s+|last\\s+)?(?:designation|position(?:\\s+held)?|post|role|main\\s+role|job\\s+title|job\\s+role|title|job|profile|occupation(?:\\s+or\\s+position\\s+held)?|function|" +
  'funktion|t[äa]tigkeit|beruf|berufsbezeichnung|stellenbezeichnung|poste(?:\\s+occup[ée])?|fonction|intitul[ée]\\s+du\\s+poste|emploi\\s+ou\\s+poste\\s+occup[ée]|' +
  'puesto(?:\\s+desempe[ñn]ado)?|cargo(?:\\s+ocupado)?|ocupaci[óo]n\\s+o\\s+puesto\\s+desempe[ñn]ado|lavoro\\s+o\\s+posizione\\s+ricoperti|posizione(?:\\s+ricoperta)?|' +
  'ruolo|mansione|qualifica|fun[çc][ãa]o|profiss[ãa]o\\s+ou\\s+cargo\\s+ocupado|functie|rol|' +
  // The Europass form's row of the post held, as its editions word it in the seven languages.
  'beruf\\s+oder\\s+funktion|fonction\\s+ou\\s+poste\\s+occup[ée]|(?:funci[óo]n|profesi[óo]n)\\s+o\\s+cargo\\s+(?:ocupado|desempe[ñn]ado)|puesto\\s+o\\s+cargo\\s+ocupados?|' +
  'fun[çc][ãa]o\\s+ou\\s+cargo\\s+ocupado|functie\\s+of\\s+(?:positie|functie)|occupation\\s+or\\s+position)';
const COMPANY_LABEL_WORDS =
  '(?:current\\s+|present\\s+|past\\s+|previous\\s+|last\\s+)?(?:company(?:\\s+name)?|organi[sz]ation(?:\\s+name)?|employer(?:\\s+name)?|firm|' +
  'name\\s+(?:and\\s+address\\s+)?of\\s+(?:the\\s+)?(?:company|organi[sz]ation|employer)|arbeitgeber|unternehmen|firma|name\\s+und\\s+adresse\\s+des\\s+arbeitgebers|' +
  "employeur|entreprise|soci[ée]t[ée]|nom\\s+et\\s+adresse\\s+de\\s+l['’]employeur|empresa|empleador|nombre\\s+y\\s+direcci[óo]n\\s+(?:de\\s+la\\s+empresa(?:\\s+o\\s+empleador)?|del\\s+empleador)|" +
  'datore\\s+di\\s+lavoro|nome\\s+e\\s+indirizzo\\s+del\\s+datore\\s+di\\s+lavoro|azienda|entidade\\s+empregadora|empregador|nome\\s+e\\s+(?:morada|endere[çc]o)\\s+do\\s+empregador|' +
  'werkgever|bedrijf|organisatie|naam\\s+en\\s+adres\\s+van\\s+de\\s+werkgever)';
/** A row's other labels: what an entry says beside its role and employer, never a role or an employer itself. */
const OTHER_LABEL_WORDS =
  '(?:main\\s+activities(?:\\s+and\\s+responsibilities)?|(?:type\\s+of\\s+)?business(?:\\s+or\\s+sector)?|sector|description|responsibilities|tasks|' +
  'haupttätigkeiten(?:\\s+und\\s+zuständigkeiten)?|tätigkeitsbereich|branche|aufgaben|principales\\s+activit[ée]s(?:\\s+et\\s+responsabilit[ée]s)?|type\\s+ou\\s+secteur\\s+d[\'’]activit[ée]|secteur|missions|' +
  'principales\\s+actividades(?:\\s+y\\s+responsabilidades)?|tipo\\s+de\\s+empresa\\s+o\\s+sector|funciones|principali\\s+attivit[àa](?:\\s+e\\s+responsabilit[àa])?|tipo\\s+di\\s+azienda\\s+o\\s+settore|settore|' +
  'principais\\s+atividades(?:\\s+e\\s+responsabilidades)?|tipo\\s+de\\s+empresa\\s+ou\\s+sector|belangrijkste\\s+activiteiten(?:\\s+en\\s+verantwoordelijkheden)?|type\\s+bedrijf\\s+of\\s+sector|taken)';
const DATE_LABEL_WORDS = '(?:duration|period|tenure|dates?|time\\s+period|from|since|worked\\s+from|zeitraum|dauer|p[ée]riode|fechas?|periodo|data|datas|per[íi]odo|datum)';
// (A cell comes as a tab, or as " | " once a reader has joined a row's cells.)
const LABEL_END = '\\s*(?:[:：]\\s*|\\t\\s*|\\|\\s+)';
const TITLE_LABEL = new RegExp(`^${TITLE_LABEL_WORDS}${LABEL_END}`, 'i');
// ("Company 1:", "Employer #2:": a numbered employer's label too.)
const COMPANY_LABEL = new RegExp(`^${COMPANY_LABEL_WORDS}(?:\\s*#?\\d{1,2})?${LABEL_END}`, 'i');
/** A row whose label is none of the role's or employer's: its value is the entry's text ("Main activities⇥Evaluation of …"). */
export const OTHER_LABEL = new RegExp(`^${OTHER_LABEL_WORDS}(?:${LABEL_END}|\\s*$)`, 'i');
/** What is left of "Duration: Jan 2019 – Present" once the dates are cut out. */
const DATE_LABEL = new RegExp(`^${DATE_LABEL_WORDS}$`, 'i');
const DATES_LABEL_BEFORE = new RegExp(`^\\s*${DATE_LABEL_WORDS}\\s*(?:[:：]|\\t)\\s*$`, 'i');

/** A row of a form: a field's label in its first cell ("Main role⇥…", "Description⇥…", "Dates⇥…"). */
export function isFormRow(text: string): boolean {
  const cell = /^([^\t]{2,60})\t/.exec(text)?.[1]?.trim();
  return cell !== undefined && FIELD_LABEL.test(cell);
}

/** Whether a part is a dates label and nothing else ("Period", "Zeitraum:", "Période"): a form's label or a table's column heading. */
export function isDateLabel(part: string): boolean {
  return DATE_LABEL.test(part.trim().replace(/\s*[:：]$/, ''));
}

/** Whether the text before a line's dates is their label and nothing else ("Dates⇥", "Zeitraum: "). */
export function isDatesLabel(before: string): boolean {
  return DATES_LABEL_BEFORE.test(before);
}
/** A field's label standing alone in a row's cell ("Company⇥Ciccio S.r.l."): it names the field, it is no value of it. */
// (Only words no one writes as a role or an employer: "Company Name" is a template's employer, "Title" may be one.)
const FIELD_LABEL = new RegExp(
  `^(?:company|employer|organi[sz]ation|firm|main\\s+role|role|position|job\\s+title|occupation(?:\\s+or\\s+position\\s+held)?|name\\s+and\\s+address\\s+of\\s+employer|` +
    `arbeitgeber|employeur|datore\\s+di\\s+lavoro|werkgever|lavoro\\s+o\\s+posizione\\s+ricoperti|nome\\s+e\\s+indirizzo\\s+del\\s+datore\\s+di\\s+lavoro|` +
    `${OTHER_LABEL_WORDS}|${DATE_LABEL_WORDS})[:：]?$`,
  'i',
);
/**
 * "Client: BC Hydro", "Environment: Win XP, SQL", "Team Size: 4", "Project Title: …": a labelled line under a role
 * names what the work was for or with, never the role or the employer.
 */
const OTHER_FIELD_LABEL = /^(?:(?:end\s+)?clients?|customers?|projects?(?:\s+(?:name|title|description))?|environment|technolog(?:y|ies)(?:\s*\/\s*tools)?|tools(?:\s+used)?|team\s+size|domain|platform|location|duration)\s*[:：]/i;
/**
 * The kind of contract a role was held on, in the seven languages ("Software Developer – Tirocinio", "Data Analyst -
 * Praktikum"): it qualifies the role beside it and is never the employer.
 */
/** Whether a part says how the candidate was employed ("Freelance", "Self-employed", "Praktikum"), not by whom. */
export function isEmploymentType(part: string): boolean {
  return EMPLOYMENT_TYPE.test(part.trim());
}

// ("TZ"/"VZ": German CVs write Teilzeit and Vollzeit so after the role; "Presencial", "Homeoffice": where the work was done.)
const EMPLOYMENT_TYPE =
  /^(?:full[- ]time|part[- ]time|contract|contractor|freelance|internship|apprenticeship|permanent|temporary|seasonal|remote|hybrid|on-?site|self[- ]employed|vollzeit|teilzeit|praktikum|pflichtpraktikum|befristet|unbefristet|cdi|cdd|stage|alternance|apprentissage|temps (?:plein|partiel)|jornada completa|media jornada|tiempo (?:completo|parcial)|pr[áa]cticas|pasant[íi]a|tirocinio|tirocinio curriculare|tempo (?:pieno|parziale|integral|parcial)|est[áa]gio|meio per[íi]odo|voltijd|deeltijd|afstudeerstage|tz|vz|presencial|home ?office|remot[oa]|h[íi]brid[oa]|ibrid[oa]|t[ée]l[ée]travail|[àa] distance|a distanza|a distancia|op afstand|thuiswerk|vor ort|(?:presencial|remoto|h[íi]brido) e (?:home ?office|remoto|presencial))$/i;

/** The longest a role or an employer runs: nine words, German compounds among them, as long as a header line may be. */
const MAX_PART_CHARS = 110;

function words(text: string): string[] {
  return fold(text).split(/[^a-z0-9&.+-]+/).filter(Boolean);
}

/**
 * A firm's name closes on its partners: "Petersen & Partner", "Smith and Associates", "García y Asociados", "Meyer &
 * Söhne", "Dupont & Cie". The words after the conjunction name the firm, not a role.
 */
const FIRM_TAIL = /(?:&|\b(?:and|und|en|e|y|et)\b)\s*(?:partners?|partnerschaft|associates|associados|asociados|associes|associés|associati|soci|sons|söhne|sohne|zonen|fils|hijos|filhos|figli|co|cie)\b\.?(?=[\s,;)|]|$)/iu;

/**
 * A role word in its feminine form, in the seven languages: German adds "-in" ("Werkstudentin", "Praktikantin"); French
 * "-e", "-euse", "-trice", "-ère", "-ienne", a doubled consonant ("Cheffe", "Développeuse", "Conseillère"); Spanish,
 * Italian and Portuguese "-a" for "-o" or after a consonant ("Ingeniera", "Consultora", "Programadora"). Folded words.
 */
/**
 * "Stagiaire en Chimie", "Alternante en Assurance Qualité", "Ingénieur en informatique": French names an employer after
 * "chez" or "à"; "en" after a French role names its field, as Spanish "en" names an employer ("Desarrollador en Globant").
 * A role is French by a role word only French writes (folded).
 */
const FRENCH_ROLE_WORDS = new Set(
  'stagiaire alternant alternante apprenti apprentie doctorant doctorante ingenieur ingenieure charge chargee technicien technicienne chercheur chercheuse developpeur developpeuse conseiller conseillere directeur directrice enseignant enseignante professeur redacteur redactrice animateur animatrice formateur formatrice vendeur vendeuse cheffe'.split(' '),
);
function isFrenchRole(text: string): boolean {
  return words(text).some((word) => FRENCH_ROLE_WORDS.has(word));
}

function isFeminineOfRole(word: string): boolean {
  if (word.length < 5) return false;
  const forms = [
    word.replace(/in$/, ''),
    // (Not "-ée": folded it is English "-ee", and "Employee" is no "employé".)
    word.replace(/(?<=[^aeiou])e$/, ''),
    word.replace(/euse$/, 'eur'),
    word.replace(/trice$/, 'teur'),
    word.replace(/iere$/, 'ier'),
    word.replace(/ienne$/, 'ien'),
    word.replace(/([a-z])\1e$/, '$1'),
    word.replace(/a$/, 'o'),
    word.replace(/a$/, ''),
  ];
  return forms.some((form) => form !== word && form.length >= 3 && TITLE_WORDS.has(form));
}

export function titleScore(text: string): number {
  let score = 0;
  const firm = FIRM_TAIL.exec(text);
  if (firm) text = text.slice(0, firm.index);
  // "HR-Adviseur", "IT-Berater", "Senior-Entwickler": a role word after a hyphenated prefix still names a role.
  const all = words(text).map((word) => (word.includes('-') && !TITLE_WORDS.has(word) ? word.slice(word.lastIndexOf('-') + 1) : word));
  for (const word of all) {
    // "Werkstudentin", "Praktikantin": German writes a woman's role with "-in" after the word.
    if (TITLE_WORDS.has(word) || (word.length > 8 && TITLE_SUFFIXES.test(word)) || isFeminineOfRole(word)) score += 2;
    else if (TITLE_QUALIFIERS.has(word)) score += 1;
  }
  // "Estágio em Teste de Software", "Praktikum im Vertrieb", "Internship in Data Science": a kind of post held in a field
  // names the post, as "Intern" does.
  // ("NLP Engineering Internship", "Summer Internship", "Vertriebspraktikum": the same post named with its field first.)
  // (The closing word tested first: titles are scored on every part of every header line.)
  if (score === 0 && POST_IN_FIELD.test(text.trim())) score += 2;
  else if (score === 0 && /(?:ship|praktikum)\s*$/i.test(text.slice(-12)) && POST_OF_FIELD.test(text.trim())) score += 2;
  return score;
}

/** A phrase of a few words closing on a kind of post: an internship, an apprenticeship, a traineeship. */
const POST_OF_FIELD = /^(?:\S+\s+){1,4}(?:internship|apprenticeship|traineeship)$|^\p{L}{3,}praktikum$/iu;

/** A kind of post (an internship, an apprenticeship) opening a phrase, then the field it was held in. */
const POST_IN_FIELD = /^(?:internship|apprenticeship|praktikum|pflichtpraktikum|stage|alternance|apprentissage|est[áa]gio|pasant[íi]a|pr[áa]cticas|tirocinio)\s+(?:in|im|en|em|na|no|di|as|als)\s+\p{L}/iu;

export function companyScore(text: string): number {
  let score = 0;
  for (const word of words(text)) {
    if (LEGAL_FORMS.has(word)) score += 3;
    else if (ORGANISATION_WORDS.has(word)) score += 1;
  }
  if (FIRM_TAIL.test(text)) score += 3;
  else if (/&/.test(text)) score += 1;
  // "bet-at-home.com", "Booking.com": a business trading under its web address (a lower-case domain; "ASP.NET" is a skill).
  if (/(?:^|\s)[\p{L}\d][\p{L}\d-]*(?:\.[\p{L}\d-]+)*\.(?:com|net|org|io|co|ai|app|de|fr|es|it|nl|pt|br|eu|at|ch|be|uk)(?=$|[\s,])/u.test(text)) score += 3;
  // "ACME" or "IBM": an all-capital short word is more often an employer than a title.
  if (/\b[A-Z]{2,}\b/.test(text) && !/\b(?:IT|HR|QA|UX|UI|VP|CEO|CTO|CFO|COO|SEO|RN|BI)\b/.test(text)) score += 0.5;
  return score;
}

function isLocation(part: string): boolean {
  // (A stop may close the line it ends: "Backend Developer, Freelance, Remote.")
  if (/^remote\.?$/i.test(part)) return true;
  if (parseLocation(part)) return true;
  return isKnownCity(part) || lookupCountry(part) !== null;
}

/**
 * "Septiembre 2017–Diciembre 2018 – Lleida": what follows a line's opening dates after a dash, when it is only a place (a
 * town of the world's, with its country or not), as the Europass editor sets the place of a job or a study beside its
 * dates. Null when anything else follows the dates.
 */
export function placeAfterDates(after: string): string | null {
  const place = /^\s*[–—-]\s*(\p{Lu}[\p{L}'’. -]{1,40}(?:,\s*\p{Lu}[\p{L}'’. -]{1,30})?)\s*$/u.exec(after)?.[1]?.trim();
  if (!place) return null;
  const [town, country] = place.split(/\s*,\s*/);
  return (isTownName(town) || isPlaceOnly(place)) && (country === undefined || lookupCountry(country) !== null || isRegionName(country)) && titleScore(place) === 0 && companyScore(place) === 0 ? place : null;
}

/**
 * A place alone, named by a town or country the lexicon knows first: "Bangalore", "Cupertino, CA". The
 * looser test above also passes "LEXISNEXIS, New York, NY", which names an employer before its place.
 */
export function isPlaceOnly(written: string): boolean {
  // "München / Edinburgh / São Paulo", "Berlin / Remote": places worked from, parted by slashes, each a place.
  if (written.includes(' / ')) {
    const pieces = written.split(/\s+\/\s+/).map((piece) => piece.trim());
    return pieces.length <= 6 && pieces.every((piece) => piece !== '' && !piece.includes('/') && (isPlaceOnly(piece) || isTownName(piece) || lookupCountry(piece) !== null || /^remote$/i.test(piece)));
  }
  // "Forlì (FC) - Emilia-Romagna", "Cesena (FC)": Italian CVs write a town with its province's code in brackets, and a
  // dash before the region as others write a comma.
  const coded = written.includes('(') ? /^(\p{Lu}[\p{L}' -]{1,30}?)\s*\(([A-Z]{2})\)(?:\s+[–—-]\s+(\S.*))?$/u.exec(written.trim()) : null;
  if (coded) return isTownName(coded[1]) && (coded[3] === undefined || isRegionName(coded[3]) || lookupCountry(coded[3]) !== null);
  const dashed = /\s[–—-]\s/.test(written) ? /^(\p{Lu}[^,–—]{1,30}?)\s+[–—-]\s+(\p{Lu}.*)$/u.exec(written.trim()) : null;
  const part = dashed && isTownName(dashed[1]) && (isRegionName(dashed[2]) || lookupCountry(dashed[2]) !== null) ? `${dashed[1]}, ${dashed[2]}` : written;
  const parts = part.split(',').map((piece) => piece.trim());
  if (isLocation(part) && (isKnownCity(parts[0]) || lookupCountry(parts[0]) !== null)) return true;
  // "Cupertino, CA", "Salem, Tamil Nadu", "Kent OH", "Rajasthan": a town and its state or province, or the region
  // alone. A name in capitals before the region ("ACME, CA") may be the employer's, so only a town written as towns are.
  const isWrittenAsTown = (town: string) => /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}?\p{Ll}+){0,2}$/u.test(town) && titleScore(town) === 0 && companyScore(town) === 0;
  // "Cajamar, São Paulo, Brazil", "Zaandam, North Holland, Netherlands": a town no list holds, then its region (or city)
  // and its country, as LinkedIn and most forms write a place.
  if (parts.length === 3 && lookupCountry(parts[2]) !== null && (isRegionName(parts[1]) || isKnownCity(parts[1]))) return isWrittenAsTown(parts[0]);
  const townAndRegion = parts.length === 2 ? [parts[0], parts[1]] : /^(.+?)\s+([A-Z]{2})$/.exec(part)?.slice(1);
  if (!townAndRegion) return isRegionName(part);
  const [town, region] = townAndRegion;
  const isTown = isWrittenAsTown(town);
  // A code no list holds names a region too when it is what codes of regions are: two capitals after a town, set
  // apart by a comma ("Crotone, KR", "Campinas, SP"), and no field's abbreviation (three are an organisation's: "MIT").
  const isRegionCode = parts.length === 2 && /^[A-Z]{2}$/.test(region) && !/^(?:IT|HR|QA|UX|UI|VP|AI|BI|PR|PM|ML|SA|AG|BV|NV|SL|KG)$/.test(region);
  return isTown && (REGION_CODES.has(region.replace(/\./g, '')) || isRegionName(region) || isRegionCode);
}

/**
 * "Acme, New York", "Wipro, Tamil Nadu", "Sopra Steria, Hong Kong", "Bosch, Baden-Württemberg": a name, then a city or a
 * region, where an entry's employer stands, is the employer and its place. A town is not written before a city, so the
 * name is a place only when it is a town itself ("Brooklyn, New York") or a region's code follows it ("Eldersburg, MD":
 * small towns no list holds are written so). Before a country the name is the employer only when it says it is an
 * organisation ("Globant S.A., Argentina"): "Kiten, Bulgaria" names a village.
 */
export function employerBeforePlace(text: string): { employer: string; place: string } | null {
  const match = /^([^,()]{2,60}?),\s*([^,()]{2,40}(?:,\s*[^,()]{2,30})?)$/u.exec(text.trim().replace(/[.\s]+$/, ''));
  if (!match) return null;
  const [, name, place] = match;
  if (!/^[\p{Lu}\d]/u.test(name) || /\d{3}/.test(name) || wordCount(name) > 6 || titleScore(name) > 0) return null;
  if (isTownName(name) || isRegionName(name) || lookupCountry(name) !== null || isRegionName(name.replace(/\s+/g, '-'))) return null;
  const first = place.split(',')[0].trim();
  const rest = place.split(',').slice(1).map((part) => part.trim());
  if (rest.some((part) => !(isRegionName(part) || lookupCountry(part) !== null || REGION_CODES.has(part)))) return null;
  const isCityOrRegion = isKnownCity(first) || isTownName(first) || isRegionName(first) || isRegionName(first.replace(/\s+/g, '-'));
  const isCountry = lookupCountry(first) !== null;
  if (isCityOrRegion || (isCountry && companyScore(name) >= 3)) return { employer: name.trim(), place };
  return null;
}

/**
 * Qualifications written with their field after "en"/"em" ("Ingeniero en Sistemas", "Licenciada en Derecho", "Técnico
 * em Informática", "Máster en Finanzas"): the word before the joining word, folded.
 */
const QUALIFICATION_BEFORE_FIELD = /(?:^|\s)(?:ingenier[oa]|engenheir[oa]|licenciad[oa]|tecnic[oa]|graduad[oa]|diplomad[oa]|especialista|expert[oa]|doctor[a]?|doutor[a]?|master|maestr[oa]|bachiller|bacharel|mestre|perit[oa]|tecnologo|tecnologa|docteur|licencie|licenciee|diplome|diplomee)$/;

/** Legal forms that are words a name can open on ("Company Name", "Group Odinsa", "Corporation Bank"). */
const NAME_OPENING_FORMS = new Set(['company', 'group', 'corporation', 'holdings', 'limited', 'co']);

/** Splits a header fragment into parts on the separators CVs use between title, company and place. */
export function splitHeader(text: string): string[] {
  return splitHeaderWithPlaces(text).parts;
}

/** The parts so far are a role, then a name that no list knows as a town: that name is the role's employer. */
function isEmployerAfterRole(merged: string[]): boolean {
  const previous = merged[merged.length - 1];
  return merged.length >= 2 && merged.slice(0, -1).every((part) => titleScore(part) > 0) && titleScore(previous) === 0 && !isTownName(previous) && !isKnownCity(previous) && !isRegionName(previous) && !/\d/.test(previous) && !isStreet(previous);
}

/**
 * "Wissenschaftlicher Mitarbeiter am Fachgebiet für Datenverarbeitung in der Konstruktion (DiK)": a post of up to fourteen
 * words, named as a name is (a role's words, then capitalised words that only joining words part), not a sentence.
 */
function isLongNamedPost(part: string): boolean {
  const words = part.split(/\s+/);
  return words.length <= 14 && titleScore(part) > 0 && !/[.;!?]$/.test(part) && words.every((word) => !/^\p{Ll}/u.test(word) || JOINING_WORDS.has(word) || word === 'am');
}

/** The lower-case words a place's name may hold: "Rio de Janeiro", "Frankfurt am Main", "Villa del Parque", "Hagenberg im Mühlkreis". */
const PLACE_JOINING_WORD = /^(?:de|del|della|dei|des|du|da|do|dos|das|di|la|le|les|los|las|el|am|im|an|der|den|sur|sous|upon|on|en|van|von|y|e|et|i)$/;

/** Whether a part holds a word in lower case that no place's name does ("Stage de fin d’étude"). */
function hasProseWord(part: string): boolean {
  return part.split(/[\s-]+/).some((word) => /^\p{Ll}/u.test(word) && !PLACE_JOINING_WORD.test(word.replace(/^[dl][’']/u, '')) && !/^[dl][’']\p{Lu}/u.test(word));
}

/**
 * A line's comma-parted pieces; a comma inside quotation marks or brackets parts nothing ('MSc "Ecology, Evolution,
 * Genomics"', "Programmeur (C#, SQL, PHP, HTML)").
 */
function splitAtCommas(text: string): string[] {
  if (!/["“”«»„]|\([^()]*,[^()]*\)/.test(text)) return text.split(/\s*,\s*/);
  const pieces: string[] = [];
  let quoted = false;
  let depth = 0;
  let piece = '';
  for (const char of text) {
    // ("“" opens an English quotation and closes a German one, „…“: a straight or such mark toggles.)
    if (/["“”«»„]/.test(char)) quoted = char === '«' || char === '„' ? true : char === '”' || char === '»' ? false : !quoted;
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (char === ',' && !quoted && depth === 0) {
      pieces.push(piece.trim());
      piece = '';
    } else piece += char;
  }
  pieces.push(piece.trim());
  return pieces;
}

/** Like splitHeader, also naming the parts that are places by position ("ABC STORE, Example City"). */
function splitHeaderWithPlaces(written: string): { parts: string[]; places: Set<string> } {
  // "(Saint-Petersburg, Russia)": a line set wholly in brackets is an aside; its brackets part nothing.
  const text = /^\s*\(([^()]+)\)\s*$/.exec(written)?.[1] ?? written;
  const parts: string[] = [];
  const trailingPlaces = new Set<string>();
  // (A line of several fields gives the employer a field of its own: only a line of one is split at a colon.)
  const isOneField = !SEPARATORS.test(text);
  const pieces = text.split(SEPARATORS).flatMap(splitRoleFromOrganisation);
  for (const piece of (isOneField ? pieces.flatMap(splitOrganisationColonRole) : pieces).flatMap(splitPlaceAfterHyphen).flatMap(splitBracketedPlace)) {
    const cleaned = cleanFragment(piece);
    if (!cleaned) continue;
    // A comma separates fields unless the rest is a place ("Acme Corp, London" keeps the split too).
    // "Internet Business Applications, Inc. Eldersburg, MD": a legal form ends the employer's name; the place follows it.
    const pieces = splitAtCommas(cleaned);
    // "Dallmeier GmbH in Regensburg, Bayern, Deutschland": an employer "in" a town the lexicon knows, its region and
    // country after it, is the employer, then its place.
    const inTown = /^(\p{Lu}.*?\S)\s+in\s+(\p{Lu}[\p{L}.' -]+)$/u.exec(pieces[0]);
    const isInTown = inTown !== null && isTownName(inTown[2]) && titleScore(inTown[1]) === 0;
    const commaParts = pieces.flatMap((part, at) => {
      if (at === 0 && inTown && isInTown) return [inTown[1], inTown[2]];
      // Only a form that never opens a name does: "Company Name", "Group Health" open on a word that can. (And only after
      // a comma: "AB Tasty" opens on its form.)
      const legal = at > 0 ? /^(\S+)\s+(\p{Lu}.*)$/u.exec(part) : null;
      const form = legal ? fold(legal[1]).replace(/\.$/, '') : '';
      return legal && LEGAL_FORMS.has(form) && !NAME_OPENING_FORMS.has(form) ? [legal[1], legal[2]] : [part];
    });
    if (commaParts.length > 1) {
      // Rejoin "City, Country" pairs so the place stays one part.
      const merged: string[] = [];
      for (const part of commaParts) {
        const previous = merged[merged.length - 1];
        // ("Everis Centers, S.L.", "Indra Sistemas, S.A.": a form written with its stops too.)
        // ("Bridgevine, Inc. (acquired by Updater)": the form may carry an aside in brackets.)
        const form = part.replace(/\s*\([^()]*\)$/, '');
        if (previous && (LEGAL_FORMS.has(fold(form).replace(/\.$/, '')) || (/^(?:\p{L}\.){2,3}$/u.test(form) && LEGAL_FORMS.has(fold(form).replace(/\./g, ''))))) merged[merged.length - 1] = `${previous}, ${part}`;
        // "Birmingham, AL, Desktop Support Technician": a part with role words is no part of the place before it.
        // (A town after a name joins it only as its country or region does: "Defence Research Establishment Pacific,
        // Victoria, Colombie-Britannique" names the employer, then its town.)
        // ("CERFACS, Toulouse, Stage de fin d’étude": words in lower case other than a place name's joining words, "fin",
        // "étude", make a role or a description of the part after the town, no more of its place.)
        // ("Programador, Paylogic, Países Bajos": after a role, a name no list knows as a town, then a country, is the
        // employer and its country; the role needs an employer before a place takes the name.)
        else if (previous && !hasProseWord(part) && !isEmployerAfterRole(merged) && (isPlaceOnly(`${previous}, ${part}`) || (isLocation(`${previous}, ${part}`) && (!isTownName(part) || lookupCountry(part) !== null || /\d/.test(previous) || isStreet(previous)))) && !titleScore(previous) && !titleScore(part)) merged[merged.length - 1] = `${previous}, ${part}`;
        else merged.push(part);
      }
      // "ABC STORE, Example City": a short capitalised piece after a company, with no role word, is its place.
      const kept = merged.map(cleanFragment).filter(Boolean);
      // (Everything after the town an employer is "in" is where it is.)
      if (isInTown) for (const place of kept.slice(1)) trailingPlaces.add(place);
      // (A role before the comma makes the piece after it its employer: "Estagiária de RH, Itaú Unibanco".)
      // So is a town's name after a name that holds no role word ("Barilla, Parma").
      const isTownAfterName = kept.length === 2 && titleScore(kept[0]) === 0 && isTownName(kept[1]);
      if (kept.length === 2 && (companyScore(kept[0]) > titleScore(kept[0]) || isTownAfterName) && !titleScore(kept[1]) && !companyScore(kept[1]) && /^\p{Lu}/u.test(kept[1]) && kept[1].split(/\s+/).length <= 3) {
        trailingPlaces.add(kept[1]);
      }
      parts.push(...kept);
    } else {
      parts.push(cleaned);
    }
  }
  // "Tesco Stores Ltd, 12 High Street, Leeds LS1 4AB": after the first part, an address is where the employer is.
  for (const part of parts.slice(1)) if (isStreetAddress(part)) trailingPlaces.add(part);
  return { parts, places: trailingPlaces };
}

/** "The Rose and Thistle Group Ltd. (Toronto, Canada)": a place in brackets after a name is a part of its own, kept whole. */
/** "C#, SQL, PHP, HTML" in brackets after a role: three short items or more list what the role worked with, no organisation. */
function isShortList(text: string): boolean {
  const items = text.split(/\s*,\s*/);
  return items.length >= 3 && items.every((item) => wordCount(item) <= 2);
}

function splitBracketedPlace(piece: string): string[] {
  const match = /^(.*\S)\s*\(([^()]+)\)\s*$/.exec(piece.trim());
  const place = match?.[2].trim();
  // Brackets after a name hold a place when their last part is one ("Taipei, Taiwan": the country is known).
  // "Milano (ITALIA)", "Council of Europe, Budapest (Hungary)": a place and its country are one place.
  if (match && isLocation(match[1].split(/\s*,\s*/).at(-1)!.trim())) return [piece];
  if (place && (isLocation(place) || isLocation(place.split(/\s*,\s*/).at(-1)!))) return [match![1], place];
  // "Fullstack Javascript Engineer (University of Bremen)", "Student Assistant (otulea.uni-bremen.de)": a role with its
  // employer in brackets, an organisation's name or a web address.
  const isOrganisation = (text: string) => !isShortList(text) && (companyScore(text) > 0 || INSTITUTION_WORDS.test(fold(text)) || /^[\p{L}\d-]+(?:\.[\p{L}\d-]+)+$/u.test(text));
  // A school in brackets ("Master Project - PrIMA (University of Bremen)") is where a degree or a role was, whatever precedes it.
  const isSchool = place !== undefined && INSTITUTION_WORDS.test(fold(place));
  // "Operations Center Shift Manager (OCSM)": the initials of the words before the brackets abbreviate them, they name no employer.
  if (place && match && isAbbreviationOf(place, match[1])) return [piece];
  return place && match && titleScore(place) === 0 && ((titleScore(match[1]) > 0 && isOrganisation(place)) || isSchool) ? [match[1], place] : [piece];
}

/** "OCSM" of "Operations Center Shift Manager", "VP" of "Vice President": an acronym made of the words' initials. */
function isAbbreviationOf(acronym: string, words: string): boolean {
  if (!/^[\p{Lu}&.]{2,8}$/u.test(acronym)) return false;
  const letters = acronym.replace(/[^\p{Lu}]/gu, '');
  const all = words.split(/[\s/-]+/).filter((word) => /^\p{L}/u.test(word));
  const initials = (list: string[]) => list.map((word) => word[0].toUpperCase()).join('');
  return initials(all).endsWith(letters) || initials(all.filter((word) => /^\p{Lu}/u.test(word))).endsWith(letters);
}

/**
 * "Chargé de Communication / URPS Pays de la Loire", "Acme GmbH / Projektleiter": a spaced slash between a role
 * and a name that holds no role word parts two fields, as a dash does. A slash between two roles ("Developer /
 * Designer") or two names ("ALTEN Group / AKDS", an employer and its client) joins what it stands between.
 */
function splitRoleFromOrganisation(piece: string): string[] {
  // Found by position, not by a pattern opening on white space (tried from every space of a long run, that scans the rest).
  const slash = piece.indexOf('/');
  if (slash <= 0 || piece.includes('/', slash + 1) || !/\s/.test(piece[slash - 1]) || !/\s/.test(piece[slash + 1] ?? '')) return [piece];
  const [left, right] = [piece.slice(0, slash).trim(), piece.slice(slash + 1).trim()];
  // ("Praktikum am ETF- / German Single Stocks Desk": a word cut at a hyphen shares its end with the word after the
  // slash, "ETF-Desk": one field, as "Aus- und Weiterbildung" is one heading.)
  if (!left || !right || /\p{L}-$/u.test(left)) return [piece];
  const isName = (text: string) => titleScore(text) === 0 && /^[\p{Lu}\d]/u.test(text) && !isLocation(text) && wordCount(text) <= 6;
  const isRole = (text: string) => titleScore(text) > companyScore(text);
  return (isRole(left) && isName(right)) || (isName(left) && isRole(right)) ? [left, right] : [piece];
}

/**
 * "DEGIT AG: Vorstandsmitglied", "Privatbank: Projektmanager": an employer's name, a colon, then the role held there.
 * (A form's label before the colon names a field, "Position: Analyst"; that is read as a label elsewhere. On a line
 * of several fields the employer has a field of its own: "Asignación a Cliente: Analytics Engineer | Hakkoda".)
 */
function splitOrganisationColonRole(piece: string): string[] {
  const colon = piece.indexOf(': ');
  if (colon <= 0 || piece.includes(':', colon + 1)) return [piece];
  const [left, right] = [piece.slice(0, colon).trim(), piece.slice(colon + 1).trim()];
  const isName = titleScore(left) === 0 && /^[\p{Lu}\d]/u.test(left) && !isLocation(left) && wordCount(left) <= 5 && !isOtherFieldLabel(left) && !FIELD_LABEL.test(left) && !isDateLabel(left);
  return isName && titleScore(right) > companyScore(right) && wordCount(right) <= 8 ? [left, right] : [piece];
}

function splitPlaceAfterHyphen(piece: string): string[] {
  const match = PLACE_AFTER_HYPHEN.exec(piece.trim());
  if (!match || /\s[–—-]\s/.test(piece)) return [piece];
  // "Île-de-France", "Stratford-upon-Avon", "Frankfurt-am-Main": a lower-case word joined by hyphens is inside a name.
  if (/(?:^|[\s,–—-])\p{Ll}+$/u.test(match[1]) && !/\s$/.test(match[1])) return [piece];
  // "Saint-Petersburg, Russia", "Köln, Nordrhein-Westfalen, Deutschland": a word joined by a hyphen opening a place
  // (after the line's last comma before it) is one name ("Fairmont Media Group-Chicago, IL" joins a place to a name).
  const opening = match[1].slice(match[1].lastIndexOf(',') + 1).trim();
  if (/^\p{L}+$/u.test(opening) && isLocation(`${opening}-${match[2]}`.replace(/[\s,;:-]+$/, ''))) return [piece];
  return isLocation(match[2].replace(/[\s,;:-]+$/, '')) ? [match[1], match[2]] : [piece];
}

/**
 * A header part that is a place as Europe writes one: a region alone ("Emilia-Romagna"), a town with its province's code
 * ("Cesena (FC)") or places parted by slashes ("München / Edinburgh"). (The full test only where brackets or slashes
 * say it may be one: header parts are tested by the thousand.)
 */
function isPlacePart(part: string): boolean {
  return isRegionName(part) || ((part.includes('(') || part.includes(' / ')) && isPlaceOnly(part));
}

/**
 * "Paul Bernhard Exhibit Design and Consulting in Houston, Texas, Vereinigte Staaten": the words of a header line before the
 * places it ends on (where the employer is is no part of how long its name is).
 */
export function wordsBeforePlaces(text: string): number {
  const { parts, places } = splitHeaderWithPlaces(text);
  // ("Cesena (FC) - Emilia-Romagna": a town with its province's code, then its region, are places too.)
  const named = parts.filter((part, at) => at === 0 || !(places.has(part) || isLocation(part) || isPlacePart(part)));
  return named.join(' ').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * The parts of one header line that could be a title or an employer, in the line's order: what
 * `assignHeaderParts` weighs, without places, date labels and prose. Employment types stay: "Internship" alone
 * in the place the other entries hold their role in is the role. The experience
 * parser reads a section's entries by the position these parts hold in each entry (its shape).
 */
export function roleParts(text: string): string[] {
  if (isOtherFieldLabel(text)) return [];
  const { parts, places } = splitHeaderWithPlaces(text);
  return parts.filter((part) => !places.has(part) && !isLocation(part) && !DATE_LABEL.test(part) && !FIELD_LABEL.test(part) && part.length <= MAX_PART_CHARS && (part.split(/\s+/).length <= 9 || isLongNamedPost(part)) && (!/^\p{Ll}/u.test(part) || isLowerCaseRole(part)));
}

/**
 * "Government of Ontario – Ministry of Culture (Toronto, Canada)", "European Commission, Youth Unit, DG
 * Education and Culture": on a line of its own, the employer is the line up to its place, as written, not
 * the one part of it that reads most like an organisation. The parts joined to the employer are names:
 * capitalised, without figures, role words or places. Null when the line holds nothing to join.
 */
export function employerLine(text: string, company: string): string | null {
  const { parts, places } = splitHeaderWithPlaces(text);
  // A town's name beside the employer is where it is ("Barilla — Parma"), not more of its name.
  const isName = (part: string) =>
    !places.has(part) && !isLocation(part) && !isTownName(part) && titleScore(part) === 0 && !/\d/.test(part) && /^\p{Lu}/u.test(part) && !EMPLOYMENT_TYPE.test(part) && !DATE_LABEL.test(part) && !/[()]/.test(part);
  // A cell boundary is never inside a name.
  return writtenRun(text, parts, company, isName, /[|\t]/);
}

/**
 * "Senior Software Engineer, Equipo 3D para dispositivos móviles", "Profesor, Jefatura de MAC, FES
 * Acatlán": on a line without the employer, the role is the line's comma-parted words up to its place and
 * dates, as written, not the one part that reads most like a role (the team or chair is part of what the
 * candidate was). Parts that name an organisation, a place, an employment type or a date stay out. Null
 * when the line holds nothing to join.
 */
export function roleLine(text: string, title: string): string | null {
  const { parts, places } = splitHeaderWithPlaces(text);
  const belongs = (part: string) =>
    !places.has(part) && !isLocation(part) && (companyScore(part) < 1 || titleScore(part) > 0) && !/\b(?:19|20)\d\d\b/.test(part) && /^\p{Lu}/u.test(part) && !EMPLOYMENT_TYPE.test(part) && !DATE_LABEL.test(part) && part.split(/\s+/).length <= 9;
  // Only parts a comma joins: a cell boundary or a separator ("Engineer | Platform team") parts two fields.
  return writtenRun(text, parts, title, belongs, /[|\t•;]|\s[–—-]\s|\s·\s/);
}

/**
 * The run of a line's parts around `value` that `belongs` admits, as the line writes it (its commas
 * kept), or null when nothing joins the value or the run crosses a `boundary`.
 */
/**
 * "Stage - Études des outils de tests Java et de la forge logicielle" over "Orange Business Services, Rennes": on its own
 * line, the employer on another, the role is its line as written across its dashes, up to a cell's edge or a place: what
 * follows the dash says what the post was (an internship's subject, a team), since the employer has its own line.
 */
export function roleAcrossDashes(text: string, title: string): string | null {
  const cell = text.split(/\t|\s\|\s/).find((part) => part.includes(title));
  if (!cell) return null;
  const pieces = cell.split(/\s+[–—-]\s+/);
  const at = pieces.findIndex((piece) => piece.includes(title));
  if (at < 0 || pieces.length < 2) return null;
  let last = at;
  // (The kind of post or where it was done, "– Tirocinio", "– Homeoffice", is no part of the role.)
  while (last + 1 < pieces.length && /^\p{Lu}/u.test(pieces[last + 1]) && !EMPLOYMENT_TYPE.test(pieces[last + 1].trim()) && !isLocation(pieces[last + 1]) && !isPlaceOnly(pieces[last + 1]) && !isTownName(pieces[last + 1]) && companyScore(pieces[last + 1]) < 1 && !/\d{4}/.test(pieces[last + 1]) && wordCount(pieces[last + 1]) <= 12) last++;
  if (last === at) return null;
  const start = cell.indexOf(pieces[at]);
  const end = cell.indexOf(pieces[last], start) + pieces[last].length;
  return cleanFragment(cell.slice(start, end));
}

function writtenRun(text: string, parts: string[], value: string, belongs: (part: string) => boolean, boundary: RegExp): string | null {
  const at = parts.indexOf(value);
  if (at < 0) return null;
  let first = at;
  let last = at;
  while (first > 0 && belongs(parts[first - 1])) first--;
  while (last + 1 < parts.length && belongs(parts[last + 1])) last++;
  if (first === last) return null;
  const written = spanAsWritten(text, parts[first], parts[last]);
  return written && !boundary.test(written) ? cleanFragment(written) : null;
}

/** A table's column heading for an entry's field: the role, the employer, its client, the dates, the place, the text. */
const COLUMN_HEADING = new RegExp(
  `^(?:${TITLE_LABEL_WORDS}|${COMPANY_LABEL_WORDS}|${OTHER_LABEL_WORDS}|${DATE_LABEL_WORDS}|(?:end\\s+)?clients?|customers?|opdrachtgever|klant|auftraggeber|kunde|client|cliente|committente|location|place|ort|lieu|lugar|luogo|local|plaats|standort)$`,
  'i',
);

/**
 * "Periode | Opdrachtgever | Functie", "Zeitraum⇥Arbeitgeber⇥Position": a table's row of column headings, each cell
 * naming an entry's field. It heads the rows under it; it is no entry's text.
 */
export function isColumnHeadingRow(text: string): boolean {
  const cells = text.split(/\t|\s\|\s/).map((cell) => cell.trim().replace(/[:：]$/, '')).filter(Boolean);
  // ("Unternehmen / Projekt", "Company & Client": a column that holds either of two fields names both.)
  const isHeading = (cell: string) => cell.split(/\s*[/&]\s*/).every((half) => COLUMN_HEADING.test(half) || PROJECT_HEADING.test(half));
  return cells.length >= 2 && cells.length <= 8 && cells.every(isHeading) && cells.some((cell) => COLUMN_HEADING.test(cell) || cell.includes('/') || cell.includes('&'));
}

/** A column of projects, beside the employer's ("Unternehmen / Projekt"). */
const PROJECT_HEADING = /^(?:projects?|projekte?|projets?|proyectos?|progett[oi]|projetos?|projecten|project)$/i;

/** Whether a fragment is a labelled field that is neither the role nor the employer ("Client: BC Hydro"). */
export function isOtherFieldLabel(fragment: string): boolean {
  return OTHER_FIELD_LABEL.test(fragment.trim());
}

/** A labelled title or company ("Position: Analyst", "Organisation: Acme Ltd"), else null. */
export function labelledField(fragment: string): { field: 'title' | 'company'; value: string; rest: string[] } | null {
  const text = fragment.trim();
  const title = TITLE_LABEL.exec(text);
  const company = title ? null : COMPANY_LABEL.exec(text);
  const label = title ?? company;
  if (!label) return null;
  const [value, ...rest] = splitHeader(text.slice(label[0].length));
  if (!value || value.length > 80) return null;
  return { field: title ? 'title' : 'company', value, rest };
}

/** What a form's label names: the role ("Ruolo", "Position held"), the employer ("Azienda", "Employer") or neither. */
export function labelNames(label: string): 'title' | 'company' | null {
  const cell = `${label.trim().replace(/[:：]$/, '')}\t`;
  return TITLE_LABEL.test(cell) ? 'title' : COMPANY_LABEL.test(cell) ? 'company' : null;
}

/**
 * "desarrollador web UI" after its employer's name: a role written in lower case, opening on its role word, a few words
 * long. Or opening on a name whose capitals stand inside it, as a product's do ("iOS Software Engineer", "eBay Seller").
 */
function isLowerCaseRole(part: string): boolean {
  const words = part.trim().split(/\s+/);
  if (words.length > 6 || /[.!?]$/.test(part.trim())) return false;
  return TITLE_WORDS.has(fold(words[0])) || (/^\p{Ll}+\p{Lu}[\p{L}\d]*$/u.test(words[0]) && titleScore(part) > 0);
}

/** A name written in lower case as brands and web addresses are ("otulea.uni-bremen.de", "bol.com", "eBay"): one word, no prose. */
function isLowerCaseName(part: string): boolean {
  // "atlan tec Systems GmbH", "prodot GmbH": a brand written in lower case is a name when its legal form closes it.
  const words = part.trim().split(/\s+/);
  const last = words[words.length - 1];
  if (words.length <= 5 && words.length >= 2 && LEGAL_FORMS.has(fold(last)) && !NAME_OPENING_FORMS.has(fold(last).replace(/\.$/, ''))) return true;
  if (/^\p{Ll}[\p{L}\d-]*(?:\.[\p{L}\d-]+)+$/u.test(part)) return true;
  // "eBay", "iHeartMedia", "n2N Commerce": a brand in camel case, the words after it capitalised (its group in brackets
  // too: "dgBirds (Groupe Air France KLM)").
  return words.length <= 6 && /^\p{Ll}[\p{Ll}\d]*[\p{Lu}\d][\p{L}\d]*$/u.test(words[0]) && /\p{Lu}/u.test(words[0]) && words.slice(1).every((word) => /^\(?[\p{Lu}\d&/]/u.test(word));
}

/** "Chef d'équipe : Andreas Enge", "Supervisor: Anna Lee": a role, a colon, then a person's name of two to four words. */
const NAMED_PERSON_PART = /(?:^|[,|\t;]\s*)([^,:：|\t;]{2,30}?)\s*[:：]\s*((?:\p{Lu}\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+(?:(?:de|di|da|del|van|von|der|den|le|la)\s+)?\p{Lu}\.?[\p{L}'’-]*){1,3})(?=\s*(?:[,|\t;]|$))/gu;

/**
 * A header without the people it names beside the post: the head of the team, the supervisor, the mentor ("Postdoctorant,
 * Inria Bordeaux Sud-Ouest, Chef d'équipe : Andreas Enge"). Such a part names who the candidate worked under, neither the
 * role nor the employer. (Only under a label naming a role, and a name that holds no role's or organisation's word:
 * "Mission : Consultant SAP", "Client : Société Générale", "Team: Data Science" stay.)
 */
export function withoutNamedPeople(text: string): string {
  if (!/[:：]/.test(text)) return text;
  return text
    .replace(NAMED_PERSON_PART, (whole, label: string, name: string) => (titleScore(label) > 0 && titleScore(name) === 0 && companyScore(name) === 0 && !isLocation(name) ? '' : whole))
    .trim()
    .replace(/[,|;]\s*$/, '')
    .trim();
}

/**
 * Decides which header parts are the title, the company and the place. Words decide first (titles
 * have role words, companies have legal forms, places are known); order decides what is left:
 * "Title at Company", and otherwise the first unclaimed part is the title.
 */
export function assignHeaderParts(fragments: string[]): HeaderFields {
  const result: HeaderFields = { title: null, company: null, location: null };
  const parts: string[] = [];
  const trailingPlaces = new Set<string>();
  /** The part after each part in its own fragment, and the fragment it came from. */
  const following = new Map<string, string>();
  const fragmentOf = new Map<string, string>();
  const split = (text: string) => {
    const detailed = splitHeaderWithPlaces(text);
    for (const place of detailed.places) trailingPlaces.add(place);
    return detailed.parts;
  };
  for (const written of fragments) {
    // "2 years as Front-End Captain at Synthesio": how long the post lasted, said before it, is no part of the role.
    const fragment = withoutNamedPeople(written.replace(TIME_SPENT_BEFORE_ROLE, ''));
    if (!fragment.trim()) continue;
    // "Main activities and responsibilities⇥Evaluation of …", "Client: BC Hydro": a row the CV labels as something else holds neither field.
    if (OTHER_LABEL.test(fragment.trim()) || isOtherFieldLabel(fragment)) continue;
    // "Regime: Remoto", "Modalität: Vollzeit": a row that labels how the work was done names neither field.
    const aside = /^\p{L}[\p{L} ]{1,24}?\s*[:：]\s*(\S.{0,40})$/u.exec(fragment.trim());
    if (aside && EMPLOYMENT_TYPE.test(aside[1].trim())) continue;
    const labelled = labelledField(fragment);
    if (labelled) {
      if (labelled.field === 'title') result.title ??= labelled.value;
      else result.company ??= labelled.value;
      // What follows a labelled value is its place, if anything ("Company: Acme Ltd - Pune").
      result.location ??= labelled.rest.find(isLocation) ?? null;
      continue;
    }
    // "TypeScript & React Entwickler (Neckar IT)", "INRS (Responsable de l'architecture logicielle)": a role and its employer,
    // one of them in brackets after the other; the words of each say which is which (a place, an employment type or an
    // abbreviation in the brackets is no employer: "Engineer (Berlin)", "Data Engineer (Stage)", "Bundesagentur (BA)").
    // (Only on a header of one line, and only a name of an organisation in the brackets: a role's field is bracketed
    // as often, "Werkstudent (Softwareentwicklung)", "Engineer (Backend)", with the employer on a line of its own.)
    const bracketed = fragments.length === 1 ? /^([^()|\t]{2,80}?)\s*\(([^()]{2,80})\)$/.exec(fragment.trim()) : null;
    if (bracketed && !result.title && !result.company) {
      const [, outside, inside] = bracketed.map((part) => part.trim());
      const isField = (part: string) => /^\p{Lu}/u.test(part) && !isPlaceOnly(part) && !isLocation(part) && !EMPLOYMENT_TYPE.test(part) && !/^\p{Lu}{2,6}$/u.test(part) && !/\d/.test(part);
      const isOrganisation = (part: string) => !isShortList(part) && (companyScore(part) >= 1 || (isCapitalisedName(part) && part.split(/\s+/).length >= 2));
      if (isField(inside) && isOrganisation(inside) && titleScore(outside) > 0 && titleScore(inside) === 0) {
        result.title = cleanFragment(outside);
        result.company = cleanFragment(inside);
        continue;
      }
      if (isField(inside) && titleScore(inside) > 0 && titleScore(outside) === 0 && isField(outside)) {
        result.title = cleanFragment(inside);
        result.company = cleanFragment(outside);
        continue;
      }
    }
    // "Volunteer: Jellop Primary School", "Full-time Instructor: Silver Adult Training Centre, Johnsonville": a role, a colon,
    // then a name that reads as an organisation.
    const colon = /^([^:]{2,60}?)\s*:\s+(\p{Lu}[^:]{1,80})$/u.exec(fragment);
    const afterColon = colon ? split(colon[2]) : [];
    if (colon && titleScore(colon[1]) > 0 && afterColon.length && titleScore(afterColon[0]) === 0 && companyScore(afterColon[0]) >= 1) {
      result.title ??= cleanFragment(colon[1]);
      result.company ??= afterColon.shift()!;
      parts.push(...afterColon);
      continue;
    }
    const at = AT_SPLIT.exec(fragment);
    // "at" also reads in other phrases, so it needs a title before it; "@", "presso", "bij", "bei" only join a role to its employer.
    const before = fragment.slice(0, at?.index ?? 0);
    // A role no word list knows still reads as one before "at" when both sides are names ("Barista at Blue Bottle Coffee").
    const after = at ? fragment.slice(at.index + at[0].length) : '';
    const isNamePair = at !== null && isCapitalisedName(before) && /^\p{Lu}/u.test(after);
    // An organisation named with its town ("University of Texas at Austin", "Hospital at Westmead") is one name.
    // (Or a campus no list knows, "University of Hawai‘i at Mānoa": a short name of no organisation's and no role's words.)
    const isCampus = (text: string) => /^\p{Lu}/u.test(text.trim()) && wordCount(text) <= 3 && titleScore(text) === 0 && companyScore(text) === 0;
    const isOrganisationAtPlace = at !== null && /^\s*at\s*$/i.test(at[0]) && titleScore(before) === 0 && companyScore(before) > 0 && (isLocation(after) || isTownName(after.trim()) || isCampus(after));
    if (at && !isOrganisationAtPlace && (titleScore(before) > 0 || isNamePair || (!/^\s*at\s*$/i.test(at[0]) && before.trim().split(/\s+/).length <= 6))) {
      result.title ??= cleanFragment(fragment.slice(0, at.index));
      // "Werkstudent bei der Deutschen Bahn AG", "Stage presso la Ferrari": the article after the joining word is no part of the name.
      const rest = split(fragment.slice(at.index + at[0].length).replace(/^\s*(?:der|dem|den|die|das|de|het|la|il|lo|el|the)\s+(?=\p{Lu})/u, ''));
      if (rest.length) result.company ??= rest.shift()!;
      parts.push(...rest);
      continue;
    }
    // "Desarrollador Senior en Tech Solutions": Romance "en"/"chez"/"em" join a role to an employer only when what
    // follows reads as an organisation ("Ingeniero en Sistemas" names the role's field).
    // (In a header set in capitals the joining word is too: "DESARROLLADOR SENIOR EN TECH SOLUTIONS".)
    // (Never across a separator: "Junior Consultant – Brouwer en Zonen B.V." names a firm with Dutch "en", "and".)
    // Portuguese joins with "na"/"no" ("Gestora de projetos na Natura") too. A capitalised name no list knows is the
    // employer unless the role before the word is a qualification that names its field ("Técnico em Informática") or
    // the name is a place ("Camarero en Madrid").
    // ("Gestora de projetos na EDP, Lisboa": a place may follow the employer after a comma.)
    const romanceMatch = /^([^|–—\t]{3,60}?)\s+(en|chez|em|na|no|EN|CHEZ|EM|NA|NO)\s+(\p{Lu}[^|,\t]{1,60}?)(?:\s+[-–—|]\s+(.*)|\s*,\s*([^|\t]+))?$/u.exec(fragment.replace(/[\s|()–—-]+$/, ''));
    const placesAfter = romanceMatch?.[5]?.split(/\s*,\s*/);
    const romance = romanceMatch && (!placesAfter || placesAfter.every((part) => isLocation(part) || isTownName(part) || isPlaceOnly(part))) ? romanceMatch : null;
    // (In a line set in capitals every word is capitalised: only an organisation's word tells an employer there.)
    const isNamedEmployer = (before: string, after: string) =>
      !isInCapitals(fragment) &&
      isCapitalisedName(after) && after.split(/\s+/).length <= 4 && !QUALIFICATION_BEFORE_FIELD.test(fold(before)) && !isLocation(after) && !isTownName(after) && titleScore(after) === 0;
    // ("Analista de Datos en Fintech - SIISA": a name of its own after a separator is the employer; "en" named the field.)
    const nameAfter = romance?.[4] !== undefined && !romance[4].includes('|') && isCapitalisedName(romance[4].trim()) && titleScore(romance[4]) === 0 && !isLocation(romance[4].trim()) && !isTownName(romance[4].trim()) && !EMPLOYMENT_TYPE.test(romance[4].trim());
    if (romance && !nameAfter && titleScore(romance[1]) > 0 && !(/^en$/i.test(romance[2]) && isFrenchRole(romance[1])) && (companyScore(romance[3]) >= (isInCapitals(fragment) ? 1 : 0.5) || isNamedEmployer(romance[1], romance[3]))) {
      result.title ??= cleanFragment(romance[1]);
      result.company ??= cleanFragment(romance[3]);
      if (romance[4]) parts.push(...split(romance[4]));
      if (placesAfter) parts.push(...placesAfter);
      continue;
    }
    // "Dipendente della Banca d'Italia - Delegazione di Bruxelles", "Trainer-consultant per Remmen en de Brock (Eindhoven)":
    // Italian names the employer after "della"/"del"/"per"/"alla" when what follows is an organisation's name of two words
    // or more (one word after "della" names the role's field: "Responsabile della Produzione"), never a unit of one.
    const italian = /^([^|–—\t]{3,60}?)\s+(per|della|del|dello|degli|delle|dell['’]|alla|al|all['’])\s*(\p{Lu}[^|,()\t]{1,60}?)(?:\s+[-–—|]\s+(.*)|\s*\(([^()]*)\))?$/u.exec(fragment.replace(/[\s|–—-]+$/, ''));
    if (italian && titleScore(italian[1]) > 0 && titleScore(italian[3]) === 0 && !isLocation(italian[3]) && !isTownName(italian[3]) && !ORGANISATION_UNIT.test(italian[3]) && !ROLE_FIELD_FIRST.test(fold(italian[3])) && isCapitalisedName(italian[3]) && (italian[3].trim().split(/\s+/).length >= 2 || companyScore(italian[3]) >= 1)) {
      result.title ??= cleanFragment(italian[1]);
      result.company ??= cleanFragment(italian[3]);
      if (italian[5]) parts.push(...italian[5].split(/\s*,\s*/));
      continue;
    }
    // "CDI infirmière préleveuse au sein du Groupement Biologique Des Carmes à Caen.", "Animatrice à la MJC Prairie à Caen":
    // French joins a role to its employer with "au sein de" (always) or "à la"/"au"/"aux" (before an organisation's
    // capitalised name, not a town's); "à" and a town after the employer is its place.
    // ("Développeur JEE à Worldline, Villeurbanne": "à" alone before a name that is no town, its place after a comma;
    // "Développeur Java à l’institut de médecine du travail": a name in lower case an organisation's word opens.)
    const french = /^(.{3,60}?)\s+(au sein (?:du|de la|des|de l['’]|d['’])|à la|au|aux|à l['’]|à(?=\s+\p{Lu}[^,;()]{1,70},\s*\p{Lu}))\s*(\S[^,;()]{1,70}?)(?:\s+à\s+(\p{Lu}[\p{L}'’ -]{1,30}))?(?:\s*[,(;].*)?\.?$/u.exec(fragment.trim());
    const frenchEmployer = french && titleScore(french[1]) > 0 && titleScore(french[3]) === 0 && !isLocation(french[3]) && !isTownName(french[3]) && wordCount(french[3]) <= 8 && (/^au sein/.test(french[2]) || isCapitalisedName(french[3]) || companyScore(french[3]) >= 1);
    if (french && frenchEmployer) {
      result.title ??= cleanFragment(french[1]);
      result.company ??= cleanFragment(french[3]);
      if (french[4]) parts.push(french[4].trim());
      continue;
    }
    const pieces = split(fragment);
    pieces.forEach((piece, index) => {
      fragmentOf.set(piece, fragment);
      if (index + 1 < pieces.length) following.set(piece, pieces[index + 1]);
    });
    parts.push(...pieces);
  }
  // Prose is neither a title nor a company: long fragments and ones starting in lower case are dropped.
  // "HR Adviseur, logistieke dienstverlener, Utrecht": an employer described in lower case right after the title is still the employer.
  const isDescribedEmployer = (part: string) =>
    part.split(/\s+/).length <= 3 && !/[.!?]$/.test(part) && [...following].some(([before, after]) => after === part && titleScore(before) > 0 && fragmentOf.get(before) === fragmentOf.get(part) && /[,|\t]/.test(fragmentOf.get(part) ?? ''));
  // "Tirocinio" on its own line, where no part names a role: the kind of post is all the role there is.
  const isRoleByKind = (part: string) => fragmentOf.get(part)?.trim() === part && !parts.some((other) => other !== part && titleScore(other) > 0);
  // "poltronesofà, Forlì (FC) - Emilia-Romagna": a brand in lower case opening a line whose other parts are all places,
  // or places and one role ("poltronesofà - Software Engineer⇥Forlì (FC)": the employer's slot, then the role's).
  const isNameBeforePlaces = (part: string) => {
    const fragment = fragmentOf.get(part);
    const others = fragment?.trimStart().startsWith(part) ? splitHeader(fragment).slice(1) : [];
    // (A name of a word or two, no past form: "worked remotely, Berlin" tells how.)
    const words = part.split(/\s+/);
    const unplaced = others.filter((other) => !(isPlaceOnly(other) || isLocation(other)));
    return words.length <= 2 && !words.some((word) => /\p{L}{3,}ed$/u.test(word)) && others.length > 0 && (unplaced.length === 0 || (unplaced.length === 1 && unplaced[0] !== others[others.length - 1] && titleScore(unplaced[0]) > 0 && titleScore(part) === 0));
  };
  // "ObjectRocket · Remote · objectrocket.com": a web address that spells another part's name is where to find that
  // name, neither title nor employer.
  const squeezed = (text: string) => fold(text).replace(/[^a-z0-9]/g, '');
  const isSiteOfPart = (part: string) => {
    const site = /^(?:https?:\/\/)?(?:www\.)?([\p{L}\d-]+)(?:\.[\p{L}\d-]+)*\.[a-z]{2,6}\/?$/u.exec(part);
    return site !== null && parts.some((other) => other !== part && squeezed(other) === squeezed(site[1]));
  };
  const open = parts.filter((part) => !isSiteOfPart(part) && (!EMPLOYMENT_TYPE.test(part) || isRoleByKind(part)) && !DATE_LABEL.test(part) && !FIELD_LABEL.test(part) && part.length <= MAX_PART_CHARS && (part.split(/\s+/).length <= 9 || isLongNamedPost(part)) && (!/^\p{Ll}/u.test(part) || isDescribedEmployer(part) || isLowerCaseName(part) || isLowerCaseRole(part) || isNameBeforePlaces(part)));
  const remaining: string[] = [];
  for (const part of open) {
    // (A town with its province's code, "Forlì (FC)", or a region alone, "Emilia-Romagna", is a place too.)
    const isPlace = isLocation(part) || trailingPlaces.has(part) || isPlacePart(part);
    if (!result.location && isPlace && open.length > 1) result.location = part;
    // A further place (the town after a street, the country after the town) is no title or employer either; the
    // town says where better than the street does.
    else if (result.location && isPlace) result.location = isStreet(result.location) && !isStreet(part) ? part.replace(/^(?:[A-Z]{1,2}-)?\d{4,5}(?:\s?[A-Z]{2})?\s+/, '') : result.location;
    else remaining.push(part);
  }
  if (!result.title) {
    let best = -1;
    let bestScore = 0;
    remaining.forEach((part, index) => {
      const score = titleScore(part) - companyScore(part);
      if (score > bestScore) {
        best = index;
        bestScore = score;
      }
    });
    if (best >= 0) {
      result.title = remaining.splice(best, 1)[0];
      // "Software Engineer – Intern", "Senior Consultant – Project Manager": a role beside the role on its own line is
      // the same role said twice over, kept as written; a role word names no employer.
      const fragment = fragmentOf.get(result.title);
      const before = [...following].find(([, after]) => after === result.title)?.[0];
      const beside = [before, following.get(result.title)].find(
        (part) => part !== undefined && remaining.includes(part) && fragmentOf.get(part) === fragment && titleScore(part) > companyScore(part) && !isLocation(part),
      );
      if (beside && fragment) {
        const [first, second] = beside === before ? [beside, result.title] : [result.title, beside];
        const written = cleanFragment(spanAsWritten(fragment, first, second));
        if (written && !/[|\t]/.test(written)) {
          result.title = written;
          remaining.splice(remaining.indexOf(beside), 1);
        }
      }
    }
  } else {
    const index = remaining.indexOf(result.title);
    if (index >= 0) remaining.splice(index, 1);
  }
  if (!result.company && remaining.length) {
    let best = 0;
    let bestScore = -Infinity;
    // Between parts with equal organisation words, a line of its own names the employer better than a piece after the
    // title on the title's line, which more often qualifies the role ("Member Technical Staff - Automation & Testing" /
    // "Cisco Systems"). A part with no such word gains nothing by standing apart ("Remoto" after the dates).
    const titleFragment = result.title ? fragmentOf.get(result.title) : undefined;
    const standsApart = (part: string) => companyScore(part) > 0 && titleFragment !== undefined && fragmentOf.get(part) !== titleFragment && fragmentOf.get(part) !== undefined && splitHeader(fragmentOf.get(part)!).length === 1;
    remaining.forEach((part, index) => {
      // (A unit of an organisation gives way to the organisation named beside it: "Department of Computer Science" /
      // "University of California, San Diego".)
      // (Nor does a town's name beside another name: "Santo Domingo⇥Agencia Española de Cooperación Internacional".)
      const score = companyScore(part) - titleScore(part) + (standsApart(part) ? 0.25 : 0) - (ORGANISATION_UNIT.test(part) ? 0.5 : 0) - (isTownName(part) ? 0.5 : 0);
      if (score > bestScore) {
        best = index;
        bestScore = score;
      }
    });
    // When nothing tells them apart and no title was found, the first part is the title.
    if (!result.title && remaining.length >= 2 && bestScore <= 0) {
      result.title = remaining.shift()!;
      result.company = remaining.shift()!;
    } else {
      result.company = remaining.splice(best, 1)[0];
    }
    // The employer named twice (on the title's line and on its own) is one employer: no copy is left to read as the title's rest.
    for (let i = remaining.indexOf(result.company!); i >= 0; i = remaining.indexOf(result.company!)) remaining.splice(i, 1);
  }
  if (!result.title && remaining.length) result.title = remaining.shift()!;
  // "Freiberuflicher Ingenieur & Technischer Berater" / "Freelance" / "Jülich, Remote": a kind of contract on a line of its
  // own under the role stands where the employer's line stands: it is what the CV names as the employer (a town or a
  // line further down is not).
  const contractLine = fragments.findIndex((fragment) => isEmploymentType(fragment) && !/[|\t,]/.test(fragment));
  const companyLine = result.company ? fragments.findIndex((fragment) => fragment === fragmentOf.get(result.company!)) : -1;
  const titleLine = result.title ? fragments.findIndex((fragment) => fragment === fragmentOf.get(result.title!)) : -1;
  if (contractLine > 0 && titleLine >= 0 && titleLine < contractLine && (companyLine < 0 || companyLine > contractLine)) {
    result.company = fragments[contractLine].trim();
  }
  splitBracketedEmployer(result);
  splitRunTogether(result);
  // "Softwareentwickler (m/w/d)", "Chargé de projet H/F": a job advert's gender marker names no part of the role; "L'Oréal
  // (6 mois)": how long the role lasted names no part of the employer.
  if (result.title) result.title = cleanFragment(result.title.replace(GENDER_MARKER, '').replace(DURATION_IN_BRACKETS, '')) || result.title;
  if (result.company) result.company = cleanFragment(result.company.replace(DURATION_IN_BRACKETS, '').replace(WEB_ADDRESS_AFTER_NAME, '')) || result.company;
  // "Google LLC" / "Software Engineer, Cloud Team": with the employer on a line of its own, what follows the
  // title on its line (a team, a subject, a department) is part of the title, not a lost fragment.
  // Every such part after it goes with it: "Profesor, Jefatura de MAC, FES Acatlán".
  const isTitleRest = (part: string | undefined): part is string => part !== undefined && remaining.includes(part) && companyScore(part) < 1 && !isLocation(part) && !/\d/.test(part);
  const rests: string[] = [];
  for (let rest = result.title ? following.get(result.title) : undefined; isTitleRest(rest) && !rests.includes(rest); rest = following.get(rest)) rests.push(rest);
  if (result.title && result.company && rests.length) {
    // As written: "Tutor - IT-Security I" keeps its dash, "Engineer, Cloud Team" its comma.
    const fragment = fragmentOf.get(result.title) ?? '';
    const last = rests[rests.length - 1];
    const written = spanAsWritten(fragment, result.title, last);
    if (fragmentOf.get(result.company) !== fragment) result.title = written && !/[|\t]/.test(written) ? cleanFragment(written) : [result.title, ...rests].join(', ');
    // On one line with the employer, only what a comma joins to the role in its own cell goes with it
    // ("Senior Engineer, Payments Team | Maple Ledger Inc. | Toronto"); a separator parts two fields.
    // (Only a role its words name, and one short part after it: "City, ST" is a place's run, and "Member, Search and
    // Screen Committee for Dean" names a body, not a team.)
    // (A unit of the employer may run longer: "Postdoctoral Fellow, Section on Functional Imaging Methods, National Institute
    // of Mental Health" names the team the role was held in.)
    else if (written && rests.length === 1 && (wordCount(rests[0]) <= 3 || (wordCount(rests[0]) <= 6 && (ORGANISATION_UNIT.test(rests[0]) || /^(?:section|group|lab|laboratory)\b/i.test(rests[0])))) && titleScore(result.title) > 0 && !/[|\t•;]|\s[–—-]\s|\s·\s/.test(written) && !written.includes(result.company)) result.title = cleanFragment(written);
  }
  return result;
}

/** Role words that name a firm as often as a role ("Apex Professional Services", "Baker Partners Consulting"). */
const NAME_ROLE_WORDS = new Set(
  'professional professionals associate associates partner partners member members expert experts consultant consultants advisor advisors adviser advisers agent agents staff crew creator creators artist artists leader leaders lead head chief'.split(' '),
);

/**
 * "Software Engineer Siemens AG", "PROJECT MANAGER EUROPEAN COMMISSION": a role and its employer run together with
 * nothing between them (a design sets them apart by weight alone, which the text loses). With one field still empty,
 * the line parts after the last role word when what follows names an organisation (a legal form or an organisation's
 * word) and holds no role word.
 */
function splitRunTogether(result: HeaderFields): void {
  const whole = result.company ?? result.title;
  if ((result.title && result.company) || !whole || /[,|()\t]/.test(whole)) return;
  const words = whole.split(/\s+/);
  const cased = splitAtChangeOfCase(words);
  if (cased) {
    result.title = cased.title;
    result.company = cased.company;
    return;
  }
  if (words.length < 3 || words.length > 10) return;
  for (let cut = words.length - 1; cut >= 1; cut--) {
    const role = words.slice(0, cut).join(' ');
    const employer = words.slice(cut).join(' ');
    if (titleScore(words[cut - 1]) === 0 || NAME_ROLE_WORDS.has(fold(words[cut - 1]))) continue;
    // An organisation's name opens on a name, never on a joining word ("ANALISTA DE MARKETING DIGITAL" is one role).
    if (JOINING_WORDS.has(words[cut].toLowerCase())) return;
    if (companyScore(employer) >= 1 && titleScore(employer) === 0 && /^[\p{Lu}\d]/u.test(employer) && companyScore(role) < companyScore(employer) && titleScore(role) > companyScore(role)) {
      result.title = role;
      result.company = employer;
    }
    return;
  }
}

/**
 * "DATA SCIENTIST Booking.com", "Projektleiter SIEMENS HEALTHINEERS": a run of words in capitals, then words in ordinary
 * case (or the other way round), is two fields set apart by their case, as the Europass of 2020 sets a role before
 * its employer. The capitals must spell words (two, or one of five letters at least): "IT Consultant", "SAP Developer"
 * open on an abbreviation that belongs to the role. The role is the side whose role words outweigh its organisation
 * words; the other side has no role word.
 */
function splitAtChangeOfCase(words: string[]): { title: string; company: string } | null {
  if (words.length < 2 || words.length > 10) return null;
  const isJoining = (word: string) => JOINING_WORDS.has(word.toLowerCase());
  const first = isInCapitals(words[0]);
  let cut = 1;
  while (cut < words.length && (isInCapitals(words[cut]) === first || isJoining(words[cut]))) cut++;
  if (cut === words.length || isJoining(words[cut - 1]) || words.slice(cut).some((word) => isInCapitals(word) !== !first && !isJoining(word))) return null;
  const [capitals, other] = first ? [words.slice(0, cut), words.slice(cut)] : [words.slice(cut), words.slice(0, cut)];
  const isSpelled = capitals.length >= 2 || capitals.some((word) => word.replace(/[^\p{L}]/gu, '').length >= 5);
  if (!isSpelled || !/^\p{Lu}/u.test(other[0])) return null;
  const [a, b] = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
  const isRole = (role: string, name: string) => titleScore(role) > companyScore(role) && titleScore(name) === 0 && !EMPLOYMENT_TYPE.test(name) && !isLocation(name);
  if (isRole(a, b)) return { title: a, company: b };
  if (isRole(b, a)) return { title: b, company: a };
  return null;
}

/**
 * "Project Coordinator (Northwind Traders)", "Werkstudentin Vertrieb (Siemens AG)": with one of the two fields
 * still empty, the brackets closing the other hold the missing one when they read as a name of their own (capitalised,
 * no role words, no employment type, place or date, not the initials of the words before them) and what stands before
 * them reads as the other field. With both fields found, brackets stay where they are ("Engineer (Backend)" under its employer).
 */
function splitBracketedEmployer(result: HeaderFields): void {
  const whole = result.company ?? result.title;
  if ((result.title && result.company) || !whole) return;
  const match = /^([^()]*\S)\s*\(([^()]+)\)$/.exec(whole);
  if (!match) return;
  const [, before, inside] = match;
  const isName = (text: string) =>
    isCapitalisedName(text) && titleScore(text) === 0 && !EMPLOYMENT_TYPE.test(text) && !isLocation(text) && !/\d/.test(text) && !DATE_LABEL.test(text) && !isAbbreviationOf(text, before);
  // A word of three letters at least: "(P/T)", "(m/w/d)" abbreviate a kind of contract.
  if (!isName(inside) || !/\p{L}{3}/u.test(inside)) return;
  // An employer in brackets after it: the words before them read as a role (role words, or a capitalised name as a
  // role no list knows) and as no organisation. A role in brackets after it: the brackets must name an organisation
  // more plainly than the words before them ("ACI WORLDWIDE (PACIFIC)" names a branch).
  const reads = result.title
    ? (titleScore(before) > 0 || isCapitalisedName(before)) && companyScore(before) < 1
    : titleScore(before) > 0 && companyScore(inside) >= 1 && companyScore(inside) > companyScore(before);
  if (!reads) return;
  result.title = cleanFragment(before);
  result.company = cleanFragment(inside);
}

// (Both from the start of a run of spaces only, so that a long run is not rescanned from every space.)
const GENDER_MARKER = /(?<!\s)\s*[([]?\s*(?:m|w|f|d|h|v|x|div)\s*\/\s*(?:m|w|f|d|h|v|x|div)(?:\s*\/\s*(?:m|w|f|d|h|v|x|div))?\s*[)\]]?\s*$/i;
const DURATION_IN_BRACKETS =
  /(?<!\s)\s*\(\s*\d+(?:[.,]\d+)?\s*(?:months?|mos?|years?|yrs?|weeks?|mois|ans?|semaines|monate?n?|jahre?n?|wochen|meses|a[ñn]os|semanas|mesi|anni|settimane|maanden|jaar|weken)\s*\)\s*$/i;

/**
 * "Evaneos (https://www.evaneos.fr/)", "Casa & Video (casaevideo.com.br)": the employer's web address after its name, as web
 * CV builders print it, says where to find it; it is no part of the name.
 */
const WEB_ADDRESS_AFTER_NAME = /(?<=\S)\s*\(\s*(?:https?:\/\/|www\.)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/[^\s()]*)?\s*\)\s*$/i;

/** Whether a text is set in capitals: it has letters and none in lower case ("STAGIAIRE EN DÉVELOPPEMENT"). */
function isInCapitals(text: string): boolean {
  return /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}

/** A name: one to five words, the first in capitals, the others too but for short joining words ("Mairie de Lyon"). */
function isCapitalisedName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  // ("Banca d'Italia", "Ufficio dell'Economia": an elided article before a capital is part of a name.)
  return words.length <= 5 && /^\p{Lu}/u.test(words[0]) && words.every((word) => /^[\p{Lu}\d]/u.test(word) || /^\p{Ll}{1,3}$/u.test(word) || /^\p{Ll}{1,4}['’]\p{Lu}/u.test(word));
}

/** The words that name a unit of an organisation, in the seven languages: its department, division, team or office. */
export const ORGANISATION_UNIT =
  /^(?:direction|d[ée]partement|department|dept\.?|division|service|[ée]quipe|team|unit|business unit|abteilung|bereich|gesch[äa]ftsbereich|referat|fachbereich|departamento|divisi[óo]n|equipo|[áa]rea|dipartimento|divisione|ufficio|servizio|afdeling|divisie|p[ôo]le)\b/iu;
/** What an Italian role is responsible for after "della": "Responsabile della Produzione", "dell'Amministrazione" (folded). */
const ROLE_FIELD_FIRST = /^(?:settore|reparto|direzione|funzione|gestione|produzione|qualita|amministrazione)\b/;

/** `text` from `from` to `to`, with the bracket it opened closed when the text closes it right there ("Hilfskraft (NWHK)"). */
/** The text of a fragment from one of its parts to a later one, as written (with a bracket the span opens); '' when either is not in it. */
function spanAsWritten(fragment: string, first: string, last: string): string {
  const from = fragment.indexOf(first);
  const to = from >= 0 ? fragment.indexOf(last, from + first.length) : -1;
  return to >= 0 ? withItsBracket(fragment, from, to + last.length) : '';
}

function withItsBracket(text: string, from: number, to: number): string {
  const written = text.slice(from, to);
  const close = /^\s*\)/.exec(text.slice(to));
  return close && (written.match(/\(/g) ?? []).length > (written.match(/\)/g) ?? []).length ? written + ')' : written;
}
