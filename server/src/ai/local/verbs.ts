/**
 * Action verbs CVs open bullets with: base form → past tense. The -s and -ing forms are derived
 * (with the irregular ones listed). Used to make the tense of a role's bullets consistent.
 */
const PAST: Record<string, string> = {
  manage: 'managed', lead: 'led', develop: 'developed', design: 'designed', build: 'built', implement: 'implemented',
  create: 'created', deliver: 'delivered', improve: 'improved', reduce: 'reduced', increase: 'increased', drive: 'drove',
  run: 'ran', oversee: 'oversaw', coordinate: 'coordinated', support: 'supported', maintain: 'maintained', write: 'wrote',
  own: 'owned', launch: 'launched', negotiate: 'negotiated', analyse: 'analysed', analyze: 'analyzed', plan: 'planned',
  organise: 'organised', organize: 'organized', train: 'trained', mentor: 'mentored', handle: 'handled', prepare: 'prepared',
  review: 'reviewed', test: 'tested', deploy: 'deployed', migrate: 'migrated', automate: 'automated', optimise: 'optimised',
  optimize: 'optimized', establish: 'established', achieve: 'achieved', grow: 'grew', sell: 'sold', recruit: 'recruited',
  hire: 'hired', supervise: 'supervised', assist: 'assisted', conduct: 'conducted', produce: 'produced', present: 'presented',
  research: 'researched', resolve: 'resolved', collaborate: 'collaborated', work: 'worked', report: 'reported',
  monitor: 'monitored', ensure: 'ensured', provide: 'provided', generate: 'generated', streamline: 'streamlined',
  introduce: 'introduced', redesign: 'redesigned', define: 'defined', execute: 'executed', spearhead: 'spearheaded',
  architect: 'architected', teach: 'taught', coach: 'coached', direct: 'directed', administer: 'administered',
  advise: 'advised', audit: 'audited', configure: 'configured', consult: 'consulted', document: 'documented', engineer: 'engineered', evaluate: 'evaluated', facilitate: 'facilitated',
  forecast: 'forecast', identify: 'identified', install: 'installed', integrate: 'integrated', liaise: 'liaised',
  modernise: 'modernised', modernize: 'modernized', partner: 'partnered', process: 'processed',
  program: 'programmed', refactor: 'refactored', schedule: 'scheduled', secure: 'secured', serve: 'served',
  simplify: 'simplified', solve: 'solved', translate: 'translated', troubleshoot: 'troubleshot', upgrade: 'upgraded',
  win: 'won', cut: 'cut', set: 'set', lower: 'lowered', raise: 'raised', save: 'saved', close: 'closed', expand: 'expanded',
  scale: 'scaled', shape: 'shaped', ship: 'shipped', track: 'tracked', update: 'updated', use: 'used',
};

const ING_IRREGULAR: Record<string, string> = { running: 'run', planning: 'plan', shipping: 'ship', programming: 'program', winning: 'win', cutting: 'cut', setting: 'set', auditing: 'audit' };

function ingToBase(word: string): string | null {
  if (ING_IRREGULAR[word]) return ING_IRREGULAR[word];
  if (!word.endsWith('ing')) return null;
  const stem = word.slice(0, -3);
  for (const candidate of [stem, `${stem}e`]) if (PAST[candidate]) return candidate;
  return null;
}

function sToBase(word: string): string | null {
  if (word.endsWith('ies') && PAST[`${word.slice(0, -3)}y`]) return `${word.slice(0, -3)}y`;
  if (word.endsWith('es') && PAST[word.slice(0, -2)]) return word.slice(0, -2);
  if (word.endsWith('s') && PAST[word.slice(0, -1)]) return word.slice(0, -1);
  return null;
}

const BASE_OF_PAST = new Map(Object.entries(PAST).map(([base, past]) => [past, base]));

/** Verbs that also open bullets as nouns ("Lead developer on…", "Design of…"): changed only before an object. */
const NOUN_LIKE = new Set([
  'lead', 'present', 'test', 'process', 'program', 'report', 'design', 'plan', 'research', 'support', 'work', 'use', 'set',
  'cut', 'close', 'secure', 'scale', 'shape', 'track', 'update', 'review', 'document', 'partner', 'schedule', 'forecast',
  'run', 'audit', 'win', 'ship', 'lower', 'save', 'raise', 'engineer', 'architect', 'coach', 'direct', 'program', 'consult',
]);
const OBJECT_START = new Set(['a', 'an', 'the', 'our', 'my', 'their', 'its', 'new', 'multiple', 'several', 'all', 'key', 'up', 'out', 'and', 'over', 'large', 'complex', 'critical', 'cross']);

function matchCase(word: string, like: string): string {
  return like[0] === like[0].toUpperCase() ? word[0].toUpperCase() + word.slice(1) : word;
}

/** The verb a bullet opens with, as a base form, or null when it doesn't open with a known verb. */
function leadingVerb(word: string): { base: string; form: 'base' | 'past' | 's' | 'ing' } | null {
  const w = word.toLowerCase();
  if (PAST[w]) return { base: w, form: 'base' };
  if (BASE_OF_PAST.has(w)) return { base: BASE_OF_PAST.get(w)!, form: 'past' };
  const fromIng = ingToBase(w);
  if (fromIng) return { base: fromIng, form: 'ing' };
  const fromS = sToBase(w);
  if (fromS) return { base: fromS, form: 's' };
  return null;
}

/** One verb put in the role's tense, or null when it stays as it is. */
function retense(word: string, verb: { base: string; form: 'base' | 'past' | 's' | 'ing' }, isCurrent: boolean): string {
  if (isCurrent) return verb.form === 'ing' || verb.form === 's' ? matchCase(verb.base, word) : word;
  return verb.form === 'past' ? word : matchCase(PAST[verb.base], word);
}

/**
 * Puts the opening verb in the role's tense: past for a finished role ("Manage" / "Managing" →
 * "Managed"); for a current role, present ("Manages" / "Managing" → "Manage"), keeping past verbs,
 * which there describe achievements. Verbs coordinated with the first ("Create, edit and manage…")
 * change together or not at all: when one of them is not a verb the table knows ("Design and
 * implementation of…"), the bullet stays as written, so a change never breaks agreement.
 */
export function alignTense(bullet: string, isCurrent: boolean): string {
  const match = /^([A-Za-z]+)(?!\p{L})(.*)$/su.exec(bullet);
  if (!match) return bullet;
  const [, first, rest] = match;
  const verb = leadingVerb(first);
  if (!verb) return bullet;
  // The words coordinated with the first: ", edits", " and manages", ", and manages", " & manage", " / manage".
  const coordinated = /^((?:\s*(?:,\s*(?:and\s+|&\s*)?|\s+(?:and|&|or|\/)\s+|\/)[A-Za-z]+)*)(.*)$/s.exec(rest)!;
  const joins = [...coordinated[1].matchAll(/(\s*(?:,\s*(?:and\s+|&\s*)?|\s+(?:and|&|or|\/)\s+|\/))([A-Za-z]+)/g)];
  if (/^\p{L}/u.test(coordinated[2]) && joins.length) return bullet; // a coordinated word runs on into accented letters
  const tail = coordinated[2];
  const next = /^\W*([A-Za-z-]+)/.exec(joins.length ? tail : rest)?.[1]?.toLowerCase() ?? '';
  if (verb.form !== 'past' && NOUN_LIKE.has(verb.base) && !joins.length && !OBJECT_START.has(next)) return bullet;
  if (verb.form === 'ing' && next === 'of') return bullet;
  const others = joins.map((j) => ({ sep: j[1], word: j[2], verb: leadingVerb(j[2]) }));
  // "Design and implementation", "Sales and marketing": a coordinated word that is not a verb the table knows.
  if (others.some((o) => !o.verb)) return bullet;
  const changed = [retense(first, verb, isCurrent), ...others.map((o) => o.sep + retense(o.word, o.verb!, isCurrent))].join('');
  return changed + tail;
}

/** True when a bullet opens with an action verb in any form ('wrote', 'managing', 'leads'). */
export function opensWithVerb(text: string): boolean {
  const first = /^[A-Za-z]+(?!\p{L})/u.exec(text)?.[0];
  return Boolean(first && leadingVerb(first));
}

/** A word's base form when it is a verb the table knows, with the form it was in. */
export function baseOfVerb(word: string): { base: string; form: 'base' | 'past' | 's' | 'ing' } | null {
  return leadingVerb(word);
}
