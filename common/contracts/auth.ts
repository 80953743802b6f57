import { z } from 'zod';
import { cleanLine } from '../input-text';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from '../limits';
import { PLAN_IDS } from '../plans';
import { ROLES } from '../roles';

const MISSING = 'Please fill in all required fields';
export { PASSWORD_TOO_SHORT } from './auth-messages';

/** "x is required" when absent, "x must be text" when of another type. */
const text = (field: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) });

export const loginRequestSchema = z.object({
  email: text('email').trim().min(1, MISSING).max(MAX_EMAIL_LENGTH, `email must be at most ${MAX_EMAIL_LENGTH} characters`),
  password: text('password').min(1, MISSING).max(MAX_PASSWORD_LENGTH, `password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});

export const registerRequestSchema = z.object({
  email: z
    .string({ error: 'email is required' })
    .trim()
    .min(1, MISSING)
    .max(MAX_EMAIL_LENGTH, `email must be at most ${MAX_EMAIL_LENGTH} characters`)
    .pipe(z.email('email must be a valid email address')),
  // The minimum length (MIN_PASSWORD_LENGTH) is checked by registerUser, so the 400 carries
  // PASSWORD_TOO_SHORT alone, as the admin password change does.
  password: text('password').min(1, MISSING).max(MAX_PASSWORD_LENGTH, `password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  // Cleaned, not refused: 'Eve\r\nBcc: …' is stored as one line (common/input-text.ts).
  firstName: z.string().overwrite(cleanLine).trim().max(MAX_NAME_LENGTH, `firstName must be at most ${MAX_NAME_LENGTH} characters`).optional().default(''),
  lastName: z.string().overwrite(cleanLine).trim().max(MAX_NAME_LENGTH, `lastName must be at most ${MAX_NAME_LENGTH} characters`).optional().default(''),
});

/** The current user as the API returns it: never a password hash or session data. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  plan: z.enum(PLAN_IDS),
  /** Credits remaining; -1 means unlimited. */
  credits: z.number().int(),
  /** The plan's credit limit; -1 means unlimited. */
  creditsLimit: z.number().int(),
  /** Whether the address was confirmed by the link sent at registration (needed for self-service admin access). */
  emailVerified: z.boolean(),
  createdAt: z.string(),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type User = z.infer<typeof userSchema>;
