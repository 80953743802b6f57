import { requireSupportedNode } from '../../scripts/lib/node-version.mjs';
import type { Service } from './server';

/** Parses --services=web,worker (default both): one codebase, several kinds of process. */
function parseServices(argv: string[], known: readonly Service[]): Service[] {
  const arg = argv.find((a) => a.startsWith('--services='));
  if (!arg) return [...known];
  const names = arg.slice('--services='.length).split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = names.filter((n) => !(known as readonly string[]).includes(n));
  if (unknown.length || names.length === 0) {
    console.error(`Invalid --services: ${arg}. Use web, worker or web,worker.`);
    process.exit(1);
  }
  return names as Service[];
}

async function main(): Promise<void> {
  // Before the rest of the server is loaded: on a Node.js too old for it, one line instead of a stack trace.
  requireSupportedNode();
  const { ConfigError, loadConfig } = await import('./config');
  const { SERVICES, startServer } = await import('./server');
  const services = parseServices(process.argv.slice(2), SERVICES);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(config, { services });
  // A stray rejection or exception (a library's un-awaited promise, a job's callback) is logged and the
  // process keeps serving: one bad CV once ended the whole server this way. The job it belonged to is
  // failed by its handler, or retried when its queue lease runs out, and parked if that keeps happening.
  process.on('unhandledRejection', (reason) => {
    server.ctx.logger.error({ err: reason }, 'unhandled promise rejection; the process keeps serving');
  });
  process.on('uncaughtException', (error, origin) => {
    server.ctx.logger.error({ err: error, origin }, 'uncaught exception; the process keeps serving');
  });
  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    server.ctx.logger.info(`${signal} received: finishing in-flight requests, then closing the database`);
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      server.ctx.logger.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
