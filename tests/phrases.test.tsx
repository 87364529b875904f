/**
 * Issue 46 item 5: Chinese names and headings break between their words. phrases() cuts a text into
 * the phrases a line may break between; Phrased draws each in a span that does not wrap.
 */
import { render, screen } from '@testing-library/react';
import Phrased from '@/components/Phrased';
import { phrases } from '@/utils/phrases';

describe('phrases', () => {
  it('keeps a city name and a one-character word with their neighbours', () => {
    expect(phrases('泰州市知识产权一站式公共服务平台')).toEqual(['泰州市', '知识', '产权', '一站式', '公共', '服务', '平台']);
    expect(phrases('苏州市知识产权一站式公共服务平台')).toEqual(['苏州市', '知识', '产权', '一站式', '公共', '服务', '平台']);
  });

  it('puts a first lone character before the next word and punctuation after the word before it', () => {
    expect(phrases('大数据检索分析平台')).toEqual(['大数据', '检索', '分析', '平台']);
    expect(phrases('政策公告、创新主体')).toEqual(['政策', '公告、', '创新', '主体']);
  });

  it('leaves text without Chinese characters whole', () => {
    expect(phrases('Taizhou One-Stop IP Public Service Platform')).toEqual(['Taizhou One-Stop IP Public Service Platform']);
  });

  it('loses no character', () => {
    const text = '泰州市知识产权一站式公共服务平台（试运行）';
    expect(phrases(text).join('')).toBe(text);
  });
});

describe('Phrased', () => {
  it('draws each phrase unbroken, the text and its accessible name unchanged', () => {
    const { container } = render(
      <a href="/ipr-front/taizhou">
        <Phrased text="泰州市知识产权一站式公共服务平台" />
      </a>,
    );
    expect(container.textContent).toBe('泰州市知识产权一站式公共服务平台');
    expect([...container.querySelectorAll('span')].map((span) => [span.textContent, span.style.whiteSpace])).toEqual(
      ['泰州市', '知识', '产权', '一站式', '公共', '服务', '平台'].map((part) => [part, 'nowrap']),
    );
    expect(screen.getByRole('link', { name: '泰州市知识产权一站式公共服务平台' })).toBeInTheDocument();
  });

  it('leaves text of one phrase as plain text', () => {
    const { container } = render(<Phrased text="Taizhou One-Stop IP Public Service Platform" />);
    expect(container.innerHTML).toBe('Taizhou One-Stop IP Public Service Platform');
  });
});
