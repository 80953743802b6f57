import type { CvData } from '@common/cv-data';
import { titleScore } from '../../extraction/header-parts';
import { totalYearsExperience } from '../../extraction/years';
import type { CvLanguage } from './language';
import { baseOfVerb } from './verbs';

/**
 * The profile sentence the built-in writer may write where a CV has none (decision 096): the most
 * recent role's title and the whole years of experience the CV's dates give, in the CV's own
 * language. Nothing else: no industry (a guess from keywords), no skills (the extraction's list can
 * hold level words and headings). Null when the CV gives no role title, fewer than one year, or its
 * language is not known.
 */
const YEARS_SENTENCE: Record<CvLanguage, (title: string, years: number) => string> = {
  en: (t, n) => `${t} with ${n} ${n === 1 ? 'year' : 'years'} of experience.`,
  de: (t, n) => `${t} mit ${n === 1 ? 'einem Jahr' : `${n} Jahren`} Berufserfahrung.`,
  fr: (t, n) => `${t} avec ${n} ${n === 1 ? 'an' : 'ans'} d'expérience.`,
  es: (t, n) => `${t} con ${n} ${n === 1 ? 'año' : 'años'} de experiencia.`,
  nl: (t, n) => `${t} met ${n} jaar ervaring.`,
  it: (t, n) => `${t} con ${n} ${n === 1 ? 'anno' : 'anni'} di esperienza.`,
  pt: (t, n) => `${t} com ${n} ${n === 1 ? 'ano' : 'anos'} de experiência.`,
};

/** Titles of roles held to learn or while studying: internships, traineeships, apprenticeships, student jobs and tutoring. */
export const ENTRY_LEVEL = /\b(intern|internship|student|trainee|apprentice|tutor|teaching assistant|werkstudent\w*|praktikant\w*|auszubildende\w*|\w*hilfskraft|stagiaire|alternant\w*|becari[oa]|pr[áa]cticas|stagiair|tirocinante|stagista|estagi[áa]ri[oa])\b/i;

/**
 * The years of work a claim about experience may state: the CV's dated roles without internships and
 * student jobs (a research associate who tutored through two degrees does not have "11 years of
 * experience"); volunteering is left out by totalYearsExperience. The extraction's figure when the CV
 * has no such role or no dated one.
 */
export function professionalYears(data: CvData, now: Date = new Date()): number | null {
  const work = data.experience.filter((e) => !ENTRY_LEVEL.test(e.title ?? ''));
  if (work.length === data.experience.length || !data.experience.some((e) => e.startDate)) return data.totalYearsExperience;
  return totalYearsExperience(work, now);
}

/** The most recent role's title when the extraction reads it as a role ("Senior Accountant"), else null. */
export function latestTitle(data: CvData): string | null {
  const latest = data.experience.find((e) => e.current) ?? data.experience[0];
  const title = latest?.title?.trim() ?? data.currentTitle?.trim() ?? null;
  if (!title || title.length > 60 || /[.!?:;]$|^\p{Ll}/u.test(title) || titleScore(title) === 0) return null;
  return title;
}

/**
 * The title as a profile sentence names it: a team or department after a comma stays in the role's
 * own line ('Software Engineer, Equipo de Google Cloud' → 'Software Engineer con 7 años…').
 */
function roleWithoutTeam(title: string): string {
  const head = title.split(/,\s+/)[0];
  return head !== title && titleScore(head) > 0 ? head : title;
}

export function composeProfile(data: CvData, language: CvLanguage | null, now: Date = new Date()): string | null {
  if (!language) return null;
  const read = latestTitle(data);
  const title = read && roleWithoutTeam(read);
  const worked = professionalYears(data, now);
  const years = worked !== null && worked >= 1 ? Math.floor(worked) : null;
  // "Intern with 6 years of experience" would read as more than the role says: no sentence.
  if (!title || years === null || ENTRY_LEVEL.test(title)) return null;
  return YEARS_SENTENCE[language](title, years);
}

const FIRST_PERSON = /\b(I|I'm|I've|I'd|I'll)\b|\b(my|me|myself|mine)\b/i;
export const isFirstPerson = (text: string) => FIRST_PERSON.test(text);

/** First-person words of the other languages: a sentence with one is in the first person. */
const FIRST_PERSON_BY_LANGUAGE: Record<Exclude<CvLanguage, 'en'>, RegExp> = {
  de: /(?<![\p{L}])(ich|mein|meine|meinen|meinem|meiner|mich|mir)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(je|j'|moi|mon|ma|mes|me|m')(?![\p{L}])/iu,
  es: /(?<![\p{L}])(yo|mi|mis|me|conmigo)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(ik|mijn|mij|me)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(io|mio|mia|miei|mie|mi)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(eu|meu|minha|meus|minhas|me|comigo)(?![\p{L}])/iu,
};

/** True when a sentence is in the first person in the CV's language (English when not known). */
export function isFirstPersonIn(text: string, language: CvLanguage | null): boolean {
  return !language || language === 'en' ? FIRST_PERSON.test(text) : FIRST_PERSON_BY_LANGUAGE[language].test(text);
}

/** Verbs summaries open with besides the action verbs of the tense table. */
const SUMMARY_VERBS = new Set(['love', 'enjoy', 'like', 'thrive', 'bring', 'specialise', 'specialize', 'aim', 'seek', 'want', 'hope', 'believe', 'offer', 'combine', 'focus', 'speak', 'hold', 'possess', 'strive', 'care', 'excel', 'look', 'know', 'help', 'adapt', 'learn', 'pride', 'consider', 'value', 'enjoy', 'apply', 'pursue']);

function thirdPersonForm(base: string): string {
  if (/(s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

/** "am" → "is", "build" → "builds", "led" stays "led"; null for a word that is not a verb it knows. */
function verbAfterI(word: string): string | null {
  const w = word.toLowerCase();
  if (w === 'am' || w === "'m") return 'is';
  if (w === 'have' || w === "'ve") return 'has';
  if (['was', 'can', 'will', 'would', 'could', 'should', 'must', 'may', 'might', 'did'].includes(w)) return w;
  if (w === 'do') return 'does';
  const base = baseOfVerb(w);
  if (base?.form === 'past') return w;
  if (base?.form === 'base') return thirdPersonForm(base.base);
  if (SUMMARY_VERBS.has(w)) return thirdPersonForm(w);
  return null;
}

const capitalise = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);

/**
 * One English sentence of the candidate's own profile in the third person, their words kept:
 * "I am always looking to learn." → "Always looking to learn."; "I build dashboards and I love
 * data." → "Builds dashboards and loves data."; "my" → "their". Null when a first-person word is
 * left that no rule can change without rewording (the sentence is then left out, and counted).
 */
export function sentenceToThirdPerson(sentence: string): string | null {
  let text = sentence.trim();
  let isNounPhrase = false;
  const opening = /^I(?:\s+am|'m)\s+(a|an)\s+/i.exec(text);
  if (opening) {
    text = `${capitalise(opening[1])} ${text.slice(opening[0].length)}`;
    isNounPhrase = true;
  } else if (/^I(?:\s+am|'m)\s+/i.test(text)) {
    text = capitalise(text.replace(/^I(?:\s+am|'m)\s+/i, ''));
  } else {
    const subject = /^I(?:\s+|(?='))('?[a-z]+)\b/i.exec(text);
    if (subject) {
      const verb = verbAfterI(subject[1]);
      if (!verb) return null;
      text = capitalise(verb) + text.slice(subject[0].length);
    }
  }
  // ", and I love…" inside the sentence.
  text = text.replace(/(\s|,\s*)(and|but|where|as)\s+I\s+('?[a-z]+)\b/gi, (all, space: string, joiner: string, word: string) => {
    const verb = verbAfterI(word);
    if (!verb) return all;
    return isNounPhrase && joiner.toLowerCase() === 'and' ? ` who ${verb}` : `${space}${joiner} ${verb}`;
  });
  text = text.replace(/\bmyself\b/gi, 'themselves').replace(/\bmy\b/g, 'their').replace(/\bMy\b/g, 'Their').replace(/\bmine\b/gi, 'theirs').replace(/\bme\b/gi, 'them');
  return FIRST_PERSON.test(text) ? null : text;
}

/**
 * French present-tense forms whose third person differs from the first ("je suis" / "est"); every
 * other verb after "je" is turned only when its first person is also its third: a first-group verb
 * ending in -e ("je cherche" / "cherche") or a second-group one in -is ("je choisis" / "choisit").
 */
const FRENCH_THIRD_PERSON: Record<string, string> = {
  suis: 'est', ai: 'a', peux: 'peut', veux: 'veut', sais: 'sait', fais: 'fait', dois: 'doit', vais: 'va', crois: 'croit',
  connais: 'connaît', viens: 'vient', tiens: 'tient', deviens: 'devient', obtiens: 'obtient', mets: 'met', prends: 'prend',
  apprends: 'apprend', comprends: 'comprend', écris: 'écrit', lis: 'lit', dis: 'dit', vois: 'voit', conçois: 'conçoit',
  reçois: 'reçoit', poursuis: 'poursuit', vis: 'vit', sors: 'sort', pars: 'part', sers: 'sert',
};
/** Words after "je" that are no verb of the present tense: the sentence is left as it is. */
const FRENCH_NOT_VERB = new Set(['ne', "n'", 'le', 'la', 'les', 'lui', 'leur', 'y', 'en', 'vous', 'te', "t'"]);

function frenchThirdPerson(word: string): string | null {
  const w = word.toLowerCase();
  if (FRENCH_NOT_VERB.has(w)) return null;
  if (FRENCH_THIRD_PERSON[w]) return FRENCH_THIRD_PERSON[w];
  if (/\p{L}{2,}e$/u.test(w)) return word;
  if (/\p{L}{2,}[^aeiouy]is$/u.test(w)) return `${word.slice(0, -1)}t`;
  return null;
}

/**
 * One French sentence of the candidate's profile in the third person, in a CV's telegraphic style
 * (no subject, as the English rule writes "Builds…"): "je cherche un stage" → "cherche un stage",
 * "je me spécialise" → "se spécialise", "mon/ma/mes" → "son/sa/ses". Null when a first-person word is
 * left that the table cannot change ("moi", "je ne…", an object "me", a verb it does not know).
 */
export function frenchSentenceToThirdPerson(sentence: string): string | null {
  let failed = false;
  let text = sentence.trim().replace(/(?<![\p{L}'])(je\s+|j['’])(?:(m['’]|me\s+))?([\p{L}’']+)/giu, (all, _je: string, reflexive: string | undefined, word: string) => {
    const verb = frenchThirdPerson(word);
    if (!verb) {
      failed = true;
      return all;
    }
    const self = reflexive ? (reflexive.startsWith('me') ? 'se ' : `s${reflexive.slice(1)}`) : '';
    return `${self}${verb}`;
  });
  if (failed) return null;
  text = text.replace(/(?<![\p{L}])(mon|ma|mes)(?![\p{L}])/giu, (word: string) => {
    const third = { mon: 'son', ma: 'sa', mes: 'ses' }[word.toLowerCase()]!;
    return word[0] === word[0].toUpperCase() ? capitalise(third) : third;
  });
  text = capitalise(text);
  return FIRST_PERSON_BY_LANGUAGE.fr.test(text) ? null : text;
}

/** The languages whose profile sentences a table can put into the third person. */
export const THIRD_PERSON_BY_LANGUAGE: Partial<Record<CvLanguage, (sentence: string) => string | null>> = {
  en: sentenceToThirdPerson,
  fr: frenchSentenceToThirdPerson,
};
