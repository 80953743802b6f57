import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AiProviderId } from '@common/contracts/ai';
import { emptyCvData, type CvData } from '@common/cv-data';
import { aiCalls } from '../db/schema';
import type { ApiClient } from '../test-support/api-client';
import { FakeAiServer } from '../test-support/fake-ai-server';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { AiError, buildReport, enhanceCv, refineExtraction, type AiContext } from './index';
import { costCents } from './prices';

const KEY = 'sk-test-9f8e7d6c5b4a39281706f5e4d3c2b1a0';

const CV_TEXT = `Maria Rossi
maria.rossi@example.com · +39 02 1234 5678 · Milan, Italy

Experience
Product Manager — Luxottica, Jan 2020 – Present
• Launched the online store in 4 markets
• Grew subscriptions by 30%
Business Analyst — Pirelli, 09/2016 – 12/2019
• Modelled pricing for the tyre business

Education
Bocconi University — MSc Management, 2016

Skills: SQL, Jira, Figma`;

function localExtraction(): CvData {
  return {
    ...emptyCvData(),
    name: 'Maria Rossi',
    email: 'maria.rossi@example.com',
    experience: [{ title: 'Product Manager', company: 'Luxottica', location: null, startDate: '2020-01', endDate: null, current: true, highlights: ['Launched the online store in 4 markets'] }],
    skills: ['SQL'],
  };
}

/** What a model reads from CV_TEXT, with one employer it made up. */
function modelExtraction(): CvData {
  return {
    ...emptyCvData(),
    name: 'Maria Rossi',
    email: 'maria.rossi@example.com',
    phone: '+39 02 1234 5678',
    location: 'Milan, Italy',
    experience: [
      { title: 'Product Manager', company: 'Luxottica', location: null, startDate: '2020-01', endDate: null, current: true, highlights: ['Launched the online store in 4 markets', 'Grew subscriptions by 30%'] },
      { title: 'Strategy Consultant', company: 'McKinsey & Company', location: 'Milan', startDate: '2019-01', endDate: '2019-12', current: false, highlights: ['Advised 10 retail clients'] },
      { title: 'Business Analyst', company: 'Pirelli', location: null, startDate: '2016-09', endDate: '2019-12', current: false, highlights: ['Modelled pricing for the tyre business'] },
    ],
    education: [{ institution: 'Bocconi University', degree: 'MSc', field: 'Management', startDate: null, endDate: '2016' }],
    skills: ['SQL', 'Jira', 'Figma'],
    currentTitle: 'Product Manager',
  };
}

const PROVIDERS: { id: AiProviderId; model: string; basePath: string }[] = [
  { id: 'openai', model: 'gpt-4o', basePath: '/v1' },
  { id: 'anthropic', model: 'claude-sonnet-5-5', basePath: '/v1' },
  { id: 'gemini', model: 'gemini-2.5-flash', basePath: '/v1beta' },
  { id: 'deepseek', model: 'deepseek-chat', basePath: '' },
  { id: 'qwen', model: 'qwen-plus', basePath: '/compatible-mode/v1' },
];

let t: TestServer;
let admin: ApiClient;
let fake: FakeAiServer;
let userId: string;
let logLines: string[];
let ctx: AiContext;
let jobCounter = 0;

async function configure(id: AiProviderId, model: string, basePath: string, extra: Record<string, unknown> = {}) {
  const res = await admin.post('/api/admin/ai-config', { provider: id, model, apiKey: KEY, baseUrl: `${fake.url}${basePath}`, fallbackToLocal: false, ...extra });
  expect(res.status, res.text).toBe(200);
}

async function rowsFor(jobId: string) {
  return ctx.database.db.select().from(aiCalls).where(eq(aiCalls.jobId, jobId));
}

function nextJob() {
  return `job-${++jobCounter}`;
}

beforeAll(async () => {
  t = await startTestServer();
  fake = await new FakeAiServer().start();
  admin = await t.signInAsAdmin();
  userId = (await t.signUp()).user.id;
  logLines = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (logLines.push(chunk.toString()), done()) });
  ctx = { ...t.server.ctx, logger: pino({ level: 'trace' }, sink), config: { ...t.server.ctx.config, AI_TIMEOUT_MS: 20_000 } };
});

afterAll(async () => {
  await fake?.close();
  await t?.close();
});

beforeEach(() => fake.reset());

describe.each(PROVIDERS)('$id wire protocol', ({ id, model, basePath }) => {
  it('refines an extraction with structured output, drops the hallucinated employer, and records the call', async () => {
    await configure(id, model, basePath);
    fake.queue({ kind: 'json', value: modelExtraction(), inputTokens: 1850, outputTokens: 620 });
    const jobId = nextJob();
    const result = await refineExtraction(ctx, { text: CV_TEXT, local: localExtraction(), userId, jobId });

    expect(result.experience.map((e) => e.company)).toEqual(['Luxottica', 'Pirelli']);
    expect(result.phone).toBe('+39 02 1234 5678');
    expect(result.education[0].institution).toBe('Bocconi University');
    expect(result.totalYearsExperience).toBeGreaterThan(9);

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0];
    const body = sent.body;
    const schemaText = JSON.stringify(body);
    expect(schemaText).toContain('Product Manager — Luxottica');
    switch (id) {
      case 'openai':
        expect(sent.path).toBe('/v1/chat/completions');
        expect(body.model).toBe(model);
        expect(body.response_format.type).toBe('json_schema');
        expect(Object.keys(body.response_format.json_schema.schema.properties)).toEqual(expect.arrayContaining(['experience', 'education', 'email']));
        expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
        break;
      case 'anthropic':
        expect(sent.path).toBe('/v1/messages');
        expect(body.model).toBe(model);
        expect(body.max_tokens).toBe(8000);
        // claude-sonnet-5-5 takes native structured output (output_config.format), not the JSON tool.
        expect(Object.keys(body.output_config.format.schema.properties)).toContain('experience');
        expect(sent.headers['x-api-key']).toBe(KEY);
        break;
      case 'gemini':
        expect(sent.path).toBe(`/v1beta/models/${model}:generateContent`);
        expect(body.generationConfig.responseMimeType).toBe('application/json');
        expect(JSON.stringify(body.generationConfig.responseSchema ?? body.generationConfig.responseJsonSchema)).toContain('experience');
        expect(sent.headers['x-goog-api-key']).toBe(KEY);
        break;
      case 'deepseek':
        expect(sent.path).toBe('/chat/completions');
        expect(body.model).toBe(model);
        // DeepSeek takes json_object; the schema travels in the system message.
        expect(body.response_format).toEqual({ type: 'json_object' });
        expect(body.messages.some((m: any) => m.role === 'system' && m.content.includes('"experience"'))).toBe(true);
        expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
        break;
      case 'qwen':
        expect(sent.path).toBe('/compatible-mode/v1/chat/completions');
        expect(body.model).toBe(model);
        expect(body.response_format.type).toBe('json_schema');
        expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
        break;
    }

    const [row] = await rowsFor(jobId);
    expect(row).toMatchObject({ provider: id, model, endpoint: 'extract', inputTokens: 1850, outputTokens: 620, outcome: 'success', userId });
    expect(row.costCents).toBe(costCents(model, 1850, 620));
    expect(row.costCents).toBeGreaterThan(0);
  });
});

describe('enhancement through a provider', () => {
  it('sends the template instructions and custom prompt, restores facts the model changed', async () => {
    await configure('openai', 'gpt-4o', '/v1');
    const data = { ...modelExtraction(), experience: modelExtraction().experience.filter((e) => e.company !== 'McKinsey & Company') };
    fake.queue({
      kind: 'json',
      value: {
        summary: 'Product manager who launched e-commerce across 4 markets and grew subscriptions by 30%.',
        experience: [
          { index: 0, highlights: ['Launched the online store in 4 European markets', 'Grew subscriptions by 45% year on year'] },
          { index: 1, highlights: ['Modelled pricing for the tyre business.'] },
        ],
      },
      inputTokens: 900,
      outputTokens: 300,
    });
    const jobId = nextJob();
    const result = await enhanceCv(ctx, {
      data,
      instructions: { Summary: ['Write a 2-sentence summary for a retail client'], Experience: ['Lead with measurable results'] },
      customPrompt: 'Use British spelling.',
      userId,
      jobId,
    });

    const prompt = JSON.stringify(fake.requests[0].body.messages);
    expect(prompt).toContain('[Summary] Write a 2-sentence summary for a retail client');
    expect(prompt).toContain('[Experience] Lead with measurable results');
    expect(prompt).toContain('Use British spelling.');
    // Data minimisation: no contact details in the enhancement prompt.
    expect(prompt).not.toContain('maria.rossi@example.com');
    expect(fake.requests[0].body.response_format.json_schema.schema.properties).toHaveProperty('experience');

    expect(result.data.summary).toBe('Product manager who launched e-commerce across 4 markets and grew subscriptions by 30%.');
    // 45% is not in the CV: the original bullet at that place comes back.
    expect(result.data.experience[0].highlights).toEqual(['Launched the online store in 4 European markets', 'Grew subscriptions by 30%']);
    expect(result.data.experience[1].highlights).toEqual(['Modelled pricing for the tyre business']);
    expect(result.data.experience.map((e) => [e.company, e.title, e.startDate])).toEqual(data.experience.map((e) => [e.company, e.title, e.startDate]));
    expect(result).toMatchObject({ provider: 'openai', model: 'gpt-4o', tokens: 1200, costCents: costCents('gpt-4o', 900, 300) });
    expect((await rowsFor(jobId))[0]).toMatchObject({ endpoint: 'enhance', outcome: 'success' });
  });
});

describe('report through a provider', () => {
  it('keeps the factual sections and takes grounded narrative from the model', async () => {
    await configure('anthropic', 'claude-sonnet-5-5', '/v1');
    fake.queue({
      kind: 'json',
      value: {
        fitSummary: ['Maria is a product manager with a retail and e-commerce background.'],
        strengths: ['Launched the online store in 4 markets', 'Managed a budget of 12 million euros'],
        risks: ['No certifications listed'],
        interviewQuestions: ['How did you choose the 4 launch markets?'],
      },
    });
    const jobId = nextJob();
    const report = await buildReport(ctx, { data: modelExtraction(), userId, jobId, now: new Date('2026-11-01T00:00:00Z') });
    const byHeading = Object.fromEntries(report.sections.map((s) => [s.heading, s]));
    expect(byHeading['Fit Summary'].paragraphs).toEqual(['Maria is a product manager with a retail and e-commerce background.']);
    // "12 million" is not in the CV.
    expect(byHeading['Strengths'].bullets).toEqual(['Launched the online store in 4 markets']);
    expect(byHeading['Interview Questions'].bullets).toEqual(['How did you choose the 4 launch markets?']);
    expect(byHeading['Experience Timeline'].bullets!.some((b) => b.startsWith('Jan 2020 – Present: Product Manager, Luxottica'))).toBe(true);
    expect(fake.requests[0].body.system?.[0]?.text ?? JSON.stringify(fake.requests[0].body)).toContain('candidate report');
    expect((await rowsFor(jobId))[0]).toMatchObject({ provider: 'anthropic', endpoint: 'report', outcome: 'success' });
  });
});

describe('bad answers and outages', () => {
  beforeAll(async () => configure('openai', 'gpt-4o', '/v1'));
  beforeEach(async () => configure('openai', 'gpt-4o', '/v1'));

  it('malformed JSON: the local extraction stands, the enhancement fails clearly, both recorded', async () => {
    fake.queue({ kind: 'text', text: '{"name": "Maria Rossi", "experience": [', outputTokens: 50 });
    const jobId = nextJob();
    expect(await refineExtraction(ctx, { text: CV_TEXT, local: localExtraction(), userId, jobId })).toEqual(localExtraction());
    fake.queue({ kind: 'text', text: 'Sure! Here is the improved CV: ...' });
    await expect(enhanceCv(ctx, { data: localExtraction(), instructions: {}, userId, jobId })).rejects.toThrow(
      new AiError('The AI provider returned an answer that does not match the expected format', 'invalid-response'),
    );
    const rows = await rowsFor(jobId);
    expect(rows.map((r) => r.outcome)).toEqual(['invalid-response', 'invalid-response']);
    // Billed tokens of a bad answer are still counted.
    expect(rows[0].outputTokens).toBe(50);
    expect(fake.requests).toHaveLength(2);
  });

  it('schema mismatch: the local extraction stands', async () => {
    const wrong = { ...modelExtraction(), experience: [{ ...modelExtraction().experience[0], startDate: 'January 2020' }] };
    fake.queue({ kind: 'json', value: wrong });
    const jobId = nextJob();
    expect(await refineExtraction(ctx, { text: CV_TEXT, local: localExtraction(), userId, jobId })).toEqual(localExtraction());
    expect((await rowsFor(jobId))[0].outcome).toBe('invalid-response');
  });

  it('429 with Retry-After: waits as told, then succeeds', async () => {
    fake.queue({ kind: 'status', status: 429, message: 'Rate limit reached for gpt-4o', headers: { 'retry-after': '1' } }, { kind: 'json', value: modelExtraction() });
    const started = Date.now();
    const jobId = nextJob();
    const result = await refineExtraction(ctx, { text: CV_TEXT, local: localExtraction(), userId, jobId });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(result.experience).toHaveLength(2);
    expect(fake.requests).toHaveLength(2);
    const rows = await rowsFor(jobId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: 'success' });
    expect(rows[0].responseTimeMs).toBeGreaterThanOrEqual(950);
  });

  it('500 three times: a clear error after the last attempt', async () => {
    fake.queue(...Array.from({ length: 3 }, () => ({ kind: 'status' as const, status: 500, message: 'The server had an error while processing your request.' })));
    const jobId = nextJob();
    await expect(enhanceCv(ctx, { data: localExtraction(), instructions: {}, userId, jobId })).rejects.toThrow(
      'The AI provider returned an error after 3 attempts: 500 The server had an error while processing your request.',
    );
    expect(fake.requests).toHaveLength(3);
    expect((await rowsFor(jobId))[0]).toMatchObject({ outcome: 'error', costCents: 0 });
  });

  it('401 is not retried', async () => {
    fake.queue({ kind: 'status', status: 401, message: 'Incorrect API key provided' });
    await expect(buildReport(ctx, { data: localExtraction(), userId, jobId: nextJob() })).rejects.toThrow('The AI provider returned an error: 401 Incorrect API key provided');
    expect(fake.requests).toHaveLength(1);
  });

  it('a stalled connection times out after 3 attempts', async () => {
    // A short timeout here only: elsewhere a slow first call on a loaded machine must not count as a stall.
    const stalling: AiContext = { ...ctx, config: { ...ctx.config, AI_TIMEOUT_MS: 400 } };
    fake.queue({ kind: 'stall' }, { kind: 'stall' }, { kind: 'stall' });
    const jobId = nextJob();
    await expect(buildReport(stalling, { data: localExtraction(), userId, jobId })).rejects.toThrow('The AI provider timed out after 3 attempts');
    expect(fake.requests).toHaveLength(3);
    expect((await rowsFor(jobId))[0].outcome).toBe('timeout');
    // Extraction never fails a job: the local extraction stands.
    fake.queue({ kind: 'stall' }, { kind: 'stall' }, { kind: 'stall' });
    expect(await refineExtraction(stalling, { text: CV_TEXT, local: localExtraction(), userId, jobId: nextJob() })).toEqual(localExtraction());
  });

  it('with fallbackToLocal an outage gives the local result, recorded under local', async () => {
    await configure('openai', 'gpt-4o', '/v1', { fallbackToLocal: true });
    fake.queue(...Array.from({ length: 3 }, () => ({ kind: 'status' as const, status: 503, message: 'Service Unavailable' })));
    const jobId = nextJob();
    const result = await enhanceCv(ctx, { data: { ...localExtraction(), currentTitle: 'Product Manager', totalYearsExperience: 6 }, instructions: {}, userId, jobId });
    expect(result).toMatchObject({ provider: 'local', model: 'cvforge-local', tokens: 0, costCents: 0 });
    // The built-in profile: the title and years the CV's dates give, in the CV's language (decision 096).
    expect(result.data.summary).toBe('Product Manager with 6 years of experience.');
    const rows = await rowsFor(jobId);
    expect(rows.map((r) => [r.provider, r.outcome])).toEqual(expect.arrayContaining([['openai', 'error'], ['local', 'success']]));
  });

  it('never writes the key to the logs or the error messages', async () => {
    fake.queue({ kind: 'status', status: 401, message: `Incorrect API key provided: ${KEY}` });
    const error = await enhanceCv(ctx, { data: localExtraction(), instructions: {}, userId, jobId: nextJob() }).catch((e) => e);
    expect(error).toBeInstanceOf(AiError);
    expect(error.message).toContain('[redacted]');
    expect(error.message).not.toContain(KEY);
    const logs = logLines.join('');
    expect(logs).toContain('AI call');
    expect(logs).not.toContain(KEY);
    const [row] = await ctx.database.db.select().from(aiCalls).where(eq(aiCalls.errorMessage, error.message.replace('The AI provider returned an error: ', '')));
    expect(row?.errorMessage ?? '').not.toContain(KEY);
  });
});

describe('the local provider', () => {
  it('is used with no key and no choice, and its calls are recorded at cost 0', async () => {
    const fresh = await startTestServer();
    try {
      const localCtx: AiContext = { ...fresh.server.ctx };
      const jobId = 'local-job';
      const data = { ...localExtraction(), currentTitle: 'Product Manager' };
      const enhanced = await enhanceCv(localCtx, { data, instructions: {}, userId: null, jobId });
      expect(enhanced).toMatchObject({ provider: 'local', tokens: 0, costCents: 0 });
      expect(await refineExtraction(localCtx, { text: CV_TEXT, local: data, userId: null, jobId })).toEqual(data);
      expect((await buildReport(localCtx, { data, userId: null, jobId })).title).toBe('Candidate Report: Maria Rossi');
      const rows = await localCtx.database.db.select().from(aiCalls).where(eq(aiCalls.jobId, jobId));
      expect(rows.map((r) => [r.provider, r.endpoint, r.costCents]).sort()).toEqual([
        ['local', 'enhance', 0],
        ['local', 'extract', 0],
        ['local', 'report', 0],
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('anthropic is the default once its key is in the environment', async () => {
    const fresh = await startTestServer({ env: { ANTHROPIC_API_KEY: KEY } });
    try {
      const client = await fresh.signInAsAdmin();
      const res = await client.get('/api/admin/ai-config');
      expect(res.body).toMatchObject({ provider: 'anthropic', model: 'claude-sonnet-5-5', isChosen: false });
      expect(res.body.providers.find((p: any) => p.id === 'anthropic')).toMatchObject({ keyStatus: 'set', keySource: 'environment' });
      expect(res.text).not.toContain(KEY);
    } finally {
      await fresh.close();
    }
  });
});
