/**
 * CNIPA patent numbers, types and legal statuses (src/domain/patent.ts), as the listing and dispute
 * forms and the mock backend apply them.
 */
import { applicationCheckDigit, grantedLegalStatus, normalizePatentNo, patentNoProblem, patentTypeFromNumber } from '@/domain/patent';

describe('normalizePatentNo', () => {
  it('upper-cases and drops every space, so a typed number reads as printed; a missing one is empty', () => {
    expect(normalizePatentNo(' zl 2021 1012 3456.7 ')).toBe('ZL202110123456.7');
    expect(normalizePatentNo('zl2021\t10123456.x')).toBe('ZL202110123456.X');
    expect(normalizePatentNo(undefined)).toBe('');
  });
});

describe('the check digit (weights 2–9, 2–5, sum mod 11; 10 is X)', () => {
  it('of an application number', () => {
    expect(['202110123456', '202110123459', '202110123450', '202320000003', '202320000016'].map(applicationCheckDigit)).toEqual([
      '7',
      '0',
      'X',
      'X',
      '7',
    ]);
  });

  it('decides whether a well-formed patent number is valid', () => {
    const valid = ['ZL202110123456.7', 'ZL202110123450.X', 'ZL202110123459.0'];
    expect(valid.map(patentNoProblem)).toEqual([undefined, undefined, undefined]);
    expect(valid.map((patentNo) => patentNoProblem(`${patentNo.slice(0, -1)}${patentNo.endsWith('7') ? '8' : '7'}`))).toEqual([
      'checkDigit',
      'checkDigit',
      'checkDigit',
    ]);
  });
});

test('patentNoProblem finds a malformed number before its check digit', () => {
  const malformed = ['202110123456.7', 'ZL20211012345.7', 'ZL2021101234567.7', 'ZL202110123456-7', 'ZL202110123456.A', 'xZL202110123456.7'];
  expect(new Set(malformed.map(patentNoProblem))).toEqual(new Set(['format']));
});

test('patentTypeFromNumber reads the fifth digit of the application number: 1 and 8 invention, 2 and 9 utility, 3 design', () => {
  const ofDigit = (digit: string) => patentTypeFromNumber(`ZL2021${digit}0123456.7`);
  expect(['1', '2', '3', '8', '9'].map(ofDigit)).toEqual(['invention', 'utility', 'design', 'invention', 'utility']);
  expect(['0', '4'].map(ofDigit)).toEqual([undefined, undefined]);
  expect(patentTypeFromNumber('ZL2021101234.7')).toBeUndefined();
});

describe('grantedLegalStatus (issue 16)', () => {
  it('a patent in force without a grant date reads as pending', () => {
    expect(grantedLegalStatus('valid', undefined)).toBe('pending');
    expect(grantedLegalStatus('valid', '')).toBe('pending');
  });

  it('any other status, and a granted patent in force, stay as stated', () => {
    expect(grantedLegalStatus('valid', '2022-03-01')).toBe('valid');
    expect(grantedLegalStatus('invalid', undefined)).toBe('invalid');
    expect(grantedLegalStatus('pending', '2022-03-01')).toBe('pending');
  });
});
