// Kept apart from the zod schemas (./auth.ts re-exports them) so the client can use them without loading zod.
import { MIN_PASSWORD_LENGTH } from '../limits';

/** Registration's refusal of a short password, in the admin password change's words. */
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
