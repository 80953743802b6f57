import type { AiConfigResponse, AiConfigUpdate } from '@common/contracts/ai';
import type { SmtpConfigRequest, SmtpConfigResponse } from '@common/contracts/smtp';
import { DEFAULT_SMTP_PORT } from '@common/limits';

/** The AI Config tab's draft (docs/PRODUCT.md §3 AI config, §4: a provider change resets the model). */
export interface AiDraft {
  provider: string;
  model: string;
  /** Never prefilled: the server never sends a key back. Blank keeps the stored key. */
  apiKey: string;
  baseUrl: string;
  fallbackToLocal: boolean;
}

/** The spec's default provider in the panel (§9) when the server names none. */
export const DEFAULT_PANEL_PROVIDER = 'anthropic';

export function aiDraftFromConfig(config: AiConfigResponse | undefined): AiDraft {
  const provider = config?.provider ?? DEFAULT_PANEL_PROVIDER;
  return {
    provider,
    model: config?.model ?? '',
    apiKey: '',
    baseUrl: config?.providers.find((p) => p.id === provider)?.baseUrl ?? '',
    fallbackToLocal: config?.fallbackToLocal ?? true,
  };
}

/**
 * Choosing another provider resets the model to that provider's first model (a valid choice, rather
 * than a model the new provider doesn't have), forgets a typed key, and shows its stored base URL.
 */
export function changeProvider(draft: AiDraft, providerId: string, config: AiConfigResponse | undefined): AiDraft {
  if (providerId === draft.provider) return draft;
  const provider = config?.providers.find((p) => p.id === providerId);
  return { ...draft, provider: providerId, model: provider?.models[0] ?? '', apiKey: '', baseUrl: provider?.baseUrl ?? '' };
}

/** POST /api/admin/ai-config body: a blank key is left out (keeps the stored one); a blank base URL removes it. */
export function aiConfigRequest(draft: AiDraft, requiresKey: boolean): AiConfigUpdate {
  const body: AiConfigUpdate = {
    provider: draft.provider as AiConfigUpdate['provider'],
    model: draft.model || null,
    fallbackToLocal: draft.fallbackToLocal,
  };
  if (requiresKey) {
    const key = draft.apiKey.trim();
    if (key) body.apiKey = key;
    body.baseUrl = draft.baseUrl.trim();
  }
  return body;
}

/** The SMTP Config tab's form (docs/PRODUCT.md §3 SMTP config). */
export interface SmtpConfigForm {
  host: string;
  port: string;
  username: string;
  password: string;
  fromEmail: string;
  fromName: string;
  secure: boolean;
  requireTls: boolean;
}

export function smtpConfigFormFrom(config: SmtpConfigResponse | undefined): SmtpConfigForm {
  return {
    host: config?.host ?? '',
    port: String(config?.port || DEFAULT_SMTP_PORT),
    username: config?.username ?? '',
    password: config?.password ?? '',
    fromEmail: config?.fromEmail ?? '',
    fromName: config?.fromName ?? '',
    secure: config?.secure ?? false,
    requireTls: config?.requireTls ?? true,
  };
}

/**
 * Whether the stored password must be typed again before saving: the server sends it only to the
 * host, port and user it was entered for, and never in clear where TLS was on (issue #14).
 */
export function smtpConfigNeedsPassword(form: SmtpConfigForm, config: SmtpConfigResponse | undefined): boolean {
  if (!config?.password || !form.host.trim() || !form.username.trim()) return false;
  if (form.password && form.password !== config.password) return false;
  return (
    form.host.trim().toLowerCase() !== config.host.toLowerCase() ||
    parsePort(form.port) !== config.port ||
    form.username.trim() !== config.username ||
    (config.requireTls && !form.requireTls) ||
    (config.secure && !form.secure)
  );
}

/** docs/PRODUCT.md §5: the port is parsed as an integer (587 when blank or not a number); nothing else is checked here. */
export function parsePort(value: string): number {
  const parsed = Number.parseInt(value.trim(), 10);
  return Number.isNaN(parsed) ? DEFAULT_SMTP_PORT : parsed;
}

export function smtpConfigRequest(form: SmtpConfigForm): Omit<SmtpConfigRequest, 'port'> & { port: number } {
  return {
    host: form.host.trim(),
    port: parsePort(form.port),
    username: form.username.trim(),
    password: form.password,
    fromEmail: form.fromEmail.trim(),
    fromName: form.fromName.trim(),
    secure: form.secure,
    requireTls: form.requireTls,
  };
}
