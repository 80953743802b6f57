import { allSkillAliases } from '../../extraction/lexicon/skills';
import { COUNTRIES, REGION_CODES } from '../../extraction/lexicon/locations';

/**
 * The tables analytics normalises with. Each is written once here and handed to PostgreSQL as array
 * parameters (or as CASE branches), so the grouping happens in SQL over extracted_data and a change
 * to a lexicon reaches the next computation without a migration.
 */

/** Accented letters and their plain form, for SQL translate(): the same folding as the lexicons' NFD strip. */
const ACCENTED = 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿźżž';
export const FOLD_FROM = ACCENTED + ACCENTED.toUpperCase();
export const FOLD_TO = [...FOLD_FROM].map((c) => c.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')).join('');

/** TS twin of the SQL fold used for location keys: plain lower-case, spaces squeezed, no trailing dot. */
export function locationKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '');
}

/** Skills lexicon as three parallel arrays: alias key (skillKey form) → canonical name, category. */
export function skillLexiconArrays(): { keys: string[]; names: string[]; categories: string[] } {
  const keys: string[] = [];
  const names: string[] = [];
  const categories: string[] = [];
  for (const [key, entry] of allSkillAliases()) {
    keys.push(key);
    names.push(entry.name);
    categories.push(entry.category);
  }
  return { keys, names, categories };
}

/**
 * Degree types, first match wins (MBA before Master, Diplom-Ingenieur before Diploma). Patterns run
 * on the folded, lower-case degree text and are written so that JavaScript and PostgreSQL's regular
 * expressions read them the same way (no \b, which PostgreSQL does not have).
 */
const W = '(^|[^a-z])';
const E = '([^a-z]|$)';
export const DEGREE_PATTERNS: { type: string; pattern: string }[] = [
  { type: 'MBA', pattern: `${W}(e\\.?mba|mba|master of business administration)${E}` },
  {
    type: 'Doctorate',
    pattern: `${W}(ph\\.? ?d|d\\.? ?phil|dr|doctor|doctorate|doctorat|doctorado|dottorato|doutorado|promotion)${E}`,
  },
  {
    type: 'Master',
    pattern:
      `${W}(masters?|master'?s|maestria|mestrado|magister|maitrise|m\\.? ?sc|m\\.? ?a|m\\.? ?eng|m\\.? ?s|m\\.? ?tech|m\\.? ?com|m\\.? ?phil|m\\.? ?res|llm|msn|mca|` +
      `diplom[- ]?ingenieur(in)?|dipl\\.? ?-?ing|diplome d.ingenieur|dea|dess|laurea magistrale|bac ?\\+ ?[5-8])${E}`,
  },
  {
    type: 'Bachelor',
    pattern:
      `${W}(bachelors?|bachelor'?s|licence|licenciatura|licenciado|licenciada|licentiate|grado|laurea|` +
      `b\\.? ?sc|b\\.? ?a|b\\.? ?eng|b\\.? ?e|b\\.? ?s|b\\.? ?tech|b\\.? ?com|bba|bca|bsn|llb|honours degree|bac ?\\+ ?[34])${E}`,
  },
  {
    type: 'Diploma',
    pattern:
      `${W}(diploma|diplom|diplome|hnd|hnc|higher national|ausbildung|bts|dut|associate|ciclo formativo|tecnico superior|` +
      `certificate|pgce|postgraduate diploma|bac ?\\+ ?2)${E}`,
  },
];

/** Seniority words taken out of job titles before grouping them ("Senior Software Engineer" = "Software Engineer"). */
export const SENIORITY_WORDS = ['senior', 'sr', 'snr', 'junior', 'jr', 'jnr', 'lead', 'principal', 'mid-level', 'entry-level', 'graduate'];
/** PostgreSQL pattern (\m and \M are its word edges) removing the seniority words, and a dot after an abbreviation. */
export const SENIORITY_PATTERN = `\\m(${SENIORITY_WORDS.join('|')})\\M\\.?`;

/** The country each of the location lexicon's cities (lexicon/locations.ts CITIES) is in, under its English spelling. */
const CITY_COUNTRY: Record<string, string> = {
  London: 'United Kingdom', Manchester: 'United Kingdom', Birmingham: 'United Kingdom', Leeds: 'United Kingdom',
  Glasgow: 'United Kingdom', Edinburgh: 'United Kingdom', Bristol: 'United Kingdom', Liverpool: 'United Kingdom',
  Cardiff: 'United Kingdom', Belfast: 'United Kingdom', Cambridge: 'United Kingdom', Oxford: 'United Kingdom',
  'New York': 'United States', 'San Francisco': 'United States', 'Los Angeles': 'United States', Chicago: 'United States',
  Boston: 'United States', Seattle: 'United States', Austin: 'United States', Denver: 'United States', Atlanta: 'United States',
  Miami: 'United States', Dallas: 'United States', Houston: 'United States', Washington: 'United States',
  Philadelphia: 'United States', 'San Diego': 'United States', Toronto: 'Canada', Vancouver: 'Canada', Montreal: 'Canada',
  Ottawa: 'Canada', Calgary: 'Canada', Berlin: 'Germany', Munich: 'Germany', Hamburg: 'Germany', Frankfurt: 'Germany',
  Cologne: 'Germany', Stuttgart: 'Germany', Düsseldorf: 'Germany', Leipzig: 'Germany', Dresden: 'Germany', Hannover: 'Germany',
  Nuremberg: 'Germany', Bremen: 'Germany', Paris: 'France', Lyon: 'France', Marseille: 'France', Toulouse: 'France',
  Bordeaux: 'France', Lille: 'France', Nantes: 'France', Strasbourg: 'France', Nice: 'France', Madrid: 'Spain',
  Barcelona: 'Spain', Valencia: 'Spain', Seville: 'Spain', Bilbao: 'Spain', Málaga: 'Spain', Zaragoza: 'Spain',
  Lisbon: 'Portugal', Porto: 'Portugal', Rome: 'Italy', Milan: 'Italy', Turin: 'Italy', Amsterdam: 'Netherlands',
  Rotterdam: 'Netherlands', 'The Hague': 'Netherlands', Utrecht: 'Netherlands', Brussels: 'Belgium', Antwerp: 'Belgium',
  Zurich: 'Switzerland', Geneva: 'Switzerland', Basel: 'Switzerland', Bern: 'Switzerland', Vienna: 'Austria', Dublin: 'Ireland',
  Cork: 'Ireland', Warsaw: 'Poland', Kraków: 'Poland', Prague: 'Czech Republic', Budapest: 'Hungary', Bucharest: 'Romania',
  Stockholm: 'Sweden', Oslo: 'Norway', Copenhagen: 'Denmark', Helsinki: 'Finland', Athens: 'Greece', Istanbul: 'Turkey',
  Dubai: 'United Arab Emirates', 'Abu Dhabi': 'United Arab Emirates', Doha: 'Qatar', Riyadh: 'Saudi Arabia', Cairo: 'Egypt',
  Johannesburg: 'South Africa', 'Cape Town': 'South Africa', Lagos: 'Nigeria', Nairobi: 'Kenya', Mumbai: 'India',
  Bangalore: 'India', Delhi: 'India', 'New Delhi': 'India', Hyderabad: 'India', Chennai: 'India', Pune: 'India', Kolkata: 'India',
  Noida: 'India', Gurgaon: 'India', Ahmedabad: 'India', Karachi: 'Pakistan', Lahore: 'Pakistan', Dhaka: 'Bangladesh',
  Singapore: 'Singapore', 'Kuala Lumpur': 'Malaysia', Jakarta: 'Indonesia', Manila: 'Philippines', Bangkok: 'Thailand',
  'Hong Kong': 'China', Shanghai: 'China', Beijing: 'China', Shenzhen: 'China', Tokyo: 'Japan', Osaka: 'Japan',
  Seoul: 'South Korea', Sydney: 'Australia', Melbourne: 'Australia', Brisbane: 'Australia', Perth: 'Australia',
  Auckland: 'New Zealand', Wellington: 'New Zealand', 'Mexico City': 'Mexico', Guadalajara: 'Mexico', 'São Paulo': 'Brazil',
  'Rio de Janeiro': 'Brazil', 'Buenos Aires': 'Argentina', Santiago: 'Chile', Bogotá: 'Colombia', Lima: 'Peru',
  Medellín: 'Colombia', Luxembourg: 'Luxembourg',
};

/** Local spellings of the cities above → the English one. */
const CITY_ALIASES: Record<string, string> = {
  München: 'Munich', Köln: 'Cologne', Nürnberg: 'Nuremberg', Sevilla: 'Seville', Lisboa: 'Lisbon', Roma: 'Rome',
  Milano: 'Milan', Torino: 'Turin', Bruxelles: 'Brussels', Zürich: 'Zurich', Genève: 'Geneva', Wien: 'Vienna',
  Krakow: 'Kraków', Praha: 'Prague', Bengaluru: 'Bangalore', Gurugram: 'Gurgaon', Bombay: 'Mumbai', 'Sao Paulo': 'São Paulo',
  Bogota: 'Bogotá', 'Ciudad de México': 'Mexico City', Warszawa: 'Warsaw', 'Den Haag': 'The Hague', Firenze: 'Florence',
};

/** Canadian province codes; the other region codes are US states. */
const CANADIAN_CODES = new Set(['ON', 'QC', 'BC', 'AB', 'MB', 'NS', 'NB', 'NL', 'PE', 'SK']);

/** Location lexicon as parallel arrays: city key → English city and country; country alias key → country. */
export function locationLexiconArrays(): { cityKeys: string[]; cityNames: string[]; cityCountries: string[]; countryKeys: string[]; countryNames: string[] } {
  const cities = new Map<string, [string, string]>();
  for (const [city, country] of Object.entries(CITY_COUNTRY)) cities.set(locationKey(city), [city, country]);
  for (const [alias, city] of Object.entries(CITY_ALIASES)) {
    const target = cities.get(locationKey(city));
    if (target) cities.set(locationKey(alias), target);
  }

  const countries = new Map<string, string>();
  for (const entry of COUNTRIES) {
    const [name, ...aliases] = entry.split('|');
    for (const alias of [name, ...aliases]) countries.set(locationKey(alias), name);
  }
  for (const code of REGION_CODES) {
    const key = locationKey(code);
    if (!countries.has(key)) countries.set(key, CANADIAN_CODES.has(code) ? 'Canada' : 'United States');
  }
  return {
    cityKeys: [...cities.keys()],
    cityNames: [...cities.values()].map(([city]) => city),
    cityCountries: [...cities.values()].map(([, country]) => country),
    countryKeys: [...countries.keys()],
    countryNames: [...countries.values()],
  };
}
