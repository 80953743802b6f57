import { useMemo, useState } from 'react';
import { filterCvs } from './search';
import {
  EMPTY_SELECTION,
  pruneSelection,
  setAllSelected,
  setOptionForAll,
  setRowOption,
  setRowSelected,
  type OptionKey,
  type Selection,
} from './selection';
import type { UploadedCv } from './types';

/**
 * What the dashboard is about to process: the template, the CV search, and which CVs are selected with
 * which options (the rules are selection.ts's). `cvs` is the loaded list, undefined while it loads.
 */
export function useDashboardSelection(cvs: UploadedCv[] | undefined) {
  const [templateId, setTemplateId] = useState('');
  const [search, setSearch] = useState('');
  const [rawSelection, setSelection] = useState<Selection>(EMPTY_SELECTION);

  // A CV deleted elsewhere (another tab, another session) leaves the selection by itself.
  const selection = useMemo(() => (cvs ? pruneSelection(rawSelection, cvs.map((cv) => cv.id)) : rawSelection), [cvs, rawSelection]);
  const filteredCvs = useMemo(() => filterCvs(cvs ?? [], search), [cvs, search]);

  return {
    templateId,
    setTemplateId,
    search,
    setSearch,
    selection,
    filteredCvs,
    selectRow: (cvId: string, checked: boolean) => setSelection(setRowSelected(selection, cvId, checked)),
    /** The header checkbox: the CVs the search shows, and only those. */
    selectAll: (checked: boolean) =>
      setSelection(
        setAllSelected(
          selection,
          filteredCvs.map((cv) => cv.id),
          checked,
        ),
      ),
    setRowOption: (cvId: string, key: OptionKey, value: boolean) => setSelection(setRowOption(selection, cvId, key, value)),
    setColumnOption: (key: OptionKey, value: boolean) => setSelection(setOptionForAll(selection, key, value)),
    /** Deleted CVs leave the selection. */
    deselect: (cvIds: readonly string[]) => setSelection((current) => cvIds.reduce((next, id) => setRowSelected(next, id, false), current)),
    clear: () => setSelection(EMPTY_SELECTION),
  };
}

export type DashboardSelection = ReturnType<typeof useDashboardSelection>;
