/**
 * CNIPA patent numbers, types and legal statuses (src/domain/patent.ts), as the listing and dispute
 * forms and the mock backend apply them.
 */
import { applicationCheckDigit, grantedLegalStatus, normalizePatentNo, patentNoProblem, patentTypeFromNumber } from '@/domain/patent';

describe('normalizePatentNo', () => {
  it('upper-cases and drops every space, so a typed number reads as printed', () => {
    expect(normalizePatentNo(' zl 2021 1012 3456.7 ')).toBe('ZL202110123456.7');
    expect(normalizePatentNo('zl2021\t10123456.x')).toBe('ZL202110123456.X');
  });

  it('reads a missing value as empty', () => {
    expect(normalizePatentNo(undefined)).toBe('');
  });
});

describe('applicationCheckDigit (weights 2–9, 2–5, sum mod 11)', () => {
  it.each([
    ['202110123456', '7'],
    ['202110123459', '0'],
    ['202110123450', 'X'],
    ['202320000003', 'X'],
    ['202320000016', '7'],
  ])('of %s is %s', (digits, check) => {
    expect(applicationCheckDigit(digits)).toBe(check);
  });
});

describe('patentNoProblem', () => {
  it.each(['ZL202110123456.7', 'ZL202110123450.X', 'ZL202110123459.0'])('accepts %s', (patentNo) => {
    expect(patentNoProblem(patentNo)).toBeUndefined();
  });

  it.each(['ZL202110123456.8', 'ZL202110123450.0', 'ZL202110123459.X'])('finds the wrong check digit of %s', (patentNo) => {
    expect(patentNoProblem(patentNo)).toBe('checkDigit');
  });

  it.each(['202110123456.7', 'ZL20211012345.7', 'ZL2021101234567.7', 'ZL202110123456-7', 'ZL202110123456.A', 'xZL202110123456.7'])(
    'finds the wrong shape of %s',
    (patentNo) => {
      expect(patentNoProblem(patentNo)).toBe('format');
    },
  );
});

describe('patentTypeFromNumber (the fifth digit of the application number)', () => {
  it.each([
    ['ZL202110123456.7', 'invention'],
    ['ZL202120123456.7', 'utility'],
    ['ZL202130123456.7', 'design'],
    ['ZL202180123456.7', 'invention'],
    ['ZL202190123456.7', 'utility'],
  ])('%s is a %s patent', (patentNo, type) => {
    expect(patentTypeFromNumber(patentNo)).toBe(type);
  });

  it.each(['ZL202140123456.7', 'ZL202100123456.7', 'ZL2021101234.7', 'ZL202110123456'])('states none in %s', (patentNo) => {
    expect(patentTypeFromNumber(patentNo)).toBeUndefined();
  });
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
