import { isTownName } from './lexicon/locations';
import { headingKind } from './sections';

// Each pattern starts only where its run of characters starts (the lookbehinds): tried from every
// position inside a long run ('((((', 'aaaa', '1234'), it would rescan the run each time, quadratic in its length.
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,24}/;
// (A handle may hold letters beyond ASCII, "daniel-payno-zarceño"; one cut at a hyphen by the line's end goes on on the next
// line, "linkedin.com/in/yue-wu-" / "aaab2213b", as a text box wraps it.)
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/((?:[\p{L}\p{N}_%.-]*-\n(?=[\p{L}\p{N}_%-]+\/?[ \t]*(?:\n|$)))?[\p{L}\p{N}_%.-]*[\p{L}\p{N}_%-])\/?/iu;
const URL = /\b(?<![a-z0-9-]\.?)(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|me|co|uk|de|fr|es|eu|info|tech|app|site|online|ch|nl|at|be|ca|au|in)(?:\/[^\s,;|)]*)?)/i;
// (In the seven languages: "Telemóvel", "Telefone", "Celular", "Móvil", "Téléphone", "Cellulare", "Mobiel", "Telefoon", "GSM".)
const PHONE_LABEL = /(?<![\p{L}\d])(?:phone|tel|t[eé]l[eé]phone|mobile|mob|cell|handy|telefon|m[oó]vil|tel[eé]fono|telem[oó]vel|telefone|celular|cellulare|mobiel|telefoon|gsm|portable|m)(?![\p{L}\d])\.?\s*[:.]?/iu;

export function findEmail(text: string): string | null {
  return EMAIL.exec(text)?.[0].replace(/\.$/, '') ?? obfuscatedEmail(text);
}

/** "jane.doe(at)example.de", "jane [at] example [dot] com": an address written so that robots miss it. */
const OBFUSCATED_EMAIL = /(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+-]+)\s*[([{]\s*(?:at|ät|arroba|chiocciola)\s*[)\]}]\s*([A-Za-z0-9-]+(?:\s*(?:\.|[([{]\s*(?:dot|punkt|point|punto|ponto|punt)\s*[)\]}])\s*[A-Za-z0-9-]+)*)\s*(?:\.|[([{]\s*(?:dot|punkt|point|punto|ponto|punt)\s*[)\]}])\s*([A-Za-z]{2,24})(?![A-Za-z0-9])/i;

/** The address an obfuscated one stands for, written plainly, or null. */
function obfuscatedEmail(text: string): string | null {
  if (!/[([{]\s*(?:at|ät|arroba|chiocciola)\s*[)\]}]/i.test(text)) return null;
  const match = OBFUSCATED_EMAIL.exec(text);
  if (!match) return null;
  const domain = match[2].replace(/\s*(?:\.|[([{]\s*(?:dot|punkt|point|punto|ponto|punt)\s*[)\]}])\s*/gi, '.');
  return `${match[1]}@${domain}.${match[3]}`;
}

export function findLinkedin(text: string): string | null {
  const match = LINKEDIN.exec(text);
  if (match) return `https://www.linkedin.com/in/${match[1].replace(/\n/g, '').replace(/\/$/, '')}`;
  const handle = labelledLinkedinHandle(text.split('\n').map((line) => line.trim()));
  return handle ? `https://www.linkedin.com/in/${handle}` : null;
}

/**
 * The LinkedIn profile a document links to whose handle it also prints ("apennyworth" beside an icon that links to
 * linkedin.com/in/apennyworth), as a URL. A link behind an icon, the word "LinkedIn" or the name shows no handle: null.
 */
export function linkedinShownInLinks(links: readonly string[], text: string): string | null {
  const printed = new Set(text.toLowerCase().split(/[\s|,;/()[\]]+/).filter(Boolean));
  for (const link of links) {
    const handle = LINKEDIN.exec(link)?.[1];
    if (handle && !/^(?:https?:\/\/)?(?:www\.)?google\./i.test(link) && printed.has(handle.toLowerCase())) return `https://www.linkedin.com/in/${handle}`;
  }
  return null;
}

/**
 * "johndoe", "jane-doe-42": a profile handle, never a word like "GitHub" or a name with spaces, nor a number alone ("LinkedIn
 * ⇥2022": a course's provider and its year).
 */
const HANDLE = /^(?=.*[a-z0-9])(?!\d+$)(?:[a-z0-9][A-Za-z0-9._-]{2,59}|[A-Za-z][A-Za-z0-9._]*[0-9_-][A-Za-z0-9._-]*)$/;
const LINKEDIN_LABEL = /^linked\s?in$/i;
/** A LinkedIn address's own characters (letters, digits, hyphens), in capitals. */
const CAPITAL_HANDLE = /^(?!\d+$)[A-Z0-9][A-Z0-9-]{2,99}$/;
/** Other networks and link words printed in a row of links ("LinkedIn / facebook / twitter"): never a handle. */
const LINK_WORDS = /^(?:facebook|twitter|x|github|gitlab|instagram|xing|behance|dribbble|website|web|portfolio|email|e-mail|mail|phone|blog|medium|stackoverflow|youtube|tiktok|skype|telegram|whatsapp|homepage)$/i;

/**
 * A handle the CV shows beside the word LinkedIn, as profile blocks print it: "LinkedIn: johndoe" on one
 * line, or "johndoe" with "LinkedIn" on the line under it (or above it). The word alone, linking
 * somewhere unseen, gives nothing.
 */
function labelledLinkedinHandle(written: string[]): string | null {
  if (!written.some((line) => /linked\s?in/i.test(line))) return null;
  // ("/diogodmoreira", "in/jdoe", "/in/jdoe": the handle written as the address's path, as a Europass form prints it.)
  const lines = written.map((line) => line.replace(/(^|\t|\s)\/?(?:in\/)?(?=[A-Za-z0-9][A-Za-z0-9._-]{2,59}\/?$)/, '$1').replace(/(?<=\S)\/$/, ''));
  for (let i = 0; i < lines.length; i++) {
    // ("LinkedIn: konstantinpapesh | GitHub: SydoxX": each field of a row of links on its own.)
    for (const field of lines[i].split(/\s+[|•·]\s+|\t/)) {
      const inline = /^linked\s?in\s*[:|/-]?\s+(\S+)$/i.exec(field.trim());
      if (inline && HANDLE.test(inline[1]) && !LINK_WORDS.test(inline[1])) return inline[1];
    }
    // "JOHNDOE" by "LINKEDIN": where the label is set in capitals, the handle beside it is too (a style that
    // capitalises the block); LinkedIn's addresses ignore case, so it is read in lower case.
    const isCapitalised = /LINKEDIN/.test(lines[i]);
    const isHandle = (line: string | undefined) =>
      line !== undefined && !LINK_WORDS.test(line) && (HANDLE.test(line) || (isCapitalised && CAPITAL_HANDLE.test(line) && !headingKind(line)));
    // "johndoe⇥johndoe" over "LinkedIn⇥GitHub": a row of handles over the row of their networks, column by column.
    const cells = lines[i].split('\t');
    const column = cells.length > 1 ? cells.findIndex((cell) => LINKEDIN_LABEL.test(cell.trim())) : -1;
    if (column >= 0) {
      for (const near of [lines[i - 1], lines[i + 1]]) {
        const nearCells = near?.split('\t');
        if (nearCells?.length === cells.length && isHandle(nearCells[column].trim())) return nearCells[column].trim().toLowerCase();
      }
    }
    if (!LINKEDIN_LABEL.test(lines[i])) continue;
    if (isHandle(lines[i - 1])) return lines[i - 1].toLowerCase();
    if (isHandle(lines[i + 1])) return lines[i + 1].toLowerCase();
  }
  return null;
}

/** A personal website or portfolio (GitHub, own domain); never LinkedIn, an e-mail domain or a job board. */
export function findWebsite(text: string): string | null {
  for (const line of text.split('\n')) {
    const cleaned = line.replace(new RegExp(EMAIL.source, 'g'), ' ');
    const match = URL.exec(cleaned);
    if (!match) continue;
    const url = match[1].replace(/[.,]$/, '');
    if (/linkedin\.com|indeed\.com|facebook\.com|twitter\.com|x\.com\/|instagram\.com/i.test(url)) continue;
    // "Node.js", "ASP.NET" and the like are not websites: require a slash, www or a known host.
    if (!/\//.test(url) && !/^www\./i.test(match[0]) && !/https?:/i.test(match[0]) && !/^(github|gitlab|behance|dribbble)\./i.test(url)) {
      if (!/^[a-z0-9-]+\.(?:com|dev|io|me|net|org)$/i.test(url) || /\.(js|net)$/i.test(url)) continue;
    }
    return /^https?:/i.test(match[0]) ? match[0].replace(/[.,]$/, '') : `https://${url}`;
  }
  return null;
}

/** Lines that carry other numbers: identity documents, birth dates, postcodes, tax and bank ids. */
const NOT_PHONE_LABEL = /(?<![\p{L}\d])(?:id|government id|passport|ssn|social security|date of birth|dob|born|geboren|birth|n[ée]e? le|fecha de nacimiento|data di nascita|iban|bic|vat|ust-?id|zip|postcode|postal code|plz|postleitzahl|code postal|c[óo]digo postal|codice postale|cap|postcode)(?![\p{L}\d])/iu;
/**
 * Something written like a phone number: an optional "+cc", an optional "(area)", then digits in groups;
 * masked digits (*, X) allowed. Never across a tab: table cells side by side are separate values.
 */
const PHONE_SHAPE = /(?<![\w+/.-])(?:\(\+ ?\d{1,4}\)[ .-]*|\+ ?\d{1,4}[ .-]*)?(?:\(\d{1,5}\)[ .-]*)?\d[\d .\-\u2013/()]{4,22}(?:[\d]|[*xX]{2,}(?:[ .-][*xX]{2,})*)(?![\w@])/g;
const YEAR = /^(?:1[5-9]|20)\d\d$/;

/**
 * A phone number exactly as the CV writes it ("(555) 123-4567" stays that, never "+44 55 5123 4567"):
 * a country code the CV does not print is a guess, and a wrong one sends the recruiter's call abroad.
 * Labelled lines ("Mobile: …") first. Dates, year ranges and other numbers are never taken for a phone.
 */
export function findPhone(lines: string[]): string | null {
  const ordered = [...lines.filter((line) => PHONE_LABEL.test(line) && !NOT_PHONE_LABEL.test(line)), ...lines];
  for (const line of ordered) {
    if (!/\d{2}/.test(line) || NOT_PHONE_LABEL.test(line.split(/\t|\s{2,}/)[0] ?? '')) continue;
    const text = line.replace(new RegExp(EMAIL.source, 'g'), ' ').replace(/\b(?:https?:\/\/|www\.)\S+|(?<!\S)\S+\.(?:com|org|net|io|dev)\/\S*/gi, ' ');
    for (const match of text.matchAll(PHONE_SHAPE)) {
      const phone = cleanPhone(match[0]);
      // "Morada …⇥Código Postal 4760 721⇥Localidade Ribeirão": a number its own cell labels as a postcode or an ID.
      // (Only the few words before the figure, as below: scanned back over a whole line, a line of 15,000 figures took minutes.)
      const cell = text.slice(Math.max(0, (match.index ?? 0) - 40), match.index ?? 0).split('\t').at(-1)!;
      if (NOT_PHONE_LABEL.test(cell)) continue;
      // "4000-064 Porto", "100/2 - 12345 Rome (Italy)": a postcode's shape before a capitalised word, or a number
      // written without a country or area code ("+", "(") one space before a town's name, is an address's house
      // number and postcode, no number to call ("+1 (415) 555-0142 San Francisco" is a phone beside its town).
      const after = text.slice((match.index ?? 0) + match[0].length);
      const town = /^\s*(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?)/u.exec(after)?.[1];
      const isPostcode = town !== undefined && (/^\d{2,4}-\d{3}$/.test(phone) || (/^ \S/.test(after) && !/[+(]/.test(phone) && (isTownName(town) || isTownName(town.split(/[ -]/)[0]))));
      if (isPostcode) continue;
      // "$31M in 2013 (106% of target)": figures of a sentence, a percentage or an amount, are no number to call.
      // (Only the few characters before the figure: tried over all the text before it, a line of 15,000 figures took seconds.)
      const before = text.slice(Math.max(0, (match.index ?? 0) - 12), match.index ?? 0);
      if (/^\d*\s*%/.test(after) || /[$€£¥]\s*$/.test(before)) continue;
      if (phone && isPhoneShaped(phone)) return phone;
      // "(00237) 677 24 20 29 / 690 77 83 29": two numbers with a slash between them read as one; the first is the number.
      const first = phone.includes('/') ? cleanPhone(phone.split(/\s+\/\s+/)[0]) : phone;
      if (first !== phone && isPhoneShaped(first)) return first;
    }
  }
  return null;
}

function cleanPhone(raw: string): string {
  let text = raw.replace(/\s+/g, ' ').trim();
  // A separator or an unclosed bracket at either end belongs to the sentence, not the number.
  text = text.replace(/[\s.\-\u2013/]+$/, '').replace(/^[\s.\-\u2013/]+/, '');
  if ((text.match(/\(/g) ?? []).length < (text.match(/\)/g) ?? []).length) text = text.replace(/\)$/, '');
  if ((text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length) text = text.replace(/\($/, '').trim();
  return text;
}

/** 7 to 15 digits (masked ones included), not a date, a year range or a run of years. */
export function isPhoneShaped(text: string): boolean {
  const digits = (text.match(/\d/g) ?? []).length;
  const masked = (text.match(/[*xX]/g) ?? []).length;
  if (digits + masked < 7 || digits + masked > 15 || digits < 5) return false;
  const groups = text.split(/\D+/).filter(Boolean);
  // 12-08-1992, 09/2020 - 09/2022, 2021 – 2023 (18: every group a year or a day/month, with a year among them.
  if (groups.some((group) => YEAR.test(group)) && groups.every((group) => YEAR.test(group) || group.length <= 2)) return false;
  // Two years joined by a dash or slash is a period, whatever follows it.
  if (/(?:^|\D)(?:1[5-9]|20)\d\d\s*[-\u2013/]\s*(?:1[5-9]|20)\d\d(?:\D|$)/.test(text)) return false;
  // One unbroken run is a phone only with its country code or a national length (an ID or amount otherwise).
  if (groups.length === 1 && !text.startsWith('+') && (digits < 9 || digits > 12)) return false;
  return true;
}

/** Whether the number says which country it belongs to (written with a + country code or 00 prefix). */
export function phoneHasCountryCode(phone: string): boolean {
  return /^\s*(?:\+|00\s?[1-9])/.test(phone);
}
