/**
 * Issue 14 item 3: a print-ready document — its Print button opens the browser's print dialog, its
 * print head states the site, the source and the date in the visitor's language, its foot the
 * page's address, and `<html>` is marked (so the print rules hide the frame) only while it is shown.
 */
import '@umijs/max/test-setup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PrintDocument from '@/components/PrintDocument';
import { renderRoutes } from './support/contentPages';

jest.mock('@@/plugin-model', () => jest.requireActual('./support/visitor').pluginModelWithVisitor());

const doc = (props: { source?: string; date?: string; dateKind?: 'publishDate' | 'submitTime' } = {}) => (
  <PrintDocument source="泰州市知识产权保护中心" date="2026-10-23" {...props}>
    <h1>关于做好知识产权保护工作的通告</h1>
  </PrintDocument>
);

test('Print calls window.print', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  renderRoutes('/taizhou/announceDetail?id=an-0036', { '/taizhou/announceDetail': doc() });
  await userEvent.click(screen.getByRole('button', { name: '打印' }));
  expect(print).toHaveBeenCalledTimes(1);
  print.mockRestore();
});

test('the print head and foot in Chinese: site, source, publication date, address', () => {
  renderRoutes('/taizhou/announceDetail?id=an-0036', { '/taizhou/announceDetail': doc() });
  expect(screen.getByText('知识产权一站式公共服务平台')).toBeInTheDocument();
  // The source is the service's Chinese, marked as such (issue 46 item 8).
  const source = screen.getByText('泰州市知识产权保护中心');
  expect(source).toHaveAttribute('lang', 'zh-CN');
  expect(source.parentElement).toHaveTextContent(/^来源：泰州市知识产权保护中心$/);
  expect(screen.getByText('发布日期：2026-10-23')).toBeInTheDocument();
  expect(screen.getByText(`网址：${window.location.href}`)).toBeInTheDocument();
});

test('in English, and a receipt states its submission time', () => {
  renderRoutes(
    '/taizhou/dispute/success',
    { '/taizhou/dispute/success': doc({ source: 'Dispute handling', date: '2026-10-15T10:12:00+08:00', dateKind: 'submitTime' }) },
    'en-US',
  );
  expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  expect(screen.getByText('Dispute handling').parentElement).toHaveTextContent(/^Source: Dispute handling$/);
  expect(screen.getByText('Submitted: Oct 15, 2026 10:12')).toBeInTheDocument();
});

test('marks <html> only while a document is shown', () => {
  const { unmount } = renderRoutes('/taizhou/newsDetail?id=nw-1', { '/taizhou/newsDetail': doc({ source: undefined }) });
  expect(document.documentElement).toHaveClass('ipr-print-document');
  expect(screen.queryByText(/^来源：/)).toBeNull();
  unmount();
  expect(document.documentElement).not.toHaveClass('ipr-print-document');
});
