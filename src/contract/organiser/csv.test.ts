import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, parseCsv, toCsv } from './csv';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['Saint-Jérôme', 'Saint-Jérôme'],
    ['12 Main St, Apt 4', '"12 Main St, Apt 4"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    [' padded', '" padded"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['+1 613-555-0100', '+1 613-555-0100'],
    ['-12.5', '-12.5'],
    ['', ''],
  ])('%j is written %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });
});

describe('toCsv and parseCsv', () => {
  it('writes the byte order mark and CRLF after every row', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe(`${CSV_BOM}a,b\r\nc,d\r\n`);
  });

  it('reads back what it wrote: quotes, commas, accents and line breaks', () => {
    const rows = [
      ['name', 'address', 'note'],
      ['Élise Côté', '12 rue Saint-Denis, app. 3', 'said "merci"'],
      ['Zoë', 'two\r\nlines', ''],
    ];
    const parsed = parseCsv(toCsv(rows));
    expect(parsed).toMatchObject({ ok: true, rows });
  });

  it.each([
    ['CRLF', 'a,b\r\n1,2\r\n'],
    ['LF', 'a,b\n1,2\n'],
    ['CR', 'a,b\r1,2'],
    ['no mark, no last line end', 'a,b\n1,2'],
    ['blank lines and empty rows', '\na,b\r\n,\r\n\r\n1,2\r\n'],
  ])('reads %s', (_, text) => {
    expect(parseCsv(text)).toMatchObject({
      ok: true,
      rows: [
        ['a', 'b'],
        ['1', '2'],
      ],
    });
  });

  it('gives the line each row starts on', () => {
    expect(parseCsv('h\n\n"a\nb"\nc\n')).toEqual({
      ok: true,
      rows: [['h'], ['a\nb'], ['c']],
      lines: [1, 3, 5],
    });
  });

  it('refuses a quote never closed, naming its line', () => {
    expect(parseCsv('a,b\n1,"open\n2')).toEqual({ ok: false, line: 2 });
  });

  it('keeps a quote inside an unquoted field as it is', () => {
    expect(parseCsv('5" tall,x')).toMatchObject({ ok: true, rows: [['5" tall', 'x']] });
  });
});
