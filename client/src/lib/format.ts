import { UNLIMITED } from '@common/limits';

interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  username?: string | null;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '21 November 2025'; '—' for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '—';
}

/** '21 Nov 2025'; '—' for a missing or invalid date. */
export function formatShortDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? shortDateFormat.format(date) : '—';
}

/** '21 Nov 2025, 14:05'; '—' for a missing or invalid date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '—';
}

/** 'Ada Lovelace', else the username or email, else 'User'. */
export function displayName(person: NamedPerson | null | undefined): string {
  if (!person) return 'User';
  const full = [person.firstName, person.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
  return full || person.username?.trim() || person.email?.trim() || 'User';
}

/** Up to two capital letters for an avatar: 'AL' for Ada Lovelace, 'A' for ada@example.com. */
export function initials(person: NamedPerson | null | undefined): string {
  if (!person) return 'U';
  const first = person.firstName?.trim().charAt(0) ?? '';
  const last = person.lastName?.trim().charAt(0) ?? '';
  const fromName = `${first}${last}`;
  if (fromName) return fromName.toUpperCase();
  const fallback = person.username?.trim() || person.email?.trim() || '';
  return (fallback.charAt(0) || 'U').toUpperCase();
}

/** The header's credit figure: 'remaining/limit', or '∞' when remaining is -1 (unlimited). */
export function formatCredits(credits: number, creditsLimit: number): string {
  if (credits === UNLIMITED) return '∞';
  return `${credits}/${creditsLimit === UNLIMITED ? '∞' : creditsLimit}`;
}

/** '£20' for a whole price, '£19.50' otherwise. */
export function formatPounds(amount: number): string {
  return Number.isInteger(amount) ? `£${amount}` : `£${amount.toFixed(2)}`;
}
