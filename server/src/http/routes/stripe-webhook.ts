import type { FastifyError, FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { handleStripeEvent } from '../../modules/billing/handle-stripe-event';
import type { StripeBilling } from '../../modules/billing/stripe-billing';

/** Stripe's events are a few KB; anything near this is not from Stripe (issue 20: over 1 MB is refused). */
export const STRIPE_WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /api/stripe/webhook (decision 080). Its own scope, so that only this route reads the body as
 * raw bytes: the signature is over the exact bytes Stripe sent, and re-serialised JSON would not match.
 * The signature is checked with the SDK (a wrong or missing one is a 400 and changes nothing); the
 * event is then applied once, by its id. Everything refused is logged.
 */
export function stripeWebhookRoute(app: FastifyInstance, ctx: AppContext, billing: StripeBilling | null): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: STRIPE_WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

    scope.post(
      '/api/stripe/webhook',
      {
        bodyLimit: STRIPE_WEBHOOK_BODY_LIMIT,
        errorHandler: (error: FastifyError, request) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
            request.log.warn({ contentLength: request.headers['content-length'] }, 'Stripe webhook refused: body over 1 MB');
            throw new AppError('PAYLOAD_TOO_LARGE', 'Stripe webhook body is larger than 1 MB.');
          }
          throw error;
        },
      },
      async (request) => {
        if (!billing) {
          request.log.warn('Stripe webhook refused: Stripe is not configured');
          throw new AppError('NOT_FOUND', 'Stripe payments are not configured on this server.');
        }
        const signature = request.headers['stripe-signature'];
        const body = request.body;
        if (typeof signature !== 'string' || signature.length === 0) {
          request.log.warn('Stripe webhook refused: no Stripe-Signature header');
          throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header.');
        }
        if (!Buffer.isBuffer(body) || body.length === 0) {
          request.log.warn('Stripe webhook refused: empty body');
          throw new AppError('BAD_REQUEST', 'The Stripe event body is empty.');
        }
        let event;
        try {
          event = billing.stripe.webhooks.constructEvent(body, signature, billing.webhookSecret);
        } catch (error) {
          request.log.warn({ reason: (error as Error).message }, 'Stripe webhook refused: signature check failed');
          throw new AppError('BAD_REQUEST', 'Invalid Stripe signature: the event was not signed with this server\'s webhook secret.');
        }
        try {
          const result = await handleStripeEvent({ database: ctx.database, billing }, { event });
          request.log.info({ eventId: event.id, type: event.type, outcome: result.outcome, userId: result.userId, plan: result.plan }, 'Stripe event handled');
          return { received: true, outcome: result.outcome };
        } catch (error) {
          if (error instanceof AppError && error.status < 500) request.log.warn({ eventId: event.id, type: event.type, reason: error.message }, 'Stripe event refused');
          else request.log.error({ err: (error as Error & { cause?: unknown }).cause ?? error, eventId: event.id, type: event.type }, 'Stripe event failed');
          throw error;
        }
      },
    );
  });
}
