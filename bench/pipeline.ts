/**
 * The processing pipeline, end to end on the real server (embedded database, local AI provider):
 * 50 typical CVs (every format, from bench/corpus), reformat + enhance + report into a typical agency
 * template. Prints per-CV p50/p95 of each operation, the job time, the batch's wall time, and the
 * server's memory after each batch. Targets: reformat p50 ≤ 300 ms; a batch ≤ 30 s; memory flat.
 *
 *   npm run bench:pipeline [-- --batches 3 --pdf]
 *
 * PDF copies (LibreOffice) are off unless --pdf is given: they are made in batched LibreOffice runs
 * (each run starts LibreOffice, ~1–2 s); with --pdf a 50-CV batch measured 17–18 s here.
 */
import { performance } from 'node:perf_hooks';
import type { UploadedCv } from '../common/contracts/cvs';
import { MAX_FILES_PER_UPLOAD } from '../common/limits';
import { corpusCvs } from '../server/src/modules/cvs/test-support/cv-files';
import { waitFor } from '../server/src/modules/processing/test-support/processing-fixtures';
import { startTestServer } from '../server/src/test-support/test-server';
import { typicalTemplate } from './support/typical-template';

const args = process.argv.slice(2);
const batches = args.includes('--batches') ? Number(args[args.indexOf('--batches') + 1]) : 3;
const withPdf = args.includes('--pdf');

const byFormat = ['.pdf', '.docx', '.doc', '.txt'].map((extension) => corpusCvs(extension));
const files = Array.from({ length: MAX_FILES_PER_UPLOAD }, (_, i) => byFormat[i % 4][Math.floor(i / 4) % byFormat[i % 4].length]);

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const t = await startTestServer({ env: { PDF_OUTPUT: withPdf ? 'auto' : 'off' } });
try {
  const admin = await t.signInAsAdmin();
  const form = new FormData();
  form.append('name', 'Typical Agency');
  form.append('file', new Blob([typicalTemplate()]), 'typical-agency.docx');
  const template = await admin.request('POST', '/api/templates', { body: form });
  if (template.status !== 201) throw new Error(`template upload failed: ${template.status} ${template.text}`);

  const upload = new FormData();
  for (const file of files) upload.append('files', new Blob([file.bytes]), file.fileName);
  const uploaded = await admin.request('POST', '/api/upload-cvs', { body: upload });
  const cvIds: string[] = uploaded.body.cvs.map((cv: UploadedCv) => cv.id);
  await waitFor(async () => (await admin.get('/api/uploaded-cvs')).body.every((cv: UploadedCv) => cv.extractionStatus !== 'pending'), 'extraction', 120_000);

  console.log(`Pipeline: ${cvIds.length} CVs × reformat + enhance + report, template "Typical Agency", PDF ${withPdf ? 'on' : 'off'}, MAX_CONCURRENT_JOBS ${t.server.ctx.config.MAX_CONCURRENT_JOBS}`);
  const options = Object.fromEntries(cvIds.map((id) => [id, { reformat: true, enhance: true, report: true, email: false }]));
  for (let batch = 1; batch <= batches; batch++) {
    const started = performance.now();
    const res = await admin.post('/api/process-selected-cvs', { cvIds, templateId: template.body.id, options });
    if (res.status !== 201) throw new Error(`process failed: ${res.status} ${res.text}`);
    const jobIds: string[] = res.body.jobs.map((j: { id: string }) => j.id);
    await waitFor(
      async () => {
        const { rows } = await t.server.ctx.database.pool.query("select count(*)::int as n from processing_jobs where id = any($1) and status in ('completed', 'failed')", [jobIds]);
        return rows[0].n === jobIds.length;
      },
      'the batch',
      600_000,
    );
    const wall = (performance.now() - started) / 1000;
    const { rows: jobs } = await t.server.ctx.database.pool.query(
      'select status, extract(epoch from (completed_at - started_at)) * 1000 as ms from processing_jobs where id = any($1)',
      [jobIds],
    );
    const { rows: logs } = await t.server.ctx.database.pool.query('select operation, processing_time from processing_logs where job_id = any($1)', [jobIds]);
    const failed = jobs.filter((j) => j.status !== 'completed').length;
    const line = (op: string) => {
      const times = logs.filter((l) => l.operation === op).map((l) => Number(l.processing_time));
      return `${op} p50 ${percentile(times, 0.5).toFixed(0)} ms p95 ${percentile(times, 0.95).toFixed(0)} ms`;
    };
    const jobTimes = jobs.map((j) => Number(j.ms));
    console.log(
      `batch ${batch}: wall ${wall.toFixed(1)} s (target ≤ 30 s) · ${line('reformat')} (target p50 ≤ 300 ms) · ${line('enhance')} · ${line('report')} · ` +
        `per CV p50 ${percentile(jobTimes, 0.5).toFixed(0)} ms p95 ${percentile(jobTimes, 0.95).toFixed(0)} ms · failed ${failed} · RSS ${mb(process.memoryUsage().rss)} heap ${mb(process.memoryUsage().heapUsed)}`,
    );
  }
} finally {
  await t.close();
}
