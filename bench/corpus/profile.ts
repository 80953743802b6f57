import type { CvData } from '../../common/cv-data';
import { CREDENTIALS, FIRST_NAMES, LANGUAGE_NAMES, LAST_NAMES, NAME_PREFIXES, PLACES, TRACKS, UNIVERSITIES, type Lang } from './pools';
import { half, type Random } from './random';

export interface Ym {
  y: number;
  m: number;
}

export interface Role {
  title: string;
  company: string;
  city: string;
  start: Ym;
  end: Ym | null;
  highlights: string[];
}

export interface Study {
  degree: string;
  field: string;
  institution: string;
  start: Ym;
  end: Ym;
}

export interface Profile {
  lang: Lang;
  first: string;
  last: string;
  prefix: string | null;
  credentials: string | null;
  email: string;
  phone: string;
  city: string;
  country: string;
  linkedin: string | null;
  website: string | null;
  roles: Role[];
  studies: Study[];
  skills: string[];
  certifications: string[];
  languages: { name: string; level: number }[];
  trackIndex: number;
}

/** The bench fixes "now" so totals of current roles are deterministic. */
export const BENCH_NOW = new Date(Date.UTC(2025, 5, 1));

function ascii(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z]/g, '').toLowerCase();
}

export function makeProfile(rng: Random, part: 0 | 1, lang: Lang, options: { isLong: boolean }): Profile {
  const first = rng.pick(half(FIRST_NAMES, part));
  const last = rng.pick(half(LAST_NAMES, part));
  const place = rng.pick(PLACES[lang]);
  const trackIndex = rng.int(0, TRACKS.length - 1);
  const track = TRACKS[trackIndex];
  const n3 = String(rng.int(100, 999));
  const phone = rng.pick(place.phone).replace('{n3}', n3);
  const domain = rng.pick(['gmail.com', 'outlook.com', 'example.com', 'mail.de', 'yahoo.fr', 'proton.me']);
  const email = rng.pick([`${ascii(first)}.${ascii(last)}@${domain}`, `${ascii(first)[0]}${ascii(last)}@${domain}`, `${ascii(first)}${rng.int(1, 99)}@${domain}`]);

  const roleCount = options.isLong ? rng.int(6, 8) : rng.int(2, 4);
  const titles = track.titles[lang];
  const companies = half(track.companies, part).length ? half(track.companies, part) : track.companies;
  const roles: Role[] = [];
  let end: Ym | null = rng.chance(0.6) ? null : { y: 2024 - rng.int(0, 2), m: rng.int(1, 12) };
  for (let i = 0; i < roleCount; i++) {
    const span = rng.int(10, 50);
    const endMonth = end ? end.y * 12 + end.m - 1 : BENCH_NOW.getUTCFullYear() * 12 + BENCH_NOW.getUTCMonth();
    const startMonth = endMonth - span;
    const start = { y: Math.floor(startMonth / 12), m: (startMonth % 12) + 1 };
    const seniority = Math.max(0, titles.length - 1 - i - rng.int(0, 1));
    const highlights = rng.sample(track.highlights, options.isLong ? rng.int(3, 4) : rng.int(1, 3));
    roles.push({ title: titles[Math.min(seniority, titles.length - 1)], company: rng.pick(companies), city: place.city, start, end, highlights });
    // Small gaps or an overlap between roles.
    const gap = rng.int(-2, 4);
    const prev = startMonth - gap;
    end = { y: Math.floor(prev / 12), m: (prev % 12) + 1 };
  }
  // Distinct companies for neighbours unless a deliberate promotion (handled by the layout).
  for (let i = 1; i < roles.length; i++) {
    if (roles[i].company === roles[i - 1].company && !rng.chance(0.5)) roles[i].company = companies.find((c) => c !== roles[i - 1].company) ?? roles[i].company;
  }

  const lastStart = roles[roles.length - 1].start.y;
  const studies: Study[] = [];
  const universities = UNIVERSITIES[lang];
  const gradYear = lastStart - rng.int(0, 1);
  studies.push({ degree: track.degree[lang], field: track.degree.field, institution: rng.pick(universities), start: { y: gradYear - 3, m: 9 }, end: { y: gradYear, m: 6 } });
  if (rng.chance(0.35)) {
    studies.unshift({ degree: lang === 'en' ? 'MBA' : lang === 'de' ? 'Master of Business Administration' : lang === 'fr' ? 'MBA' : 'Máster', field: 'Business Administration', institution: rng.pick(universities.filter((u) => u !== studies[0].institution)), start: { y: gradYear + 2, m: 9 }, end: { y: gradYear + 3, m: 7 } });
  }

  const languageNames = Object.keys(LANGUAGE_NAMES.en);
  const native = { en: 'English', de: 'German', fr: 'French', es: 'Spanish' }[lang];
  const others = rng.sample(languageNames.filter((name) => name !== native), rng.int(1, 3));
  return {
    lang,
    first,
    last,
    prefix: rng.chance(0.12) ? rng.pick(NAME_PREFIXES) : null,
    credentials: rng.chance(0.15) ? rng.pick(CREDENTIALS) : null,
    email,
    phone,
    city: place.city,
    country: place.country,
    linkedin: rng.chance(0.6) ? `linkedin.com/in/${ascii(first)}-${ascii(last)}-${rng.int(10, 99)}` : null,
    website: rng.chance(0.2) ? `github.com/${ascii(first)}${ascii(last)}` : null,
    roles,
    studies,
    skills: rng.sample(track.skills, rng.int(6, 12)),
    certifications: rng.chance(0.7) ? rng.sample(track.certifications, rng.int(1, 3)) : [],
    languages: [{ name: native, level: 0 }, ...others.map((name) => ({ name, level: rng.int(1, 6) }))],
    trackIndex,
  };
}

/** Ground truth in CvData shape; dates only as precise as the CV writes them. */
export function truthOf(profile: Profile, roles: Role[], isYearOnly: boolean, studiesYearOnly: boolean): CvData & { totalYearsExact: number } {
  const fmt = (ym: Ym, yearOnly: boolean) => (yearOnly ? String(ym.y) : `${ym.y}-${String(ym.m).padStart(2, '0')}`);
  const months: [number, number][] = roles.map((role) => [role.start.y * 12 + role.start.m - 1, role.end ? role.end.y * 12 + role.end.m : BENCH_NOW.getUTCFullYear() * 12 + BENCH_NOW.getUTCMonth()]);
  months.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [s, e] = months[0];
  for (const [a, b] of months.slice(1)) {
    if (a <= e) e = Math.max(e, b);
    else {
      total += e - s;
      [s, e] = [a, b];
    }
  }
  total += e - s;
  return {
    name: `${profile.first} ${profile.last}`,
    email: profile.email,
    phone: profile.phone,
    location: `${profile.city}, ${profile.country}`,
    linkedin: profile.linkedin ? `https://www.${profile.linkedin}` : null,
    website: profile.website ? `https://${profile.website}` : null,
    summary: null,
    experience: roles.map((role) => ({ title: role.title, company: role.company, location: role.city, startDate: fmt(role.start, isYearOnly), endDate: role.end ? fmt(role.end, isYearOnly) : null, current: role.end === null, highlights: role.highlights })),
    education: profile.studies.map((study) => ({ institution: study.institution, degree: study.degree, field: study.field, startDate: studiesYearOnly ? String(study.start.y) : null, endDate: String(study.end.y) })),
    skills: profile.skills,
    certifications: profile.certifications,
    languages: profile.languages.map((language) => language.name),
    totalYearsExperience: Math.round((total / 12) * 10) / 10,
    totalYearsExact: total / 12,
    currentTitle: roles.find((role) => role.end === null)?.title ?? null,
    industry: null,
  };
}
