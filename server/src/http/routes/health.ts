import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { DATABASE_UNAVAILABLE } from '../../infra-errors';

const PING_TIMEOUT_MS = 2_000;

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public and cheap: load balancers poll it. 200 only while the database answers, so a balancer
  // (or an orchestrator) stops sending traffic to a process that cannot serve it.
  app.get('/api/healthz', async (_request, reply) => {
    const isUp = await pingDatabase(ctx);
    if (!isUp) return reply.status(503).header('Retry-After', '5').send({ status: 'unavailable', message: DATABASE_UNAVAILABLE, code: 'UNAVAILABLE' });
    return { status: 'ok' };
  });
}

async function pingDatabase(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
  const ping = ctx.database.pool.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
