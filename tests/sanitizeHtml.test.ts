import type { sanitizeHtml as SanitizeHtml } from '@/utils/sanitizeHtml';

/**
 * sanitizeHtml of a fresh module: its lists and its purifier (made once, by the first call) are made
 * in the test that calls it. With one module for the file, only the first test would build them, and
 * a change to the allowed tags or the link hook would be checked by that test alone (mutation testing
 * runs only the tests that reached the changed code).
 */
async function freshSanitizeHtml(): Promise<typeof SanitizeHtml> {
  let fresh!: typeof SanitizeHtml;
  await jest.isolateModulesAsync(async () => {
    ({ sanitizeHtml: fresh } = await import('@/utils/sanitizeHtml'));
  });
  return fresh;
}

let sanitizeHtml: typeof SanitizeHtml;
beforeEach(async () => {
  sanitizeHtml = await freshSanitizeHtml();
});

/** Parses sanitised output so assertions look at the DOM a visitor gets, not at string details. */
function clean(html: unknown): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

const attributesOf = (box: HTMLElement) =>
  [...box.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((attr) => `${attr.name}=${attr.value}`));

describe('sanitizeHtml: hostile markup (issue 3 item 2)', () => {
  afterEach(() => {
    delete (window as unknown as { __xss?: unknown }).__xss;
  });

  it('drops scripts with their code', () => {
    const box = clean('<p>正文</p><script>window.__xss = 1</script><script src="https://evil.example.com/x.js"></script>');
    expect(box.querySelector('script')).toBeNull();
    expect(box.textContent).toBe('正文');
  });

  it.each([
    ['<img src="x" onerror="window.__xss=1" alt="图">', 'img'],
    ['<p onclick="window.__xss=1">点击</p>', 'p'],
    ['<div onmouseover="window.__xss=1">悬停</div>', 'div'],
    ['<a href="/ipr-front/" onfocus="window.__xss=1">链接</a>', 'a'],
  ])('removes event handlers: %s', (html, tag) => {
    const box = clean(html);
    expect(box.querySelector(tag)).not.toBeNull();
    expect(attributesOf(box).some((attr) => attr.startsWith('on'))).toBe(false);
  });

  it.each([
    'javascript:window.__xss=1',
    'JaVaScRiPt:window.__xss=1',
    ' javascript:alert(1)',
    'java&#x09;script:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ])('removes a dangerous link target: %s', (href) => {
    const box = clean(`<a href="${href}">查看名单</a>`);
    const link = box.querySelector('a');
    expect(link?.textContent).toBe('查看名单');
    expect(link?.getAttribute('href')).toBeNull();
  });

  it('drops iframes, objects, embeds, forms, SVG and MathML', () => {
    const box = clean(
      '<iframe src="https://evil.example.com"></iframe><object data="x.swf"></object><embed src="x.swf">' +
        '<form action="https://evil.example.com"><input name="phone"></form>' +
        '<svg onload="window.__xss=1"><circle r="10"></circle></svg><math><mi>x</mi></math><p>留下</p>',
    );
    for (const tag of ['iframe', 'object', 'embed', 'form', 'input', 'svg', 'math']) {
      expect(box.querySelector(tag)).toBeNull();
    }
    expect(box.querySelector('p')?.textContent).toBe('留下');
  });

  it('drops style attributes and style elements (expression, url(javascript:))', () => {
    const box = clean(
      '<style>body{background:url(javascript:alert(1))}</style>' +
        '<p style="background:url(javascript:alert(1));width:expression(alert(1))">培育期三年</p>',
    );
    expect(box.querySelector('style')).toBeNull();
    expect(box.querySelector('p')?.hasAttribute('style')).toBe(false);
    expect(box.textContent).toBe('培育期三年');
  });

  it('runs nothing when the result is put into the page', () => {
    const box = document.createElement('div');
    document.body.append(box);
    box.innerHTML = sanitizeHtml('<img src="x" onerror="window.__xss=1"><p onclick="window.__xss=1">点</p>');
    box.querySelector('p')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    box.querySelector('img')?.dispatchEvent(new Event('error'));
    expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined();
    box.remove();
  });

  it('gives an empty string for empty or non-string input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml({ html: '<p>x</p>' })).toBe('');
  });
});

describe('sanitizeHtml: kept formatting', () => {
  const body =
    '<h2>一、申报对象</h2><p>在<strong>泰州市</strong>注册的<em>企业</em>：</p>' +
    '<ul><li>信用良好</li><li>拥有有效发明专利</li></ul><ol start="2"><li>网上填报</li></ol>' +
    '<table><caption>支持标准</caption><thead><tr><th scope="col">类别</th><th>标准</th></tr></thead>' +
    '<tbody><tr><td colspan="2">高价值专利培育 50万元</td></tr></tbody></table>' +
    '<figure><img src="/ipr-data-service/api/front/file/image?name=grant-trend" alt="授权量柱状图" width="720" height="240">' +
    '<figcaption>图1</figcaption></figure><blockquote>引文</blockquote><p>第一行<br>第二行</p>';

  it('keeps headings, paragraphs, lists, tables, images and inline formatting', () => {
    const box = clean(body);
    expect(box.querySelector('h2')?.textContent).toBe('一、申报对象');
    expect(box.querySelector('strong')?.textContent).toBe('泰州市');
    expect(box.querySelector('em')?.textContent).toBe('企业');
    expect(box.querySelectorAll('ul > li')).toHaveLength(2);
    expect(box.querySelector('ol')?.getAttribute('start')).toBe('2');
    expect(box.querySelector('table caption')?.textContent).toBe('支持标准');
    expect(box.querySelector('th')?.getAttribute('scope')).toBe('col');
    expect(box.querySelector('td')?.getAttribute('colspan')).toBe('2');
    const img = box.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/ipr-data-service/api/front/file/image?name=grant-trend');
    expect(img?.getAttribute('alt')).toBe('授权量柱状图');
    expect(box.querySelector('figcaption')?.textContent).toBe('图1');
    expect(box.querySelector('blockquote')).not.toBeNull();
    expect(box.querySelector('br')).not.toBeNull();
  });

  // The content bodies' whole vocabulary: each element is kept with its text.
  it.each([
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'div',
    'span',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'figure',
    'figcaption',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'abbr',
  ])('keeps <%s>', (tag) => {
    expect(clean(`<${tag}>文字</${tag}>`).querySelector(tag)?.textContent).toBe('文字');
  });

  it('keeps every part of a table, rules and images', () => {
    const box = clean(
      '<table><caption>标题</caption><colgroup><col width="80"></colgroup><thead><tr><th>甲</th></tr></thead>' +
        '<tbody><tr><td rowspan="2">乙</td></tr></tbody><tfoot><tr><td>丙</td></tr></tfoot></table><hr><img src="/a.png" title="图">',
    );
    for (const tag of ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'hr', 'img']) {
      expect(box.querySelector(tag)).not.toBeNull();
    }
    expect(box.querySelector('col')?.getAttribute('width')).toBe('80');
    expect(box.querySelector('td')?.getAttribute('rowspan')).toBe('2');
    expect(box.querySelector('img')?.getAttribute('title')).toBe('图');
  });

  it('keeps a list type and the paths of links and images, relative ones included', () => {
    const box = clean('<ol type="a"><li>一</li></ol><a href="notice-2026.html">通知</a><a href="detail/12">详情</a><img src="chart.png">');
    expect(box.querySelector('ol')?.getAttribute('type')).toBe('a');
    expect([...box.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['notice-2026.html', 'detail/12']);
    expect(box.querySelector('img')?.getAttribute('src')).toBe('chart.png');
  });

  it('drops ARIA attributes from the body: the page gives the content its roles and names', () => {
    expect(attributesOf(clean('<p aria-hidden="true" aria-label="隐藏">正文</p>'))).toEqual([]);
  });

  it('drops class and data attributes, so only the portal typography applies', () => {
    const box = clean('<p class="ant-btn" data-x="1" id="main-content">正文</p>');
    expect(attributesOf(box)).toEqual([]);
  });

  it('opens outside links in a new tab with noopener noreferrer', () => {
    const link = clean('<a href="https://www.cnipa.gov.cn/" target="_self" rel="opener">国家知识产权局</a>').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.cnipa.gov.cn/');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens an outside http link in a new tab too', () => {
    const link = clean('<a href="http://www.jsipp.cn/">江苏省知识产权局</a>').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['a link without an address', '<a target="_blank">无链接</a>'],
    ['a link whose address is no URL', '<a href="http://[broken" target="_blank">坏链接</a>'],
  ])('keeps %s in the same tab', (_label, html) => {
    const link = clean(html).querySelector('a');
    expect(link).not.toBeNull();
    expect(link?.hasAttribute('target')).toBe(false);
  });

  it('keeps same-site links, paths, mailto and tel in the same tab', () => {
    const box = clean(
      `<a href="${window.location.origin}/ipr-front/taizhou" target="_blank">首页</a><a href="/ipr-front/taizhou/punishContent">处罚公示</a>` +
        '<a href="#part2">第二部分</a><a href="mailto:zscq@example.gov.cn">邮件</a><a href="tel:0523-86839900">电话</a>',
    );
    const links = [...box.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `${window.location.origin}/ipr-front/taizhou`,
      '/ipr-front/taizhou/punishContent',
      '#part2',
      'mailto:zscq@example.gov.cn',
      'tel:0523-86839900',
    ]);
    expect(links.some((a) => a.hasAttribute('target'))).toBe(false);
  });
});

describe('where it parses (issue 29 item 4)', () => {
  it("parses outside the page's own realm, where no handler can be compiled", async () => {
    // Chromium 156 reports every on* attribute that a parser of the page's realm creates against the
    // page's CSP, though nothing runs; the detached realm's parser is a different class.
    const fresh = await freshSanitizeHtml();
    const pageParser = jest.spyOn(window.DOMParser.prototype, 'parseFromString');
    expect(fresh('<p onclick="window.__xss=1">x</p><img src="/a.png" onerror="window.__xss=2">')).toBe('<p>x</p><img src="/a.png">');
    expect(pageParser).not.toHaveBeenCalled();
    pageParser.mockRestore();
  });

  it('leaves no frame behind in the page', async () => {
    const fresh = await freshSanitizeHtml();
    fresh('<p>x</p>');
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });
});
