import type { Block, DocModel } from '../../server/src/test-support/documents/doc-model';
import { HEADINGS, LANGUAGE_NAMES, LEVELS, MONTHS, PRESENT, SINCE, SUMMARIES, type Lang } from './pools';
import type { Profile, Role, Ym } from './profile';
import { half, type Random } from './random';

export type DateStyle = 'mon-yyyy' | 'month-yyyy' | 'mm/yyyy' | 'yyyy' | 'yyyy/mm' | "mon'yy" | 'yyyy-mm';
export type ExperienceStyle = 'stacked' | 'one-line' | 'company-first' | 'dates-first' | 'date-column' | 'title-at-company' | 'caps-company';
export type EducationStyle = 'stacked' | 'one-line' | 'date-column' | 'institution-first';
export type Layout = 'single' | 'sidebar-left' | 'sidebar-right' | 'contact-header' | 'contact-footer';

export interface Template {
  layout: Layout;
  dateStyle: DateStyle;
  experienceStyle: ExperienceStyle;
  educationStyle: EducationStyle;
  skillsStyle: 'comma' | 'bullets' | 'categories' | 'table' | 'pipes';
  isOldestFirst: boolean;
  hasReferences: boolean;
  useSince: boolean;
  sidebarAsTextBox: boolean;
}

/** Tuning templates never use the held-out-only experience styles, so the held-out set tests generalisation. */
export const TUNING_EXPERIENCE: ExperienceStyle[] = ['stacked', 'one-line', 'company-first', 'dates-first', 'date-column'];
export const HELDOUT_EXPERIENCE: ExperienceStyle[] = ['stacked', 'one-line', 'company-first', 'dates-first', 'date-column', 'title-at-company', 'caps-company'];

export function pickTemplate(rng: Random, part: 0 | 1, format: string): Template {
  const layouts: Layout[] = format === 'txt' || format === 'doc' ? ['single', 'contact-header', 'contact-footer', 'sidebar-left'] : ['single', 'sidebar-left', 'sidebar-right', 'contact-header', 'contact-footer'];
  return {
    layout: rng.pick(layouts),
    dateStyle: rng.pick<DateStyle>(['mon-yyyy', 'month-yyyy', 'mm/yyyy', 'yyyy', 'yyyy/mm', "mon'yy", 'yyyy-mm']),
    experienceStyle: rng.pick(part === 0 ? TUNING_EXPERIENCE : HELDOUT_EXPERIENCE),
    educationStyle: rng.pick<EducationStyle>(part === 0 ? ['stacked', 'one-line', 'date-column'] : ['stacked', 'one-line', 'date-column', 'institution-first']),
    skillsStyle: rng.pick(['comma', 'bullets', 'categories', 'table', 'pipes'] as const),
    isOldestFirst: rng.chance(0.15),
    hasReferences: rng.chance(0.4),
    useSince: rng.chance(0.25),
    sidebarAsTextBox: rng.chance(0.5),
  };
}

export function formatDate(ym: Ym, style: DateStyle, lang: Lang): string {
  const months = MONTHS[lang];
  const mm = String(ym.m).padStart(2, '0');
  switch (style) {
    case 'mon-yyyy':
      return `${months.short[ym.m - 1]} ${ym.y}`;
    case 'month-yyyy':
      return `${months.long[ym.m - 1]} ${ym.y}`;
    case 'mm/yyyy':
      return `${mm}/${ym.y}`;
    case 'yyyy':
      return String(ym.y);
    case 'yyyy/mm':
      return `${ym.y}/${mm}`;
    case "mon'yy":
      return `${MONTHS.en.short[ym.m - 1]}'${String(ym.y).slice(2)}`;
    case 'yyyy-mm':
      return `${ym.y}-${mm}`;
  }
}

export function formatRange(role: { start: Ym; end: Ym | null }, template: Template, lang: Lang, rng: Random): string {
  const style = lang !== 'en' && template.dateStyle === "mon'yy" ? 'mon-yyyy' : template.dateStyle;
  const start = formatDate(role.start, style, lang);
  if (!role.end) {
    if (template.useSince) return `${SINCE[lang]} ${start}`;
    return `${start} – ${rng.pick(PRESENT[lang])}`;
  }
  const sep = lang === 'en' && style === 'month-yyyy' ? ' to ' : rng.pick([' – ', ' - ', ' — ']);
  return `${start}${sep}${formatDate(role.end, style, lang)}`;
}

export function effectiveDateStyle(template: Template, lang: Lang): DateStyle {
  return lang !== 'en' && template.dateStyle === "mon'yy" ? 'mon-yyyy' : template.dateStyle;
}

function heading(rng: Random, part: 0 | 1, lang: Lang, kind: keyof (typeof HEADINGS)['en']): Block {
  return { kind: 'heading', text: rng.pick(half(HEADINGS[lang][kind], part)) };
}

/** Lays a profile out as a CV document in the chosen template. Returns the roles in the order written. */
export function buildModel(profile: Profile, template: Template, rng: Random, part: 0 | 1): { model: DocModel; roles: Role[] } {
  const lang = profile.lang;
  const roles = template.isOldestFirst ? [...profile.roles].reverse() : profile.roles;
  const nameLine = `${profile.prefix ? profile.prefix + ' ' : ''}${rng.chance(0.2) ? `${profile.first} ${profile.last}`.toUpperCase() : `${profile.first} ${profile.last}`}${profile.credentials ? ', ' + profile.credentials : ''}`;
  const location = `${profile.city}, ${profile.country}`;
  const contactBits = [profile.email, profile.phone, location, ...(profile.linkedin ? [profile.linkedin] : []), ...(profile.website ? [profile.website] : [])];

  const main: Block[] = [];
  const side: Block[] = [];
  const header: string[] = [];
  const footer: string[] = [];
  const isSidebar = template.layout === 'sidebar-left' || template.layout === 'sidebar-right';
  const rail = isSidebar ? side : main;

  if (rng.chance(0.15)) main.push({ kind: 'text', text: lang === 'de' ? 'LEBENSLAUF' : 'CURRICULUM VITAE' });
  main.push({ kind: 'name', text: nameLine });
  main.push({ kind: 'subtitle', text: roles.find((r) => r.end === null)?.title ?? profile.roles[0].title });

  if (template.layout === 'contact-header') header.push(contactBits.join(' | '));
  else if (template.layout === 'contact-footer') footer.push(contactBits.join(' · '));
  else if (isSidebar) {
    side.push(heading(rng, part, lang, 'contact'));
    for (const bit of contactBits) side.push({ kind: 'text', text: bit });
  } else {
    main.push({ kind: 'text', text: contactBits.slice(0, 3).join(' | ') });
    if (contactBits.length > 3) main.push({ kind: 'text', text: contactBits.slice(3).join(' | ') });
  }

  main.push(heading(rng, part, lang, 'summary'));
  main.push({ kind: 'text', text: rng.pick(SUMMARIES[lang]) });

  // Skills, languages and certifications go to the sidebar in sidebar layouts.
  const skillsBlocks = (): Block[] => {
    const out: Block[] = [heading(rng, part, lang, 'skills')];
    const skills = profile.skills;
    const style = isSidebar ? 'bullets' : template.skillsStyle;
    if (style === 'comma') out.push({ kind: 'text', text: skills.join(', ') });
    else if (style === 'pipes') out.push({ kind: 'text', text: skills.join(' | ') });
    else if (style === 'bullets') for (const skill of skills) out.push({ kind: 'bullet', text: skill });
    else if (style === 'categories') {
      const mid = Math.ceil(skills.length / 2);
      out.push({ kind: 'text', text: `${lang === 'en' ? 'Technical' : lang === 'de' ? 'Fachlich' : lang === 'fr' ? 'Techniques' : 'Técnicas'}: ${skills.slice(0, mid).join(', ')}` });
      out.push({ kind: 'text', text: `${lang === 'en' ? 'Tools & Other' : lang === 'de' ? 'Weitere' : lang === 'fr' ? 'Autres' : 'Otras'}: ${skills.slice(mid).join(', ')}` });
    } else {
      for (let i = 0; i < skills.length; i += 3) out.push({ kind: 'row', cells: skills.slice(i, i + 3) });
    }
    return out;
  };
  const languageBlocks = (): Block[] => {
    const out: Block[] = [heading(rng, part, lang, 'languages')];
    const items = profile.languages.map((l) => `${LANGUAGE_NAMES[lang][l.name]} (${LEVELS[lang][l.level]})`);
    if (isSidebar || rng.chance(0.5)) for (const item of items) out.push({ kind: 'text', text: item.replace(/ \((.*)\)$/, ' – $1') });
    else out.push({ kind: 'text', text: items.join(', ') });
    return out;
  };
  const certificationBlocks = (): Block[] => {
    if (!profile.certifications.length) return [];
    const out: Block[] = [heading(rng, part, lang, 'certifications')];
    for (const cert of profile.certifications) {
      const year = rng.int(2015, 2024);
      out.push({ kind: isSidebar ? 'text' : 'bullet', text: rng.pick([cert, `${cert} (${year})`, `${cert}, ${year}`]) });
    }
    return out;
  };
  if (isSidebar) {
    side.push(...skillsBlocks(), ...languageBlocks(), ...certificationBlocks());
  }

  main.push(heading(rng, part, lang, 'experience'));
  main.push(...experienceBlocks(roles, template, rng, lang));
  main.push(heading(rng, part, lang, 'education'));
  main.push(...educationBlocks(profile, template, lang));
  if (!isSidebar) rail.push(...skillsBlocks(), ...certificationBlocks(), ...languageBlocks());
  if (template.hasReferences) {
    main.push(heading(rng, part, lang, 'references'));
    main.push({ kind: 'text', text: `${rng.pick(['Margaret Holloway', 'Peter Lindqvist', 'Anne Moreau'])}, ${rng.pick(['Director', 'Head of Department'])}` });
    main.push({ kind: 'text', text: `Tel: ${rng.pick(['+44 20 7123 4567', '+1 415 555 0199', '+49 40 9876 5432'])} · referee@example.org` });
  }
  return {
    model: { header, footer, main, sidebar: side, sidebarSide: template.layout === 'sidebar-left' ? 'left' : template.layout === 'sidebar-right' ? 'right' : null, sidebarAsTextBox: template.sidebarAsTextBox },
    roles,
  };
}

function experienceBlocks(roles: Role[], template: Template, rng: Random, lang: Lang): Block[] {
  const out: Block[] = [];
  const bullets = (role: Role) => role.highlights.map((text): Block => ({ kind: 'bullet', text }));
  for (let i = 0; i < roles.length; i++) {
    const role = roles[i];
    const dates = formatRange(role, template, lang, rng);
    switch (template.experienceStyle) {
      case 'stacked':
        out.push({ kind: 'text', text: role.title, bold: true }, { kind: 'text', text: `${role.company}, ${role.city}` }, { kind: 'text', text: dates });
        break;
      case 'one-line':
        out.push({ kind: 'text', text: `${role.title} | ${role.company} | ${dates}`, bold: true });
        break;
      case 'company-first': {
        // Several roles under one employer: the employer line once, then each role with its dates.
        const isSameAsPrevious = i > 0 && roles[i - 1].company === role.company;
        if (!isSameAsPrevious) out.push({ kind: 'text', text: `${role.company} — ${role.city}`, bold: true });
        out.push({ kind: 'text', text: `${role.title} | ${dates}` });
        break;
      }
      case 'dates-first':
        out.push({ kind: 'text', text: dates }, { kind: 'text', text: role.title, bold: true }, { kind: 'text', text: `${role.company} · ${role.city}` });
        break;
      case 'date-column':
        out.push({ kind: 'row', cells: [dates, `${role.title}, ${role.company}`] });
        break;
      case 'title-at-company':
        out.push({ kind: 'text', text: `${role.title} at ${role.company} (${dates})`, bold: true });
        break;
      case 'caps-company':
        out.push({ kind: 'text', text: `${role.company.toUpperCase()}, ${role.city}`, bold: true }, { kind: 'text', text: role.title }, { kind: 'text', text: dates });
        break;
    }
    out.push(...bullets(role));
  }
  return out;
}

function educationBlocks(profile: Profile, template: Template, lang: Lang): Block[] {
  const joiner = { en: ' in ', de: ' in ', fr: ' en ', es: ' en ' }[lang];
  const out: Block[] = [];
  for (const study of profile.studies) {
    const range = `${study.start.y} – ${study.end.y}`;
    switch (template.educationStyle) {
      case 'stacked':
        out.push({ kind: 'text', text: `${study.degree}${joiner}${study.field}`, bold: true }, { kind: 'text', text: study.institution }, { kind: 'text', text: range });
        break;
      case 'one-line':
        out.push({ kind: 'text', text: `${study.degree} ${study.field}, ${study.institution}, ${study.end.y}` });
        break;
      case 'date-column':
        out.push({ kind: 'row', cells: [range, `${study.degree}${joiner}${study.field}, ${study.institution}`] });
        break;
      case 'institution-first':
        out.push({ kind: 'text', text: study.institution, bold: true }, { kind: 'text', text: `${study.degree} – ${study.field}` }, { kind: 'text', text: String(study.end.y) });
        break;
    }
  }
  return out;
}

/** Whether the education style writes a start year. */
export function educationHasStart(template: Template): boolean {
  return template.educationStyle === 'stacked' || template.educationStyle === 'date-column';
}
