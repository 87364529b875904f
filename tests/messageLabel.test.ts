/**
 * Labels of server values (src/utils/messageLabel.ts): the locale's message when it has one, the
 * value as sent (or the given fallback) when not, so an unknown or hostile value shows as text.
 */
import { messageLabel, termLabel } from '@/utils/messageLabel';

const messages: Record<string, string> = { 'status.1': 'In force', 'status.valid': 'Valid', 'terms.transfer': 'Transfer' };
/** The two parts of React Intl's `IntlShape` these functions use; a missing message is an error, as in React Intl. */
const intl = {
  messages,
  formatMessage: ({ id }: { id: string }) => {
    if (!Object.hasOwn(messages, id)) throw new Error(`missing message ${id}`);
    return messages[id];
  },
} as unknown as Parameters<typeof messageLabel>[0];

describe('messageLabel', () => {
  it("shows the locale's label of a string or number value", () => {
    expect(messageLabel(intl, 'status', 'valid')).toBe('Valid');
    expect(messageLabel(intl, 'status', 1)).toBe('In force');
  });

  it('shows an unknown value as sent, or the fallback', () => {
    expect(messageLabel(intl, 'status', '<b>x</b>')).toBe('<b>x</b>');
    expect(messageLabel(intl, 'status', 2, '—')).toBe('—');
    expect(messageLabel(intl, 'status', 'toString')).toBe('toString');
  });

  it('shows nothing (or the fallback) for an empty or non-text value', () => {
    expect(messageLabel(intl, 'status', '')).toBe('');
    expect(messageLabel(intl, 'status', { id: 1 })).toBe('');
    expect(messageLabel(intl, 'status', null, 'none')).toBe('none');
  });
});

describe('termLabel', () => {
  const ids = { 转让: 'terms.transfer', 许可: 'terms.licence' };

  it("shows the locale's word for a known term", () => {
    expect(termLabel(intl, ids, '转让')).toBe('Transfer');
  });

  it('shows a term as sent when it is unknown or the locale lacks its message', () => {
    expect(termLabel(intl, ids, '质押')).toBe('质押');
    expect(termLabel(intl, ids, '许可')).toBe('许可');
    expect(termLabel(intl, ids, 'constructor')).toBe('constructor');
  });

  it('gives an empty text for no term', () => {
    expect(termLabel(intl, ids, '')).toBe('');
    expect(termLabel(intl, ids, undefined)).toBe('');
    expect(termLabel(intl, ids, null)).toBe('');
  });
});
