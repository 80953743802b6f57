/**
 * What the built-in enhancement changed in one CV, counted (decision 091): stored with the job and
 * shown in its details. A remote provider's job has none (its model rewrites freely within the facts).
 * Kept free of zod so the job list can describe changes without loading it (the schema is in
 * contracts/processing.ts).
 */
export interface EnhanceChanges {
  /** Bullets across all roles before and after. */
  bulletsBefore: number;
  bulletsAfter: number;
  /** kept as written; tidied (spacing, personal data, limits); rewritten in the third person from the CV's facts; written where the CV had none. */
  summary: 'kept' | 'tidied' | 'third-person' | 'rewritten' | 'written';
  bulletsJoined: number;
  duplicatesRemoved: number;
  openersStrengthened: number;
  tenseAligned: number;
  firstPersonRemoved: number;
  personalDataRemoved: number;
  bulletsTrimmed: number;
  datesRestyled: number;
  listItemsCut: number;
  /** Instructions followed (decision 095); absent on jobs enhanced before. */
  rolesReordered?: number;
  /** Bullets left out by a highlights instruction because they carry no figure. */
  bulletsWithoutFigures?: number;
  /** Education entries reordered or left out (highest first, no secondary school). */
  educationChanged?: number;
  /** Fields left out as an instruction asked (a phone, the skills…). */
  fieldsLeftOut?: number;
  /** Summary sentences left out: they could not be put into the third person without rewording. */
  summarySentencesDropped?: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The changes in plain words, one line each, for the job's details ("3 broken bullets joined"). */
export function describeEnhanceChanges(changes: EnhanceChanges): string[] {
  const lines: string[] = [];
  if (changes.bulletsBefore !== changes.bulletsAfter) lines.push(`Bullets: ${changes.bulletsBefore} before, ${changes.bulletsAfter} after`);
  if (changes.summary === 'rewritten') lines.push("Summary rewritten in the third person from the CV's own facts");
  if (changes.summary === 'written') lines.push("Summary written from the CV's own facts (the CV had none)");
  if (changes.summary === 'tidied') lines.push('Summary tidied');
  if (changes.summary === 'third-person') lines.push("The candidate's own summary put into the third person");
  const counted: [number, string, string][] = [
    [changes.bulletsJoined, 'broken bullet joined', 'broken bullets joined'],
    [changes.duplicatesRemoved, 'duplicate bullet removed', 'duplicate bullets removed'],
    [changes.openersStrengthened, 'bullet opener made an action verb', 'bullet openers made an action verb'],
    [changes.tenseAligned, "bullet put in the role's tense", "bullets put in the role's tense"],
    [changes.firstPersonRemoved, 'bullet taken out of the first person', 'bullets taken out of the first person'],
    [changes.personalDataRemoved, 'piece of personal data removed', 'pieces of personal data removed'],
    [changes.bulletsTrimmed, 'bullet trimmed from an over-long list (those with figures kept)', 'bullets trimmed from over-long lists (those with figures kept)'],
    [changes.datesRestyled, 'date put in one style (Jan 2021 – Mar 2023)', 'dates put in one style (Jan 2021 – Mar 2023)'],
    [changes.listItemsCut, "list item cut to the template's limit", "list items cut to the template's limits"],
    [changes.rolesReordered ?? 0, 'role moved to put the newest first', 'roles moved to put the newest first'],
    [changes.bulletsWithoutFigures ?? 0, 'bullet without a figure left out of the highlights', 'bullets without a figure left out of the highlights'],
    [changes.educationChanged ?? 0, 'education entry reordered or left out as the template asks', 'education entries reordered or left out as the template asks'],
    [changes.fieldsLeftOut ?? 0, 'field left out as the template asks', 'fields left out as the template asks'],
    [changes.summarySentencesDropped ?? 0, 'summary sentence left out (it could not be put into the third person without rewording)', 'summary sentences left out (they could not be put into the third person without rewording)'],
  ];
  for (const [count, one, many] of counted) if (count > 0) lines.push(plural(count, one, many));
  return lines.length ? lines : ['Nothing needed changing'];
}
