/**
 * A quantified result: a sentence that carries a figure — a percentage, money, a count ("2,400+
 * servers", "52 out of 2500 applicants", "12 entities"). Dates are not figures: years, months with
 * years, "03/2021" and ranges of years are taken out before looking.
 */
const DATES = /\b(?:\d{1,2}[./-])?(?:19|20)\d{2}(?:\s*[-–—/]\s*(?:\d{1,2}[./-])?(?:(?:19|20)\d{2}|\d{2}))?\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+'?\d{2,4}\b|\bq[1-4]\b/gi;
/** Versions and names with digits: "Python 3", "ISO 9001", "ES6", "Windows 10", "24/7". */
const NOT_FIGURES = /\b(?:python|java|php|ios|android|windows|office|iso|es|html|css|web|level|grade|version|v|top|covid|web3|industry)[\s-]?\d+(?:\.\d+)*\b|\b24\/7\b|\b[a-z]+\d+[a-z\d]*\b|\b\d+[a-z]+\d[a-z\d]*\b/gi;

/** Street addresses and postcodes before a town: "Via Zamboni 37 40126 Bologna", "12 High Street". */
const ADDRESSES = /\b(?:via|viale|piazza|corso|street|st\.|road|rd\.?|avenue|ave\.?|lane|drive|straße|strasse|str\.|weg|platz|rue|boulevard|calle|avenida|plaza|straat|laan|plein|rua|travessa)\s+[^,;\d]{0,40}\d+\w*|\b\d+\w?\s+(?:[A-Z][a-z]+\s+)?(?:street|st\.|road|rd\.?|avenue|ave\.?|lane|drive)\b|\b\d{4,5}\s+\p{Lu}\p{Ll}+/giu;

export function hasQuantity(text: string): boolean {
  const rest = text.replace(ADDRESSES, ' ').replace(NOT_FIGURES, ' ').replace(DATES, ' ');
  return /(?<![\p{L}])\d/u.test(rest);
}

/** A one that means "single" ("1-click deployments", "1-on-1 coaching"): a figure, but no measure of a result. */
const SINGLE = /\b1-(?:on-1|to-1|\p{L}+)/giu;
/** A digit fused with a capital: the name of a kind ("3D", "5G", "2FA"), not a count ("20x", "30k", "$5M", "10K users" are). */
const NAMED_KIND = /\b\d+(?!(?:[KMB]|BN|MM)\b)\p{Lu}[\p{L}\d]*\b/gu;
/**
 * A version after a product's name ("Rails 2.3", "Angular 1.5", "SE 8"): a capitalised word that does
 * not open the sentence ("Hired 6 engineers" is a count).
 */
const VERSION = /(?<=\S\s+\p{Lu}[\p{L}.+#]*\s)\d+(?:\.\d+)*\b/gu;
/** "Technologies: …", "Environment: …": a labelled list under a role, not a sentence about a result. */
const LABELLED_LIST = /^[\p{L} /&-]{2,30}:\s/u;

/**
 * A result the report may call quantified: a phrase with a figure that measures
 * something. Stricter than hasQuantity, which picks the bullets a "[with figures]" instruction keeps:
 * there a bullet with "3D" or "1-click" is better than an empty list; in a claim, "Quantified result:
 * … a 3D visualisation" is not true.
 */
export function hasMeasure(text: string): boolean {
  if (LABELLED_LIST.test(text) || (text.match(/\p{L}{2,}/gu) ?? []).length < 2) return false;
  return hasQuantity(text.replace(SINGLE, ' ').replace(NAMED_KIND, ' ').replace(VERSION, ' '));
}
