import { describe, expect, it } from 'vitest';
import { renderStatic } from '@/test-support/static-markup';
import { EMPTY_SELECTION, setAllSelected, setRowOption, setRowSelected, type Selection } from '../selection';
import { buildCv, buildJob } from '../test-support/dashboard-fixtures';
import type { ProcessingJob, UploadedCv } from '../types';
import { CvCards } from './cv-cards';
import { CvTable } from './cv-table';

const noop = () => {};
const OPTIONS = ['Reformat', 'Enhance', 'Report', 'Email', 'Blind'];

const cvs: UploadedCv[] = [
  buildCv('amy', { originalFileName: 'amy-adams.pdf', extractedData: { ...emptyData(), name: 'Amy Adams', email: 'amy@example.com' } }),
  buildCv('ben', { originalFileName: 'ben-brown.docx', format: 'docx', fileSize: 2_400_000 }),
  buildCv('cara', { originalFileName: 'cara-clark.txt', format: 'txt', extractionStatus: 'pending' }),
];

function emptyData() {
  return { name: null, email: null, phone: null, location: null, linkedin: null, website: null, summary: null, experience: [], education: [], skills: [], certifications: [], languages: [], totalYearsExperience: null, currentTitle: null, industry: null };
}

// The table (768 px and wider) and the cards (narrower screens) follow the same selection rules.
const layouts = [
  ['table', CvTable, 'cv-row'],
  ['cards', CvCards, 'cv-card'],
] as const;

function render(List: typeof CvTable, selection: Selection, options: { shown?: UploadedCv[]; jobs?: ProcessingJob[]; deletingId?: string | null } = {}) {
  const latestJobs = new Map((options.jobs ?? []).map((job) => [job.uploadedCvId!, job]));
  return renderStatic(
    <List
      cvs={options.shown ?? cvs}
      selection={selection}
      latestJobs={latestJobs}
      deletingId={options.deletingId ?? null}
      onSelectRow={noop}
      onSelectAll={noop}
      onRowOption={noop}
      onColumnOption={noop}
      onDelete={noop}
    />,
  );
}

describe.each(layouts)('the Uploaded CVs %s: selection rules a user sees (docs/PRODUCT.md §4)', (_name, List) => {
  it('nothing selected: rows unticked, their option boxes unticked and disabled, the header unticked', () => {
    const screen = render(List, EMPTY_SELECTION);
    expect(screen.checkbox('Select all CVs')).toMatchObject({ checked: 'false', isDisabled: false });
    for (const cv of cvs) {
      expect(screen.checkbox(`Select ${cv.originalFileName}`)).toMatchObject({ checked: 'false', isDisabled: false });
      for (const option of OPTIONS) {
        expect(screen.checkbox(`${option} ${cv.originalFileName}`)).toMatchObject({ checked: 'false', isDisabled: true });
      }
    }
  });

  it('a selected row has Reformat ticked and its other options free to tick; other rows stay locked; the header is part-ticked', () => {
    const screen = render(List, setRowSelected(EMPTY_SELECTION, 'ben', true));
    expect(screen.checkbox('Select all CVs').checked).toBe('mixed');
    expect(screen.checkbox('Select ben-brown.docx').checked).toBe('true');
    expect(screen.checkbox('Reformat ben-brown.docx')).toMatchObject({ checked: 'true', isDisabled: false });
    for (const option of ['Enhance', 'Report', 'Email', 'Blind']) {
      expect(screen.checkbox(`${option} ben-brown.docx`)).toMatchObject({ checked: 'false', isDisabled: false });
    }
    expect(screen.checkbox('Select amy-adams.pdf').checked).toBe('false');
    expect(screen.checkbox('Reformat amy-adams.pdf')).toMatchObject({ checked: 'false', isDisabled: true });
  });

  it('the "all selected" boxes tick when every selected CV has the option, part-tick when some do', () => {
    let selection = setAllSelected(EMPTY_SELECTION, ['amy', 'ben'], true);
    selection = setRowOption(selection, 'amy', 'report', true);
    const screen = render(List, selection);
    expect(screen.checkbox('Reformat all selected')).toMatchObject({ checked: 'true', isDisabled: false });
    expect(screen.checkbox('Report all selected').checked).toBe('mixed');
    expect(screen.checkbox('Email all selected').checked).toBe('false');
    expect(screen.checkbox('Report amy-adams.pdf').checked).toBe('true');
    expect(screen.checkbox('Report ben-brown.docx').checked).toBe('false');
  });

  it('the header is ticked when every CV the search shows is selected, whatever the hidden ones', () => {
    const shown = [cvs[0]];
    const screen = render(List, setRowSelected(EMPTY_SELECTION, 'amy', true), { shown });
    expect(screen.checkbox('Select all CVs').checked).toBe('true');
    // A hidden selected CV does not tick the header for the rows shown.
    expect(render(List, setRowSelected(EMPTY_SELECTION, 'ben', true), { shown }).checkbox('Select all CVs').checked).toBe('false');
  });

  it('a CV being deleted has its Delete button disabled; the others do not', () => {
    const screen = render(List, EMPTY_SELECTION, { deletingId: 'amy' });
    expect(screen.button('Delete CV amy-adams.pdf').isDisabled).toBe(true);
    expect(screen.button('Delete CV ben-brown.docx').isDisabled).toBe(false);
  });
});

describe('the table: column boxes and what each row says', () => {
  it('locks the "all selected" boxes while nothing is selected', () => {
    const screen = render(CvTable, EMPTY_SELECTION);
    for (const option of OPTIONS) expect(screen.checkbox(`${option} all selected`)).toMatchObject({ checked: 'false', isDisabled: true });
  });

  it('shows the candidate, the file facts, the reading note and the latest job as the status', () => {
    const screen = render(CvTable, EMPTY_SELECTION, { jobs: [buildJob('j1', 'amy', 'completed'), buildJob('j2', 'ben', 'failed')] });
    const rows = screen.byTestId('cv-row');
    expect(rows).toHaveLength(3);
    expect(rows[0].text()).toContain('Amy Adams · amy@example.com');
    expect(rows[0].text()).toContain('PDF · 47 KB · 14 Mar 2026');
    expect(rows[0].text()).toContain('Processed');
    expect(rows[1].text()).toContain('DOCX · 2.3 MB');
    expect(rows[1].text()).toContain('Failed');
    expect(rows[2].text()).toContain('Reading…');
    expect(rows[2].text()).toContain('New');
    expect(rows.map((row) => row.attr('data-state'))).toEqual([undefined, undefined, undefined]);
    expect(render(CvTable, setRowSelected(EMPTY_SELECTION, 'ben', true)).byTestId('cv-row')[1].attr('data-state')).toBe('selected');
  });
});

describe('the cards: the options for every selected CV', () => {
  it('appear only once a CV is selected', () => {
    expect(render(CvCards, EMPTY_SELECTION).text()).not.toContain('For every selected CV');
    const screen = render(CvCards, setRowSelected(EMPTY_SELECTION, 'amy', true));
    expect(screen.text()).toContain('For every selected CV');
    expect(screen.checkbox('Reformat all selected').checked).toBe('true');
  });
});
