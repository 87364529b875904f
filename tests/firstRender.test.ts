/**
 * The app's first render at transition priority (issue 13): the render hook of `src/app.tsx`
 * (`startRender` of src/utils/startup.ts) calls Umi's render inside `startTransition`, which only
 * makes the first tree a transition because Umi calls `root.render` synchronously from it. The
 * second half pins that in Umi's own template and renderer, so an upgrade that puts an `await` in
 * between fails here instead of silently bringing back one long task at start-up.
 */
import '@umijs/max/test-setup';
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { startRender } from '@/utils/startup';

jest.mock('@/services/account');

describe('the render hook', () => {
  afterEach(() => jest.restoreAllMocks());

  it("calls Umi's render inside startTransition, after the page's messages are in", async () => {
    let inTransition = false;
    jest.spyOn(React, 'startTransition').mockImplementation((scope) => {
      inTransition = true;
      try {
        scope();
      } finally {
        inTransition = false;
      }
    });
    const seen: boolean[] = [];
    const done = new Promise<void>((resolve) => {
      startRender(() => {
        seen.push(inTransition);
        resolve();
      });
    });
    expect(seen).toEqual([]);
    await done;
    expect(seen).toEqual([true]);
  });
});

describe("Umi's part, as the render hook relies on it", () => {
  const read = (file: string) => fs.readFileSync(path.join(__dirname, '..', 'node_modules', file), 'utf8');

  it('the render compose returns renderClient from its initial value, without awaiting anything first', () => {
    const template = read('@umijs/preset-umi/templates/umi.tpl');
    const initialValue = template.slice(template.indexOf('initialValue() {'), template.indexOf('return renderClient(modifiedContext);'));
    expect(initialValue).toContain("key: 'modifyClientRenderOpts'");
    expect(initialValue).not.toMatch(/\bawait\b|\.then\(/);
  });

  it('renderClient creates the root and calls root.render in the same call', () => {
    const renderer = read('@umijs/renderer-react/dist/browser.js');
    const start = renderer.indexOf('export function renderClient(opts)');
    expect(start).toBeGreaterThan(-1);
    const body = renderer.slice(start, renderer.indexOf('\n}', start));
    expect(body).toMatch(/root = ReactDOM\.createRoot\(rootElement\);\s*root\.render\(/);
    expect(body).not.toMatch(/\bawait\b|\.then\(/);
  });
});
