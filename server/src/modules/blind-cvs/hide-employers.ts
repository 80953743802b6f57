import type { CvData } from '@common/cv-data';
import { INDUSTRY_KEYWORDS } from '../../extraction/lexicon/industries';
import { fold } from '../../extraction/text-utils';
import { wholeWordPattern } from './anonymise';

/**
 * 'Hide employer names' (a template setting): each employer becomes a neutral description from its
 * industry, found with the extraction's industry lexicon ('Barclays' → 'A global bank'), else
 * 'Confidential employer'. Pure.
 */
export const CONFIDENTIAL_EMPLOYER = 'Confidential employer';

/** What an employer of each lexicon industry is called. */
const DESCRIPTIONS: Record<string, string> = {
  'Information Technology': 'technology company',
  Healthcare: 'healthcare provider',
  'Finance & Banking': 'financial services firm',
  'Engineering & Construction': 'engineering and construction firm',
  Manufacturing: 'manufacturing company',
  Education: 'educational institution',
  'Retail & Consumer': 'retailer',
  'Marketing & Media': 'marketing and media company',
  Consulting: 'consultancy',
  'Logistics & Transport': 'logistics company',
  'Energy & Utilities': 'energy company',
  Telecommunications: 'telecommunications company',
  Legal: 'law firm',
  'Hospitality & Tourism': 'hospitality company',
  'Government & Public Sector': 'public sector organisation',
  'Human Resources & Recruitment': 'recruitment firm',
  'Non-profit': 'non-profit organisation',
};

// Finer words inside 'Finance & Banking', where 'a bank' says more than 'a financial services firm'.
const FINANCE_KINDS: [RegExp, string][] = [
  [/(?:^|[^a-z])(?:bank|banking|banque|banco|sparkasse|hsbc|barclays|santander|bbva|bnp)(?:$|[^a-z])/, 'bank'],
  [/(?:^|[^a-z])(?:insurance|assurance|seguros|versicherung)(?:$|[^a-z])/, 'insurance company'],
  [/(?:^|[^a-z])(?:kpmg|deloitte|pwc|ey)(?:$|[^a-z])/, 'professional services firm'],
];

/** Brand names in the lexicon that belong to multinationals: their description says 'global'. */
const GLOBAL_BRANDS = new Set([
  'microsoft', 'google', 'amazon', 'oracle', 'ibm', 'sap', 'salesforce', 'infosys', 'wipro', 'kpmg', 'deloitte', 'pwc', 'ey',
  'bnp', 'hsbc', 'barclays', 'santander', 'bbva', 'siemens', 'bosch', 'volkswagen', 'bmw', 'daimler', 'tesco', 'walmart',
  'carrefour', 'zara', 'inditex', 'ikea', 'mckinsey', 'bcg', 'bain', 'accenture', 'capgemini', 'dhl', 'fedex', 'ups',
  'maersk', 'shell', 'bp', 'totalenergies', 'eni', 'repsol', 'iberdrola', 'vodafone', 'orange', 'telefonica', 'telekom',
  'unicef', 'red cross',
]);

const wordPattern = (word: string) => new RegExp(`(?:^|[^a-z])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^a-z])`);
const INDUSTRY_PATTERNS: [string, RegExp[]][] = Object.entries(INDUSTRY_KEYWORDS).map(([industry, words]) => [industry, words.map(wordPattern)]);
const GLOBAL_PATTERNS = [...GLOBAL_BRANDS].map(wordPattern);

/** The lexicon industry an employer's name points to (the one with most matching words), or null. */
export function employerIndustry(company: string): string | null {
  const name = fold(company);
  let best: string | null = null;
  let bestHits = 0;
  for (const [industry, patterns] of INDUSTRY_PATTERNS) {
    const hits = patterns.filter((p) => p.test(name)).length;
    if (hits > bestHits) {
      best = industry;
      bestHits = hits;
    }
  }
  return best;
}

const withArticle = (words: string) => `${/^[aeiou]/i.test(words) ? 'An' : 'A'} ${words}`;

const KINDS = [...Object.values(DESCRIPTIONS), ...FINANCE_KINDS.map(([, kind]) => kind)];
/** Every description neutralEmployer can give, so hiding twice changes nothing. */
const NEUTRAL = new Set([CONFIDENTIAL_EMPLOYER, ...KINDS.flatMap((kind) => [withArticle(kind), withArticle(`global ${kind}`)])]);

/** 'Barclays' → 'A global bank'; 'St Mary's Hospital' → 'A healthcare provider'; 'Acme Ltd' → 'Confidential employer'. */
export function neutralEmployer(company: string | null | undefined): string {
  if (!company?.trim()) return CONFIDENTIAL_EMPLOYER;
  if (NEUTRAL.has(company.trim())) return company.trim();
  const industry = employerIndustry(company);
  if (!industry || !DESCRIPTIONS[industry]) return CONFIDENTIAL_EMPLOYER;
  const name = fold(company);
  const kind = industry === 'Finance & Banking' ? (FINANCE_KINDS.find(([pattern]) => pattern.test(name))?.[1] ?? DESCRIPTIONS[industry]) : DESCRIPTIONS[industry];
  return withArticle(GLOBAL_PATTERNS.some((p) => p.test(name)) ? `global ${kind}` : kind);
}

/** 'A global bank' → 'a global bank'; 'Confidential employer' → 'a confidential employer'. */
function inSentence(description: string): string {
  return description === CONFIDENTIAL_EMPLOYER ? 'a confidential employer' : description.charAt(0).toLowerCase() + description.slice(1);
}

/** The CV with every employer replaced by its neutral description, in the roles and in free text. */
export function hideEmployerNames(data: CvData): CvData {
  const replacements = data.experience
    .map((entry) => entry.company?.trim())
    .filter((company): company is string => !!company && [...company].length >= 2 && !NEUTRAL.has(company))
    .map((company) => ({ company, description: neutralEmployer(company) }))
    // Longer names first, so 'Barclays Capital' is replaced before 'Barclays'.
    .sort((a, b) => b.company.length - a.company.length);
  const inText = (text: string) =>
    replacements.reduce((out, { company, description }) => out.replace(wholeWordPattern(company), inSentence(description)), text);
  return {
    ...data,
    summary: data.summary === null ? null : inText(data.summary),
    experience: data.experience.map((entry) => ({
      ...entry,
      company: entry.company?.trim() ? neutralEmployer(entry.company) : entry.company,
      title: entry.title === null ? null : inText(entry.title),
      highlights: entry.highlights.map(inText),
    })),
  };
}
