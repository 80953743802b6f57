import type { FastifyInstance } from 'fastify';

// Inline styles are allowed because Radix and recharts position elements with style attributes;
// scripts only from our own origin.
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// The ad network's hosts (script, its frames and pixels): allowed only when an ad client id is configured.
const AD_HOSTS = 'https://pagead2.googlesyndication.com https://*.googlesyndication.com https://*.doubleclick.net https://*.google.com';

/** The app's CSP; with ads configured (docs/PRODUCT.md §10 Ads: no third-party script otherwise) the ad hosts are added. */
export function appCsp(options: { hasAds: boolean }): string {
  if (!options.hasAds) return APP_CSP;
  return APP_CSP.replace("script-src 'self'", `script-src 'self' ${AD_HOSTS}`)
    .replace("img-src 'self' data: blob:", `img-src 'self' data: blob: ${AD_HOSTS}`)
    .replace("connect-src 'self'", `connect-src 'self' ${AD_HOSTS}`)
    .concat(`; frame-src ${AD_HOSTS}`);
}

/** Security headers on every response; a route may set a stricter CSP of its own (template previews). */
export function registerSecurityHeaders(app: FastifyInstance, options: { isHttps: boolean; hasAds: boolean }): void {
  const csp = appCsp({ hasAds: options.hasAds });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
    // Every API answer is someone's data (CVs, downloads, account, settings) or depends on their
    // session: no browser, proxy or shared-computer cache may keep it. Static assets keep their own.
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (options.isHttps) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
