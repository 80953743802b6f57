import { DEFAULT_TEMPLATE_ID, FREE_REPROCESS_DAYS, UNLIMITED } from '@common/limits';
import type { CvOptions, ProcessRequest } from '@common/contracts/processing';
import { OPERATIONS } from '@common/contracts/processing-rules';
import { NO_CVS_SELECTED, NO_OPERATIONS_SELECTED } from './messages';
import type { UploadedCv } from './types';

/**
 * The dashboard's selection (docs/PRODUCT.md §4): a CV is selected exactly when it has an entry here, and the
 * entry holds its per-CV options. Every function returns a new object; none mutates its input.
 */
export type Selection = Readonly<Record<string, CvOptions>>;

/** The option columns of the table, in display order. 'anonymise' is labelled BLIND. */
export const OPTION_KEYS = ['reformat', 'enhance', 'report', 'email', 'anonymise'] as const satisfies readonly (keyof CvOptions)[];
export type OptionKey = (typeof OPTION_KEYS)[number];


export const EMPTY_SELECTION: Selection = Object.freeze({});

/** Options of a freshly selected row: selecting switches reformat on (docs/PRODUCT.md §4). */
export function initialOptions(): CvOptions {
  return { reformat: true, enhance: false, report: false, email: false, anonymise: false };
}

export function isSelected(selection: Selection, cvId: string): boolean {
  return Object.hasOwn(selection, cvId);
}

export function selectedIds(selection: Selection): string[] {
  return Object.keys(selection);
}

/** Selecting switches on reformat; deselecting removes the row's options (docs/PRODUCT.md §4). */
export function setRowSelected(selection: Selection, cvId: string, checked: boolean): Selection {
  if (checked) {
    if (isSelected(selection, cvId)) return selection;
    return { ...selection, [cvId]: initialOptions() };
  }
  if (!isSelected(selection, cvId)) return selection;
  const next = { ...selection };
  delete next[cvId];
  return next;
}

/**
 * The header checkbox (docs/PRODUCT.md §4): checked selects every filtered CV (rows already selected keep
 * their options); unchecked deselects the filtered CVs. Rows hidden by the search are untouched.
 */
export function setAllSelected(selection: Selection, filteredIds: readonly string[], checked: boolean): Selection {
  let next = selection;
  for (const id of filteredIds) next = setRowSelected(next, id, checked);
  return next;
}

export type CheckState = boolean | 'indeterminate';

/** The header checkbox's state for the filtered rows. */
export function allSelectedState(selection: Selection, filteredIds: readonly string[]): CheckState {
  if (filteredIds.length === 0) return false;
  const count = filteredIds.filter((id) => isSelected(selection, id)).length;
  if (count === 0) return false;
  return count === filteredIds.length ? true : 'indeterminate';
}

/** One row's option checkbox. A row that is not selected has no options to set. */
export function setRowOption(selection: Selection, cvId: string, key: OptionKey, value: boolean): Selection {
  const current = selection[cvId];
  if (!current || current[key] === value) return selection;
  return { ...selection, [cvId]: { ...current, [key]: value } };
}

/** A column-header checkbox: one option for every selected CV (docs/PRODUCT.md §4). */
export function setOptionForAll(selection: Selection, key: OptionKey, value: boolean): Selection {
  const next: Record<string, CvOptions> = {};
  for (const [id, options] of Object.entries(selection)) next[id] = { ...options, [key]: value };
  return next;
}

/** A column-header checkbox's state across the selected CVs. */
export function columnState(selection: Selection, key: OptionKey): CheckState {
  const all = Object.values(selection);
  if (all.length === 0) return false;
  const on = all.filter((options) => options[key]).length;
  if (on === 0) return false;
  return on === all.length ? true : 'indeterminate';
}

/** Drops rows whose CV no longer exists (deleted here or elsewhere). */
export function pruneSelection(selection: Selection, existingIds: Iterable<string>): Selection {
  const existing = new Set(existingIds);
  const ids = selectedIds(selection);
  if (ids.every((id) => existing.has(id))) return selection;
  const next: Record<string, CvOptions> = {};
  for (const id of ids) if (existing.has(id)) next[id] = selection[id];
  return next;
}

export interface ValidationProblem {
  title: string;
  description: string;
}

/**
 * docs/PRODUCT.md §5 Process CVs: at least one CV, and at least one operation (reformat, enhance, report,
 * email) for each selected CV; anonymise only modifies them.
 */
export function validateSelection(selection: Selection): ValidationProblem | null {
  const all = Object.values(selection);
  if (all.length === 0) return { title: 'No CVs Selected', description: NO_CVS_SELECTED };
  if (all.some((options) => !OPERATIONS.some((key) => options[key]))) {
    return { title: 'No Operations Selected', description: NO_OPERATIONS_SELECTED };
  }
  return null;
}

/** The POST /api/process-selected-cvs body; no template chosen ('') means the Standard Template. */
export function buildProcessRequest(selection: Selection, templateId: string): ProcessRequest {
  const cvIds = selectedIds(selection);
  const options: Record<string, CvOptions> = {};
  for (const id of cvIds) options[id] = { ...selection[id] };
  return { cvIds, templateId: templateId || DEFAULT_TEMPLATE_ID, options };
}

/** Whether processing this CV again costs nothing: it was charged in the last 30 days (docs/decisions/066-credit-once-per-cv.md). */
export function isFreeToReprocess(cv: Pick<UploadedCv, 'freeReprocessUntil'>, now: number = Date.now()): boolean {
  return cv.freeReprocessUntil !== null && Date.parse(cv.freeReprocessUntil) > now;
}

/** What the selection costs: a credit buys a CV, and those charged in the last 30 days are processed again for free. */
export interface SelectionCost {
  selected: number;
  /** Selected CVs processed again for free. */
  free: number;
  /** Selected CVs that cost a credit. */
  paid: number;
  /** More paid CVs than credits left (an unlimited plan is never short). */
  isShort: boolean;
}

export function selectionCost(
  selection: Selection,
  cvs: readonly Pick<UploadedCv, 'id' | 'freeReprocessUntil'>[] | undefined,
  credits: number | undefined,
  now: number = Date.now(),
): SelectionCost {
  const selected = selectedIds(selection).length;
  const free = (cvs ?? []).filter((cv) => isSelected(selection, cv.id) && isFreeToReprocess(cv, now)).length;
  const paid = selected - free;
  return { selected, free, paid, isShort: credits !== undefined && credits !== UNLIMITED && paid > credits };
}

/**
 * The line beside the bulk buttons, or null with nothing selected: '3 selected · uses 2 of your 5 credits ·
 * 1 already paid for, free to process again (within 30 days of the charge)'. An unlimited plan has no credit part.
 */
export function selectionSummary(cost: SelectionCost, credits: number | undefined): string | null {
  if (cost.selected === 0) return null;
  let line = `${cost.selected} selected`;
  if (credits !== undefined && credits !== UNLIMITED) line += ` · uses ${cost.paid} of your ${credits} credit${credits === 1 ? '' : 's'}`;
  if (cost.free > 0) line += ` · ${cost.free} already paid for, free to process again (within ${FREE_REPROCESS_DAYS} days of the charge)`;
  return line;
}
