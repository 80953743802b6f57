import { fold } from '../text-utils';
import { TOWN_NAMES } from './cities-data';

/** Countries (English and local names) → English name, for telling a location from other text. */
export const COUNTRIES: string[] = [
  'United Kingdom|uk|u.k.|england|scotland|wales|great britain|gb', 'United States|usa|us|u.s.|u.s.a.|united states of america',
  'Germany|deutschland|allemagne|alemania', 'France|frankreich|francia', 'Spain|spanien|espagne|espana',
  'Italy|italien|italie|italia', 'Portugal', 'Netherlands|the netherlands|niederlande|pays-bas|paises bajos|holland',
  'Belgium|belgien|belgique|belgica', 'Switzerland|schweiz|suisse|suiza', 'Austria|osterreich|autriche',
  'Ireland|irland|irlande|irlanda', 'Poland|polen|pologne|polonia', 'Sweden|schweden|suede|suecia', 'Norway|norwegen|norvege|noruega',
  'Denmark|danemark|dinamarca|danemark', 'Finland|finnland|finlande|finlandia', 'Czech Republic|czechia|tschechien',
  'Romania|rumanien|roumanie|rumania', 'Greece|griechenland|grece|grecia', 'Canada|kanada', 'Mexico|mexiko|mexique',
  'Brazil|brasilien|bresil|brasil', 'Argentina|argentinien|argentine', 'Chile', 'Colombia|kolumbien|colombie',
  'Peru|perou', 'Australia|australien|australie', 'New Zealand|neuseeland', 'India|indien|inde', 'Pakistan',
  'Bangladesh', 'Sri Lanka', 'China|chine', 'Japan|japon', 'South Korea|korea|sudkorea|coree du sud', 'Singapore|singapur|singapour',
  'Malaysia', 'Indonesia|indonesien', 'Philippines|philippinen|filipinas', 'Vietnam', 'Thailand|thailande|tailandia',
  'United Arab Emirates|uae|u.a.e.|emirats arabes unis', 'Saudi Arabia|saudi-arabien|arabie saoudite|arabia saudita',
  'Qatar|katar', 'Israel', 'Turkey|turkei|turquie|turquia|turkiye', 'Egypt|agypten|egypte|egipto', 'Morocco|marokko|maroc|marruecos',
  'South Africa|sudafrika|afrique du sud|sudafrica', 'Nigeria', 'Kenya|kenia', 'Ghana', 'Ukraine|ucrania', 'Russia|russland|russie|rusia',
  'Luxembourg|luxemburg|luxemburgo',
  'Bulgaria|bulgarien|bulgarie', 'Hungary|ungarn|hongrie|hungria|ungheria', 'Croatia|kroatien|croatie|croacia|croazia|hrvatska', 'Serbia|serbien|serbie|srbija',
  'Slovenia|slowenien|slovenie|eslovenia|slovenija', 'Slovakia|slowakei|slovaquie|eslovaquia', 'Estonia|estland|estonie', 'Latvia|lettland|lettonie|letonia',
  'Lithuania|litauen|lituanie|lituania', 'Bosnia and Herzegovina|bosnien und herzegowina|bosnie-herzegovine|bosnia', 'North Macedonia|nordmazedonien|macedonia',
  'Albania|albanien|albanie', 'Montenegro', 'Moldova|moldawien|moldavie', 'Belarus|weissrussland|bielorussie|bielorrusia', 'Cyprus|zypern|chypre|chipre|cipro', 'Malta',
  'Iceland|island|islande|islandia',
];

/** Cities recruiters see often; a city with a country or region after it is recognised without this. */
const CITIES: string[] = [
  'London', 'Manchester', 'Birmingham', 'Leeds', 'Glasgow', 'Edinburgh', 'Bristol', 'Liverpool', 'Cardiff', 'Belfast', 'Cambridge', 'Oxford',
  'New York', 'San Francisco', 'Los Angeles', 'Chicago', 'Boston', 'Seattle', 'Austin', 'Denver', 'Atlanta', 'Miami', 'Dallas',
  'Houston', 'Washington', 'Philadelphia', 'San Diego', 'Toronto', 'Vancouver', 'Montreal', 'Ottawa', 'Calgary',
  'Berlin', 'München', 'Munich', 'Hamburg', 'Frankfurt', 'Köln', 'Cologne', 'Stuttgart', 'Düsseldorf', 'Leipzig', 'Dresden',
  'Hannover', 'Nürnberg', 'Bremen', 'Paris', 'Lyon', 'Marseille', 'Toulouse', 'Bordeaux', 'Lille', 'Nantes', 'Strasbourg', 'Nice',
  'Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Seville', 'Bilbao', 'Málaga', 'Zaragoza', 'Lisbon', 'Lisboa', 'Porto',
  'Rome', 'Roma', 'Milan', 'Milano', 'Turin', 'Amsterdam', 'Rotterdam', 'The Hague', 'Utrecht', 'Brussels', 'Bruxelles', 'Antwerp',
  'Zurich', 'Zürich', 'Geneva', 'Genève', 'Basel', 'Bern', 'Vienna', 'Wien', 'Dublin', 'Cork', 'Warsaw', 'Kraków', 'Krakow', 'Prague',
  'Budapest', 'Bucharest', 'Stockholm', 'Oslo', 'Copenhagen', 'Helsinki', 'Athens', 'Istanbul', 'Dubai', 'Abu Dhabi', 'Doha',
  'Riyadh', 'Cairo', 'Johannesburg', 'Cape Town', 'Lagos', 'Nairobi', 'Mumbai', 'Bangalore', 'Bengaluru', 'Delhi', 'New Delhi',
  'Hyderabad', 'Chennai', 'Pune', 'Kolkata', 'Noida', 'Gurgaon', 'Gurugram', 'Ahmedabad', 'Karachi', 'Lahore', 'Dhaka', 'Singapore',
  'Kuala Lumpur', 'Jakarta', 'Manila', 'Bangkok', 'Hong Kong', 'Shanghai', 'Beijing', 'Shenzhen', 'Tokyo', 'Osaka', 'Seoul',
  'Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Auckland', 'Wellington', 'Mexico City', 'Ciudad de México', 'Guadalajara',
  'São Paulo', 'Sao Paulo', 'Rio de Janeiro', 'Buenos Aires', 'Santiago', 'Bogotá', 'Bogota', 'Lima', 'Medellín', 'Luxembourg',
];

function key(text: string): string {
  return fold(text).replace(/\s+/g, ' ').trim();
}

const COUNTRY_INDEX = new Map<string, string>();
for (const entry of COUNTRIES) {
  const [name, ...aliases] = entry.split('|');
  for (const alias of [name, ...aliases]) COUNTRY_INDEX.set(key(alias), name);
}

/**
 * Every other country and territory, in the seven languages the product reads, from the Unicode CLDR
 * names Node's ICU carries ('Taiwan', 'Tunisie', 'Líbano'): a place is a place whether or not a
 * developer thought of it. Left out: codes that are no country today (the EU, former states, special
 * areas) and the few names that are also a common first name or word ('Jordan', 'Chad', 'Jersey',
 * 'Réunion'), which a CV's lines use in those senses more often than as a country alone.
 */
const NOT_A_COUNTRY_CODE = new Set('AC AN AQ BU BV CP CQ CS DD DG DY EA EU EZ FX HM HV IC IO NH QO TA TF TP UM UN YD YU ZR ZZ GS'.split(' '));
const COMMON_WORD_COUNTRIES = new Set(['JO', 'TD', 'JE', 'RE', 'GG']);
const CLDR_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl'];
let hasCldrCountries = false;
function addCldrCountries(): void {
  if (hasCldrCountries) return;
  hasCldrCountries = true;
  let names: Intl.DisplayNames[];
  try {
    names = CLDR_LANGUAGES.map((language) => new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }));
  } catch {
    return; // a Node built without ICU data keeps the list above
  }
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_A_COUNTRY_CODE.has(code) || COMMON_WORD_COUNTRIES.has(code)) continue;
      const english = names[0].of(code);
      if (!english || english === code) continue;
      const name = COUNTRY_INDEX.get(key(english)) ?? english;
      for (const display of names) {
        const local = display.of(code);
        if (!local || local === code) continue;
        for (const form of [local, local.replace(/\s*&\s*/g, ' and '), local.replace(/\s+SAR\b.*$/, '')]) {
          if (!COUNTRY_INDEX.has(key(form))) COUNTRY_INDEX.set(key(form), name);
        }
      }
    }
  }
}
const CITY_INDEX = new Set(CITIES.map(key));

/**
 * The country a two-capital ISO code names ("AT", "MX"), null for any other text. Many such codes are words too ("IT",
 * "DE"): a caller trusts this only after a town's name ("Linz, AT").
 */
export function countryOfCode(code: string): string | null {
  if (!/^[A-Z]{2}$/.test(code) || NOT_A_COUNTRY_CODE.has(code)) return null;
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const name = regionNames.of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}
let regionNames: Intl.DisplayNames | undefined;

export function lookupCountry(text: string): string | null {
  // Built on the first lookup (about 30 ms of ICU calls), not when a process that never reads a CV starts.
  addCldrCountries();
  return COUNTRY_INDEX.get(key(text).replace(/\.$/, '')) ?? null;
}

export function isKnownCity(text: string): boolean {
  return CITY_INDEX.has(key(text));
}

let townIndex: Set<string> | null = null;

/**
 * Whether a text is the name of a town of the world (GeoNames' towns of 15,000 people or more that are no ordinary
 * word: cities-data.ts). Looser than isKnownCity, which says a part is a place wherever it stands: some employers
 * bear a town's name ("Toyota", "Nokia"), so a caller trusts this only where a place stands, after the name of an
 * employer or a school.
 */
export function isTownName(text: string): boolean {
  townIndex ??= new Set([...TOWN_NAMES.split('|').map(key), ...CITY_INDEX]);
  return townIndex.has(key(text));
}

/** US state and Canadian province codes, as in "Austin, TX". */
export const REGION_CODES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC ON QC BC AB MB NS NB NL PE SK'.split(' '),
);

/** Regions written out after a city ("Bowling Green, Kentucky", "Toronto, Ontario", "Regensburg, Bayern"), folded. */
const REGION_NAMES = new Set(
  (
    'alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|' +
    'kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|' +
    'new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|' +
    'south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|ontario|quebec|alberta|manitoba|' +
    'saskatchewan|british columbia|nova scotia|new brunswick|newfoundland|queensland|victoria|tasmania|new south wales|' +
    'western australia|south australia|bayern|bavaria|baden-wurttemberg|hessen|sachsen|niedersachsen|nordrhein-westfalen|' +
    'brandenburg|thuringen|catalonia|cataluna|andalucia|lombardia|lombardy|toscana|tuscany|piemonte|veneto|lazio|ile-de-france|' +
    'bretagne|normandie|scotland|wales|england|' +
    // India's states and union territories: its CVs write "Salem, Tamil Nadu" as Americans write "Austin, TX".
    'andhra pradesh|arunachal pradesh|assam|bihar|chhattisgarh|goa|gujarat|haryana|himachal pradesh|jharkhand|karnataka|kerala|' +
    'madhya pradesh|maharashtra|manipur|meghalaya|mizoram|nagaland|odisha|orissa|punjab|rajasthan|sikkim|tamil nadu|telangana|' +
    'tripura|uttar pradesh|uttarakhand|west bengal|delhi|new delhi|jammu and kashmir|ladakh|puducherry|chandigarh|' +
    // The regions of the seven languages' countries, as their CVs write them after a town ("Cesena (FC) - Emilia-Romagna",
    // "Utrecht, Noord-Holland", "Campinas, São Paulo"): Italy's regions, Spain's communities, France's regions, Germany's
    // and Austria's states, the Dutch and Belgian provinces and regions, Portugal's regions and Brazil's states (not those
    // named as their main town is, "Berlin", "Wien", "São Paulo", "Murcia": after a name, those are the employer's town).
    'abruzzo|basilicata|calabria|campania|emilia-romagna|emilia romagna|friuli-venezia giulia|friuli venezia giulia|liguria|' +
    'marche|molise|puglia|apulia|sardegna|sardinia|sicilia|sicily|trentino-alto adige|trentino alto adige|umbria|valle d\'aosta|' +
    'aragon|asturias|islas baleares|illes balears|canarias|islas canarias|cantabria|castilla y leon|castilla-la mancha|' +
    'castilla la mancha|comunidad de madrid|comunidad valenciana|comunitat valenciana|extremadura|galicia|la rioja|' +
    'region de murcia|navarra|pais vasco|euskadi|catalunya|auvergne-rhone-alpes|bourgogne-franche-comte|centre-val de loire|' +
    'grand est|hauts-de-france|nouvelle-aquitaine|occitanie|pays de la loire|provence-alpes-cote d\'azur|paca|corse|' +
    'baden-wuerttemberg|baden-wurttemberg|rheinland-pfalz|saarland|sachsen-anhalt|schleswig-holstein|mecklenburg-vorpommern|' +
    'thueringen|thuringia|niederosterreich|oberosterreich|steiermark|tirol|karnten|vorarlberg|' +
    'burgenland|noord-holland|zuid-holland|noord-brabant|gelderland|overijssel|friesland|fryslan|' +
    'drenthe|flevoland|zeeland|vlaanderen|flanders|wallonie|wallonia|oost-vlaanderen|west-vlaanderen|vlaams-brabant|' +
    'brabant wallon|hainaut|algarve|alentejo|madeira|acores|azores|minas gerais|' +
    'parana|santa catarina|rio grande do sul|bahia|pernambuco|ceara|paraiba|espirito santo|goias|distrito federal|' +
    'maranhao|piaui|rio grande do norte|alagoas|sergipe|mato grosso|mato grosso do sul|tocantins|rondonia|' +
    'amapa|roraima'
  ).split('|'),
);

export function isRegionName(text: string): boolean {
  return REGION_NAMES.has(key(text));
}

/** ISO region of a country name, to parse phone numbers written without +CC. */
export const COUNTRY_PHONE_REGION: Record<string, string> = {
  'United Kingdom': 'GB', 'United States': 'US', Germany: 'DE', France: 'FR', Spain: 'ES', Italy: 'IT', Portugal: 'PT',
  Netherlands: 'NL', Belgium: 'BE', Switzerland: 'CH', Austria: 'AT', Ireland: 'IE', Poland: 'PL', Sweden: 'SE', Norway: 'NO',
  Denmark: 'DK', Finland: 'FI', Canada: 'CA', Mexico: 'MX', Brazil: 'BR', Argentina: 'AR', Chile: 'CL', Colombia: 'CO',
  Australia: 'AU', 'New Zealand': 'NZ', India: 'IN', Pakistan: 'PK', China: 'CN', Japan: 'JP', Singapore: 'SG',
  'United Arab Emirates': 'AE', 'South Africa': 'ZA', Nigeria: 'NG', Kenya: 'KE', Philippines: 'PH', Malaysia: 'MY',
};
