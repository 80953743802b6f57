import type { CvData } from '@common/cv-data';
import { isPhoneLike, surnameWords, wholeWordPattern } from './anonymise';
import { docxTextSegments } from '../../rendering/docx-text';
import { PermanentJobError } from '../processing/job-errors';

/**
 * Redaction is checked, not hoped for: every XML part of a blind output (body, headers, footers,
 * text boxes, footnotes, comments, document properties, link targets) is read as text and searched
 * for what the original CV says about the candidate. A hit fails the job instead of delivering.
 */
export interface RedactionTarget {
  kind: 'email' | 'phone' | 'url' | 'surname';
  /** The value searched for: lower-cased email or URL, phone digits, or the surname. */
  value: string;
  /** How the job's message names it: "the candidate's email address". */
  label: string;
}

export interface RedactionLeak {
  target: RedactionTarget;
  /** Where in the document: 'body', 'header', 'footer', 'text box', 'document properties'… */
  where: string;
}

const MIN_PHONE_DIGITS = 7;
// The national part of a number: +44 20 7946 0958 and 020 7946 0958 share 079460958.
const PHONE_TAIL_DIGITS = 9;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+|\b(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|twitter\.com|x\.com|xing\.com)\/[^\s<>"')\]]+/giu;
const PHONE_CANDIDATE = /(?:\+|\b00|\()?\d[\d\s().\-/]{5,}\d/g;

/** 'https://www.LinkedIn.com/in/jane/' → 'linkedin.com/in/jane'. */
export function normaliseUrl(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/.,;]+$/, '');
}

export function phoneDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return null;
  return digits.slice(-PHONE_TAIL_DIGITS);
}

/**
 * What a blind output must not contain: the CV's email, phone, LinkedIn and website, and every email,
 * profile URL and phone number in the CV's own text, plus the surname (2 letters or more).
 */
export function redactionTargets(data: CvData, sourceText?: string | null): RedactionTarget[] {
  const targets = new Map<string, RedactionTarget>();
  const add = (kind: RedactionTarget['kind'], value: string | null, label: string) => {
    if (value && !targets.has(`${kind}:${value}`)) targets.set(`${kind}:${value}`, { kind, value, label });
  };
  const text = sourceText ?? '';
  add('email', data.email?.trim().toLowerCase() || null, "the candidate's email address");
  for (const email of text.match(EMAIL) ?? []) add('email', email.toLowerCase(), "the candidate's email address");
  add('phone', data.phone ? phoneDigits(data.phone) : null, "the candidate's phone number");
  for (const phone of text.match(PHONE_CANDIDATE) ?? []) if (isPhoneLike(phone.trim())) add('phone', phoneDigits(phone), "the candidate's phone number");
  add('url', data.linkedin ? normaliseUrl(data.linkedin) : null, "the candidate's LinkedIn URL");
  add('url', data.website ? normaliseUrl(data.website) : null, "the candidate's website URL");
  for (const url of text.match(URL_IN_TEXT) ?? []) add('url', normaliseUrl(url), "a profile URL from the CV");
  for (const surname of surnameWords(data.name)) if ([...surname].length >= 2) add('surname', surname, "the candidate's surname");
  return [...targets.values()].filter((t) => t.kind !== 'url' || t.value.length >= 4);
}

function occursIn(text: string, target: RedactionTarget): boolean {
  switch (target.kind) {
    case 'email':
    case 'url':
      return text.toLowerCase().includes(target.value);
    case 'phone':
      return (text.match(/\d[\d\s().\-/+]*\d/g) ?? []).some((run) => run.replace(/\D/g, '').includes(target.value));
    case 'surname':
      return wholeWordPattern(target.value.normalize('NFC'), 'iu').test(text.normalize('NFC'));
  }
}

/** The first redacted value still found in the document, or null when it is clean. */
export function findRedactionLeak(docx: Buffer, targets: RedactionTarget[]): RedactionLeak | null {
  if (targets.length === 0) return null;
  const segments = docxTextSegments(docx);
  for (const target of targets) {
    const hit = segments.find((segment) => occursIn(segment.text, target));
    if (hit) return { target, where: hit.where };
  }
  return null;
}

/** Fails the job (no retry can fix a template) when a blind output still carries a redacted value. */
export function assertRedacted(docx: Buffer, targets: RedactionTarget[], output: string): void {
  const leak = findRedactionLeak(docx, targets);
  if (leak) throw new PermanentJobError(`Redaction check failed: ${leak.target.label} is still in the ${output} (${leak.where}).`);
}
