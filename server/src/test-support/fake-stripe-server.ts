import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A request the fake Stripe API received: form fields flattened as Stripe's SDK encodes them ('line_items[0][price]'). */
export interface StripeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

export interface FakePrice {
  id: string;
  currency: string;
  unit_amount: number;
  interval?: 'month' | 'year';
}

export interface FakeStripeServer {
  port: number;
  /**
   * Browser tests: Checkout and portal addresses point at pages on this server instead of Stripe's, and
   * paying on the Checkout page sends the signed checkout.session.completed event to this webhook URL.
   */
  hostedPages: { webhookUrl: string } | null;
  requests: StripeRequest[];
  /** Subscriptions as the fake API returns them, by id; a test sets them to what 'Stripe' now holds. */
  subscriptions: Map<string, Stripe.Subscription>;
  /** The environment that points the server's SDK here. */
  env(prices: { pro: string; enterprise: string }): Record<string, string>;
  close(): Promise<void>;
}

export const TEST_WEBHOOK_SECRET = 'whsec_test_cvforge_loopback_secret';

const signer = new Stripe('sk_test_signer_only');

/** A Stripe event signed as Stripe signs it (the SDK's own test header), ready to POST to the webhook. */
export function signedStripeEvent(event: { id: string; type: string; created: number; object: unknown }, secret = TEST_WEBHOOK_SECRET): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: event.created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
    data: { object: event.object },
  });
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) }) };
}

/** A subscription object in the shape of Stripe's API version pinned by the SDK (period on the item). */
export function fakeSubscription(input: {
  id: string;
  customer: string;
  price: string;
  status?: Stripe.Subscription.Status;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd?: boolean;
}): Stripe.Subscription {
  const start = Math.floor(input.periodStart.getTime() / 1000);
  const end = Math.floor(input.periodEnd.getTime() / 1000);
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer,
    status: input.status ?? 'active',
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    cancel_at: input.cancelAtPeriodEnd ? end : null,
    currency: 'gbp',
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${input.id}`,
      data: [{ id: `si_${input.id}`, object: 'subscription_item', current_period_start: start, current_period_end: end, price: { id: input.price, object: 'price', currency: 'gbp' }, quantity: 1 }],
    },
  } as unknown as Stripe.Subscription;
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Math.random().toString(36).slice(2, 10)}` });
  res.end(JSON.stringify(body));
}

function notFound(res: http.ServerResponse, what: string) {
  send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });
}

/**
 * A loopback HTTP server speaking the part of Stripe's API the server uses (customers, prices, Checkout
 * sessions, subscriptions, billing portal sessions), so tests drive the real SDK without the internet.
 */
export async function startFakeStripe(prices: FakePrice[]): Promise<FakeStripeServer> {
  const requests: StripeRequest[] = [];
  const subscriptions = new Map<string, Stripe.Subscription>();
  const sessions = new Map<string, { customer: string; price: string; successUrl: string; cancelUrl: string }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test${++counter}`;
  const base = () => `http://127.0.0.1:${port}`;

  /** The stand-in for Stripe's hosted Checkout page: Pay creates the subscription, signs the event, sends it, and goes back. */
  async function hostedPage(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<boolean> {
    let match = path.match(/^\/pay\/([^/]+)$/);
    if (match) {
      const session = sessions.get(match[1]);
      if (!session) return (notFound(res, 'session'), true);
      if (req.method === 'GET') {
        const price = prices.find((p) => p.id === session.price);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><title>Checkout</title><h1>Pay £${(price?.unit_amount ?? 0) / 100} per month</h1><form method="post"><button>Pay</button></form><a href="${session.cancelUrl}">Cancel</a>`);
        return true;
      }
      const id = nextId('sub');
      const periodStart = new Date();
      const subscription = fakeSubscription({ id, customer: session.customer, price: session.price, periodStart, periodEnd: new Date(periodStart.getTime() + 30 * 24 * 60 * 60 * 1000) });
      subscriptions.set(id, subscription);
      const event = signedStripeEvent({ id: nextId('evt'), type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), object: { id: match[1], object: 'checkout.session', mode: 'subscription', payment_status: 'paid', customer: session.customer, subscription: id } });
      await fetch(fake.hostedPages!.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, body: event.payload });
      res.writeHead(303, { location: session.successUrl });
      res.end();
      return true;
    }
    match = path.match(/^\/portal\/([^/]+)$/);
    if (match) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Billing portal</title><h1>Customer portal</h1>`);
      return true;
    }
    return false;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8') || url.search));
      const record: StripeRequest = { method: req.method ?? 'GET', path: url.pathname, params, headers: req.headers };
      if (fake.hostedPages && !url.pathname.startsWith('/v1/')) {
        void hostedPage(req, res, url.pathname).then((isHandled) => isHandled || notFound(res, 'page'));
        return;
      }
      requests.push(record);
      if (req.headers.authorization !== 'Bearer sk_test_cvforge_loopback') {
        send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      const path = url.pathname;
      let match: RegExpMatchArray | null;
      if (record.method === 'POST' && path === '/v1/customers') {
        send(res, 200, { id: nextId('cus'), object: 'customer', email: params.email ?? null, name: params.name ?? null, metadata: {} });
      } else if (record.method === 'GET' && (match = path.match(/^\/v1\/prices\/([^/]+)$/))) {
        const price = prices.find((p) => p.id === match![1]);
        if (!price) return notFound(res, `price: '${match[1]}'`);
        send(res, 200, { id: price.id, object: 'price', currency: price.currency, unit_amount: price.unit_amount, type: 'recurring', recurring: { interval: price.interval ?? 'month', interval_count: 1 } });
      } else if (record.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = nextId('cs');
        sessions.set(id, { customer: params.customer, price: params['line_items[0][price]'], successUrl: params.success_url, cancelUrl: params.cancel_url });
        const url = fake.hostedPages ? `${base()}/pay/${id}` : `https://checkout.stripe.com/c/pay/${id}`;
        send(res, 200, { id, object: 'checkout.session', mode: params.mode, customer: params.customer, currency: params.currency, status: 'open', payment_status: 'unpaid', url, metadata: {} });
      } else if (record.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const id = nextId('bps');
        const url = fake.hostedPages ? `${base()}/portal/${id}` : `https://billing.stripe.com/p/session/${id}`;
        send(res, 200, { id, object: 'billing_portal.session', customer: params.customer, url, return_url: params.return_url });
      } else if ((match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
        const subscription = subscriptions.get(match[1]);
        if (!subscription) return notFound(res, `subscription: '${match[1]}'`);
        if (record.method === 'POST') {
          if (params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
          if (params['items[0][price]']) subscription.items.data[0].price = { ...subscription.items.data[0].price, id: params['items[0][price]'] };
        }
        send(res, 200, subscription);
      } else {
        notFound(res, `route: ${record.method} ${path}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const fake: FakeStripeServer = {
    port,
    hostedPages: null,
    requests,
    subscriptions,
    env: (p) => ({
      STRIPE_SECRET_KEY: 'sk_test_cvforge_loopback',
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_PRICE_PRO: p.pro,
      STRIPE_PRICE_ENTERPRISE: p.enterprise,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
