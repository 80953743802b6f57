/** Spoken languages: English name first, then names in German, French, Spanish, Italian, Portuguese and Dutch (accents folded). */
const LANGUAGES: string[] = [
  'English|englisch|anglais|ingles|inglese|engels|ingles', 'German|deutsch|allemand|aleman|tedesco|duits|alemao', 'French|franzosisch|francais|frances|francese|frans|frances',
  'Spanish|spanisch|espagnol|espanol|castellano|spagnolo|spaans|espanhol', 'Italian|italienisch|italien|italiano|italiaans', 'Portuguese|portugiesisch|portugais|portugues|portoghese|portugees',
  'Dutch|niederlandisch|neerlandais|neerlandes|holandes|olandese|nederlands|hollands|neerlandes', 'Polish|polnisch|polonais|polaco|polacco|pools|polones', 'Russian|russisch|russe|ruso|russo|russisch',
  'Ukrainian|ukrainisch|ukrainien|ucraniano', 'Turkish|turkisch|turc|turco|turco|turks', 'Arabic|arabisch|arabe|arabo|arabisch', 'Hebrew|hebraisch|hebreu|hebreo',
  'Chinese|chinesisch|chinois|chino|cinese|chinees|chines', 'Mandarin|mandarin chinese|mandarin chinesisch|mandarin', 'Cantonese|kantonesisch|cantonais|cantones',
  'Japanese|japanisch|japonais|japones|giapponese|japans|japones', 'Korean|koreanisch|coreen|coreano', 'Hindi', 'Urdu', 'Bengali|bangla', 'Punjabi',
  'Tamil', 'Telugu', 'Marathi', 'Gujarati', 'Kannada', 'Malayalam', 'Persian|farsi|persisch|persan|persa',
  'Greek|griechisch|grec|griego', 'Swedish|schwedisch|suedois|sueco', 'Norwegian|norwegisch|norvegien|noruego',
  'Danish|danisch|danois|danes', 'Finnish|finnisch|finnois|finlandes', 'Czech|tschechisch|tcheque|checo',
  'Slovak|slowakisch|slovaque|eslovaco', 'Hungarian|ungarisch|hongrois|hungaro', 'Romanian|rumanisch|roumain|rumano',
  'Bulgarian|bulgarisch|bulgare|bulgaro', 'Croatian|kroatisch|croate|croata', 'Serbian|serbisch|serbe|serbio',
  'Slovenian|slowenisch|slovene|esloveno', 'Catalan|katalanisch|catalan', 'Basque|baskisch|basque|euskera',
  'Galician|galicisch|galicien|gallego', 'Irish|irisch|irlandais|irlandes', 'Welsh|walisisch|gallois|gales',
  'Swahili|suaheli', 'Afrikaans', 'Zulu', 'Yoruba', 'Igbo', 'Hausa', 'Amharic', 'Somali', 'Indonesian|indonesisch|indonesien|indonesio',
  'Malay|malaiisch|malais|malayo', 'Thai|thailandisch|thaï|tailandes', 'Vietnamese|vietnamesisch|vietnamien|vietnamita',
  'Tagalog|filipino', 'Latin|latein|latin|latin', 'Lithuanian|litauisch|lituanien|lituano', 'Latvian|lettisch|letton|leton',
  'Estonian|estnisch|estonien|estonio', 'Icelandic|islandisch|islandais|islandes', 'Albanian|albanisch|albanais|albanes',
  'Armenian|armenisch|armenien|armenio', 'Georgian|georgisch|georgien|georgiano', 'Nepali', 'Sinhala', 'Pashto',
  'Kurdish|kurdisch|kurde|kurdo', 'Sign Language|british sign language|american sign language|bsl|asl|gebardensprache',
];

const INDEX = new Map<string, string>();
for (const entry of LANGUAGES) {
  const [name, ...aliases] = entry.split('|');
  for (const alias of [name.toLowerCase(), ...aliases]) INDEX.set(alias, name);
}

/** The English name of a spoken language written in EN/DE/FR/ES, or null. */
export function lookupLanguage(word: string): string | null {
  const key = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return INDEX.get(key) ?? null;
}

export function languageNames(): string[] {
  return [...INDEX.keys()];
}
