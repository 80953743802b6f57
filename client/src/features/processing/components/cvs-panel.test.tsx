import { describe, expect, it } from 'vitest';
import { findAll, renderStatic, textOf, type Screen } from '@/test-support/static-markup';
import { filterCvs } from '../search';
import { EMPTY_SELECTION, setAllSelected, setRowSelected, type Selection } from '../selection';
import { buildCv } from '../test-support/dashboard-fixtures';
import type { UploadedCv } from '../types';
import { CvsPanel, type CvsPanelProps } from './cvs-panel';

const noop = () => {};
const FAR_FUTURE = '2999-01-01T00:00:00Z';

const cvs: UploadedCv[] = [
  buildCv('amy', { originalFileName: 'amy-adams.pdf' }),
  buildCv('ben', { originalFileName: 'ben-brown.pdf', freeReprocessUntil: FAR_FUTURE }),
  buildCv('cara', { originalFileName: 'cara-clark.pdf' }),
];

function render(props: Partial<CvsPanelProps> & { selection?: Selection } = {}) {
  const allCvs = 'allCvs' in props ? props.allCvs : cvs;
  const search = props.search ?? '';
  return renderStatic(
    <CvsPanel
      allCvs={allCvs}
      filteredCvs={filterCvs(allCvs ?? [], search)}
      isLoading={false}
      loadError={null}
      onRetry={noop}
      templates={[{ id: 'default', name: 'Standard Template' }]}
      templateId=""
      onTemplateChange={noop}
      search={search}
      onSearchChange={noop}
      selection={EMPTY_SELECTION}
      latestJobs={new Map()}
      credits={3}
      isProcessing={false}
      isBulkDeleting={false}
      deletingId={null}
      onProcess={noop}
      onDeleteSelected={noop}
      onDelete={noop}
      onSelectRow={noop}
      onSelectAll={noop}
      onRowOption={noop}
      onColumnOption={noop}
      {...props}
    />,
  );
}

describe('the Uploaded CVs tab: counts and buttons (docs/PRODUCT.md §2, §4)', () => {
  it('with nothing selected: no count line, Delete Selected disabled, Process CVs enabled', () => {
    const screen = render();
    expect(screen.text()).not.toContain('selected ·');
    expect(screen.button('Delete Selected')).toMatchObject({ isDisabled: true });
    expect(screen.button('Process CVs')).toMatchObject({ isDisabled: false });
  });

  it('counts the selection on the Delete button and in the credit line', () => {
    const screen = render({ selection: setAllSelected(EMPTY_SELECTION, ['amy', 'cara'], true) });
    expect(screen.button('Delete Selected (2)').isDisabled).toBe(false);
    expect(screen.text()).toContain('2 selected · uses 2 of your 3 credits');
  });

  it('names the CVs already paid for, and turns red when the credits do not cover the rest', () => {
    const all = setAllSelected(EMPTY_SELECTION, ['amy', 'ben', 'cara'], true);
    const covered = render({ selection: all, credits: 2 });
    expect(covered.text()).toContain('3 selected · uses 2 of your 2 credits · 1 already paid for, free to process again (within 30 days of the charge)');
    expect(creditLine(covered)?.attrs.class).not.toContain('text-destructive');
    const short = render({ selection: all, credits: 1 });
    expect(short.text()).toContain('3 selected · uses 2 of your 1 credit · 1 already paid for');
    expect(creditLine(short)?.attrs.class).toContain('text-destructive');
  });

  it('has no credit part on an unlimited plan', () => {
    const screen = render({ selection: setRowSelected(EMPTY_SELECTION, 'amy', true), credits: -1 });
    expect(textOf(creditLine(screen)!)).toBe('1 selected');
  });

  it('disables Process CVs and Delete Selected while they run', () => {
    const screen = render({ selection: setRowSelected(EMPTY_SELECTION, 'amy', true), isProcessing: true, isBulkDeleting: true });
    expect(screen.button('Process CVs').isDisabled).toBe(true);
    expect(screen.button('Delete Selected (1)').isDisabled).toBe(true);
  });
});

describe('the Uploaded CVs tab: search and empty states', () => {
  it('shows how many CVs the search leaves, and only those rows', () => {
    const screen = render({ search: 'ADAMS' });
    expect(screen.text()).toContain('1 of 3 CVs');
    expect(screen.byTestId('cv-row').map((row) => row.text())).toEqual([expect.stringContaining('amy-adams.pdf')]);
  });

  it('says so when the search matches nothing', () => {
    const screen = render({ search: '  zebra ' });
    expect(screen.text()).toContain('No CVs match “zebra”');
    expect(screen.text()).toContain('Try another file name, candidate name or email.');
    expect(screen.byTestId('cv-row')).toHaveLength(0);
  });

  it('with no CVs: the upload prompt, and Process CVs disabled', () => {
    const screen = render({ allCvs: [] });
    expect(screen.text()).toContain('No CVs uploaded');
    expect(screen.text()).toContain('Upload PDF, Word or text CVs to reformat, enhance and analyse them.');
    expect(screen.button('Process CVs').isDisabled).toBe(true);
  });

  it('while loading, and when the list could not be loaded', () => {
    const loading = render({ allCvs: undefined, isLoading: true });
    expect(loading.byRole('status').map((status) => status.attr('aria-label'))).toEqual(['Loading CVs']);
    const failed = render({ allCvs: undefined, loadError: new Error('offline') });
    expect(failed.text()).toContain('Your CVs could not be loaded.');
    expect(failed.button('Try again').isDisabled).toBe(false);
  });
});

/** The line beside the buttons: announced as it changes (aria-live), red when the credits fall short. */
function creditLine(screen: Screen) {
  return findAll(screen.root, (el) => el.tag === 'p' && el.attrs['aria-live'] === 'polite')[0];
}
