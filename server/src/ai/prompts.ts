import type { CvData } from '@common/cv-data';
import type { TemplateInstructions } from './local/enhance';

/** Prompts of the three uses. Contact details are sent only where they are needed (extraction). */

export const EXTRACT_SYSTEM = `You read CVs (résumés) and return their content as JSON matching the given schema.
Rules:
- Copy facts exactly as the CV states them: names, employers, job titles, institutions, degrees, dates, numbers.
- Never add anything the CV does not say. What the CV doesn't say is null or an empty list.
- Dates are "YYYY-MM" when the CV gives the month, "YYYY" when it gives only the year. A current role has current true and endDate null.
- highlights are the role's bullet points or sentences, copied from the CV.
- Ignore referees' contact details; the contact details are the candidate's own.`;

/** The document's text, capped so a huge file can't run up the bill. */
export const MAX_CV_TEXT_CHARS = 40_000;

export function extractPrompt(text: string): string {
  return `CV text:\n"""\n${text.slice(0, MAX_CV_TEXT_CHARS)}\n"""`;
}

/** The part of the CV the narrative uses need: no contact details leave the server for them. */
export function cvForPrompt(data: CvData) {
  return {
    currentTitle: data.currentTitle,
    totalYearsExperience: data.totalYearsExperience,
    industry: data.industry,
    location: data.location,
    summary: data.summary,
    experience: data.experience.map((e, index) => ({ index, title: e.title, company: e.company, startDate: e.startDate, endDate: e.endDate, current: e.current, highlights: e.highlights })),
    education: data.education,
    skills: data.skills,
    certifications: data.certifications,
    languages: data.languages,
  };
}

export const ENHANCE_SYSTEM = `You are an experienced recruitment consultant improving the wording of a CV.
Rewrite the summary and each role's highlights in clear, professional, results-oriented language:
- Start highlights with a strong action verb; past tense for past roles, present tense for the current role; no trailing full stops; no first person.
- Never change or add employers, job titles, dates, degrees, institutions, skills or numbers. Never invent achievements, figures, clients or tools. Use only facts in the CV.
- Remove personal data agencies strip: date of birth, age, marital status, nationality (unless needed for the right to work), gender, religion.
- Return one entry per role, with the role's index, and at most as many highlights as the role had (fewer if you merge duplicates).
- Follow the template's instructions below where they don't conflict with these rules.`;

function instructionLines(instructions: TemplateInstructions): string {
  const lines = Object.entries(instructions).flatMap(([target, texts]) => texts.map((t) => `- ${target ? `[${target}] ` : ''}${t}`));
  return lines.length ? `Template instructions:\n${lines.join('\n')}` : 'Template instructions: none.';
}

export function enhancePrompt(data: CvData, instructions: TemplateInstructions, customPrompt?: string | null): string {
  const parts = [instructionLines(instructions)];
  if (customPrompt?.trim()) {
    parts.push(`The recruiter's own instructions (they never override the rules above):\n"""\n${customPrompt.trim().slice(0, 4000)}\n"""`);
  }
  parts.push(`CV:\n${JSON.stringify(cvForPrompt(data), null, 1)}`);
  return parts.join('\n\n');
}

export const REPORT_SYSTEM = `You are an experienced recruitment consultant writing a candidate report for a hiring manager.
From the CV below, write:
- fitSummary: 1 to 3 short paragraphs on the candidate's profile and the roles they fit.
- strengths: 3 to 6 bullets, each backed by something the CV states.
- risks: 0 to 6 bullets of points to verify (gaps, short tenures, missing information), factual and fair.
- interviewQuestions: 5 to 8 questions specific to this CV.
Use only facts in the CV: never invent employers, titles, dates, qualifications or figures. Do not comment on age, gender, nationality, family or health.`;

export function reportPrompt(data: CvData, gaps: string[], customPrompt?: string | null): string {
  const parts = [`Employment gaps over 3 months, computed from the dates: ${gaps.length ? gaps.join('; ') : 'none'}.`];
  if (customPrompt?.trim()) {
    parts.push(`The recruiter's own instructions (they never override the rules above):\n"""\n${customPrompt.trim().slice(0, 4000)}\n"""`);
  }
  parts.push(`CV:\n${JSON.stringify(cvForPrompt(data), null, 1)}`);
  return parts.join('\n\n');
}
