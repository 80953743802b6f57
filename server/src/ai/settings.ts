import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AI_PROVIDER_IDS, AI_PROVIDERS, aiProvider, type AiConfigResponse, type AiProviderId } from '@common/contracts/ai';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

/** What the AI layer needs from the app context (the jobs' and the routes' context both fit). */
export type AiContext = Pick<AppContext, 'config' | 'database' | 'logger' | 'secrets'>;

export const AI_SETTINGS_KEY = 'ai';
/** New jobs see an admin's change at once in this process, and within this long in other processes. */
const CACHE_MS = 3_000;

const storedSchema = z.object({
  provider: z.enum(AI_PROVIDER_IDS).nullable().catch(null),
  model: z.string().nullable().catch(null),
  fallbackToLocal: z.boolean().catch(false),
  /** apiKey is sealed by ctx.secrets (AES-256-GCM); it never leaves the server in clear. */
  providers: z
    .record(z.string(), z.object({ apiKey: z.string().optional(), baseUrl: z.string().optional() }))
    .catch({}),
});
export type StoredAiSettings = z.infer<typeof storedSchema>;

const EMPTY: StoredAiSettings = { provider: null, model: null, fallbackToLocal: false, providers: {} };

const cache = new WeakMap<Db, { at: number; value: StoredAiSettings }>();

/** The stored settings (cached a few seconds). */
export async function readAiSettings(ctx: AiContext): Promise<StoredAiSettings> {
  const { db } = ctx.database;
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, AI_SETTINGS_KEY));
  const parsed = storedSchema.safeParse(row?.value ?? EMPTY);
  const value = parsed.success ? parsed.data : EMPTY;
  cache.set(db, { at: Date.now(), value });
  return value;
}

export async function writeAiSettings(ctx: AiContext, value: StoredAiSettings, updatedBy: string): Promise<void> {
  const { db } = ctx.database;
  await db
    .insert(appSettings)
    .values({ key: AI_SETTINGS_KEY, value, updatedBy })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy, updatedAt: new Date() } });
  cache.delete(db);
}

type KeySource = 'admin' | 'environment' | null;

export function providerKey(ctx: AiContext, stored: StoredAiSettings, id: AiProviderId): { key: string | null; source: KeySource } {
  const sealed = stored.providers[id]?.apiKey;
  if (sealed) {
    try {
      return { key: ctx.secrets.decrypt(sealed), source: 'admin' };
    } catch {
      // APP_KEY (or SESSION_SECRET) changed since the key was saved: it can't be read, so it counts as unset.
      ctx.logger.warn({ provider: id }, 'A stored AI key could not be decrypted (was APP_KEY changed?); enter it again on the admin panel');
    }
  }
  const envName = aiProvider(id).envKey;
  const fromEnv = envName ? (ctx.config as Record<string, unknown>)[envName] : undefined;
  return typeof fromEnv === 'string' && fromEnv ? { key: fromEnv, source: 'environment' } : { key: null, source: null };
}

export interface ResolvedAiConfig {
  provider: AiProviderId;
  model: string;
  isChosen: boolean;
  apiKey: string | null;
  baseUrl: string | null;
  fallbackToLocal: boolean;
}

/**
 * The provider and model a new call uses: the admin's choice; else anthropic when its key is set
 * (docs/PRODUCT.md §9, §10 AI); else the local provider.
 */
export async function resolveAiConfig(ctx: AiContext): Promise<ResolvedAiConfig> {
  const stored = await readAiSettings(ctx);
  const provider: AiProviderId = stored.provider ?? (providerKey(ctx, stored, 'anthropic').key ? 'anthropic' : 'local');
  const model = stored.provider === provider && stored.model ? stored.model : aiProvider(provider).defaultModel;
  return {
    provider,
    model,
    isChosen: stored.provider !== null,
    apiKey: providerKey(ctx, stored, provider).key,
    baseUrl: stored.providers[provider]?.baseUrl ?? null,
    fallbackToLocal: stored.fallbackToLocal,
  };
}

/** GET /api/admin/ai-config: keys appear only as 'set' / 'not set'. */
export async function presentAiConfig(ctx: AiContext): Promise<AiConfigResponse> {
  const stored = await readAiSettings(ctx);
  const resolved = await resolveAiConfig(ctx);
  return {
    provider: resolved.provider,
    model: resolved.model,
    isChosen: resolved.isChosen,
    fallbackToLocal: resolved.fallbackToLocal,
    providers: AI_PROVIDERS.map((p) => {
      const { key, source } = providerKey(ctx, stored, p.id);
      return {
        id: p.id,
        name: p.name,
        models: [...p.models],
        keyStatus: key ? 'set' : 'not set',
        keySource: source,
        requiresKey: p.envKey !== null,
        baseUrl: stored.providers[p.id]?.baseUrl ?? null,
      };
    }),
  };
}

export function hasUsableCredentials(ctx: AiContext, stored: StoredAiSettings, id: AiProviderId): boolean {
  if (id === 'local') return true;
  // A self-hosted OpenAI-compatible server at a base URL may need no key.
  return providerKey(ctx, stored, id).key !== null || Boolean(stored.providers[id]?.baseUrl);
}
