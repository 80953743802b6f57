import { aiProvider } from '@common/contracts/ai';
import { aiProviderPrivacySentence, DEFAULT_RETENTION_DAYS, OUTBOX_RETENTION_DAYS, type PrivacyNotice } from '@common/contracts/privacy';
import type { AppContext } from '../../context';
import { resolveAiConfig } from '../../ai/settings';
import { createMailer } from '../../email/mailer';
import { readInstanceMaxDays } from './retention-settings';

/** GET /api/privacy: the facts of this instance the privacy page states (which AI provider, where files are kept). */
export async function getPrivacyNotice(ctx: AppContext): Promise<PrivacyNotice> {
  const ai = await resolveAiConfig(ctx);
  // A mailer that cannot be built (an unreadable TLS CA file) is still an SMTP configuration.
  const transport = await createMailer(ctx).then((mailer) => mailer.transport, () => 'smtp' as const);
  return {
    aiProvider: { id: ai.provider, name: aiProvider(ai.provider).name, sentence: aiProviderPrivacySentence(ai.provider) },
    storage: ctx.storage.kind,
    emailTransport: transport,
    instanceMaxDays: await readInstanceMaxDays(ctx),
    defaultRetentionDays: DEFAULT_RETENTION_DAYS,
    outboxRetentionDays: OUTBOX_RETENTION_DAYS,
  };
}
