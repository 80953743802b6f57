import { fold } from '../text-utils';

/** Spoken languages: English name first, then names in German, French, Spanish, Italian, Portuguese and Dutch and the language's own name (accents folded). */
const LANGUAGES: string[] = [
  'English|englisch|anglais|ingles|inglese|engels|ingles|engelska|angol|angielski|ingilizce|anglicky', 'German|deutsch|allemand|aleman|tedesco|duits|alemao|niemiecki|almanca|nemecky', 'French|franzosisch|francais|frances|francese|frans|frances|franzoesisch|francuski|fransizca',
  'Spanish|spanisch|espagnol|espanol|castellano|spagnolo|spaans|espanhol|castelhano|hiszpanski|ispanyolca', 'Italian|italienisch|italien|italiano|italiaans|italiana|wloski|italyanca', 'Portuguese|portugiesisch|portugais|portugues|portoghese|portugees',
  'Dutch|niederlandisch|neerlandais|neerlandes|holandes|olandese|nederlands|hollands|neerlandes|neerlandese|vlaams|flamand|fiammingo', 'Polish|polnisch|polonais|polaco|polacco|pools|polones|polski|polonese', 'Russian|russisch|russe|ruso|russo|russisch|rosyjski|rusca',
  'Ukrainian|ukrainisch|ukrainien|ucraniano|ucraino|oekraiens', 'Turkish|turkisch|turc|turco|turco|turks|turkce', 'Arabic|arabisch|arabe|arabo|arabisch', 'Hebrew|hebraisch|hebreu|hebreo|ebraico|hebraico|hebreeuws',
  'Chinese|chinesisch|chinois|chino|cinese|chinees|chines', 'Mandarin|mandarin chinese|mandarin chinesisch|mandarin', 'Cantonese|kantonesisch|cantonais|cantones',
  'Japanese|japanisch|japonais|japones|giapponese|japans|japones', 'Korean|koreanisch|coreen|coreano|koreaans', 'Hindi', 'Urdu', 'Bengali|bangla', 'Punjabi',
  'Tamil', 'Telugu', 'Marathi', 'Gujarati', 'Kannada', 'Malayalam', 'Persian|farsi|persisch|persan|persa|persiano',
  'Greek|griechisch|grec|griego|greco|grego|grieks|ellinika', 'Swedish|schwedisch|suedois|sueco|svedese|zweeds|svenska', 'Norwegian|norwegisch|norvegien|noruego|norvegese|noruegues|noors|norsk',
  'Danish|danisch|danois|danes|danese|dinamarques|deens|dansk', 'Finnish|finnisch|finnois|finlandes|finlandese|suomi', 'Czech|tschechisch|tcheque|checo|ceco|tcheco|tsjechisch|cestina',
  'Slovak|slowakisch|slovaque|eslovaco', 'Hungarian|ungarisch|hongrois|hungaro|ungherese|hongaars|magyar', 'Romanian|rumanisch|roumain|rumano|rumeno|romeno|roemeens',
  'Bulgarian|bulgarisch|bulgare|bulgaro|bulgaars', 'Croatian|kroatisch|croate|croata|croato|hrvatski', 'Serbian|serbisch|serbe|serbio|serbo|servio|servisch|srpski',
  'Slovenian|slowenisch|slovene|esloveno|sloveno|sloveens|slovenscina', 'Catalan|katalanisch|catalan|catala|catalano|catalao|catalaans', 'Basque|baskisch|basque|euskera|euskara|basco|vasco',
  'Galician|galicisch|galicien|gallego|galego|galiciano', 'Irish|irisch|irlandais|irlandes', 'Welsh|walisisch|gallois|gales',
  'Swahili|suaheli', 'Afrikaans', 'Zulu', 'Yoruba', 'Igbo', 'Hausa', 'Amharic', 'Somali', 'Indonesian|indonesisch|indonesien|indonesio',
  'Malay|malaiisch|malais|malayo', 'Thai|thailandisch|thaï|tailandes', 'Vietnamese|vietnamesisch|vietnamien|vietnamita',
  'Tagalog|filipino', 'Latin|latein|latin|latin|latino|latim|latijn', 'Lithuanian|litauisch|lituanien|lituano', 'Latvian|lettisch|letton|leton',
  'Estonian|estnisch|estonien|estonio', 'Icelandic|islandisch|islandais|islandes', 'Albanian|albanisch|albanais|albanes',
  'Armenian|armenisch|armenien|armenio', 'Georgian|georgisch|georgien|georgiano', 'Nepali', 'Sinhala', 'Pashto',
  'Valencian|valenciano|valencien|valenziano|valenciaans', 'Neapolitan|napoletano|napolitano|neapolitanisch|napolitain', 'Luxembourgish|luxemburgisch|luxembourgeois|letzebuergesch|luxemburgues|lussemburghese|luxemburgs', 'Frisian|fries|friesisch|frison', 'Romansh|romanisch|rumantsch|romanche', 'Sardinian|sardo|sardisch',
  'Kurdish|kurdisch|kurde|kurdo', 'Swiss German|schweizerdeutsch|suisse allemand|schwyzerdutsch|schwiizerdutsch', 'Low German|plattdeutsch|niederdeutsch',
  'Cape Verdean Creole|crioulo|crioulo cabo-verdiano|kriolu', 'Papiamento|papiaments|papiamentu', 'Occitan|okzitanisch|occitano', 'Corsican|korsisch|corsu',
  'Sardinian|sardisch|sarde|sardo', 'Sicilian|sizilianisch|sicilien|siciliano', 'Maltese|maltesisch|maltais|maltes|maltese|maltees|malti', 'Romansh|ratoromanisch|romanche|romancio',
  'Sign Language|british sign language|american sign language|bsl|asl|gebardensprache',
];

const INDEX = new Map<string, string>();
for (const entry of LANGUAGES) {
  const [name, ...aliases] = entry.split('|');
  for (const alias of [name.toLowerCase(), ...aliases]) INDEX.set(alias, name);
}

/** The English name of a spoken language written in English, German, French, Spanish, Italian, Portuguese or Dutch, or in its own words ("Polski", "Svenska"), or null. */
export function lookupLanguage(word: string): string | null {
  const key = fold(word)
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return INDEX.get(key) ?? null;
}

export function languageNames(): string[] {
  return [...INDEX.keys()];
}
