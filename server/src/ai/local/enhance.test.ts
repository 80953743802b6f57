import { describe, expect, it } from 'vitest';
import { emptyCvData, type CvData } from '@common/cv-data';
import { describeEnhanceChanges } from '@common/enhance-changes';
import { instructionLimits, localEnhance, localEnhanceDetailed, normaliseBullet, stripPersonalData } from './enhance';
import { readInstructions } from './instructions';
import { alignTense } from './verbs';

function cv(overrides: Partial<CvData> = {}): CvData {
  return {
    ...emptyCvData(),
    currentTitle: 'Project Manager',
    totalYearsExperience: 9.4,
    industry: 'Construction',
    skills: ['Budgeting', 'Scheduling', 'Risk Management', 'AutoCAD'],
    experience: [
      { title: 'Project Manager', company: 'BuildCo', location: null, startDate: '2019-01', endDate: null, current: true, highlights: ['• managing a team of 12 site engineers.', 'Delivers projects on time'] },
      { title: 'Site Engineer', company: 'Bovis', location: null, startDate: '2015-01', endDate: '2018-12', current: false, highlights: ['- Manage subcontractors on 3 sites', '▪ I supervise daily safety checks;', 'Manage subcontractors on 3 sites', 'Lead engineer on the A1 upgrade'] },
    ],
    ...overrides,
  };
}

describe('local enhancement', () => {
  it('normalises bullets: glyphs, capitals, trailing punctuation, first person, duplicates, tense', () => {
    const result = localEnhance(cv());
    expect(result.experience[0].highlights).toEqual(['Manage a team of 12 site engineers', 'Deliver projects on time']);
    expect(result.experience[1].highlights).toEqual(['Managed subcontractors on 3 sites', 'Supervised daily safety checks', 'Lead engineer on the A1 upgrade']);
  });

  it('keeps the case of a bullet that opens on a web address or a name written in lower case', () => {
    expect(normaliseBullet('https://creativesolutions.inc/', false)).toBe('https://creativesolutions.inc/');
    expect(normaliseBullet('iOS app rebuilt in Swift', false)).toBe('iOS app rebuilt in Swift');
    expect(normaliseBullet('managed the eBay storefront', false)).toBe('Managed the eBay storefront');
  });

  it('writes a profile where there is none from the title and years alone: no guessed industry, no skills', () => {
    expect(localEnhance(cv()).summary).toBe('Project Manager with 9 years of experience.');
    expect(localEnhance({ ...emptyCvData(), skills: ['Excel'] }).summary).toBeNull();
  });

  it('removes personal data agencies strip, keeps the right to work', () => {
    const summary = 'Experienced project manager. Date of birth: 01/02/1980. Married with two children. Nationality: British. Full UK right to work as a British citizen.';
    expect(localEnhance(cv({ summary })).summary).toBe('Experienced project manager. Full UK right to work as a British citizen.');
    expect(stripPersonalData('Age: 44 | Strong communicator')).toBe('Strong communicator');
  });

  it('keeps every fact: names, employers, titles, dates, skills untouched', () => {
    const data = cv();
    const result = localEnhance(data);
    expect(result.experience.map(({ highlights: _h, ...rest }) => rest)).toEqual(data.experience.map(({ highlights: _h, ...rest }) => rest));
    expect(result.skills).toEqual(data.skills);
  });

  it('honours word and bullet limits from the template instructions', () => {
    expect(instructionLimits({ Summary: ['Keep it under 12 words'], Experience: ['Max 2 bullets per role'] })).toEqual({ summaryWords: 12, bulletsPerRole: 2 });
    const result = localEnhance(cv({ summary: 'Project manager for hospitals and schools. Chartered member of the CIOB since 2016.' }), { Summary: ['no more than 8 words'], Experience: ['top 2 achievements'] });
    expect(result.summary).toBe('Project manager for hospitals and schools.');
    expect(result.experience[1].highlights).toHaveLength(2);
  });

  it('aligns tense without mangling nouns', () => {
    expect(alignTense('Designing the new API', false)).toBe('Designed the new API');
    expect(alignTense('Design of the new API', false)).toBe('Design of the new API');
    expect(alignTense('Built a ledger', true)).toBe('Built a ledger');
    expect(alignTense('Leads the team', true)).toBe('Lead the team');
    expect(normaliseBullet('  *  increased  sales , by 5 %.', false)).toBe('Increased sales, by 5 %');
  });
});

describe('enhance earns its name with the built-in provider', () => {
  const messy = (): CvData => ({
    ...emptyCvData(),
    name: 'Daniel Okafor',
    summary: 'I am a hard-working engineer and my passion is building reliable systems.',
    currentTitle: 'Platform Engineer',
    totalYearsExperience: 24.6,
    skills: ['Kubernetes', 'Go', 'Terraform', 'AWS', 'Linux'],
    experience: [
      {
        title: 'Platform Engineer', company: 'Contoso', location: null, startDate: '2015-01', endDate: '2023-12', current: false,
        highlights: [
          'Responsible for migrating 40 services to Kubernetes and',
          'cutting hosting costs by 30%',
          'Involved in designing the on-call rota',
          'Wrote runbooks', 'wrote runbooks.',
          'Led the yearly capacity',
          'plan',
          'Maintained CI', 'Reviewed code', 'Ran workshops', 'Mentored juniors', 'Supported sales', 'Hired 6 engineers', 'Automated 120 checks', 'Documented APIs',
        ],
      },
    ],
  });

  it('trimming a long list keeps the results under their label before a technology list, and keeps a name in lower case apart', () => {
    const highlights = [
      'Creation of a web portal for role and rights management',
      'Maintenance of the existing infrastructure',
      'Technologies include:',
      'Django for the rights management tool backend',
      'Angular for the easy frontend interaction',
      'HTML5/CSS3/Bootstrap3 for the frontend',
      'SLES12',
      'Python for custom tool development',
      'nxLog + rsyslog + graylog for logging infrastructure',
      'Achievements include:',
      'A web based tool for an intuitive role assignment',
      'Online overview of company structures and projects',
      'Tools for role review, reporting and troubleshooting',
    ];
    const data = cv({ experience: [{ title: 'DevOps Engineer', company: 'Acme', location: null, startDate: '2015-01', endDate: null, current: true, highlights }] });
    const kept = localEnhance(data).experience[0].highlights;
    expect(kept).toHaveLength(8);
    expect(kept).toEqual(expect.arrayContaining(['A web based tool for an intuitive role assignment', 'Online overview of company structures and projects', 'Tools for role review, reporting and troubleshooting']));
    expect(kept).not.toContain('SLES12');
    expect(kept.some((h) => /Python for custom tool development nxLog/.test(h))).toBe(false);
    const tools = localEnhance(cv({ experience: [{ ...data.experience[0], highlights: ['Standard Linux tools, such as awk, sed, grep, ...', 'Python for in-depth data analysis'] }] })).experience[0].highlights;
    expect(tools).toEqual(['Standard Linux tools, such as awk, sed, grep, …', 'Python for in-depth data analysis']);
    // Short enough to keep whole, a label keeps its colon.
    const short = localEnhance(cv({ experience: [{ ...data.experience[0], highlights: highlights.slice(0, 4) }] })).experience[0].highlights;
    expect(short).toContain('Technologies include:');
  });

  it('joins broken bullets, de-duplicates, strengthens openers, trims long lists keeping figures, writes a third-person summary', () => {
    const { data, notes } = localEnhanceDetailed(messy());
    // The candidate's own profile is kept; only a [third person] instruction changes its person.
    expect(data.summary).toBe('I am a hard-working engineer and my passion is building reliable systems.');
    expect(localEnhanceDetailed(messy(), { Summary: ['third person'] }).data.summary).toBe('A hard-working engineer and their passion is building reliable systems.');
    const bullets = data.experience[0].highlights;
    expect(bullets[0]).toBe('Migrated 40 services to Kubernetes and cutting hosting costs by 30%');
    expect(bullets[1]).toBe('Designed the on-call rota');
    expect(bullets.filter((b) => /runbooks/i.test(b))).toHaveLength(1);
    expect(bullets).not.toContain('Plan');
    expect(bullets).toHaveLength(8);
    expect(bullets).toEqual(expect.arrayContaining(['Hired 6 engineers', 'Automated 120 checks']));
    expect(notes).toEqual([]);
  });

  it('counts what it changed, per kind, with the bullets before and after', () => {
    const { changes } = localEnhanceDetailed(messy());
    expect(changes).toEqual({
      bulletsBefore: 15,
      bulletsAfter: 8,
      summary: 'kept',
      bulletsJoined: 2,
      duplicatesRemoved: 1,
      openersStrengthened: 2,
      tenseAligned: 0,
      firstPersonRemoved: 0,
      personalDataRemoved: 0,
      bulletsTrimmed: 4,
      datesRestyled: 0,
      listItemsCut: 0,
      rolesReordered: 0,
      bulletsWithoutFigures: 0,
      educationChanged: 0,
      fieldsLeftOut: 0,
      summarySentencesDropped: 0,
    });
    expect(describeEnhanceChanges(changes)).toEqual([
      'Bullets: 15 before, 8 after',
      '2 broken bullets joined',
      '1 duplicate bullet removed',
      '2 bullet openers made an action verb',
      '4 bullets trimmed from over-long lists (those with figures kept)',
    ]);
  });

  it('puts dates in one style, fixes tense and person, removes personal data, and counts each', () => {
    const data: CvData = {
      ...emptyCvData(),
      summary: 'Finance lead since 03/2019. Date of birth: 01/02/1980.',
      experience: [
        {
          title: 'Finance Lead', company: 'Northwind', location: null, startDate: '2019-03', endDate: '2024-01', current: true,
          highlights: ['Led the 2020-2021 audit', 'I manage a team of 6', 'Closed the books every month since January 2022'],
        },
        { title: 'Accountant', company: 'Contoso', location: null, startDate: '2015', endDate: '2018', current: false, highlights: ['Manage payroll for 300 staff', 'Married, two children'] },
      ],
    };
    const { data: out, changes } = localEnhanceDetailed(data, {}, new Date(2025, 0, 1));
    expect(out.summary).toBe('Finance lead since Mar 2019.');
    expect(out.experience[0]).toMatchObject({ endDate: null, current: true, highlights: ['Led the 2020 – 2021 audit', 'Manage a team of 6', 'Closed the books every month since Jan 2022'] });
    expect(out.experience[1]).toMatchObject({ startDate: '2015', endDate: '2018', highlights: ['Managed payroll for 300 staff'] });
    expect(changes).toMatchObject({ summary: 'tidied', datesRestyled: 4, tenseAligned: 1, firstPersonRemoved: 1, personalDataRemoved: 2, bulletsBefore: 5, bulletsAfter: 4 });
    expect(describeEnhanceChanges(changes)).toEqual([
      'Bullets: 5 before, 4 after',
      'Summary tidied',
      "1 bullet put in the role's tense",
      '1 bullet taken out of the first person',
      '2 pieces of personal data removed',
      '4 dates put in one style (Jan 2021 – Mar 2023)',
    ]);
  });

  it('says so when nothing needed changing', () => {
    const tidy: CvData = { ...emptyCvData(), summary: 'Analyst with 3 years of experience.', experience: [{ title: 'Analyst', company: 'A', location: null, startDate: '2021-01', endDate: null, current: true, highlights: ['Build dashboards'] }] };
    expect(describeEnhanceChanges(localEnhanceDetailed(tidy).changes)).toEqual(['Nothing needed changing']);
  });

  it('reads limits written in digits or words and lists what it cannot follow', () => {
    const rules = readInstructions({
      Summary: ['Three sentences at most', 'third person', 'no first names'],
      Experience: ['four bullet points at most', 'past tense'],
      Skills: ['ten at most'],
      '': ['max 20 words for the summary', 'no personal data', 'Mention security clearance first'],
    });
    expect(rules).toMatchObject({ summarySentences: 3, bulletsPerRole: 4, summaryWords: 20, isThirdPerson: true, hasNoFirstNames: true, hasNoPersonalData: true, isPastTense: true, listItems: { Skills: 10 } });
    expect(rules.notApplied).toEqual(['[Mention security clearance first]']);
  });

  it('applies them deterministically and never invents', () => {
    const data = { ...messy(), summary: 'Daniel builds platforms. Daniel runs on-call. Daniel mentors engineers. Daniel writes Go.', experience: [{ ...messy().experience[0], current: true }] };
    const instructions = { Summary: ['two sentences', 'no first names'], Experience: ['3 bullets per role', 'past tense'], Skills: ['top 2'], '': ['Use British spelling'] };
    const first = localEnhanceDetailed(data, instructions);
    expect(first).toEqual(localEnhanceDetailed(data, instructions));
    expect(first.data.summary).toBe('The candidate builds platforms. The candidate runs on-call.');
    expect(first.data.experience[0].highlights).toEqual(['Migrated 40 services to Kubernetes and cutting hosting costs by 30%', 'Hired 6 engineers', 'Automated 120 checks']);
    expect(first.data.skills).toEqual(['Kubernetes', 'Go']);
    expect(first.notes).toContain('Instruction not applied: [Use British spelling].');
    const words = new Set(JSON.stringify(data).toLowerCase().match(/[a-z]+/g));
    const added = (JSON.stringify(first.data).toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => !words.has(w));
    // Only tense changes of verbs already there, and 'candidate' for the name.
    expect([...new Set(added)].sort()).toEqual(['candidate', 'migrated']);
  });
});
