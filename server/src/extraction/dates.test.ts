import { describe, expect, it } from 'vitest';
import { closeLetterSpacing, findDateRange, findSingleDate, parseDate } from './dates';

describe('findDateRange', () => {
  it('reads a range of month-first dates as month first, both ends alike', () => {
    expect(findDateRange('04/01/2009 – 06/30/2012')).toMatchObject({ start: '2009-04', end: '2012-06', current: false });
    expect(findDateRange('6/30/2012 - 4/1/2015')).toMatchObject({ start: '2012-06', end: '2015-04' });
    // Day first where nothing says otherwise, as Europe writes it.
    expect(findDateRange('01/07/2019 - 15/03/2021')).toMatchObject({ start: '2019-07', end: '2021-03' });
    expect(findDateRange('04/01/2009 - 05/03/2012')).toMatchObject({ start: '2009-01', end: '2012-03' });
  });

  it('reads the words for "until now" and "since" of the seven languages that the lists lacked', () => {
    for (const text of ['2019 – till now', '2019 to the present', '2019 - até hoje', '2019 - até o momento', '2019 – en curso', '2019 – hasta hoy', '2019 – maintenant', "2019 – jusqu'à présent", '2019 – tuttora', '2019 – tot heden', '2019 – momenteel', '2019 – gegenwärtig', '2019 – derzeit', '2019 – bis dato', 'Jan. 2019 – lfd.', 'ab 2019']) {
      expect(findDateRange(text), text).toMatchObject({ start: /2019/, end: null, current: true });
    }
    expect(findDateRange('Mar ‘19 – Jun ‘21')).toMatchObject({ start: '2019-03', end: '2021-06' });
    // "Lab 2019", "Absolvent 2019": the letters inside a word say nothing.
    expect(findDateRange('Lab 2019')).toBeNull();
  });

  it('reads a range of years whose end keeps two figures, never a month', () => {
    expect(findDateRange('BSc Physics, 2014–15')).toMatchObject({ start: '2014', end: '2015', current: false });
    expect(findDateRange('2016-19 Tutor')).toMatchObject({ start: '2016', end: '2019' });
    expect(findDateRange('1998 – 2002')).toMatchObject({ start: '1998', end: '2002' });
    // "2016-09" is September; a range backwards or over a decade is no range; an ISO date stays one date.
    expect(findDateRange('2016-09')).toBeNull();
    expect(findDateRange('2016–14')).toBeNull();
    expect(findDateRange('2001-45')).toBeNull();
    expect(findDateRange('2016-12-05')).toBeNull();
  });

  it("reads a template's placeholder years as a period whose dates are not known", () => {
    expect(findDateRange('20XX – present')).toMatchObject({ start: null, end: null, current: true });
    const line = 'Dec 20XX–Jan 20XX';
    const range = findDateRange(line);
    expect(range).toMatchObject({ start: null, end: null, current: false });
    expect(line.slice(range!.index, range!.index + range!.length)).toBe(line);
    expect(findDateRange('YYYY - YYYY\tSenior Editor')).toMatchObject({ start: null, end: null, index: 0, length: 11 });
    // A real year beside a placeholder keeps its value; a word that merely holds the letters is no year.
    expect(findDateRange('20XX – 2021')).toMatchObject({ start: null, end: '2021', current: false });
    expect(findDateRange('Model 20XXL shipped')).toBeNull();
  });

  it('joins a role held over several periods written one after the other, from the first start to the last end', () => {
    const range = (text: string) => {
      const found = findDateRange(text);
      return found && [found.start, found.end, found.current, text.slice(found.index, found.index + found.length)];
    };
    expect(range('Ayudante de profesor\tAgosto 2015 - Mayo 2016, Agosto 2016 - Mayo 2017')).toEqual(['2015-08', '2017-05', false, 'Agosto 2015 - Mayo 2016, Agosto 2016 - Mayo 2017']);
    expect(range('Tutor 2019 - 2020 and 2021 - Present')).toEqual(['2019', null, true, '2019 - 2020 and 2021 - Present']);
    // Periods out of order, or a place after the comma, are not one role's.
    expect(range('2019 - 2021, 2018 - 2019')).toEqual(['2019', '2021', false, '2019 - 2021']);
    expect(range('Jan 2020 - Mar 2021, London')).toEqual(['2020-01', '2021-03', false, 'Jan 2020 - Mar 2021']);
  });

  it('joins at most ten further periods of a line of thousands, and reads it at once', () => {
    const line = Array.from({ length: 3000 }, (_, i) => `${1900 + (i % 100)} - ${1900 + (i % 100)}`).join(', ');
    const found = findDateRange(line);
    expect(found?.start).toBe('1900');
    expect(found?.end).toBe('1910');
  });

  const cases: [string, string | null, string | null, boolean][] = [
    ['Jan 2019 – Present', '2019-01', null, true],
    ['03/2018 - 11/2020', '2018-03', '2020-11', false],
    ['2016-2019', '2016', '2019', false],
    ['September 2015 to June 2017', '2015-09', '2017-06', false],
    ['Since 2021', '2021', null, true],
    ["Apr'21 – Mar'23", '2021-04', '2023-03', false],
    ['2020/03 – 2021/11', '2020-03', '2021-11', false],
    ['Enero 2019 – Actualidad', '2019-01', null, true],
    ['sept. 2016 – août 2018', '2016-09', '2018-08', false],
    ['seit 2020', '2020', null, true],
    ['depuis 2019', '2019', null, true],
    ['Mai 2018 – heute', '2018-05', null, true],
    ["2019 – aujourd'hui", '2019', null, true],
    ['2017 - Till date', '2017', null, true],
    ['Oct 2015 – to date', '2015-10', null, true],
    ['2012 – Current', '2012', null, true],
    ['Dezember 2019 bis März 2021', '2019-12', '2021-03', false],
    ['de marzo de 2015 a junio de 2018', '2015-03', '2018-06', false],
    ['2019-03 – 2020-11', '2019-03', '2020-11', false],
  ];
  for (const [text, start, end, current] of cases) {
    it(`reads "${text}"`, () => {
      expect(findDateRange(text)).toMatchObject({ start, end, current });
    });
  }

  it('finds a range inside a header line and reports where it is', () => {
    const line = 'Senior Engineer | Acme Ltd | Jan 2019 – Present';
    const range = findDateRange(line)!;
    expect(line.slice(range.index, range.index + range.length)).toBe('Jan 2019 – Present');
  });

  it('ignores text without a range, and backwards ranges', () => {
    expect(findDateRange('Led a team of 12 engineers')).toBeNull();
    expect(findDateRange('2021 - 2019')).toBeNull();
  });
});

describe('parseDate', () => {
  it('keeps only the precision written', () => {
    expect(parseDate('2016')).toBe('2016');
    expect(parseDate('März 2020')).toBe('2020-03');
    expect(parseDate('févr. 2014')).toBe('2014-02');
    expect(parseDate('7/2012')).toBe('2012-07');
    expect(parseDate('Tuesday')).toBeNull();
  });
});

describe('findDateRange with an apostrophe before a four-digit year', () => {
  it("reads Dec' 2015 to Sept' 2016", () => {
    expect(findDateRange("from Dec' 2015 to Sept' 2016")).toMatchObject({ start: '2015-12', end: '2016-09', current: false });
  });
});

describe('findDateRange in the forms real CVs use', () => {
  it.each([
    ['gennaio 2005 - alla data attuale', '2005-01', null, true],
    ['settembre 2001 - agosto 2004', '2001-09', '2004-08', false],
    ['janeiro de 2011 - março de 2013', '2011-01', '2013-03', false],
    ['Jan 2019 t/m mrt 2022', '2019-01', '2022-03', false],
    ['04/2022 - heden', '2022-04', null, true],
    ['maart 2015 - heden', '2015-03', null, true],
    ['01/03/2023 - Atual', '2023-03', null, true],
    ['01/07/2021 – 25/09/2021', '2021-07', '2021-09', false],
    ['01/03/2018 a 15/12/2022', '2018-03', '2022-12', false],
    ['06/15 - Now', '2015-06', null, true],
    ['Sep 15 - NOW', '2015-09', null, true],
    ['August 24 - Jan 2025', '2024-08', '2025-01', false],
    ['2023 \u2011 Heute', '2023', null, true],
    ['Summer 2021 - Spring 2022', '2021', '2022', false],
    ['Term 1, 2017 – Term 3, 2018', '2017', '2018', false],
    ['2019-\tSoftware Architect', '2019', null, true],
  ])('%s', (text, start, end, current) => {
    expect(findDateRange(text)).toMatchObject({ start, end, current });
  });

  it('reads a season or a term as its year', () => {
    expect(findSingleDate('Junior Analyst\tSummer 2009')?.date).toBe('2009');
    expect(findSingleDate('Term 1, 2017')?.date).toBe('2017');
  });
});

describe('two months sharing one year', () => {
  it('reads "Avril - Août 2024" and "Jan – Mar 2020"', () => {
    expect(findDateRange('WebAgency | Paris | Avril - Août 2024')).toMatchObject({ start: '2024-04', end: '2024-08', current: false });
    expect(findDateRange('Jan – Mar 2020')).toMatchObject({ start: '2020-01', end: '2020-03' });
  });

  it('reads a two-digit month set off by a spaced dash, and from/to dates in table columns', () => {
    expect(findDateRange('05 – 2017\t05 – 2020\tNWL')).toMatchObject({ start: '2017-05', end: '2020-05', current: false });
    expect(findDateRange('2015\t2019\tNorthwind Labs')).toMatchObject({ start: '2015', end: '2019' });
  });
});


describe('letter-spaced and "currently" dates', () => {
  it('reads a letter-spaced range and cuts it out of the line as written', () => {
    const line = 'O K T . 2 0 2 3 – A P R . 2 0 2 5   Werkstudent';
    const range = findDateRange(line);
    expect(range).toMatchObject({ start: '2023-10', end: '2025-04', current: false });
    expect(line.slice(range!.index, range!.index + range!.length)).toBe('O K T . 2 0 2 3 – A P R . 2 0 2 5');
  });

  it('reads a letter-spaced single year', () => {
    expect(findSingleDate('B A C H E L O R   2 0 1 9')).toMatchObject({ date: '2019' });
  });

  it('leaves ordinary spaced text alone: "HTML 5" and initials are no letter-spacing', () => {
    expect(closeLetterSpacing('HTML 5, CSS 3')).toBeNull();
    expect(closeLetterSpacing('J. R. R. Tolkien')).toBeNull();
  });

  it('reads "Currently | 05/2025" as a current period from May 2025, not May to May', () => {
    expect(findDateRange('Currently | 05/2025')).toMatchObject({ start: '2025-05', end: null, current: true });
    expect(findDateRange('aktuell seit 03/2021')).toMatchObject({ start: '2021-03', end: null, current: true });
  });

  it('reads a 10,000-character date field and a letter-spaced one of the same length without failing', () => {
    expect(findSingleDate('2019 '.repeat(2000))).toMatchObject({ date: '2019', index: 0 });
    expect(findDateRange('1 '.repeat(5000))).toBeNull();
    // Ten thousand letter-spaced digits close up into one number: no year in it.
    expect(findSingleDate('2 0 '.repeat(2500))).toBeNull();
  });
});

describe('ISO dates', () => {
  it('reads 1989-06-12 as June 1989 and cuts the whole date out', () => {
    const line = 'Certified Kubernetes Administrator | CNCF\t1989-06-12';
    const date = findSingleDate(line);
    expect(date).toMatchObject({ date: '1989-06' });
    expect(line.slice(date!.index, date!.index + date!.length)).toBe('1989-06-12');
    expect(findDateRange('2014-11-01 – 2016-02-28')).toMatchObject({ start: '2014-11', end: '2016-02' });
  });
});

describe('dates written with the day and the month name', () => {
  it.each([
    ['1 March 2019 – 30 June 2020', '2019-03', '2020-06', false],
    ['March 1, 2019 – June 30, 2020', '2019-03', '2020-06', false],
    ['1st August 2002 - 6th August 2004.', '2002-08', '2004-08', false],
    ['Aug 01, 2017 to till date', '2017-08', null, true],
    ['15. März 2019 – 30. Juni 2020', '2019-03', '2020-06', false],
    ['3 de marzo de 2019 – 30 de junio de 2020', '2019-03', '2020-06', false],
    ['1er mars 2019 – 30 juin 2020', '2019-03', '2020-06', false],
    ['1 maggio 2019 – 30 giugno 2020', '2019-05', '2020-06', false],
    ['1 mei 2019 – heden', '2019-05', null, true],
    ['01-Oct-2015 to 30-Jun-2018', '2015-10', '2018-06', false],
  ])('%s', (text, start, end, current) => {
    expect(findDateRange(text)).toMatchObject({ start, end, current, index: 0 });
  });

  it('cuts the day out with the date, so an entry line keeps only its role and employer', () => {
    const line = 'Data Analyst, Acme Ltd\t1st Aug 2002 – 6th Aug 2004';
    const range = findDateRange(line)!;
    expect(line.slice(0, range.index).trim()).toBe('Data Analyst, Acme Ltd');
    expect(range.index + range.length).toBe(line.length);
    expect(findSingleDate('Graduated 12 June 2016')).toMatchObject({ date: '2016-06' });
  });

  it('leaves a number that is no day beside a month alone: "Windows 10" stays a product, "May 20" without a year is no date', () => {
    expect(findDateRange('Team of 45 May 2019 – June 2020')).toMatchObject({ start: '2019-05', end: '2020-06' });
    expect(findSingleDate('Released on May 20')).toBeNull();
    expect(findDateRange('1 '.repeat(3000) + 'March')).toBeNull();
  });
});

describe('the year first, joined to the month name', () => {
  it('reads "2019-Apr - Present" and "2018-Oct - 2019-Apr" as the months they name', () => {
    expect(findDateRange('2019-Apr - Present')).toMatchObject({ start: '2019-04', end: null, current: true });
    expect(findDateRange('2018-Oct - 2019-Apr')).toMatchObject({ start: '2018-10', end: '2019-04', current: false });
    expect(findDateRange('2019/Dez - 2020/Mär')).toMatchObject({ start: '2019-12', end: '2020-03' });
  });

  it('reads no month out of a name after a year and a space, nor out of a range whose month comes first', () => {
    expect(findDateRange('2019 - 2020 Mayo Clinic')).toMatchObject({ start: '2019', end: '2020' });
    expect(findDateRange('2019 - April 2020')).toMatchObject({ start: '2019', end: '2020-04' });
    expect(findDateRange('2010 – 2014 Marketing')).toMatchObject({ start: '2010', end: '2014' });
  });
});

describe('"from" a date in French, Spanish, Portuguese and Italian', () => {
  it('opens a period that goes on: "À partir de Juin 2023", "A partir de junio 2023", "a partire dal 2019"', () => {
    expect(['À partir de Juin 2023', 'A partir de junio 2023', 'a partire dal 2019'].map((text) => findDateRange(text)).map((range) => range && [range.start, range.current])).toEqual([
      ['2023-06', true],
      ['2023-06', true],
      ['2019', true],
    ]);
  });
});

describe('a period of years written with a slash', () => {
  it('reads "2019/20" and "2018/2019" alone as the period from the first year to the last', () => {
    expect(findDateRange('2019/20')).toMatchObject({ start: '2019', end: '2020', current: false });
    expect(findDateRange('Anno accademico 2018/2019')).toMatchObject({ start: '2018', end: '2019' });
    expect(findDateRange('1999/2000')).toMatchObject({ start: '1999', end: '2000' });
  });

  it('ends a range on its last year and starts one on its first: "2017 - 2019/20", "2010/11 – 2012/13"', () => {
    expect(findDateRange('2017 - 2019/20')).toMatchObject({ start: '2017', end: '2020', current: false });
    expect(findDateRange('Sep 2019 – 2020/21')).toMatchObject({ start: '2019-09', end: '2021' });
    expect(findDateRange('2009/13 – 2015/16')).toMatchObject({ start: '2009', end: '2016' });
  });

  it('keeps "2011/12" December 2011, and reads no period backwards or over more than a decade', () => {
    expect(findSingleDate('2011/12')).toMatchObject({ date: '2011-12' });
    expect(findDateRange('2018/15 - 2019')).toBeNull();
    expect(findDateRange('2001/2019')).toBeNull();
    expect(findSingleDate('Aktenzeichen 2018/15')).toBeNull();
  });
});

describe('a year and month, then only the month the period ended', () => {
  it('reads "2015/05 – 06" and "2014-08 - 10" within their year, and never a day written as an ISO date', () => {
    expect(findDateRange('2015/05 – 06')).toMatchObject({ start: '2015-05', end: '2015-06' });
    expect(findDateRange('2014-08 - 10\tSächsische Zeitung')).toMatchObject({ start: '2014-08', end: '2014-10' });
    expect(findDateRange('1989-06-12')).toBeNull();
    expect(findDateRange('2015/11 – 03')).toBeNull();
  });
});

describe("the plain word for now in the Romance languages", () => {
  it('reads "Maio/2022 - agora" and "2019 – ahora" as periods still going on', () => {
    expect(findDateRange('Período: Maio/2022 - agora')).toMatchObject({ start: '2022-05', end: null, current: true });
    expect(findDateRange('2019 – ahora')).toMatchObject({ start: '2019', current: true });
  });
});

describe('"Auj." for aujourd\'hui', () => {
  it('closes a range as "now" does, its stop with it', () => {
    expect(findDateRange('2017 — Auj.\tIncubation d’une startup, Hawai.tech')).toMatchObject({ start: '2017', current: true, index: 0, length: 11 });
  });
});
