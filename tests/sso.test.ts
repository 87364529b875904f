/** Spec §2: the SSO login and workbench addresses (src/utils/sso.ts). */
import { goToLogin, loginUrl, workbenchUrl } from '@/utils/sso';

describe('SSO addresses', () => {
  it('sends to login with the page to come back to, encoded', () => {
    expect(loginUrl('http://localhost:8000/ipr-front/taizhou/sell?tab=1&q=专利')).toBe(
      `/ipr-admin/login?redirectUrl=${encodeURIComponent('http://localhost:8000/ipr-front/taizhou/sell?tab=1&q=专利')}`,
    );
  });

  it('comes back to the current page by default', () => {
    expect(loginUrl()).toBe(`/ipr-admin/login?redirectUrl=${encodeURIComponent(window.location.href)}`);
  });

  it("opens the workbench of this app's code", () => {
    expect(workbenchUrl()).toBe('/ipr-admin/zscq/workbench?appCode=ipr-front');
  });

  it('navigates the browser to the login address', () => {
    const assign = jest.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, href: original.href, assign } });
    try {
      goToLogin('http://localhost:8000/ipr-front/taizhou/dispute');
      expect(assign).toHaveBeenCalledWith(
        `/ipr-admin/login?redirectUrl=${encodeURIComponent('http://localhost:8000/ipr-front/taizhou/dispute')}`,
      );
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
