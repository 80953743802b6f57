import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  allSelectedState,
  buildProcessRequest,
  columnState,
  initialOptions,
  isSelected,
  pruneSelection,
  selectedIds,
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
