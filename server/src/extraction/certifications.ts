import { findDateRange, findSingleDate, withoutDateIntroducer } from './dates';
import { isKnownCity, isTownName } from './lexicon/locations';
import { INSTITUTION_WORDS } from './lexicon/roles';
import { headingKind } from './sections';
import { cleanFragment, fold, isBullet, stripBullet, wordCount } from './text-utils';

/** One certification per line of a certifications section, without its date. */
/** A table cell that only links to a certificate, in the seven languages: "Zertifikat Link", "View credential", "PDF". */
const LINK_CELL = /^(?:(?:zertifikat|certificate|certificat|certificado|certificato|certificaat|credential|link|details?|view|show|verify|pdf|url|ansehen|voir|ver|vedi|bekijk)\s*)+$/i;

export function extractCertifications(lines: string[]): string[] {
  const form = formCredentials(lines);
  if (form) return form;
  const found: string[] = [];
  for (const raw of joinWrapped(lines)) {
    // A table of credentials: its row of column headings ("Jahr⇥Zertifikat⇥Details", a word a cell) names none, and a
    // cell that only links to the certificate ("Zertifikat Link", "View credential") is no part of its name.
    const cells = stripBullet(raw).split(/\t+/).map((cell) => cell.trim()).filter(Boolean);
    if (cells.length >= 2 && cells.every((cell) => /^\p{Lu}\p{L}+$/u.test(cell))) continue;
    const named = cells.length >= 2 ? cells.filter((cell) => !LINK_CELL.test(cell)) : cells;
    let text = named.join(' | ');
    const range = findDateRange(text) ?? findSingleDate(text);
    // ("… emitido por CertiProf, em 2023": the word that introduced the date goes with it.)
    if (range) text = withoutDateIntroducer(text.slice(0, range.index)) + text.slice(range.index + range.length);
    text = cleanFragment(text.replace(/\(\s*\)/g, '').replace(/\s*\|\s*$/, ''));
    text = text.replace(/\s*\|\s*/g, ', ').replace(/,\s*$/, '');
    // "Watergate Master Plumber, Lic. #2445", "…, Credential ID 8842": the number of the licence, not its name.
    text = text.replace(/\s*[,;(-]?\s*(?:lic\.?|licen[cs]e\s+(?:no\.?|nr\.?|number|#)|credential\s+id|id|no\.|nr\.|#)\s*[:#]?\s*[A-Z0-9-]*\d[A-Z0-9-]*\)?$/i, '');
    // "70-536: Microsoft .NET Framework 2.0 - Application Development Foundation.": a full stop after a name is punctuation.
    if (EXAM_CODE.test(text) || NAMED_CREDENTIAL.test(text)) text = text.replace(/\.$/, '');
    // "PHP Framework (certificate): Zend, Codeigniter, Symfony": a named credential, then what it covered.
    const detailed = /^([^:]{3,80}):\s+(.+)$/.exec(text);
    if (detailed && NAMED_CREDENTIAL.test(detailed[1]) && wordCount(detailed[1]) >= 2 && !EXAM_CODE.test(text) && headingKind(detailed[1]) !== 'certifications') text = detailed[1].trim();
    // "Berlin, 12.03.2019" under a course: where and when it was taken, no credential of its own.
    if (range && (isTownName(text) || isKnownCity(text))) continue;
    if (!isCredentialShaped(text)) continue;
    // "University of British Columbia – Sauder School of Business": a school under "Professional Development" is where a
    // course was taken, not a credential.
    if (INSTITUTION_WORDS.test(fold(text)) && !NAMED_CREDENTIAL.test(text) && !CREDENTIAL.test(text.replace(INSTITUTION_WORDS, ''))) continue;
    for (const item of credentialList(text) ?? [withoutIssuer(text)]) {
      if (!item || wordCount(item) > 16 || /^(?:issued|expires|credential id)/i.test(item)) continue;
      // A sentence (a project's description, a course's content, "Certificate issued by the Linux Professional Institute
      // to prove abilities in …") is not a named credential: a name's words are capitalised, a sentence's mostly not.
      if (/[.!?]$/.test(item) && wordCount(item) > 6) continue;
      if (isProse(item) || isGroupLabel(item)) continue;
      if (!found.some((cert) => cert.toLowerCase() === item.toLowerCase())) found.push(item);
    }
  }
  return found;
}

/**
 * "Certificazioni IT", "Cloud Certifications", "Zertifikate": a credential is named in the singular; the plural of the
 * credential's noun, with a word or two of field, names a group of the credentials listed under it (seven languages).
 */
const PLURAL_CREDENTIAL_NOUN =
  /^(?:certifications|certificates|licen[cs]es|zertifikate|zertifizierungen|certificats|certificados|certificaciones|certificazioni|certificati|certifica[çc][õo]es|certificaten|certificeringen)$/i;
function isGroupLabel(item: string): boolean {
  const words = item.trim().split(/\s+/);
  return words.length <= 3 && words.some((word) => PLURAL_CREDENTIAL_NOUN.test(word));
}

/** A form's labels for a credential's name, and for what a form says beside it (its dates, issuer, link, text). */
const NAME_LABEL = /^(?:name|title|certificate|certification|credential|bezeichnung|titel|zertifikat|nom|intitul[ée]|certificat|nombre|t[íi]tulo|certificado|nome|titolo|certificato|naam|certificaat)\s*[:：]?$/i;
const DETAIL_LABEL =
  /^(?:dates?|issued(?:\s+(?:on|by))?|issue\s+date|expires|expiry(?:\s+date)?|valid\s+(?:until|through)|issuer|issuing\s+(?:organi[sz]ation|body|authority)|organi[sz]ation|authority|provider|credential\s+(?:id|url)|id|link|url|website|description|details|score|grade|level|datum|aussteller|anbieter|beschreibung|ausgestellt(?:\s+von)?|g[üu]ltig\s+bis|lien|[ée]metteur|organisme|fecha|emisor|entidad|enlace|descripci[óo]n|data|ente|emittente|descrizione|emissor|entidade|descri[çc][ãa]o|uitgever|omschrijving|beschrijving)\s*[:：]?$/i;

/**
 * A section laid out as a form, row by row a label and its value ("Name⇥Scrum Master", "Dates⇥Nov 2023",
 * "Link⇥www.…"): the credentials are the values of the name rows; the other rows (and the lines between,
 * a description's wrapped lines, a summary's) say things about them. Null when the section is no such form.
 */
function formCredentials(lines: string[]): string[] | null {
  const rows = lines.map((line) => /^([^\t]{2,40})\t+(.+)$/.exec(line.trim())).map((match) => match && { label: match[1].trim(), value: match[2].trim() });
  const names = rows.filter((row) => row && NAME_LABEL.test(row.label));
  const details = rows.filter((row) => row && DETAIL_LABEL.test(row.label));
  if (names.length === 0 || details.length < names.length) return null;
  const found: string[] = [];
  for (const { value } of names as { value: string }[]) {
    const name = cleanFragment(value.replace(/\t+/g, ' '));
    if (name && !found.some((cert) => cert.toLowerCase() === name.toLowerCase())) found.push(name);
  }
  return found;
}

/**
 * "Certificaciones Técnicas Certificación en Python, Certificación en AWS": several credentials on one
 * line, each named as one, after a label that repeats the section's heading. Null when the line is one
 * credential ("AWS Certified Security, Amazon Web Services").
 */
function credentialList(text: string): string[] | null {
  const items = text.split(/\s*[,;]\s+/);
  // Each item must say it is a credential: "Oracle Certified Professional, Java SE 8 Programmer" is one.
  if (items.length < 2 || !items.every((item) => NAMED_CREDENTIAL.test(item) && wordCount(item) >= 2 && !ISSUER.test(item))) return null;
  const words = items[0].split(/\s+/);
  for (let cut = Math.min(3, words.length - 2); cut >= 1; cut--) {
    if (headingKind(words.slice(0, cut).join(' ')) === 'certifications') {
      items[0] = words.slice(cut).join(' ');
      break;
    }
  }
  return items;
}

/** Seven words or more, most of them after the first in lower case: a sentence, not a credential's name. */
function isProse(text: string): boolean {
  const words = text.split(/\s+/).slice(1);
  return words.length >= 6 && words.filter((word) => /^\p{Ll}/u.test(word)).length * 2 > words.length;
}

/** The words credentials' names end on (folded): their level, their role, what they certify. */
const CREDENTIAL_TAIL =
  /^(?:associate|professional|practitioner|foundation|expert|specialist|qualification|certificate|certification|certified|architect|developer|administrator|engineer|analyst|scientist|consultant|manager|master|masters|fundamentals|essentials|advanced|intermediate|basics|level|specialty|speciality|security|cloud|data|programmer|tester|owner|trainer|auditor|licen[cs]e|diploma|program(?:me)?|course|zertifikat|certificat|certificado|certificato|certificaat)$/;

/** Joins a name wrapped in a narrow column ("Google Analytics Individual / Qualification"). */
function joinWrapped(lines: string[]): string[] {
  const out: string[] = [];
  let skippedIssuer = false;
  // "Administration of Government Cloud Services" / "ENAP • VMKE17466597KT24", "Social Media Marketing" / "LinkedIn⇥2022":
  // where the section sets a short name with a credential's number or a year under its credentials, twice or more, such
  // short lines are who issued the one above (a name alone in capitals too: "ELSEVIER", "SAS"); the items under them
  // describe the credential.
  const issuers = lines.map((line) => issuerLine(line.trim()));
  const writesIssuers = issuers.filter((issuer) => issuer === 'dated').length >= 2;
  let underIssuer = false;
  for (const [index, line] of lines.entries()) {
    const text = line.trim();
    const previous = out[out.length - 1];
    if (writesIssuers && previous !== undefined && !skippedIssuer && (issuers[index] === 'dated' || (issuers[index] === 'bare' && issuers[index + 1] !== 'dated' && issuers[index + 1] !== 'bare'))) {
      skippedIssuer = true;
      underIssuer = true;
      continue;
    }
    if (writesIssuers && underIssuer && isBullet(text)) continue;
    underIssuer = false;
    // "AWS Certified Developer / Amazon Web Services / 2019": the issuer's own line names who awarded the one above,
    // and "Financial Industry Regulatory Authority" / "(FINRA)" its abbreviation on the line after.
    const isIssuerLine: boolean = previous !== undefined && (ISSUER.test(text) || isIssuingBody(text) || (skippedIssuer && /^\([^)]*\)$/.test(text)));
    skippedIssuer = isIssuerLine;
    if (isIssuerLine) continue;
    // "Open Certified Data" / "Scientist (Open CDS)": an abbreviation in brackets is no extra word of the wrapped rest.
    const words = wordCount(text.replace(/\([^)]*\)/g, ''));
    // A capitalised rest ends as credentials' names end ("Qualification", "DataStage Essentials", "Scientist (Open CDS)"):
    // a name of its own under a whole one ("ITIL® 4 Foundation" / "Staplerschein") is the next credential.
    const endsAsName = CREDENTIAL_TAIL.test(fold(text.replace(/\s*\([^)]*\)\s*$/, '')).split(/\s+/).at(-1) ?? '');
    const isContinuation = previous !== undefined && !isBullet(text) && words <= 2 && !/^[A-Z0-9]{2,}\b/.test(text) && !/[)\d]$/.test(previous) && (/^[a-z(]/.test(text) || (wordCount(previous) >= 3 && endsAsName));
    // "…Certificate in" / "Word and Excel", "Zend, Codeigniter," / "Symfony.": a line that ends on a joining word, or on a
    // comma before a short or lower-case rest, goes on with the line after.
    const isRestOfSentence =
      previous !== undefined && !isBullet(text) && (/\s(?:in|and|of|to|with|for|on|und|et|y|e|en|di|de|van)$/i.test(previous) || (/,$/.test(previous) && (wordCount(text) <= 3 || /^\p{Ll}/u.test(text))));
    if (isContinuation || isRestOfSentence) out[out.length - 1] = `${previous} ${text}`;
    // A description under a credential ("certifies ability to install …") is no credential of its own.
    else if (/^\p{Ll}/u.test(text)) continue;
    else out.push(text);
  }
  return out;
}

/**
 * A line that can name who issued a credential: a short name (four words at most, no credential's word) with a
 * credential's number or a year after a bullet, a bar or a tab ('dated'), or a name alone set in capitals or known as an
 * issuer ('bare').
 */
function issuerLine(text: string): 'dated' | 'bare' | null {
  const match = /^([^\t•·|]{2,40}?)\s*(?:[\t•·|]\s*([^\t•·|]{2,40}))?$/u.exec(text);
  if (!match || isBullet(text) || wordCount(match[1]) > 4 || NAMED_CREDENTIAL.test(match[1]) || CREDENTIAL.test(match[1])) return null;
  const tail = match[2]?.trim();
  if (tail !== undefined) return /^(?:19|20)\d{2}$/.test(tail) || (/\d/.test(tail) && /^[A-Z0-9-]{6,}$/i.test(tail)) ? 'dated' : null;
  return /^[\p{Lu}\d&. ]{2,30}$/u.test(match[1]) || ISSUER.test(match[1]) ? 'bare' : null;
}

/** An exam's code before its name: "70-536: Microsoft .NET Framework", "AZ-900", "SY0-601", "1Z0-808". */
const EXAM_CODE = /^(?:\d{2,3}-\d{3}|[A-Z]{2,3}\d?-\d{3}|\d[A-Z]\d-\d{3})\b/;

/** Words naming an organisation: a line of one that names no credential is who issued the credential above it. */
const ORGANISATION = /\b(?:authority|association|institute|board|council|society|agency|commission|federation|ministry|chamber|kammer|verband|ordre|colegio|ordine|ordem)\b/i;

function isIssuingBody(text: string): boolean {
  return ORGANISATION.test(text) && !NAMED_CREDENTIAL.test(text) && !CREDENTIAL.test(text.replace(/\([A-Z]{2,}\)/g, '')) && wordCount(text) <= 8;
}

/** What a prize, a scholarship or an honour is called: never a credential. */
const AWARD = /\b(?:award(?:ed)?|prize|winner|won|scholarship|fellowship|dean'?s list|honou?rable mention|medal|honou?rs?|auszeichnung|preis|stipendium|prix|bourse|premio|beca|borsa di studio|bolsa|prijs|beurs)\b/i;

/**
 * Whether a line can be one credential's name: not a prize, not a sentence, not a list of courses ("Data Structures,
 * Database Management Systems, Object Oriented Programming", "CSS, SQL, MySQL."): three or more items none of which
 * names a credential are what a course or skills list looks like.
 */
function isCredentialShaped(text: string): boolean {
  if (!text || (AWARD.test(text) && !/\b(?:certificat\w*|certification|zertifikat|licen[cs]e)\b/i.test(text))) return false;
  if (isIssuingBody(text)) return false;
  const items = text.split(/\s*[,;]\s*/).filter(Boolean);
  if (items.length >= 3 && !items.some((item) => NAMED_CREDENTIAL.test(item) || EXAM_CODE.test(item) || /\b(?:licenses?|licences?)\b/i.test(item))) return false;
  return true;
}

/** Who issues credentials, and the status words printed after one: what follows the credential's name. */
const ISSUER = /^(?:coursera|udemy|edx|datacamp|codecademy|codeacademy|linkedin learning|pluralsight|udacity|khan academy|freecodecamp|amazon web services(?: \(aws\))?|aws|microsoft|google(?: cloud)?|oracle|cisco|comptia|isc2|\(isc\)2|isaca|pmi|axelos|scrum\.org|scrum alliance|cncf|linux foundation|the linux foundation|red hat|salesforce|hashicorp|ibm|apple(?: support)?|meta|garp|cfa institute|acca|cima|icaew|sap|adobe|tableau|itil|iso|tüv|tuv|ihk|charterholder|holder|active|expired|in progress|issued|valid)(?:\s*\([^)]*\))?[.,]?$/i;

/**
 * "AWS Certified Security, Amazon Web Services (AWS)", "Chartered Financial Analyst (CFA) - Charterholder",
 * "SQL Fundamentals Track, Datacamp": the credential is the part before its issuer or status.
 */
function withoutIssuer(text: string): string {
  const match = /^(.+?)(?:,\s+|\s+[-–—|]\s+)(.+)$/.exec(text);
  if (!match) return text;
  const [, name, after] = match;
  if (ISSUER.test(after.trim())) return name.trim();
  // "AWS, AWS Certified Solutions Architect": a table row with the issuer's column first.
  if (ISSUER.test(name.trim()) && CREDENTIAL.test(after)) return after.trim();
  // "Certified Kubernetes Administrator, CNCF": a credential's name, then words naming no credential.
  return CREDENTIAL.test(name) && !CREDENTIAL.test(after.replace(/\([A-Z]{2,}\)/g, '')) && !/\d/.test(after) && after.split(/\s+/).length <= 4 ? name.trim() : text;
}

/** Words only a credential's name holds. */
const NAMED_CREDENTIAL = /\b(?:certifi\w*|certificat\w*|zertifi\w*|certifica\w*|licen[cs]\w*|chartered|diploma)\b/i;

/** Words that make a phrase a credential's name ("AWS Certified Developer", "Google IT Support Professional Certificate"). */
const CREDENTIAL = /\b(?:certifi\w*|certificat\w*|zertifi\w*|certifica\w*|licen[cs]\w*|chartered|diploma|professional|associate|specialist|administrator|developer|architect|engineer|programmer|practitioner|expert|master|foundation)\b|\([A-Z]{2,}[A-Za-z-]*\)/i;
