import { describe, expect, it } from 'vitest';
import {
  canCancelJob,
  candidateLine,
  cvBadge,
  extractionNote,
  filesByJob,
  formatBytes,
  isJobActive,
  jobDuration,
  latestJobByCv,
  modeLabels,
  showsProgress,
} from './status';

describe('latestJobByCv + cvBadge (docs/PRODUCT.md §4 row badge)', () => {
  const jobs = [
    { id: 'j1', uploadedCvId: 'cv1', createdAt: '2025-01-01T10:00:00Z', status: 'failed' as const },
    { id: 'j2', uploadedCvId: 'cv1', createdAt: '2025-01-02T10:00:00Z', status: 'completed' as const },
    { id: 'j3', uploadedCvId: 'cv2', createdAt: '2025-01-02T10:00:00Z', status: 'processing' as const },
    { id: 'j4', uploadedCvId: null, createdAt: '2025-01-03T10:00:00Z', status: 'queued' as const },
  ];

  it('takes the newest job of each CV whatever the list order', () => {
    const latest = latestJobByCv([...jobs].reverse());
    expect(latest.get('cv1')?.id).toBe('j2');
    expect(latestJobByCv(jobs).get('cv1')?.id).toBe('j2');
    expect(latest.get('cv2')?.id).toBe('j3');
    expect(latest.size).toBe(2);
  });

  it('derives New, Processed, Processing, Failed and Queued', () => {
    expect(cvBadge(undefined).label).toBe('New');
    expect(cvBadge({ status: 'completed' }).label).toBe('Processed');
    expect(cvBadge({ status: 'processing' }).label).toBe('Processing');
    expect(cvBadge({ status: 'failed' }).label).toBe('Failed');
    expect(cvBadge({ status: 'queued' }).label).toBe('Queued');
  });

  it('a job the user cancelled reads Cancelled in a neutral tone, not Failed', () => {
    expect(cvBadge({ status: 'cancelled' })).toEqual({ label: 'Cancelled', tone: 'cancelled' });
    expect(canCancelJob({ status: 'cancelled' })).toBe(false);
  });

  it('a CV reprocessed after a failure shows its latest state', () => {
    const latest = latestJobByCv([
      ...jobs,
      { id: 'j5', uploadedCvId: 'cv1', createdAt: '2025-01-05T10:00:00Z', status: 'queued' as const },
    ]);
    expect(cvBadge(latest.get('cv1')).label).toBe('Queued');
  });
});

describe('job card rules (docs/PRODUCT.md §2, §4, §10)', () => {
  it('queued and processing jobs can be cancelled; completed and failed cannot', () => {
    expect(canCancelJob({ status: 'queued' })).toBe(true);
    expect(canCancelJob({ status: 'processing' })).toBe(true);
    expect(canCancelJob({ status: 'completed' })).toBe(false);
    expect(canCancelJob({ status: 'failed' })).toBe(false);
  });

  it('shows the progress bar only while processing with progress above 0', () => {
    expect(showsProgress({ status: 'processing', progress: 40 })).toBe(true);
    expect(showsProgress({ status: 'processing', progress: 0 })).toBe(false);
    expect(showsProgress({ status: 'queued', progress: 10 })).toBe(false);
    expect(showsProgress({ status: 'completed', progress: 100 })).toBe(false);
  });

  it('reads the mode as labels, Blind for anonymise', () => {
    expect(modeLabels('reformat,enhance,report,email,anonymise')).toEqual(['Reformat', 'Enhance', 'Report', 'Email', 'Blind']);
    expect(modeLabels('')).toEqual([]);
    expect(modeLabels('reformat, translate')).toEqual(['Reformat', 'Translate']);
  });

  it('gives a run time only for finished jobs with sane times', () => {
    expect(jobDuration({ createdAt: '2025-01-01T10:00:00Z', completedAt: null })).toBeNull();
    expect(jobDuration({ createdAt: '2025-01-01T10:00:00Z', completedAt: '2025-01-01T10:00:42Z' })).toBe('42 s');
    expect(jobDuration({ createdAt: '2025-01-01T10:00:00Z', completedAt: '2025-01-01T10:03:05Z' })).toBe('3 min 5 s');
    expect(jobDuration({ createdAt: '2025-01-01T10:00:00Z', completedAt: '2025-01-01T10:02:00Z' })).toBe('2 min');
    expect(jobDuration({ createdAt: '2025-01-01T10:00:00Z', completedAt: '2024-01-01T10:00:00Z' })).toBeNull();
    expect(jobDuration({ createdAt: 'garbage', completedAt: '2025-01-01T10:00:00Z' })).toBeNull();
  });
});

describe('CV row texts', () => {
  it('shows the reading state and the reason a CV needs a look', () => {
    expect(extractionNote({ extractionStatus: 'pending', extractionReason: null, isOcr: false })).toBe('Reading…');
    expect(extractionNote({ extractionStatus: 'done', extractionReason: null, isOcr: false })).toBeNull();
    expect(extractionNote({ extractionStatus: 'needs_review', extractionReason: 'No name found', isOcr: false })).toBe(
      'No name found',
    );
    expect(extractionNote({ extractionStatus: 'failed', extractionReason: 'The PDF is password-protected', isOcr: false })).toBe(
      'The PDF is password-protected',
    );
    expect(extractionNote({ extractionStatus: 'failed', extractionReason: '  ', isOcr: false })).toBe('This file could not be read');
  });

  it('shows the candidate name and email when extracted', () => {
    expect(candidateLine({ extractedData: { name: 'Ada Lovelace', email: 'ada@engine.org' } })).toBe('Ada Lovelace · ada@engine.org');
    expect(candidateLine({ extractedData: { name: ' ', email: 'ada@engine.org' } })).toBe('ada@engine.org');
    expect(candidateLine({ extractedData: null })).toBeNull();
  });

  it('formats file sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(150 * 1024)).toBe('150 KB');
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5 MB');
    expect(formatBytes(-1)).toBe('—');
  });
});

describe('the logs tab: active jobs and files per job', () => {
  it('counts queued and processing jobs as active, not finished ones', () => {
    const statuses = ['queued', 'processing', 'completed', 'failed', 'cancelled'] as const;
    expect(statuses.filter((status) => isJobActive({ status }))).toEqual(['queued', 'processing']);
  });

  it('groups processed files under their job, in the order listed', () => {
    const grouped = filesByJob([
      { id: 'f1', jobId: 'j1' },
      { id: 'f2', jobId: 'j2' },
      { id: 'f3', jobId: 'j1' },
    ]);
    expect([...grouped.keys()]).toEqual(['j1', 'j2']);
    expect(grouped.get('j1')?.map((file) => file.id)).toEqual(['f1', 'f3']);
    expect(grouped.get('j3')).toBeUndefined();
  });
});
