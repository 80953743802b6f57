import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../limits';

// Letters of any script, marks, spaces and the punctuation names carry (O'Brien, Smith-Jones, Jr.).
// Control characters, angle brackets and the like are refused: the name is printed in emails and CVs.
// Refused here rather than cleaned (common/input-text.ts): the Settings form can say what is wrong.
const NAME_PATTERN = /^[\p{L}\p{M}\p{N} .'’,-]*$/u;

const name = (field: 'firstName' | 'lastName') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .trim()
    .max(MAX_NAME_LENGTH, `${field} must be at most ${MAX_NAME_LENGTH} characters`)
    .regex(NAME_PATTERN, `${field} may contain only letters, numbers, spaces and . ' , -`);

/**
 * PATCH /api/user (Settings 'Save Changes', decision 075): the display name only. Names may be empty,
 * as at registration; any other field (email, role, credits…) is refused, not ignored.
 */
export const updateProfileRequestSchema = z.strictObject(
  { firstName: name('firstName'), lastName: name('lastName') },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Only firstName and lastName can be changed here (not ${issue.keys.join(', ')})` : 'The body must be an object with firstName and lastName') },
);
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
