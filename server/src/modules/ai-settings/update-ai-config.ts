import { aiProvider, type AiConfigUpdate } from '@common/contracts/ai';
import { providerKey, readAiSettings, hasUsableCredentials, writeAiSettings, type AiContext, type StoredAiSettings } from '../../ai/settings';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';

export interface AiConfigChange {
  provider: string;
  model: string | null;
  keyChange: 'set' | 'removed' | null;
  baseUrlChange: 'set' | 'removed' | null;
  fallbackToLocal: boolean;
}

/**
 * The admin's AI choice (docs/PRODUCT.md §3 AI config): provider, model, and for that provider an API key (sealed
 * with ctx.secrets) and a base URL; fallbackToLocal for outages. New jobs use it at once. Returns what
 * changed, for the activity log (never the key).
 */
export async function updateAiConfig(ctx: AiContext, input: { actor: Pick<UserRow, 'id'>; update: AiConfigUpdate }): Promise<AiConfigChange> {
  const { update } = input;
  const current = await readAiSettings(ctx);
  const catalogue = aiProvider(update.provider);
  const providerSettings = { ...(current.providers[update.provider] ?? {}) };
  let keyChange: AiConfigChange['keyChange'] = null;
  let baseUrlChange: AiConfigChange['baseUrlChange'] = null;

  if (update.provider === 'local' && (update.apiKey || update.baseUrl)) {
    throw new AppError('BAD_REQUEST', 'The local provider needs no API key or base URL.');
  }
  if (update.apiKey !== undefined) {
    if (update.apiKey) {
      if (/\s/.test(update.apiKey)) throw new AppError('BAD_REQUEST', 'apiKey must not contain spaces or line breaks.');
      providerSettings.apiKey = ctx.secrets.encrypt(update.apiKey);
      keyChange = 'set';
    } else if (providerSettings.apiKey) {
      delete providerSettings.apiKey;
      keyChange = 'removed';
    }
  }
  if (update.baseUrl !== undefined) {
    if (update.baseUrl) {
      const baseUrl = update.baseUrl.replace(/\/+$/, '');
      if (baseUrl !== providerSettings.baseUrl) baseUrlChange = 'set';
      providerSettings.baseUrl = baseUrl;
    } else if (providerSettings.baseUrl) {
      delete providerSettings.baseUrl;
      baseUrlChange = 'removed';
    }
  }

  const model = update.model || null;
  const models: readonly string[] = catalogue.models;
  // A self-hosted or proxied server may name its models freely; the public services offer the listed ones.
  if (model && !models.includes(model) && !providerSettings.baseUrl) {
    throw new AppError('BAD_REQUEST', `${catalogue.name} offers these models: ${models.join(', ')}.`);
  }

  const next: StoredAiSettings = {
    provider: update.provider,
    model,
    fallbackToLocal: update.fallbackToLocal ?? current.fallbackToLocal,
    providers: { ...current.providers, [update.provider]: providerSettings },
  };
  // A key is only ever sent to the address it was entered for: a new base URL without the key in the
  // same request would send the stored key (or the server's environment key) to whoever runs that URL.
  if (baseUrlChange === 'set' && keyChange !== 'set' && providerKey(ctx, next, update.provider).key !== null) {
    throw new AppError('BAD_REQUEST', `A new base URL needs the API key again: enter the ${catalogue.name} API key to use with ${providerSettings.baseUrl} (the saved key is never sent to a new address).`);
  }
  if (!hasUsableCredentials(ctx, next, update.provider)) {
    throw new AppError('BAD_REQUEST', `No API key is set for ${catalogue.name}: enter one, or set ${catalogue.envKey} on the server.`);
  }
  await writeAiSettings(ctx, next, input.actor.id);
  return { provider: update.provider, model: model ?? catalogue.defaultModel, keyChange, baseUrlChange, fallbackToLocal: next.fallbackToLocal };
}
