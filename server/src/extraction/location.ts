import { countryOfCode, isKnownCity, isRegionName, isTownName, lookupCountry, REGION_CODES } from './lexicon/locations';
import { COMPANY_WORDS, INSTITUTION_WORDS, TITLE_WORDS } from './lexicon/roles';
import { fold } from './text-utils';
import { cleanFragment } from './text-utils';

export interface Location {
  text: string;
  country: string | null;
}

const LABEL_WORDS = 'address|home address|location|residence|adresse|wohnort|anschrift|domicile|direccion|direcci[oó]n|ubicaci[oó]n|residencia|domicilio|endere[cç]o|morada|resid[eê]ncia|indirizzo|residenza|woonplaats|adres|city|based in|lives in|(?:lieu de )?r[ée]sidence|ville|' +
  // ("Localidade Ribeirão", "Ort: Erlangen": the town's own label in a form's row, in the seven languages.)
  'localidade|localidad|localit[àa]|localit[ée]|ort|plaats';
// (A label is a word of its own: "Cityline Ltd" opens on no label.)
const LABEL = new RegExp(`^(?:${LABEL_WORDS})(?!\\p{L})\\s*[:\\-–]?\\s*`, 'iu');
/** The words of a street in the seven languages, as an address writes them before or after its name. */
const STREET_WORDS =
  'street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|court|ct|place|square|stra(?:ß|ss)e|str|weg|gasse|platz|allee|ring|calle|avenida|plaza|paseo|carrer|rua|pra(?:ç|c)a|travessa|alameda|via|viale|piazza|corso|largo|rue|chemin|quai|impasse|laan|straat|plein|gracht|kade|singel|dreef';
// (Every street word but "St", which opens towns too: "St Albans".)
const NOT_A_TOWN = new RegExp(`(?<![\\p{L}])(?:${STREET_WORDS.replace('|st|', '|')}|box|hall|phone|mobile|tel|telephone|fax|e-?mail|birth|nationality|website|c[óo]digo postal|code postal|codice postale|postal code|postcode|postleitzahl|plz|zip)(?![\\p{L}])`, 'iu');
const NUMBER_THEN_STREET = new RegExp(`^\\d{1,5}[a-z]?,?\\s+(?:[\\p{L}'’.-]+\\s+){0,4}?(?:${STREET_WORDS})\\b`, 'iu');
const STREET_THEN_NUMBER = new RegExp(`(?:^|\\s)(?:${STREET_WORDS})\\.?\\s+[\\p{L}'’ .-]{2,40}?\\s\\d{1,5}[a-z]?$`, 'iu');
const COMPOUND_STREET = /(?:stra(?:ß|ss)e|str\.|weg|platz|allee|gasse|straat|laan|plein|gracht|kade|singel|dreef)\s*\d{1,5}[a-z]?$/iu;
/** "69001 Lyon", "D-80331 München", "1012 AB Amsterdam", "Leeds LS1 4AB", "Austin, TX 78701": a town with its postcode. */
const POSTCODE_AND_TOWN = /^(?:[A-Z]{1,2}-)?\d{4,5}(?:\s?[A-Z]{2})?\s+\p{Lu}\p{Ll}|\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?$/u;

/**
 * A street address or a postcode with its town, as a line writes it after an employer's name ("12 High Street",
 * "Via Roma 1", "Werner-von-Siemens-Straße 1", "1 place de la Comédie", "69001 Lyon"): a place, never an employer
 * or a role. Each form holds a figure where a street number or a postcode stands.
 */
export function isStreetAddress(part: string): boolean {
  return isStreet(part) || (/\d/.test(part) && part.length <= 80 && POSTCODE_AND_TOWN.test(part.trim()));
}

/** A street and its number, without a town: "12 High Street", "Via Roma 1". */
export function isStreet(part: string): boolean {
  const text = part.trim();
  if (!/\d/.test(text) || text.length > 80) return false;
  return NUMBER_THEN_STREET.test(text) || STREET_THEN_NUMBER.test(text) || COMPOUND_STREET.test(text);
}

/** A postcode, not a year: "53150", "SW1A 1AA", "M5V 3L9", "3521 CB", "8001". */
const POSTCODE = /\b\d{5}\b|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b|\b\d{4} ?[A-Z]{2}\b|\b(?!19|20)\d{4}\b/;
/** A phone number, an e-mail or a profile link: the lines of a contact block. */
const CONTACT_DETAIL = /(?<!\S)[^\s@]+@\S+\.\w|\+?\(?\d[\d ().-]{7,}\d|linkedin\.com|github\.com/i;

/** "WOONPLAATS" or "Address:" alone on its line, its value on the next. */
const LABEL_ONLY = new RegExp(`^(?:${LABEL_WORDS})\\s*:?$`, 'i');

/**
 * A "City, Country" / "City, ST" / known-city location on a contact line. Segments split on
 * separators so "London, UK | +44 …" yields "London, UK".
 */
export function findLocation(lines: string[], isLabelledOnly = false): Location | null {
  let isAfterLabel = false;
  for (const [index, line] of lines.entries()) {
    // ("Anschrift:" over "Telefon:": a field left empty; the label under it is the next field's, no place.)
    if (isAfterLabel && /^\p{L}[\p{L} .-]{0,30}[:：]\s*$/u.test(line.trim())) {
      isAfterLabel = LABEL_ONLY.test(line.trim());
      continue;
    }
    const labelled = LABEL.test(line.trim()) || isAfterLabel;
    // "United Kingdom" alone between the title and the phone number: a place on its own line of a contact block.
    const inContactBlock = [lines[index - 1], lines[index + 1]].some((near) => near !== undefined && CONTACT_DETAIL.test(near));
    isAfterLabel = LABEL_ONLY.test(line.trim());
    if (isLabelledOnly && !labelled) continue;
    // E-mails, links and phone numbers on a contact line separate the parts around them.
    const parts = line.replace(/(?<!\S)\S+@\S+|(?:https?:\/\/|www\.)\S+|(?<![\w.-])[\w.-]+\.(?:com|org|net|io|dev|me)\/\S*|\+?\(?\d[\d ().-]{6,}\d/gi, ' | ');
    // ("Address: Norbury, Stafford, United Kingdom Phone number: …": the next field's label, a word or two and a colon, ends a field.)
    // ("⌂ Dourados/MS/Brasil": a town, its region and its country written with slashes, as a contact row sets them; read as
    // a place, kept as written.)
    const written = new Map<string, string>();
    const slashed = !parts.includes('/') ? parts : parts.replace(/(?<![\w.:/-])(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)\/(\p{Lu}[\p{L}]{1,20})(?:\/(\p{Lu}[\p{L} ]{1,20}))?(?![\w/])/gu, (whole: string, town: string, region: string, country: string | undefined) => {
      if (lookupCountry(country ?? region) === null) return whole;
      const place = [town, region, country].filter(Boolean).join(', ');
      written.set(place, whole);
      return place;
    });
    // ("Brasil - Bahia - Salvador": a country, its region and its town parted by dashes, as written.)
    const dashedPlace = dashedPlaces(line);
    if (dashedPlace) return dashedPlace;
    const segments = slashed.split(slashed.includes(':') ? FIELD_BREAK_OR_LABEL : FIELD_BREAK);
    for (const raw of segments) {
      // Icons before the place ("📍 Paris, France") and postcodes in it ("Austin, TX 78701", "80331 München") are not the place.
      const unlabelled = raw.replace(/^[^\p{L}\d]+/u, '').replace(LABEL, '');
      const segment = cleanFragment(stripPostcodes(unlabelled));
      if (!segment || segment.length > 60 || /@|\d{4,}|https?:|www\./i.test(segment)) continue;
      // A postcode ("Sta Cruz Acatlán, 53150") marks an address as surely as a label does.
      const hasPostcode = POSTCODE.test(unlabelled) && !/\d{4}/.test(segment);
      if (segments.length === 1 && inContactBlock && lookupCountry(segment)) return { text: segment, country: lookupCountry(segment) };
      // "Erlangen" alone between the e-mail and the phone: a town of the world's, where a contact block puts its place.
      if (segments.length === 1 && inContactBlock && isTownName(segment)) return { text: segment, country: null };
      const found = parseLocation(segment, labelled || hasPostcode) ?? townBeforeCountry(segment);
      if (found) return written.has(found.text) ? { ...found, text: written.get(found.text)! } : found;
    }
  }
  return null;
}

/**
 * A line of places parted by spaced dashes, a country among them and every other part a region or a town of the
 * world's ("Brasil - Bahia - Salvador", "Salvador - BA - Brasil"): one place, kept as written.
 */
function dashedPlaces(line: string): Location | null {
  const parts = line.trim().split(/\s+[–—-]\s+/);
  if (parts.length < 2 || parts.length > 4 || !parts.every((part) => /^\p{Lu}[\p{L}'’. ]{1,30}$/u.test(part) && part.split(/\s+/).length <= 3)) return null;
  const country = parts.map(lookupCountry).find(Boolean) ?? null;
  if (!country || !parts.every((part) => lookupCountry(part) || isTownName(part) || isRegionName(part) || REGION_CODES.has(part))) return null;
  return { text: line.trim(), country };
}

/** What parts the fields of a contact line: a bar, a bullet, a tab, a spaced dash, a run of spaces. */
const FIELD_BREAK = /\s*[|•·\t]\s*|\s+[–—-]\s+|\s{2,}/;
/** The same, or the next field's label, a word or two and a colon. */
const FIELD_BREAK_OR_LABEL = /\s*[|•·\t]\s*|\s+[–—-]\s+|\s{2,}|\s+(?=\p{Lu}\p{Ll}+(?:\s\p{Ll}+)?\s?:\s)/u;

/**
 * "Saint-Petersburg Russia", "Lyon France": on a contact line, a town and its country with no comma between them, as a
 * web CV's contact column prints a city and a country it keeps apart. The town is a name of one or two words. (Only
 * there: in a job's header, "Acme France" names an employer.)
 */
function townBeforeCountry(segment: string): Location | null {
  const spaced = /^(\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]+)?)\s+(\p{Lu}[\p{L} ]+)$/u.exec(segment.trim());
  if (!spaced || !lookupCountry(spaced[2]) || lookupCountry(spaced[1])) return null;
  if (namesOrganisationOrRole(spaced[1])) return null;
  return { text: segment.trim(), country: lookupCountry(spaced[2]) };
}

/** "Acme Ltd", "Nurse": words of an organisation or a role, which no town's name holds. */
function namesOrganisationOrRole(text: string): boolean {
  return fold(text).split(/[^a-z.&]+/).some((word) => COMPANY_WORDS.has(word) || TITLE_WORDS.has(word));
}

/**
 * A house's, room's, floor's or postcode's number: a word whose digits are at least half of its letters and digits, or
 * digits with an ordinal's ending ("1er étage", "2nd floor", "3º").
 */
function isNumberWord(word: string): boolean {
  // (Most words hold no figure: they are settled without counting.)
  if (!/\d/.test(word)) return false;
  const digits = word.replace(/\D/g, '').length;
  return digits * 2 >= word.replace(/[^\p{L}\p{N}]/gu, '').length || /^\d+\p{L}{1,3}\.?$/u.test(word);
}

export function parseLocation(segment: string, isLabelled = false): Location | null {
  // "Rome (Italy)": a city with its country in brackets.
  const bracketed = /^(\p{Lu}[\p{L}' .-]{1,40}?)\s*\(([^)]+)\)$/u.exec(segment.trim());
  if (bracketed && lookupCountry(bracketed[2])) return { text: segment.trim(), country: lookupCountry(bracketed[2]) };
  const parts = segment.split(/\s*,\s*/).map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0 || parts.length > 6) return null;
  // Drop a leading street address ("12 High Street, London, UK") and postcodes: the street marks an address.
  let isAddress = isLabelled;
  // (A number, a word mostly of digits: "12", "4B", "E18-402"; "Pro4all Cloud Services B.V. (pro4all.nl)" holds digits in a name.)
  // (And a street named without its number, before one that has it: "East-West Road, POST 317, Honolulu".)
  const hasNumber = (part: string) => /\d/.test(part) && part.split(/\s+/).some(isNumberWord);
  while (parts.length > 1 && (hasNumber(parts[0]) || (parts.slice(1).some(hasNumber) && NOT_A_TOWN.test(parts[0])))) {
    // ("72 190 Coulaines": a postcode written in groups, then its town, is the town.)
    const postcode = /^([\d\s-]+)\s(\p{Lu}[\p{L}'’ -]{1,40})$/u.exec(parts[0]);
    // (Four digits at least: "123 Main St" opens on a house's number.)
    const town = postcode && postcode[1].replace(/\D/g, '').length >= 4 ? postcode[2] : undefined;
    isAddress = true;
    if (town && !NOT_A_TOWN.test(town)) {
      parts[0] = town;
      break;
    }
    parts.shift();
  }
  if (parts.length > 4) return null;
  const last = parts[parts.length - 1].replace(/\b\d{4,6}\b|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/g, '').trim();
  const cityPart = parts[0].replace(/\b\d{4,6}\b/g, '').trim();
  if (!/^\p{Lu}/u.test(cityPart) || cityPart.split(/\s+/).length > 4) return null;
  // "Acme Ltd, London" or "Nurse, London" are not places, even though they end with one.
  if (namesOrganisationOrRole(cityPart)) return null;
  // "Universität Regensburg, 93053 Regensburg": a school is not a town.
  if (INSTITUTION_WORDS.test(fold(cityPart))) return null;
  // A street ("Wood Hall, Box 12345", "Avenida Alcanfores") or a contact label ("Home Phone") is no town.
  if (NOT_A_TOWN.test(cityPart)) return null;
  // ("Linz, AT": a town of the world's, then its country's code.)
  const country = lookupCountry(last) ?? (parts.length === 2 && isTownName(cityPart) ? countryOfCode(last) : null);
  // "Raleigh, N.C.": a state code written with full stops.
  const region = last.replace(/\./g, '');
  if (parts.length >= 2 && (country || REGION_CODES.has(region) || isRegionName(last) || isKnownCity(cityPart))) {
    return { text: [cityPart, ...parts.slice(1, -1), last].filter(Boolean).join(', '), country: country ?? (REGION_CODES.has(region) ? 'United States' : null) };
  }
  if (parts.length === 1 && isKnownCity(cityPart)) return { text: cityPart, country: null };

  if (parts.length === 1 && country && isLabelled) return { text: cityPart, country };
  // After an address label or a street, a capitalised place of a few words is the place even when unknown
  // ("Endereço: São Paulo, SP", "123 Anywhere St., Any City, ST").
  if (isAddress && parts.length <= 3 && parts.every((part) => /^\p{Lu}/u.test(part) && part.split(/\s+/).length <= 3 && !/\d/.test(part))) {
    return { text: [cityPart, ...parts.slice(1)].join(', '), country };
  }
  return null;
}

/**
 * Postcodes and ZIP codes of the countries a European agency meets: US "78701" and "78701-1234", Canada
 * "M5V 3L9", UK "SW1A 1AA", Netherlands "3521 CB", Portugal "1000-001", and the 4–5 digit codes of
 * Germany, France, Spain, Italy, Austria, Switzerland, Belgium before or after the city.
 */
export function stripPostcodes(text: string): string {
  return text
    .replace(/\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b/g, ' ')
    .replace(/\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/g, ' ')
    .replace(/\b\d{4} ?[A-Z]{2}\b/g, ' ')
    .replace(/\b\d{4}-\d{3}\b|\b\d{5}-\d{4}\b/g, ' ')
    .replace(/\b(?:[A-Z]{1,2}-)?\d{4,5}\b/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/\s{2,}/g, ' ')
    .replace(/,\s*$/, '')
    .trim();
}
