import {
  charLength,
  creditCodeProblem,
  evidenceFileProblem,
  EVIDENCE_MAX_BYTES,
  formatFileSize,
  isCreditCode,
  isResidentIdNo,
  normalizeCode,
  sameParty,
} from '@/domain/dispute';
import { envelopeMessages, toDisputeInput } from '@/pages/taizhou/dispute/List/formModel';
import { patentNoProblem } from '@/domain/patent';

/** Issue 5 item 4: the pure rules of the dispute request form. */

describe('isCreditCode (GB 32100-2015)', () => {
  it.each(['91350100M000100Y4A', '9135010OM000100Y43', '91350100I000100Y43'])(
    'rejects %s (check character wrong or a letter a code never uses)',
    (code) => {
      expect(isCreditCode(code)).toBe(false);
    },
  );
  it('accepts a code whose check character fits and refuses one changed character', () => {
    // 91350100M000100Y43 is a published example of a valid unified social credit code.
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('91350100m000100y43')).toBe(false);
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
  });
});

describe('creditCodeProblem: which rule a credit code breaks', () => {
  it.each(['91350100M000100Y4', '91350100M000100Y433', '9135010OM000100Y43', '91350100m000100y43', 'AB350100M000100Y4$'])(
    '%s breaks the length or character rule',
    (code) => expect(creditCodeProblem(code)).toBe('format'),
  );
  it('a well-formed code with the wrong last character breaks the check-digit rule', () => {
    expect(creditCodeProblem('91350100M000100Y44')).toBe('checkDigit');
    expect(creditCodeProblem('91350100M000100Y43')).toBeUndefined();
  });
});

describe('patentNoProblem: the one rule of the form and the mock server', () => {
  it('tells a malformed number from a wrong CNIPA check digit', () => {
    expect(patentNoProblem('ZL202110123456.7')).toBeUndefined();
    expect(patentNoProblem('ZL202110123456.8')).toBe('checkDigit');
    expect(patentNoProblem('ZL2021101234567')).toBe('format');
    expect(patentNoProblem('CN113456789A')).toBe('format');
  });
});

describe('isResidentIdNo (GB 11643-1999)', () => {
  it('accepts a number with a real birth date and the right check character', () => {
    expect(isResidentIdNo('11010519491231002X')).toBe(true);
    expect(isResidentIdNo('110105194912310021')).toBe(false);
  });
  it('refuses an impossible birth date or a wrong length', () => {
    expect(isResidentIdNo('110105194902300020')).toBe(false);
    expect(isResidentIdNo('11010519491231002')).toBe(false);
    expect(isResidentIdNo('11010519491231002x')).toBe(false);
  });
  it('accepts a check digit as well as X, and nothing after it', () => {
    const valid = '321283198506141518';
    expect(isResidentIdNo(valid)).toBe(true);
    expect(isResidentIdNo(`${valid}5`)).toBe(false);
  });
  it('refuses a birth date before 1900, in month 13 or in the future even with the right check character; 1900 itself is valid', () => {
    const [before1900, month13, future, in1900] = ['110105189912310023', '110105194913010029', '110105209912310029', '110105190001010028'];
    expect([before1900, month13, future].some(isResidentIdNo)).toBe(false);
    expect(isResidentIdNo(in1900)).toBe(true);
  });
});

describe('evidenceFileProblem', () => {
  it.each(['证据.pdf', 'photo.JPG', 'a.jpeg', 'b.png', 'c.doc', 'd.docx'])('lets %s through', (name) => {
    expect(evidenceFileProblem({ name, size: 1000 })).toBeUndefined();
  });
  it('names the problem of other files', () => {
    expect(evidenceFileProblem({ name: 'virus.exe', size: 10 })).toBe('type');
    expect(evidenceFileProblem({ name: 'noextension', size: 10 })).toBe('type');
    expect(evidenceFileProblem({ name: 'pdf', size: 10 })).toBe('type');
    expect(evidenceFileProblem({ name: 'blank.pdf', size: 0 })).toBe('empty');
    expect(evidenceFileProblem({ name: 'scan.pdf', size: EVIDENCE_MAX_BYTES })).toBeUndefined();
    expect(evidenceFileProblem({ name: 'scan.pdf', size: EVIDENCE_MAX_BYTES + 1 })).toBe('size');
  });
});

describe('small helpers', () => {
  it('counts characters, normalises codes, compares parties and formats sizes', () => {
    expect(charLength(' 泰州😀 ')).toBe(3);
    expect(normalizeCode(' 9132 1200ma ')).toBe('91321200MA');
    expect(sameParty('泰州海正（集团）有限公司', ' 泰州海正(集团)有限公司')).toBe(true);
    expect(sameParty('', '')).toBe(false);
    expect(formatFileSize(2_621_440)).toBe('2.5 MB');
    expect(formatFileSize(5120)).toBe('5 KB');
    expect(formatFileSize(12)).toBe('12 B');
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('envelopeMessages lists every message of a JSON-list msg, or the plain msg', () => {
    expect(envelopeMessages({ code: 400, msg: '["甲","乙"]', data: null })).toEqual(['甲', '乙']);
    expect(envelopeMessages({ code: 500, msg: '服务异常', data: null })).toEqual(['服务异常']);
    expect(envelopeMessages({ code: 500, msg: '[broken', data: null })).toEqual(['[broken']);
    expect(envelopeMessages({ code: 500, data: null })).toEqual([]);
  });

  it('toDisputeInput sends the identity number that fits the requester type, trimmed', () => {
    const base = {
      requesterName: ' 王某 ',
      contactName: ' ',
      phone: '13912345678',
      address: '泰州市海陵区',
      creditCode: '91350100M000100Y43',
      idNo: '11010519491231002x',
      respondentName: '泰州永晟汽车零部件有限公司',
      disputeType: 'inventorship' as const,
      patentNo: 'zl202110123456.7',
      facts: ' 事实 ',
      claims: '请求',
    };
    const person = toDisputeInput({ ...base, requesterType: 'person' }, []);
    expect(person.requester).toEqual({
      name: '王某',
      type: 'person',
      contactName: undefined,
      phone: '13912345678',
      address: '泰州市海陵区',
      idNo: '11010519491231002X',
    });
    expect(person.patentNo).toBe('ZL202110123456.7');
    const enterprise = toDisputeInput({ ...base, requesterType: 'enterprise' }, [{ fileId: 'f-1', name: 'a.pdf', size: 3 }]);
    expect(enterprise.requester.creditCode).toBe('91350100M000100Y43');
    expect(enterprise.requester.idNo).toBeUndefined();
    expect(enterprise.evidence).toEqual([{ fileId: 'f-1', name: 'a.pdf', size: 3 }]);
  });
});
