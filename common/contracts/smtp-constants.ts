// Kept apart from the zod schemas (./smtp.ts re-exports them) so the client can use them without loading zod.

/** A stored password is never sent back: it reads '***' (and '' when none is stored). */
export const MASKED_PASSWORD = '***';
export const SMTP_NOT_CONFIGURED_STATUS = 'Not configured — emails are kept in the outbox';
export const MAX_HOST_LENGTH = 253;
