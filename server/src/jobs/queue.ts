import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type pg from 'pg';
import type { z } from 'zod';
import { storableErrorMessage } from '../db/storable';
import type { JobDefinition } from './define-job';

export interface JobContext {
  jobId: string;
  /** 1 for the first run; more when pg-boss retries a failed or cut-off run. */
  attempt: number;
  isLastAttempt: boolean;
}

type Handler<S extends z.ZodType> = (payload: z.output<S>, job: JobContext) => Promise<void>;

/** pg-boss's schema. Only this file reads its tables (jobStates, withoutLiveJob): the rest asks the queue. */
const QUEUE_SCHEMA = 'pgboss';

/**
 * The job queue: pg-boss on the application's own database (embedded or PostgreSQL), so a job is
 * accepted in the same place as the rows it works on and survives any process's crash.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workerIds: string[] = [];
  private readonly createdQueues = new Set<string>();
  private isStarted = false;

  constructor(
    connection: pg.PoolConfig,
    private readonly logger: Logger,
  ) {
    this.boss = new PgBoss({ ...(connection as PgBoss.ConstructorOptions), schema: QUEUE_SCHEMA, max: 4, schedule: true, supervise: true });
    this.boss.on('error', (error) => this.logger.error({ err: error }, 'job queue error'));
  }

  async start(): Promise<void> {
    if (this.isStarted) return;
    await this.boss.start();
    this.isStarted = true;
  }

  /** Creates (or updates) the queues of these definitions: done at start, so no send has to. */
  async prepare(definitions: JobDefinition<z.ZodType>[]): Promise<void> {
    for (const definition of definitions) await this.ensureQueue(definition);
  }

  private async ensureQueue(definition: JobDefinition<z.ZodType>): Promise<void> {
    if (this.createdQueues.has(definition.name)) return;
    const options: PgBoss.Queue = {
      name: definition.name,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds,
    };
    const existing = await this.boss.getQueue(definition.name);
    if (existing) await this.boss.updateQueue(definition.name, options);
    else await this.boss.createQueue(definition.name, options).catch(async (error) => {
      // Another process created it between our check and our call.
      if (!(await this.boss.getQueue(definition.name))) throw error;
    });
    this.createdQueues.add(definition.name);
  }

  /**
   * Validates the payload against the definition and enqueues it; returns the job id. With a
   * transaction's client the job is enqueued inside that transaction: call wakeWorkers() after commit.
   */
  async send<S extends z.ZodType>(
    definition: JobDefinition<S>,
    payload: z.input<S>,
    options: { singletonKey?: string; transaction?: pg.PoolClient } = {},
  ): Promise<string | null> {
    // Creating a queue runs on pg-boss's own connection; inside a caller's transaction on the embedded
    // database (one connection at a time) that would wait for the transaction forever.
    if (options.transaction && !this.createdQueues.has(definition.name)) {
      throw new Error(`Queue ${definition.name} must be prepared at start before sending inside a transaction`);
    }
    await this.ensureQueue(definition);
    const data = definition.payload.parse(payload) as object;
    const sendOptions: PgBoss.SendOptions = {};
    if (options.singletonKey) sendOptions.singletonKey = options.singletonKey;
    if (options.transaction) {
      const client = options.transaction;
      sendOptions.db = { executeSql: (text: string, values: unknown[]) => client.query(text, values) };
    }
    const id = await this.boss.send(definition.name, data, sendOptions);
    if (!options.transaction) this.wakeWorkers();
    return id;
  }

  /**
   * Sends this job on a cron schedule (UTC), once across all processes: pg-boss keeps the schedule in
   * the database and its clock in every process sends each due run once.
   */
  async schedule<S extends z.ZodType>(definition: JobDefinition<S>, cron: string, payload: z.input<S>): Promise<void> {
    await this.ensureQueue(definition);
    await this.boss.schedule(definition.name, cron, definition.payload.parse(payload) as object, { tz: 'UTC' });
  }

  /** Runs `concurrency` workers for a job in this process. */
  async work<S extends z.ZodType>(definition: JobDefinition<S>, concurrency: number, handler: Handler<S>): Promise<void> {
    await this.ensureQueue(definition);
    for (let i = 0; i < concurrency; i++) {
      const workerId = await this.boss.work<object>(
        definition.name,
        { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true },
        async ([job]) => {
          const attempt = job.retryCount + 1;
          try {
            await handler(definition.payload.parse(job.data), { jobId: job.id, attempt, isLastAttempt: job.retryCount >= job.retryLimit });
          } catch (error) {
            // pg-boss stores what we throw as the job's output (jsonb) in a call nobody awaits: an error
            // quoting a document (a U+0000 from a PDF) failed that write too, and the unhandled rejection
            // ended the process. Only a cleaned message, with no properties copied from the error, goes.
            throw queueSafeError(error);
          } finally {
            // pg-boss waits a polling interval after each fetch; a finished worker asks again at once.
            this.boss.notifyWorker(workerId);
          }
        },
      );
      this.workerIds.push(workerId);
    }
  }

  /** Asks this process's idle workers to fetch now rather than at their next poll. */
  wakeWorkers(): void {
    for (const id of this.workerIds) this.boss.notifyWorker(id);
  }

  /**
   * Of these payload values (field `field` of the definition's payload), those with no job waiting,
   * retrying or running: a row whose job is gone (cut off, or lost before the send was atomic) or ended.
   * Runs on the caller's transaction so the answer and what the caller sends next commit together.
   */
  async withoutLiveJob(definition: JobDefinition<z.ZodType>, field: string, values: string[], transaction: pg.PoolClient): Promise<string[]> {
    if (values.length === 0) return [];
    const { rows } = await transaction.query<{ value: string }>(
      `SELECT DISTINCT data->>$2 AS value FROM ${QUEUE_SCHEMA}.job
        WHERE name = $1 AND data->>$2 = ANY($3::text[]) AND state IN ('created', 'retry', 'active')`,
      [definition.name, field, values],
    );
    const live = new Set(rows.map((row) => row.value));
    return values.filter((value) => !live.has(value));
  }

  /**
   * Where these jobs stand in the queue (a job missing from the map is gone: deleted or archived), read
   * on the caller's transaction: the sweeper decides from this which of its rows no worker will finish.
   */
  async jobStates(definition: JobDefinition<z.ZodType>, jobIds: string[], transaction: pg.PoolClient): Promise<Map<string, { state: string; startedOn: Date | null }>> {
    const states = new Map<string, { state: string; startedOn: Date | null }>();
    if (jobIds.length === 0) return states;
    const { rows } = await transaction.query<{ id: string; state: string; started_on: Date | null }>(
      `SELECT id::text AS id, state, started_on FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND id = ANY($2::uuid[])`,
      [definition.name, jobIds],
    );
    for (const row of rows) states.set(row.id, { state: row.state, startedOn: row.started_on ? new Date(row.started_on) : null });
    return states;
  }

  async cancel(definition: JobDefinition<z.ZodType>, jobId: string): Promise<void> {
    await this.boss.cancel(definition.name, jobId);
  }

  async retry(definition: JobDefinition<z.ZodType>, jobId: string): Promise<void> {
    await this.boss.retry(definition.name, jobId);
  }

  async queueSize(definition: JobDefinition<z.ZodType>): Promise<number> {
    await this.ensureQueue(definition);
    return this.boss.getQueueSize(definition.name);
  }

  /** Stops fetching, lets running handlers finish (up to the timeout), then closes pg-boss's pool. */
  async stop(timeoutMs = 20_000): Promise<void> {
    if (!this.isStarted) return;
    this.isStarted = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }
}

/** A plain Error with a cleaned, bounded message: what pg-boss may serialise into its job table. */
export function queueSafeError(error: unknown): Error {
  const safe = new Error(storableErrorMessage(error, 1000));
  safe.name = error instanceof Error ? storableErrorMessage(error.name, 100) : 'Error';
  safe.stack = `${safe.name}: ${safe.message}`;
  return safe;
}
