import { allSkillAliases, lookupSkill } from './lexicon/skills';
import { lookupLanguage } from './lexicon/languages';
import { escapeRegExp, stripBullet, wordCount } from './text-utils';

export { skillCategory } from './lexicon/skills';

const LEVEL = /\s*(?:\((?:[^)]*)\)|\[[^\]]*\]|[-–:]\s*(?:expert|advanced|intermediate|beginner|basic|proficient|fluent|native|\d+\+?\s*(?:years?|yrs?|ans?|jahre|anos|años)|\d\s*\/\s*\d+)\b.*)$/i;
const STOP = /^(?:and|or|etc|including|such as|others?|various|&|other tools)$/i;

/** Splits a skills line into items: commas, semicolons, bullets, pipes, tabs, slashes between words. */
export function splitSkillItems(line: string): string[] {
  let text = stripBullet(line);
  // "Programming Languages: Python, Go" — the label names a category, the items follow it.
  const labelled = /^([^:]{2,40}):\s*(.+)$/.exec(text);
  if (labelled) text = labelled[2];
  return text
    .split(/\s*(?:[,;|•·●▪\t]|\s\/\s|\s-\s|\s–\s)\s*/u)
    .flatMap(splitOnAnd)
    .map((item) => item.replace(LEVEL, '').replace(/^[\s*•-]+|[\s.*]+$/g, '').trim())
    .filter(Boolean);
}

/** "Python and SQL" is two skills, "Health and Safety" is one: split on "and" only when the lexicon has no such skill. */
function splitOnAnd(item: string): string[] {
  if (!/\s(?:and|&|und|et|y)\s/i.test(item) || lookupSkill(item.replace(LEVEL, ''))) return [item];
  const parts = item.split(/\s+(?:and|&|und|et|y)\s+/i);
  return parts.every((part) => lookupSkill(part.replace(LEVEL, ''))) ? parts : [item];
}

/**
 * A skill item as the CV writes it ("Unix" stays "Unix", never the lexicon's "Linux"); unknown items are
 * kept when they read like a skill. A letter-spaced design that split a word ("Kubern etes") is joined
 * when the joined word is a known skill.
 */
export function normaliseSkill(item: string): string | null {
  if (lookupSkill(item)) return item;
  const joined = item.replace(/\s+/g, '');
  if (joined !== item && lookupSkill(joined)) return joined;
  if (STOP.test(item) || item.length > 40 || wordCount(item) > 4 || /[.!?]$/.test(item)) return null;
  if (!/\p{L}/u.test(item) || /^\d/.test(item)) return null;
  if (lookupLanguage(item)) return null;
  return item.charAt(0).toUpperCase() + item.slice(1);
}

/** Skills listed in the CV's skill sections (and skills tables), deduplicated in order. */
export function extractSkills(sectionLines: string[]): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const line of sectionLines) {
    // A sentence in a skills section ("Experienced in …") yields only the lexicon skills it names.
    const items = wordCount(line) > 14 && !/[,;|•·\t]/.test(line) ? findKnownSkills(line) : splitSkillItems(line);
    for (const item of items) {
      const skill = normaliseSkill(item);
      if (!skill || seen.has(skill.toLowerCase())) continue;
      seen.add(skill.toLowerCase());
      skills.push(skill);
    }
  }
  return skills;
}

let aliasPattern: { regex: RegExp; names: Map<string, string> } | null = null;

/** Lexicon skills mentioned anywhere in free text (used when the CV has no skills section). */
export function findKnownSkills(text: string): string[] {
  if (!aliasPattern) {
    const names = new Map<string, string>();
    // Short aliases ("r", "c", "go", "ai", "pr") are too ambiguous in prose.
    const aliases = allSkillAliases().filter(([alias]) => alias.length >= 3 && !/^(?:word|lean|chef|sales|tax|lambda|rest|apache|shell|node|oracle|audit|trading|strategy|operations|analytics|teaching|typing|tools|epic|access|flash|publisher|written|verbal|creative|research|drafting|analytical|interpersonal|organizational|organisational|windows|operating systems|troubleshooting|waterfall|arbitration)$/.test(alias));
    for (const [alias, entry] of aliases) names.set(alias, entry.name);
    const body = aliases.map(([alias]) => escapeRegExp(alias)).sort((a, b) => b.length - a.length).join('|');
    aliasPattern = { regex: new RegExp(`(?<![\\w+#.])(?:${body})(?![\\w+#])`, 'gi'), names };
  }
  const found: string[] = [];
  for (const match of text.matchAll(aliasPattern.regex)) {
    const name = aliasPattern.names.get(match[0].toLowerCase().replace(/\s+/g, ' '));
    if (name && !found.includes(name)) found.push(name);
  }
  return found;
}
