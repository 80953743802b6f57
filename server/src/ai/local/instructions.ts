import type { TemplateInstructions } from './enhance';
import type { CvLanguage } from './language';

/**
 * The template instructions the built-in provider can follow, read as a catalogue of kinds from the
 * agencies' own wording (decision 095): length (words, sentences, bullets per role, list items),
 * person, tense, order, fields to leave out, language, tone words it can act on, and highlights
 * (quantified achievements). English, German, French, Spanish, Dutch, Italian and Portuguese wording.
 * An instruction it cannot act on is returned in `notApplied`; one asking it to add what the CV does
 * not state is returned in `refused`. The job says both.
 */
export type ExcludableField = 'email' | 'phone' | 'location' | 'linkedin' | 'website' | 'summary' | 'skills' | 'certifications' | 'languages' | 'education';

export interface InstructionRules {
  summaryWords: number | null;
  summarySentences: number | null;
  bulletsPerRole: number | null;
  bulletWords: number | null;
  /** 'Skills' → 10: list placeholders cut to a number of items. */
  listItems: Record<string, number>;
  isThirdPerson: boolean;
  isFirstPerson: boolean;
  hasNoFirstNames: boolean;
  hasNoPersonalData: boolean;
  isPastTense: boolean;
  isPresentTense: boolean;
  /** Roles newest first (or oldest first). */
  experienceOrder: 'newest' | 'oldest' | null;
  /** Education: highest qualification first, or newest first. */
  educationOrder: 'highest' | 'newest' | null;
  hasNoSecondarySchool: boolean;
  /** Each role's bullets: only those with a figure (a percentage, money, a count). */
  isQuantifiedOnly: boolean;
  isConcise: boolean;
  isNameOnly: boolean;
  isCurrentCertificationsOnly: boolean;
  excluded: ExcludableField[];
  /** The language an instruction asks for; the built-in writer does not translate. */
  language: CvLanguage | null;
  /** Each instruction the language rule came from, to say so when the CV is in another language. */
  languageInstruction: string | null;
  notApplied: string[];
  refused: string[];
}

/** Number words in the seven languages (the ones CV limits use). */
const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, hundred: 100, 'a hundred': 100, 'one hundred': 100,
  ein: 1, eine: 1, einen: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12, fünfzehn: 15, zwanzig: 20, dreißig: 30, vierzig: 40, fünfzig: 50, sechzig: 60, achtzig: 80, hundert: 100,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, quinze: 15, vingt: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60, cent: 100,
  uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12, veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, ochenta: 80, cien: 100,
  een: 1, één: 1, twee: 2, drie: 3, vijf: 5, zes: 6, zeven: 7, negen: 9, tien: 10, twaalf: 12, vijftien: 15, twintig: 20, dertig: 30, veertig: 40, vijftig: 50, zestig: 60, tachtig: 80, honderd: 100,
  due: 2, tre: 3, quattro: 4, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, undici: 11, dodici: 12, quindici: 15, venti: 20, trenta: 30, quaranta: 40, sessanta: 60, ottanta: 80, cento: 100,
  um: 1, uma: 1, dois: 2, duas: 2, três: 3, quatro: 4, sete: 7, oito: 8, dez: 10, vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, oitenta: 80, cem: 100,
};
const NUMBER = String.raw`(\d{1,4}|${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')})`;
const toNumber = (value: string) => (/^\d+$/.test(value) ? Number(value) : NUMBER_WORDS[value.toLowerCase()]);

const UNITS = {
  sentences: String.raw`sentences?|sätzen?|satz|phrases?|frases?|oraciones?|zinnen|zin|frasi`,
  words: String.raw`words?|wörtern?|worte|mots?|palabras?|woorden|woord|parole|parola|palavras?`,
  bullets: String.raw`bullets?|bullet points?|bulleted points?|points?|achievements?|highlights?|aufzählungspunkte|stichpunkte|punkte|puces?|viñetas?|puntos?|opsommingstekens|punten|punti(?: elenco)?|marcadores|tópicos|pontos`,
  items: String.raw`skills?|items?|entries|certifications?|languages?|kompetenzen|fähigkeiten|compétences|habilidades|competencias|vaardigheden|competenze|competências`,
};

const SUMMARY_TARGET = /^(summary|profile)$/i;
const BULLET_TARGET = /^(experience|highlights)(\.highlights)?$/i;
const EXPERIENCE_TARGET = /^experience(\.|$)|^highlights$/i;
const EDUCATION_TARGET = /^education(\.|$)/i;
const LIST_TARGET = /^(skills|certifications|languages)$/i;

// Word boundaries that work for accented letters (\b does not in JavaScript).
const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;
const re = (source: string) => new RegExp(source, 'iu');

function count(text: string, unit: string): number | null {
  // "four bullet points", "max. 50 Wörter", "drei kurze Sätze", "a 50-word summary".
  const match = re(String.raw`${B}${NUMBER}[\s-]+(?:[\p{L}]+\s+)?(?:${unit})${E}`).exec(text);
  return match ? toNumber(match[1]) : null;
}

const THIRD_PERSON = re(String.raw`${B}(third[- ]person|3rd[- ]person|dritten? person|3\.\s?person|er-form|troisième personne|3e personne|tercera persona|derde persoon|terza persona|terceira pessoa)${E}`);
const FIRST_PERSON = re(String.raw`${B}(first[- ]person|1st[- ]person|ersten? person|ich-form|première personne|primera persona|eerste persoon|prima persona|primeira pessoa)${E}`);
const PAST_TENSE = re(String.raw`${B}(past tense|simple past|präteritum|vergangenheit\p{L}*|passé composé|imparfait|au passé|tiempo pasado|pretérito|verleden tijd|al passato|tempo passato|passato prossimo|no passado)${E}`);
const PRESENT_TENSE = re(String.raw`${B}(present tense|präsens|gegenwartsform|au présent|tiempo presente|tegenwoordige tijd|al presente|no presente)${E}`);
const NEWEST_FIRST = re(String.raw`${B}((most recent|newest|latest|current)(\s+\p{L}+){0,2}\s+first|reverse[- ]chronological\p{L}*|neueste\p{L}*\s+zuerst|aktuellste\p{L}*\s+zuerst|umgekehrt chronologisch|antichronologi\p{L}*|plus récent\p{L}*\s+(d'abord|en premier)|du plus récent|más reciente\p{L}*\s+primero|cronológico inverso|orden cronológico inverso|nieuwste\s+eerst|meest recente\s+eerst|più recente\s+prima|dal più recente|mais recente\p{L}*\s+primeiro|cronológica inversa)${E}`);
const OLDEST_FIRST = re(String.raw`${B}(oldest(\s+\p{L}+){0,2}\s+first|earliest(\s+\p{L}+){0,2}\s+first|älteste\p{L}*\s+zuerst|plus ancien\p{L}*\s+d'abord|más antigu\p{L}*\s+primero|oudste\s+eerst|più vecchi\p{L}*\s+prima|mais antig\p{L}*\s+primeiro)${E}`);
const HIGHEST_FIRST = re(String.raw`${B}(highest(\s+\p{L}+){0,2}\s+first|höchste\p{L}*(\s+\p{L}+)?\s+zuerst|plus haut\p{L}*(\s+\p{L}+)?\s+d'abord|más alt\p{L}*(\s+\p{L}+)?\s+primero|hoogste(\s+\p{L}+)?\s+eerst|più alt\p{L}*(\s+\p{L}+)?\s+prima|mais alt\p{L}*(\s+\p{L}+)?\s+primeiro)${E}`);
const NO_SECONDARY = re(String.raw`${B}(leave out|omit|exclude|drop|remove|without|no|skip|ohne|weglassen|sans|sin|zonder|senza|sem)\s+(\p{L}+\s+){0,2}(secondary school|high school|school|gcse\p{L}*|a-levels?|abitur|schule|lycée|baccalauréat|bachillerato|middelbare school|scuola superiore|ensino médio)`);
const QUANTIFIED = re(String.raw`${B}(quantif\p{L}*|measurable|metrics?|figures|numbers|percentages?|kpis?|zahlen|kennzahlen|messbar\p{L}*|chiffr\p{L}*|cifras|cuantific\p{L}*|medibles?|cijfers|meetbare?|numeri|misurabil\p{L}*|números|mensurá\p{L}*)${E}`);
const ONLY = re(String.raw`${B}(only|solely|exclusively|nur|ausschließlich|seulement|uniquement|solo|sólo|solamente|alleen|uitsluitend|soltanto|apenas|somente)${E}|key achievements?|schlüsselerfolge|réalisations clés|logros clave|belangrijkste resultaten|risultati chiave|principais conquistas`);
const CONCISE = re(String.raw`${B}(concise|concisely|brief|briefly|succinct|tight|crisp|kurz|knapp|prägnant|concis\p{L}*|breve|beknopt|bondig|sintetic\p{L}*|conciso|sucinto)${E}`);
/** Tone and style words the enhancement always acts on (glyphs and weak openers out, action verbs, results kept). */
const ALWAYS_DONE = re(String.raw`${B}(professional(ly)?|formal|results?[- ]oriented|results?[- ]focused|action verbs?|active voice|clear|plain|consistent|tidy|professionell|sachlich|professionnel\p{L}*|profesional|professioneel|zakelijk|professionale|profissional)${E}`);
const NAME_ONLY = re(String.raw`${B}(full name only|name only|without (academic )?(titles?|post-?nominals?|honorifics?)|no (academic )?(titles?|post-?nominals?|honorifics?)|nur (den |der )?namen?|ohne titel|sans titres?|sin títulos?|zonder titels?|senza titoli|sem títulos?)${E}`);
const CURRENT_CERTIFICATIONS = re(String.raw`${B}(current|valid|active|unexpired)\s+(\p{L}+\s+)?only|(leave out|omit|exclude|drop|remove|no|without)\s+(the\s+)?expired|ohne abgelaufene|nur gültige|sans (les )?expirées|sin (las )?caducadas|zonder verlopen|senza (le )?scadute|sem (as )?expiradas`);
const LEVELS_AS_WRITTEN = re(String.raw`${B}(level|levels|niveau|niveaus|nivel|niveles|livello|livelli|nível|níveis)${E}`);
const NO_FIRST_NAMES = /\bno (candidate'?s? )?first names?\b|\bwithout (the )?first names?\b|\bsurname only\b|\bnot? (use|mention) (the )?(candidate'?s? )?(first )?name\b|\bohne vornamen?\b|\bsans (le )?prénoms?\b|\bsin (el )?nombre de pila\b|\bzonder voornamen?\b|\bsenza (il )?nome di battesimo\b|\bsem (o )?primeiro nome\b/i;
const NO_PERSONAL_DATA = /\bno personal (data|details|information|info)\b|\b(remove|strip|exclude|leave out|omit) (all )?personal (data|details|information)\b|\bohne persönliche (daten|angaben)\b|\bsans (données|informations) personnelles\b|\bsin datos personales\b|\bzonder persoonsgegevens\b|\bsenza dati personali\b|\bsem dados pessoais\b/i;

const FIELD_WORDS: [RegExp, ExcludableField][] = [
  [/^(e-?mail|email address|e-mail-adresse|courriel|correo|correo electrónico)$/i, 'email'],
  [/^(phone|phone number|telephone|mobile|telefon|telefonnummer|téléphone|teléfono|telefoon|telefono|telefone)$/i, 'phone'],
  [/^(address|home address|location|adresse|anschrift|wohnort|dirección|adres|woonplaats|indirizzo|endereço)$/i, 'location'],
  [/^(linkedin|linkedin profile|linkedin url)$/i, 'linkedin'],
  [/^(website|web site|homepage|portfolio|webseite|site web|sitio web)$/i, 'website'],
  [/^(summary|profile|objective|profil|résumé|resumen|perfil|profiel|profilo)$/i, 'summary'],
  [/^(skills|kenntnisse|fähigkeiten|compétences|habilidades|vaardigheden|competenze|competências)$/i, 'skills'],
  [/^(certifications|certificates|zertifikate|zertifizierungen|certificats|certificaciones|certificaten|certificazioni|certificações)$/i, 'certifications'],
  [/^(languages|sprachen|langues|idiomas|talen|lingue|línguas)$/i, 'languages'],
  [/^(education|ausbildung|bildung|formation|formación|educación|opleiding|istruzione|formazione|formação|educação)$/i, 'education'],
];
const EXCLUDE = re(String.raw`${B}(leave out|omit|exclude|remove|drop|hide|without|do not (?:show|include|list|mention)|don't (?:show|include|list|mention)|no|weglassen|ohne|kein\p{L}*|sans|pas de|supprime\p{L}*|sin|omitir|zonder|geen|weglaten|senza|ometti|omettere|sem)\s+(?:the\s+|their\s+|any\s+|candidate'?s\s+|die\s+|das\s+|den\s+|le\s+|la\s+|les\s+|el\s+|los\s+|de\s+|het\s+|il\s+|lo\s+|o\s+|a\s+|os\s+)?([\p{L}-]+(?:\s[\p{L}]+)?)`);
const INCLUDE = re(String.raw`${B}(include|show|keep|list|display|angeben|anzeigen|inclure|afficher|incluir|mostrar|opnemen|tonen|includere|mostrare)${E}`);

const LANGUAGE_ASKED: [RegExp, CvLanguage][] = [
  [re(String.raw`${B}(in english|auf englisch|en anglais|en inglés|in het engels|in inglese|em inglês)${E}`), 'en'],
  [re(String.raw`${B}(in german|auf deutsch|en allemand|en alemán|in het duits|in tedesco|em alemão)${E}`), 'de'],
  [re(String.raw`${B}(in french|auf französisch|en français|en francés|in het frans|in francese|em francês)${E}`), 'fr'],
  [re(String.raw`${B}(in spanish|auf spanisch|en espagnol|en español|in het spaans|in spagnolo|em espanhol)${E}`), 'es'],
  [re(String.raw`${B}(in dutch|auf niederländisch|en néerlandais|en neerlandés|in het nederlands|in olandese|em holandês)${E}`), 'nl'],
  [re(String.raw`${B}(in italian|auf italienisch|en italien|en italiano|in het italiaans|in italiano|em italiano)${E}`), 'it'],
  [re(String.raw`${B}(in portuguese|auf portugiesisch|en portugais|en portugués|in het portugees|in portoghese|em português)${E}`), 'pt'],
];

/**
 * Asking to add what the CV does not say: "[add 3 achievements]", "[say the candidate has a degree]",
 * "[invent a certification]". The built-in writer never adds a fact; it refuses and the job says so.
 */
const INVENT_VERB = re(String.raw`${B}(invent\p{L}*|fabricat\p{L}*|make up|made up|embellish\p{L}*|exaggerat\p{L}*|pretend|erfinde\p{L}*|ausdenken|inventer|invente\p{L}*|inventa\p{L}*|verzin\p{L}*|inventar)${E}`);
const ADD_FACTS = re(String.raw`${B}(add|create|write|generate|insert|supply|provide)\s+(?:(?:\d+|a|an|one|two|three|four|five|some|a few|several|more|extra|new|additional|fictional|fake|impressive|plausible|missing)\s+)+(achievements?|results?|accomplishments?|skills?|certifications?|certificates?|qualifications?|degrees?|diplomas?|roles?|jobs?|positions?|experience|projects?|references?|metrics|figures|numbers|awards?|languages?)${E}`);
const CLAIM = re(String.raw`${B}(say|state|claim|mention|write|assume|suggest|imply)\s+(?:that\s+)?(?:the\s+candidate|he|she|they|the\s+person|him|her)\s+(?:has|have|is|was|holds?|had|speaks?|owns?|earned|completed)${E}`);
const ADD_VERB_OTHER = re(String.raw`${B}(füge\p{L}*|hinzufügen|ergänze\p{L}*|ajoute\p{L}*|ajouter|añad\p{L}*|agreg\p{L}*|voeg\p{L}*|toevoegen|aggiung\p{L}*|adicion\p{L}*|acrescent\p{L}*)${E}`);
const FACT_NOUN_OTHER = re(String.raw`${B}(erfolge|abschluss|abschlüsse|kenntnisse|zertifikat\p{L}*|erfahrung\p{L}*|réalisations?|diplômes?|compétences?|expériences?|certificats?|logros?|títulos?|habilidades|experiencia|certificad\p{L}*|resultaten|diploma\p{L}*|vaardigheden|ervaring|certificaten|risultati|laurea|competenze|esperienz\p{L}*|certificazion\p{L}*|conquistas|competências|experiência|certificaç\p{L}*)${E}`);

export function asksToInvent(text: string): boolean {
  return INVENT_VERB.test(text) || ADD_FACTS.test(text) || CLAIM.test(text) || (ADD_VERB_OTHER.test(text) && (FACT_NOUN_OTHER.test(text) || /\d/.test(text)));
}

/** The instruction as the job's details quote it: one line, brackets gone, a long one cut. */
export function quoteInstruction(text: string, target: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const short = line.length > 160 ? `${line.slice(0, 157).trimEnd()}…` : line;
  return target ? `[${short}] (${target})` : `[${short}]`;
}

/** Reads every instruction; what it recognises becomes a rule, the rest is listed as not applied. */
export function readInstructions(instructions: TemplateInstructions): InstructionRules {
  const rules: InstructionRules = {
    summaryWords: null, summarySentences: null, bulletsPerRole: null, bulletWords: null, listItems: {},
    isThirdPerson: false, isFirstPerson: false, hasNoFirstNames: false, hasNoPersonalData: false, isPastTense: false, isPresentTense: false,
    experienceOrder: null, educationOrder: null, hasNoSecondarySchool: false, isQuantifiedOnly: false, isConcise: false, isNameOnly: false,
    isCurrentCertificationsOnly: false, excluded: [], language: null, languageInstruction: null, notApplied: [], refused: [],
  };
  for (const [target, texts] of Object.entries(instructions)) {
    for (const raw of texts) {
      // Nested brackets ("[[third person]]", "[use [three sentences]]") read as their words; a very long
      // instruction is read in full (every pattern here is linear) but quoted short.
      const text = raw.replace(/[[\]]+/g, ' ').replace(/\s+/g, ' ').trim();
      if (!text) continue;
      const quoted = quoteInstruction(text, target);
      if (asksToInvent(text)) {
        rules.refused.push(quoted);
        continue;
      }
      let isUnderstood = false;
      const isSummary = SUMMARY_TARGET.test(target) || (!target && /summary|profile|profil|resumen|perfil|profiel|profilo|zusammenfassung/i.test(text));
      const isBullets = BULLET_TARGET.test(target) || EXPERIENCE_TARGET.test(target) || re(String.raw`${B}(${UNITS.bullets}|per role|each role|pro (stelle|position)|par poste|por puesto|per functie|per ruolo|por cargo)${E}`).test(text);

      const sentences = count(text, UNITS.sentences);
      if (sentences !== null && (isSummary || !target)) {
        rules.summarySentences = sentences;
        isUnderstood = true;
      }
      const words = count(text, UNITS.words);
      if (words !== null) {
        if (isBullets && !isSummary) rules.bulletWords = words;
        else rules.summaryWords = words;
        isUnderstood = true;
      }
      const bullets = count(text, UNITS.bullets);
      if (bullets !== null && !LIST_TARGET.test(target)) {
        rules.bulletsPerRole = bullets;
        isUnderstood = true;
      }
      const list = LIST_TARGET.exec(target);
      const items = list
        ? (count(text, UNITS.items) ??
          re(String.raw`${B}(?:top|max(?:imum)?\.?|at most|up to|no more than|höchstens|maximal|au plus|jusqu'à|como máximo|hasta|hoogstens|maximaal|al massimo|fino a|no máximo|até)\s+${NUMBER}${E}|${B}${NUMBER}\s+(?:at most|max(?:imum)?)${E}`).exec(text)?.slice(1).filter(Boolean).map(toNumber)[0] ??
          null)
        : null;
      if (list && items) {
        rules.listItems[list[1][0].toUpperCase() + list[1].slice(1).toLowerCase()] = items;
        isUnderstood = true;
      }
      if (THIRD_PERSON.test(text)) rules.isThirdPerson = isUnderstood = true;
      else if (FIRST_PERSON.test(text)) rules.isFirstPerson = isUnderstood = true;
      if (NO_FIRST_NAMES.test(text)) rules.hasNoFirstNames = isUnderstood = true;
      if (NO_PERSONAL_DATA.test(text)) rules.hasNoPersonalData = isUnderstood = true;
      if (PAST_TENSE.test(text)) rules.isPastTense = isUnderstood = true;
      else if (PRESENT_TENSE.test(text)) rules.isPresentTense = isUnderstood = true;
      const isEducation = EDUCATION_TARGET.test(target);
      if (HIGHEST_FIRST.test(text) && (isEducation || /qualification|degree|abschluss|diplôme|título|diploma|titolo/i.test(text))) rules.educationOrder = 'highest';
      else if (NEWEST_FIRST.test(text) && isEducation) rules.educationOrder = 'newest';
      else if (NEWEST_FIRST.test(text)) rules.experienceOrder = 'newest';
      else if (OLDEST_FIRST.test(text) && !isEducation) rules.experienceOrder = 'oldest';
      if (HIGHEST_FIRST.test(text) || NEWEST_FIRST.test(text) || OLDEST_FIRST.test(text)) isUnderstood = true;
      if (NO_SECONDARY.test(text) && (isEducation || /school|schule|lycée|bachillerato|scuola|ensino/i.test(text))) rules.hasNoSecondarySchool = isUnderstood = true;
      if (QUANTIFIED.test(text)) {
        // "only quantified results" / a "Key Achievements" note: the figures alone; "keep those with figures": preferred when trimming.
        if (ONLY.test(text) || /\b(list|show|give|highlight)\b/i.test(text)) rules.isQuantifiedOnly = true;
        isUnderstood = true;
      }
      if (CONCISE.test(text)) rules.isConcise = isUnderstood = true;
      if (NAME_ONLY.test(text)) rules.isNameOnly = isUnderstood = true;
      if (CURRENT_CERTIFICATIONS.test(text)) rules.isCurrentCertificationsOnly = isUnderstood = true;
      if (/^languages$/i.test(target) && LEVELS_AS_WRITTEN.test(text)) isUnderstood = true; // levels are kept as the CV writes them
      for (const [pattern, language] of LANGUAGE_ASKED) {
        if (pattern.test(text)) {
          rules.language = language;
          rules.languageInstruction = quoted;
          isUnderstood = true;
        }
      }
      const excluded = EXCLUDE.exec(text);
      if (excluded) {
        const words = excluded[2].toLowerCase();
        const field = FIELD_WORDS.find(([pattern]) => pattern.test(words) || pattern.test(words.split(/\s/)[0]))?.[1];
        if (field) {
          if (!rules.excluded.includes(field)) rules.excluded.push(field);
          isUnderstood = true;
        }
      }
      // "Include the phone number": a field the template already shows when the CV states it.
      if (!isUnderstood && INCLUDE.test(text) && text.split(/\s+/).some((w) => FIELD_WORDS.some(([pattern]) => pattern.test(w)))) isUnderstood = true;
      if (ALWAYS_DONE.test(text) && !isUnderstood) isUnderstood = text.split(/\s+/).length <= 6;
      if (!isUnderstood) rules.notApplied.push(quoted);
    }
  }
  return rules;
}
