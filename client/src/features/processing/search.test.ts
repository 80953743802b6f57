import { describe, expect, it } from 'vitest';
import { filterCvs, filterJobs, JOB_STATUS_FILTERS } from './search';

const cvs = [
  { id: '1', originalFileName: 'Ada_Lovelace_CV.pdf', extractedData: { name: 'Ada Lovelace', email: 'ada@engine.org' } },
  { id: '2', originalFileName: 'scan-0042.pdf', extractedData: { name: 'Grace Hopper', email: 'GRACE@navy.mil' } },
  { id: '3', originalFileName: 'cv (1).docx', extractedData: null },
  { id: '4', originalFileName: 'Zoë Müller – Lebenslauf.docx', extractedData: { name: null, email: null } },
];

describe('filterCvs (docs/PRODUCT.md §5: filename, extracted name or email, case-insensitive)', () => {
  it('returns everything for an empty or blank query', () => {
    expect(filterCvs(cvs, '')).toHaveLength(4);
    expect(filterCvs(cvs, '   ')).toHaveLength(4);
  });

  it('matches the file name regardless of case', () => {
    expect(filterCvs(cvs, 'LOVELACE_cv').map((cv) => cv.id)).toEqual(['1']);
  });

  it('matches the extracted name and email', () => {
    expect(filterCvs(cvs, 'hopper').map((cv) => cv.id)).toEqual(['2']);
    expect(filterCvs(cvs, 'grace@NAVY').map((cv) => cv.id)).toEqual(['2']);
  });

  it('copes with CVs that have no extracted data yet', () => {
    expect(filterCvs(cvs, 'cv (1)').map((cv) => cv.id)).toEqual(['3']);
    expect(filterCvs(cvs, 'nobody')).toEqual([]);
  });

  it('treats regex characters and accents literally', () => {
    expect(filterCvs(cvs, '(1)').map((cv) => cv.id)).toEqual(['3']);
    expect(filterCvs(cvs, '.*')).toEqual([]);
    expect(filterCvs(cvs, 'zoë müller').map((cv) => cv.id)).toEqual(['4']);
  });

  it('trims the query', () => {
    expect(filterCvs(cvs, '  ada  ').map((cv) => cv.id)).toEqual(['1']);
  });
});

const jobs = [
  { id: 'job-aaa111', originalFileName: 'Ada.pdf', status: 'completed' as const },
  { id: 'job-bbb222', originalFileName: 'Grace.docx', status: 'failed' as const },
  { id: 'job-ccc333', originalFileName: 'Alan.txt', status: 'processing' as const },
  { id: 'job-ddd444', originalFileName: 'ada-2.pdf', status: 'queued' as const },
];

describe('filterJobs (docs/PRODUCT.md §5: id or filename; status exactly)', () => {
  it('returns all jobs with no query and All Status', () => {
    expect(filterJobs(jobs, '', 'all')).toHaveLength(4);
  });

  it('matches part of the job id', () => {
    expect(filterJobs(jobs, 'BBB2', 'all').map((job) => job.id)).toEqual(['job-bbb222']);
  });

  it('matches the file name case-insensitively', () => {
    expect(filterJobs(jobs, 'ADA', 'all').map((job) => job.id)).toEqual(['job-aaa111', 'job-ddd444']);
  });

  it('filters by exact status and combines with the search', () => {
    expect(filterJobs(jobs, '', 'failed').map((job) => job.id)).toEqual(['job-bbb222']);
    expect(filterJobs(jobs, 'ada', 'queued').map((job) => job.id)).toEqual(['job-ddd444']);
    expect(filterJobs(jobs, 'grace', 'completed')).toEqual([]);
  });

  it('offers Cancelled as its own status, apart from Failed', () => {
    expect(JOB_STATUS_FILTERS.map((f) => f.label)).toEqual(['All Status', 'Queued', 'Processing', 'Completed', 'Failed', 'Cancelled']);
    const withCancelled = [...jobs, { id: 'job-eee555', originalFileName: 'eve.pdf', status: 'cancelled' as const }];
    expect(filterJobs(withCancelled, '', 'cancelled').map((job) => job.id)).toEqual(['job-eee555']);
    expect(filterJobs(withCancelled, '', 'failed').map((job) => job.id)).toEqual(['job-bbb222']);
  });
});
