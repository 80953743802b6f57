/** docs/PRODUCT.md §5: sign-in and sign-up need a non-empty email (or username) and password; nothing else is checked here. */
export function hasRequiredCredentials(email: string, password: string): boolean {
  return email.trim().length > 0 && password.length > 0;
}

export const MISSING_INFORMATION = {
  title: 'Missing Information',
  description: 'Please fill in all required fields',
} as const;
