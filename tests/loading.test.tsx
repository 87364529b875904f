/**
 * Lazy-page placeholder, spec §2: a centred large spinner with the text `loading...`, translated
 * in zh-CN. Rendered inside Umi's own locale provider, as the app renders it.
 */
import '@umijs/max/test-setup';
import { render, screen } from '@testing-library/react';
import { setLocale } from '@umijs/max';
import { _LocaleContainer as LocaleProvider } from '@@/plugin-locale/locale';
import Loading from '@/loading';
import { InPortalFrame, registerPortalFrame } from '@/utils/portalFrameSlot';

/** Stands in for the portal frame, which registers itself when its module loads. */
function StubFrame({ children }: React.PropsWithChildren) {
  return (
    <>
      <header>portal header</header>
      <main>{children}</main>
      <footer>portal footer</footer>
    </>
  );
}

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

describe('Loading between Taizhou pages (issue 16 item 5)', () => {
  const renderAt = (path: string, inFrame = false) => {
    window.history.replaceState(null, '', path);
    setLocale('en-US', false);
    return render(
      <LocaleProvider>
        <InPortalFrame.Provider value={inFrame}>
          <Loading />
        </InPortalFrame.Provider>
      </LocaleProvider>,
    );
  };
  beforeAll(() => registerPortalFrame(StubFrame));
  afterAll(() => window.history.replaceState(null, '', '/ipr-front/taizhou'));

  it('keeps the portal frame and puts the spinner in its content area', () => {
    renderAt('/ipr-front/taizhou/punishContent');
    expect(screen.getByRole('banner')).toHaveTextContent('portal header');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('portal footer');
    expect(screen.getByRole('main')).toContainElement(screen.getByText('loading...'));
  });

  it('draws no second frame inside a frame', () => {
    renderAt('/ipr-front/taizhou/enterprise/search', true);
    expect(screen.getByText('loading...')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('leaves the Suzhou pages to their own layout', () => {
    renderAt('/ipr-front/suzhou/ipr-agency');
    expect(screen.getByText('loading...')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
