import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows separated by CRLF', () => {
    expect(
      toCsv(
        ['Email', 'Amount'],
        [
          ['a@example.com', '$9.00'],
          ['b@example.com', 3],
        ],
      ),
    ).toBe('Email,Amount\r\na@example.com,$9.00\r\nb@example.com,3\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('Paris, France')).toBe('"Paris, France"');
    expect(csvField('The "best" plan')).toBe('"The ""best"" plan"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('leaves missing values empty and keeps numbers as they are', () => {
    expect(toCsv(['A', 'B', 'C'], [[null, undefined, -3]])).toBe('A,B,C\r\n,,-3\r\n');
  });

  it('makes text that a spreadsheet would run as a formula inert', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-5')).toBe("'-5");
  });
});
