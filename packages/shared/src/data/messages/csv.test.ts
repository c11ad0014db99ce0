import { CSV_BOM, csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain@ecole.example')).toBe('plain@ecole.example');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+33')).toBe("'+33");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('starts with a UTF-8 byte-order mark and ends lines with CRLF', () => {
    const csv = toCsv(
      ['email', 'date'],
      [
        ['amadou@ecole.example', '2025-01-01'],
        ['فاطمة@ecole.example', 'x'],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe(
      'email,date\r\namadou@ecole.example,2025-01-01\r\nفاطمة@ecole.example,x\r\n',
    );
  });
});
