/**
 * Lazy-page placeholder, spec §2: a centred large spinner with the text `loading...`, translated
 * in zh-CN. Rendered inside Umi's own locale provider, as the app renders it.
 */
import '@umijs/max/test-setup';
import { render, screen } from '@testing-library/react';
import { setLocale } from '@umijs/max';
import { _LocaleContainer as LocaleProvider } from '@@/plugin-locale/locale';
import Loading from '@/loading';

describe('Loading (spec §2)', () => {
  it('shows a large spinner with "loading..." in en-US', () => {
    setLocale('en-US', false);
    render(
      <LocaleProvider>
        <Loading />
      </LocaleProvider>,
    );
    const spinner = screen.getByRole('status');
    expect(spinner).toHaveTextContent('loading...');
    expect(spinner).toHaveAttribute('aria-busy', 'true');
    expect(spinner.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows 加载中... in zh-CN', () => {
    setLocale('zh-CN', false);
    render(
      <LocaleProvider>
        <Loading />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
    expect(screen.queryByText('loading...')).toBeNull();
  });
});
