/**
 * The Suzhou layout's 404/403 wrapper (src/standIns/LayoutException.tsx, swapped in for the
 * `Exception` of Umi's layout plugin by config/moduleSwaps.ts). The first test pins Umi's template, so an
 * upgrade that changes it fails here, not silently (tests/appRuntime.test.tsx: app.tsx gives both views
 * the stand-in relies on; Umi's would otherwise fall back to its antd Result).
 */
import '@umijs/max/test-setup';
import { render, screen } from '@testing-library/react';
import LayoutException from '@/standIns/LayoutException';
import { generatedLayoutFile, layoutPluginSource } from './support/umiLayoutPlugin';

test("Umi's layout Exception is still the one this stand-in replaces", () => {
  const generated = generatedLayoutFile('Exception.tsx');
  // The layout imports it as `./Exception` (the request config/moduleSwaps.ts swaps) ...
  expect(layoutPluginSource()).toContain("import Exception from './Exception';");
  // ... and it chooses among the same props in the same order, antd's Result being the last resort.
  expect(generated).toContain('(!props.route && (props.noFound || props.notFound)) ||');
  expect(generated).toContain('(props.route?.unaccessible && (props.unAccessible || props.noAccessible)) ||');
  expect(generated).toContain('((!props.route || props.route?.unaccessible) && ( <Result');
  expect(generated).toMatch(/\)\) \|\| \/\/ normal render props\.children \);/);
});

describe('LayoutException', () => {
  const views = { noFound: <p>not found view</p>, unAccessible: <p>forbidden view</p> };

  it('shows the 404 view for an address no route matches', () => {
    render(<LayoutException {...views}>page</LayoutException>);
    expect(screen.getByText('not found view')).toBeInTheDocument();
    expect(screen.queryByText('page')).toBeNull();
  });

  it.each([
    ['the 403 view for a route the visitor may not open', true, 'forbidden view'],
    ['the page otherwise', false, 'page'],
  ])('shows %s', (_label, unaccessible, shown) => {
    render(
      <LayoutException {...views} route={{ unaccessible }}>
        page
      </LayoutException>,
    );
    expect(screen.getByText(shown)).toBeInTheDocument();
  });
});
