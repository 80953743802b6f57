import { describe, expect, it } from 'vitest';
import { findEmail, findLinkedin, findPhone, findWebsite, phoneHasCountryCode } from './contact';
import { extractCv } from './extract-cv';
import { findLocation } from './location';
import { textDocument } from './test-support';

describe('the place of a contact block', () => {
  it('reads a French label with its spaced colon, and a town of the world alone between contact lines', () => {
    expect(findLocation(['Résidence : Lyon'])?.text).toBe('Lyon');
    expect(findLocation(['jane@example.com', 'Erlangen', '+49 170 1234567'])?.text).toBe('Erlangen');
    // A word that is no town, or a town's name opening an employer's ("Cityline Ltd"), is no place there.
    expect(findLocation(['jane@example.com', 'Developer', '+49 170 1234567'])).toBeNull();
    expect(findLocation(['Cityline Ltd'], true)).toBeNull();
  });

  it('ends a labelled address at the next field\'s label on one line (the Europass 2020 editor runs its contact fields on)', () => {
    const line = 'Address: Norbury, Stafford, ST20 0PG, United Kingdom Phone number: +44 (0)7445 032623 Email address: martin@example.co.uk LinkedIn: linkedin.com/in/mk';
    expect(findLocation([line])?.text).toBe('Norbury, Stafford, United Kingdom');
  });

  it('reads the town of a French address with a floor and a postcode written in groups', () => {
    expect(findLocation(['⌂ 20 rue de Carnac, 1er étage, 72 190 Coulaines, France'])?.text).toBe('Coulaines, France');
    expect(findLocation(['123 Main St, Anywhere, USA'])?.text).toBe('Anywhere, USA');
  });

  it('reads a town, region and country written with slashes on a contact row, as written', () => {
    expect(findLocation(['✉ ricardo@example.com\t⌂ Dourados/MS/Brasil\t◆ github.com/ricardo'])?.text).toBe('Dourados/MS/Brasil');
    expect(findLocation(['Full Stack/Backend/DevOps'])).toBeNull();
  });

  it('reads no place from an address field left empty ("Anschrift:" over "Telefon:")', () => {
    expect(findLocation(['Name:\tJens Beispiel', 'Anschrift:', 'Telefon:', 'E-Mail:\tjens@example.com'])).toBeNull();
    expect(findLocation(['Anschrift:', 'Bonn'])?.text).toBe('Bonn');
  });

  it('reads the town of a long postal address whose street comes before a room number', () => {
    expect(findLocation(['1680 East-West Road, POST 317, Honolulu, HI 96822, U.S.A.'])?.text).toBe('Honolulu, HI, U.S.A.');
    // Digits inside a name are no street's number: an employer before a town is no address.
    expect(findLocation(['Pro4all Cloud Services B.V. (pro4all.nl), Woerden'])).toBeNull();
  });
});

describe('an e-mail written so that robots miss it, and a country code in brackets', () => {
  it('reads "jane.doe(at)example.de" as the address it stands for, and keeps "(+39)" whole', () => {
    expect(findEmail('E-Mail: jane.doe(at)example.de')).toBe('jane.doe@example.de');
    expect(findEmail('jane.doe [at] example [dot] com')).toBe('jane.doe@example.com');
    expect(findEmail('Engineer at Google.com')).toBeNull();
    expect(findPhone(['Cell: (+39) 333 1234567'])).toBe('(+39) 333 1234567');
    // A line of a million characters holding the marker is read at once.
    expect(findEmail(`${'a.'.repeat(300_000)}(at)`)).toBeNull();
  });
});

describe('two numbers on one line with a slash between them', () => {
  it('reads the first ("(00237) 677 24 20 29 / 690 77 83 29")', () => {
    expect(findPhone(['● Téléphone : (00237) 677 24 20 29 / 690 77 83 29'])).toBe('(00237) 677 24 20 29');
    expect(findPhone(['Tel: +49 170 1234567 / +49 30 1234567'])).toBe('+49 170 1234567');
  });
});

describe("a LinkedIn handle written as the address's path", () => {
  it('reads "/diogodmoreira" and "in/jdoe" beside or under the label', () => {
    expect(findLinkedin('LinkedIn\n/diogodmoreira\nGitHub\n/diogomoreira')).toBe('https://www.linkedin.com/in/diogodmoreira');
    expect(findLinkedin('LinkedIn: in/jane-doe')).toBe('https://www.linkedin.com/in/jane-doe');
    expect(findLinkedin('GitHub\n/diogomoreira')).toBeNull();
  });
});

describe('a LinkedIn address with letters beyond ASCII, or wrapped at a hyphen', () => {
  it('reads the whole handle', () => {
    expect(findLinkedin('https://www.linkedin.com/in/daniel-payno-zarceño/')).toBe('https://www.linkedin.com/in/daniel-payno-zarceño');
    expect(findLinkedin('LinkedIn: linkedin.com/in/yue-wu-\naaab2213b/')).toBe('https://www.linkedin.com/in/yue-wu-aaab2213b');
    // A line of words under a handle that ends on a hyphen is no part of it.
    expect(findLinkedin('linkedin.com/in/jdoe\nSoftware Engineer')).toBe('https://www.linkedin.com/in/jdoe');
  });
});

describe('findPhone', () => {
  it('keeps a number exactly as written, with its country code only when the CV prints one', () => {
    expect(findPhone(['Mobile: +49 (0)151 2345 6789'])).toBe('+49 (0)151 2345 6789');
    expect(findPhone(['Tel. +33 6 12 34 56 78'])).toBe('+33 6 12 34 56 78');
    expect(findPhone(['+1-415-555-0132 | jane@x.com'])).toBe('+1-415-555-0132');
    expect(findPhone(['(555) 123-4567'])).toBe('(555) 123-4567');
    expect(findPhone(['Phone: 020 7946 0958'])).toBe('020 7946 0958');
    expect(findPhone(['📧 jean.dupont@email.com | 📱 06 12 34 56 78'])).toBe('06 12 34 56 78');
    expect(findPhone(['Telefone: (11) 99999-9999'])).toBe('(11) 99999-9999');
    expect(findPhone(['808.555.0118'])).toBe('808.555.0118');
    expect(findPhone(['(416) 000 – 0000'])).toBe('(416) 000 – 0000');
  });

  it('keeps masked digits as printed', () => {
    expect(findPhone(['Mobile: +49 176 313 *** **'])).toBe('+49 176 313 *** **');
    expect(findPhone(['+49 176 313 XXX XX'])).toBe('+49 176 313 XXX XX');
  });

  it('never builds a number out of dates, year ranges, ids or postcodes', () => {
    expect(findPhone(['2016 - 2019', 'Jan 2019 – Present'])).toBeNull();
    expect(findPhone(['09/2020 ‑ 09/2022  Los Angeles, USA'])).toBeNull();
    expect(findPhone(['Geboren 12-08-1992 | Nationaliteit: Nederlands'])).toBeNull();
    expect(findPhone(['1863-1865 M.Sc. magna cum laude'])).toBeNull();
    expect(findPhone(['2021 – 2023 (18 months) – Acme Corporation'])).toBeNull();
    expect(findPhone(['1999-11 — 2003-06 | C++ Linux'])).toBeNull();
    expect(findPhone(['GOVERNMENT ID\t123456789', 'PHONE NUMBER\t+52 123 456 7890'])).toBe('+52 123 456 7890');
    expect(findPhone(['123 Anywhere St., Any City, ST 12345'])).toBeNull();
  });

  it('says whether a number carries its country code', () => {
    expect(phoneHasCountryCode('+44 7700 900123')).toBe(true);
    expect(phoneHasCountryCode('0049 30 1234567')).toBe(true);
    expect(phoneHasCountryCode('(555) 123-4567')).toBe(false);
  });

  it("never picks a referee's number", () => {
    const data = extractCv(textDocument('Jane Doe\njane@example.com\nEXPERIENCE\nEngineer, Acme Ltd\n2019 - 2021\nREFERENCES\nJohn Smith\n+44 7700 900123'));
    expect(data.phone).toBeNull();
    const withOwn = extractCv(textDocument('Jane Doe\n+353 87 123 4567\nREFERENCES\nJohn Smith, +44 7700 900123'));
    expect(withOwn.phone).toBe('+353 87 123 4567');
  });
});

describe('links and e-mail', () => {
  it('normalises LinkedIn and finds a personal site, not library names', () => {
    expect(findLinkedin('linkedin.com/in/jane-doe-42/')).toBe('https://www.linkedin.com/in/jane-doe-42');
    expect(findWebsite('Skills: Node.js, ASP.NET\ngithub.com/janedoe')).toBe('https://github.com/janedoe');
    expect(findWebsite('https://linkedin.com/in/x')).toBeNull();
    expect(findEmail('Email: jane.doe+cv@mail.example.co.uk.')).toBe('jane.doe+cv@mail.example.co.uk');
  });
});

describe('the candidate location', () => {
  it('drops postcodes and ZIP codes, icons and the contact items around it', () => {
    expect(findLocation(['Austin, TX 78701'])?.text).toBe('Austin, TX');
    expect(findLocation(['Croeselaan 112, 3521 CB Utrecht | 06 27 91 48 33'])?.text).toBe('Utrecht');
    expect(findLocation(['Toronto, Ontario, M5V 3L9'])?.text).toBe('Toronto, Ontario');
    expect(findLocation(['📍 Paris, France | [LinkedIn](https://linkedin.com)'])?.text).toBe('Paris, France');
    expect(findLocation(['john.doe@email.com +1 (415) 555-0142 San Francisco, CA linkedin.com/in/johndoe'])?.text).toBe('San Francisco, CA');
    expect(findLocation(['Kaufingerstraße 1, 80331 München'])?.text).toBe('München');
  });

  it('reads labelled addresses in other languages, a label on its own line, and "City (Country)"', () => {
    expect(findLocation(['Endereço: Campinas, SP'])?.text).toBe('Campinas, SP');
    expect(findLocation(['Woonplaats: Nordstad\tBeschikbaar: 4 weken'])?.text).toBe('Nordstad');
    expect(findLocation(['WOONPLAATS', 'Nordstad'])?.text).toBe('Nordstad');
    expect(findLocation(['ADDRESS\tCalle Ficticia 123, Ciudad Norte'])?.text).toBe('Ciudad Norte');
    expect(findLocation(['ABC Road, 100/2 - 12345 Rome (Italy)'])?.text).toBe('Rome (Italy)');
    // Only labelled lines when asked: a sentence naming a city is not an address.
    expect(findLocation(['Ich habe an der Universität Nordstadt studiert.'], true)).toBeNull();
  });

  it('knows a region written out after the city', () => {
    expect(findLocation(['Bowling Green, Kentucky'])?.text).toBe('Bowling Green, Kentucky');
    expect(findLocation(['Springfield, New South Wales | jane@example.com'])?.text).toBe('Springfield, New South Wales');
    expect(findLocation(['Nordstadt, Bayern'])?.text).toBe('Nordstadt, Bayern');
  });

  it('takes an unknown town after a street or before a postcode, and a country alone in a contact block', () => {
    expect(findLocation(['+123-456-7890 / hello@example.com / 123 Anywhere St., Any City, ST 12345'])?.text).toBe('Any City, ST');
    expect(findLocation(['Avenida Alcanfores, Totoltepec s/n • Sta Cruz Acatlán, 53150'])?.text).toBe('Sta Cruz Acatlán');
    expect(findLocation(['Raleigh, N.C. 27607'])?.text).toBe('Raleigh, N.C.');
    expect(findLocation(['John Doe', 'Software Architect', 'United Kingdom', '+44 012345678', 'john.doe@mail.com'])?.text).toBe('United Kingdom');
  });

  it('takes no name, street, contact label or year-bearing line for the town', () => {
    expect(findLocation(['John Smith', '+1 415 555 0142'])).toBeNull();
    expect(findLocation(['0001 Wood Hall, Box 12345'])).toBeNull();
    expect(findLocation(['Address\t123 Broadway,\tHome Phone\t+0 (000) 111 1111'])).toBeNull();
    expect(findLocation(['Bachelor in Computer Science, August 2012 to May 2016'])).toBeNull();
    expect(findLocation(['Universität Regensburg, 93053 Regensburg'])?.text ?? null).not.toBe('Universität Regensburg');
  });
});

describe('a LinkedIn handle shown beside the word LinkedIn', () => {
  it('reads the handle above, below or after the label', () => {
    expect(findLinkedin('Springfield, IL\nProfiles\njanedoe\nLinkedIn\njanedoe\nGitHub')).toBe('https://www.linkedin.com/in/janedoe');
    expect(findLinkedin('LinkedIn\njane-doe-42')).toBe('https://www.linkedin.com/in/jane-doe-42');
    expect(findLinkedin('LinkedIn: jdoe')).toBe('https://www.linkedin.com/in/jdoe');
  });

  it('reads the handle in the same column of the row above a row of network names', () => {
    expect(findLinkedin('Profiles\njdoe-gh\tjanedoe\tjd\nGitHub\tLinkedIn\tStackOverflow')).toBe('https://www.linkedin.com/in/janedoe');
    expect(findLinkedin('Profiles\njdoe\tjanedoe\nGitHub\tLinkedIn\tTwitter')).toBeNull();
  });

  it('reads a handle set in capitals beside a label set in capitals, as written in lower case', () => {
    expect(findLinkedin('PROFILES\nJOHNDOE\nLINKEDIN\nJOHNDOE\nGITHUB')).toBe('https://www.linkedin.com/in/johndoe');
    expect(findLinkedin('Jane Doe\nLinkedIn\nSKILLS')).toBeNull();
    expect(findLinkedin('JANE DOE\nLINKEDIN\nSKILLS')).toBeNull();
  });

  it('gives nothing for the word alone or a row of network names', () => {
    expect(findLinkedin('Santa Clara, CA\nLinkedIn\nfacebook\ntwitter')).toBeNull();
    expect(findLinkedin('Jane Doe\nLinkedIn\nSkills')).toBeNull();
  });
});


describe('figures of a sentence', () => {
  it('are no phone number: "$31M in 2013 (106% of target)"', () => {
    expect(findPhone(['• Achieved record sales of $35M in 2014 (111% of target) and $31M in 2013 (106% of target).'])).toBeNull();
    expect(findPhone(['Tel. +49 170 1234567'])).toBe('+49 170 1234567');
  });
});

describe('a town and its country with no comma between them', () => {
  it('is the place on a contact line ("Saint-Petersburg Russia me@…"), and no place in a job\'s header ("Acme France")', () => {
    expect(findLocation(['Saint-Petersburg Russia me@ayastrebov.com AndrewYastrebov'])).toEqual({ text: 'Saint-Petersburg Russia', country: 'Russia' });
    expect(findLocation(['Lyon France'])?.country).toBe('France');
    expect(findLocation(['Acme Consulting France'])).toBeNull();
    const cv = extractCv(textDocument('Andrey Yastrebov\nSaint-Petersburg Russia · me@example.org\nExperience\nSoftware Engineer\nAcme France\n2019 - 2021'));
    expect(cv.location).toBe('Saint-Petersburg Russia');
    expect(cv.experience[0]?.company).toBe('Acme France');
  });
});

describe('street words of the seven languages', () => {
  it('mark no town: "Impasse Saramaka" is a street, the town is on the next row; "St Albans" stays a town', () => {
    expect(findLocation(['Address\tImpasse Saramaka', 'Postal Code & City\t97300 Cayenne'])?.text).toBe('Cayenne');
    expect(findLocation(['Chemin des Vignes', '1004 Lausanne'])?.text).toBe('Lausanne');
    expect(findLocation(['St Albans, UK'])?.text).toBe('St Albans, UK');
  });
});

describe('a year beside the word LinkedIn', () => {
  it('is no handle: a course from LinkedIn Learning and its year', () => {
    expect(findLinkedin('Social Media Marketing\nLinkedIn\t2022\nGoogle Analytics')).toBeNull();
    expect(findLinkedin('LinkedIn: jane-doe-2022')).toBe('https://www.linkedin.com/in/jane-doe-2022');
  });
});

describe('a contact row of fields set apart by bars', () => {
  it('reads a LinkedIn handle in its own field, and a town of the world before its country\'s two-capital code', () => {
    expect(findLinkedin('LinkedIn: konstantinpapesh | GitHub: SydoxX')).toBe('https://www.linkedin.com/in/konstantinpapesh');
    expect(findLocation(['Linz, AT | konstantin@papesh.at | +436603190982'])?.text).toBe('Linz, AT');
    // (A name that is no town, before two capitals, is no place: "Acme, IT".)
    expect(findLocation(['Acme, IT | jane@acme.example'])).toBeNull();
  });
});

describe("a form's row of labelled cells", () => {
  it('takes no postcode its cell labels for the phone, and reads the town its own label names', () => {
    const lines = ['Morada Rua S. João nº103\tCódigo Postal 4760 721\tLocalidade Ribeirão', 'Telemóvel 919200815\tEmail andre@example.com\tSexo Masculino'];
    expect(findPhone(lines)).toBe('919200815');
    expect(findLocation(lines)?.text).toBe('Ribeirão');
  });

  it('reads a country, its region and its town parted by dashes as one place, as written', () => {
    expect(findLocation(['Brasil - Bahia - Salvador'])?.text).toBe('Brasil - Bahia - Salvador');
    expect(findLocation(['Acme - Software - Brasil'])).toBeNull();
  });
});
