import { describe, expect, it } from 'vitest';
import { filterCvs } from './search';
import {
  EMPTY_SELECTION,
  allSelectedState,
  buildProcessRequest,
  columnState,
  initialOptions,
  isSelected,
  pruneSelection,
  selectedIds,
  selectionCost,
  selectionSummary,
  setAllSelected,
  setOptionForAll,
  setRowOption,
  setRowSelected,
  validateSelection,
} from './selection';

describe('row selection (docs/PRODUCT.md §4)', () => {
  it('selecting a row switches on reformat and nothing else', () => {
    const next = setRowSelected(EMPTY_SELECTION, 'a', true);
    expect(next).toEqual({ a: { reformat: true, enhance: false, report: false, email: false, anonymise: false } });
  });

  it('deselecting removes the row and its options; reselecting starts again from reformat only', () => {
    let sel = setRowSelected(EMPTY_SELECTION, 'a', true);
    sel = setRowOption(sel, 'a', 'report', true);
    sel = setRowOption(sel, 'a', 'reformat', false);
    sel = setRowSelected(sel, 'a', false);
    expect(sel).toEqual({});
    sel = setRowSelected(sel, 'a', true);
    expect(sel.a).toEqual(initialOptions());
  });

  it('selecting an already selected row keeps its options', () => {
    let sel = setRowSelected(EMPTY_SELECTION, 'a', true);
    sel = setRowOption(sel, 'a', 'email', true);
    expect(setRowSelected(sel, 'a', true).a.email).toBe(true);
  });

  it('an option cannot be set on a row that is not selected', () => {
    const sel = setRowOption(EMPTY_SELECTION, 'a', 'enhance', true);
    expect(sel).toEqual({});
    expect(isSelected(sel, 'a')).toBe(false);
  });

  it('never mutates its input', () => {
    const before = setRowSelected(EMPTY_SELECTION, 'a', true);
    const snapshot = JSON.stringify(before);
    setRowOption(before, 'a', 'enhance', true);
    setRowSelected(before, 'a', false);
    setOptionForAll(before, 'report', true);
    expect(JSON.stringify(before)).toBe(snapshot);
    expect(EMPTY_SELECTION).toEqual({});
  });

  it('a row id like __proto__ or hasOwnProperty is an ordinary id', () => {
    let sel = setRowSelected(EMPTY_SELECTION, 'hasOwnProperty', true);
    expect(isSelected(sel, 'hasOwnProperty')).toBe(true);
    expect(isSelected(EMPTY_SELECTION, 'toString')).toBe(false);
    sel = setRowSelected(sel, 'hasOwnProperty', false);
    expect(selectedIds(sel)).toEqual([]);
  });
});

describe('header checkbox: all filtered CVs (docs/PRODUCT.md §4)', () => {
  it('selects every filtered CV with reformat on, leaving rows outside the filter alone', () => {
    let sel = setRowSelected(EMPTY_SELECTION, 'hidden', true);
    sel = setRowOption(sel, 'hidden', 'report', true);
    sel = setAllSelected(sel, ['a', 'b'], true);
    expect(selectedIds(sel).sort()).toEqual(['a', 'b', 'hidden']);
    expect(sel.a.reformat && sel.b.reformat).toBe(true);
    expect(sel.hidden.report).toBe(true);
  });

  it('keeps the options of filtered rows that were already selected', () => {
    let sel = setRowSelected(EMPTY_SELECTION, 'a', true);
    sel = setRowOption(sel, 'a', 'enhance', true);
    sel = setAllSelected(sel, ['a', 'b'], true);
    expect(sel.a.enhance).toBe(true);
  });

  it('unchecking deselects only the filtered CVs', () => {
    let sel = setAllSelected(EMPTY_SELECTION, ['a', 'b', 'c'], true);
    sel = setAllSelected(sel, ['a', 'b'], false);
    expect(selectedIds(sel)).toEqual(['c']);
  });

  it('shows checked, indeterminate or unchecked for the filtered rows', () => {
    expect(allSelectedState(EMPTY_SELECTION, [])).toBe(false);
    expect(allSelectedState(EMPTY_SELECTION, ['a', 'b'])).toBe(false);
    const one = setRowSelected(EMPTY_SELECTION, 'a', true);
    expect(allSelectedState(one, ['a', 'b'])).toBe('indeterminate');
    expect(allSelectedState(one, ['a'])).toBe(true);
    // A selected row hidden by the search does not make the header look checked.
    expect(allSelectedState(setRowSelected(EMPTY_SELECTION, 'x', true), ['a'])).toBe(false);
  });
});

describe('column-header checkboxes (docs/PRODUCT.md §4)', () => {
  it('set one option for every selected CV and nothing for the others', () => {
    let sel = setAllSelected(EMPTY_SELECTION, ['a', 'b'], true);
    sel = setOptionForAll(sel, 'enhance', true);
    expect(sel.a.enhance && sel.b.enhance).toBe(true);
    expect(isSelected(sel, 'c')).toBe(false);
    sel = setOptionForAll(sel, 'reformat', false);
    expect(sel.a.reformat || sel.b.reformat).toBe(false);
  });

  it('do nothing with no selection', () => {
    expect(setOptionForAll(EMPTY_SELECTION, 'email', true)).toEqual({});
    expect(columnState(EMPTY_SELECTION, 'email')).toBe(false);
  });

  it('show checked, indeterminate or unchecked across the selected CVs', () => {
    let sel = setAllSelected(EMPTY_SELECTION, ['a', 'b'], true);
    expect(columnState(sel, 'reformat')).toBe(true);
    expect(columnState(sel, 'report')).toBe(false);
    sel = setRowOption(sel, 'a', 'report', true);
    expect(columnState(sel, 'report')).toBe('indeterminate');
  });
});

describe('pruneSelection', () => {
  it('drops CVs that no longer exist and returns the same object when nothing changes', () => {
    const sel = setAllSelected(EMPTY_SELECTION, ['a', 'b'], true);
    expect(pruneSelection(sel, ['a', 'b', 'c'])).toBe(sel);
    expect(selectedIds(pruneSelection(sel, ['b']))).toEqual(['b']);
    expect(pruneSelection(sel, [])).toEqual({});
  });
});

describe('validateSelection (docs/PRODUCT.md §5)', () => {
  it('asks for a CV when none is selected', () => {
    expect(validateSelection(EMPTY_SELECTION)).toEqual({
      title: 'No CVs Selected',
      description: 'Please select at least one CV to process.',
    });
  });

  it('asks for an operation when any selected CV has none', () => {
    let sel = setAllSelected(EMPTY_SELECTION, ['a', 'b'], true);
    sel = setRowOption(sel, 'b', 'reformat', false);
    expect(validateSelection(sel)).toEqual({
      title: 'No Operations Selected',
      description: 'Please select at least one operation (reformat, enhance, report, or email) for each selected CV.',
    });
  });

  it('does not count Blind alone as an operation', () => {
    let sel = setRowSelected(EMPTY_SELECTION, 'a', true);
    sel = setRowOption(sel, 'a', 'reformat', false);
    sel = setRowOption(sel, 'a', 'anonymise', true);
    expect(validateSelection(sel)?.title).toBe('No Operations Selected');
  });

  it('passes when every selected CV has an operation', () => {
    let sel = setAllSelected(EMPTY_SELECTION, ['a', 'b'], true);
    sel = setRowOption(sel, 'b', 'reformat', false);
    sel = setRowOption(sel, 'b', 'email', true);
    expect(validateSelection(sel)).toBeNull();
  });
});

describe('buildProcessRequest (docs/PRODUCT.md §7)', () => {
  it('sends the selected ids, their options and the Standard Template when none is chosen', () => {
    let sel = setAllSelected(EMPTY_SELECTION, ['a', 'b'], true);
    sel = setRowOption(sel, 'b', 'report', true);
    expect(buildProcessRequest(sel, '')).toEqual({
      cvIds: ['a', 'b'],
      templateId: 'default',
      options: {
        a: { reformat: true, enhance: false, report: false, email: false, anonymise: false },
        b: { reformat: true, enhance: false, report: true, email: false, anonymise: false },
      },
    });
  });

  it('sends the chosen template', () => {
    const sel = setRowSelected(EMPTY_SELECTION, 'a', true);
    expect(buildProcessRequest(sel, 'tpl-1').templateId).toBe('tpl-1');
  });
});

describe('the dashboard selection, as a user goes through it (search, header checkbox, a CV deleted elsewhere)', () => {
  const cvs = [
    { id: 'amy', originalFileName: 'amy-adams.txt', extractedData: { name: 'Amy Adams', email: 'amy@example.com' } },
    { id: 'ben', originalFileName: 'ben-brown.txt', extractedData: { name: 'Ben Brown', email: 'ben@example.com' } },
    { id: 'cara', originalFileName: 'cara-clark.pdf', extractedData: null },
  ];
  const shown = (query: string) => filterCvs(cvs, query).map((cv) => cv.id);

  it('the header checkbox under a search selects the CVs shown, and clearing the search shows the header part-checked', () => {
    let sel = setAllSelected(EMPTY_SELECTION, shown('adams'), true);
    expect(selectedIds(sel)).toEqual(['amy']);
    expect(allSelectedState(sel, shown('adams'))).toBe(true);
    expect(allSelectedState(sel, shown(''))).toBe('indeterminate');
    // Everything, then unchecking the header under a search leaves the hidden CVs selected.
    sel = setAllSelected(sel, shown(''), true);
    sel = setAllSelected(sel, shown('BEN@'), false);
    expect(selectedIds(sel).sort()).toEqual(['amy', 'cara']);
  });

  it('a CV deleted in another tab leaves the selection and the count', () => {
    const sel = setAllSelected(EMPTY_SELECTION, shown(''), true);
    const remaining = pruneSelection(sel, ['amy', 'cara']);
    expect(selectionSummary(selectionCost(remaining, undefined, undefined), undefined)).toBe('2 selected');
    expect(validateSelection(remaining)).toBeNull();
  });
});

describe('the credit line beside the buttons (docs/decisions/066-credit-once-per-cv.md)', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  const cvs = [
    { id: 'paid', freeReprocessUntil: '2026-05-20T00:00:00Z' },
    { id: 'expired', freeReprocessUntil: '2026-04-30T00:00:00Z' },
    { id: 'new', freeReprocessUntil: null },
  ];
  const all = setAllSelected(EMPTY_SELECTION, ['paid', 'expired', 'new'], true);

  it('says nothing with nothing selected', () => {
    expect(selectionSummary(selectionCost(EMPTY_SELECTION, cvs, 3, now), 3)).toBeNull();
  });

  it('counts a CV charged in the last 30 days as free, and one whose free period ended as paid', () => {
    const cost = selectionCost(all, cvs, 5, now);
    expect(cost).toEqual({ selected: 3, free: 1, paid: 2, isShort: false });
    expect(selectionSummary(cost, 5)).toBe('3 selected · uses 2 of your 5 credits · 1 already paid for, free to process again (within 30 days of the charge)');
  });

  it('is short when the paid CVs outnumber the credits, and says "credit" for one', () => {
    const cost = selectionCost(all, cvs, 1, now);
    expect(cost.isShort).toBe(true);
    expect(selectionSummary(cost, 1)).toBe('3 selected · uses 2 of your 1 credit · 1 already paid for, free to process again (within 30 days of the charge)');
    expect(selectionCost(all, cvs, 2, now).isShort).toBe(false);
  });

  it('has no credit part on an unlimited plan, which is never short', () => {
    const sel = setRowSelected(EMPTY_SELECTION, 'new', true);
    const cost = selectionCost(sel, cvs, -1, now);
    expect(cost.isShort).toBe(false);
    expect(selectionSummary(cost, -1)).toBe('1 selected');
  });
});
