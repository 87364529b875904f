import DOMPurify, { type WindowLike } from 'dompurify';

/**
 * Issue 3 item 2: makes server HTML (announcement and news bodies) safe to render.
 *
 * Kept: headings, paragraphs, lists, tables, links, images, figures, quotes and basic inline
 * formatting. Dropped: scripts, iframes, objects, forms, SVG and MathML, every event handler,
 * `style` and `class` (the page's own typography applies), and any URL that is not http(s),
 * mailto, tel or a path — so `javascript:`, `vbscript:` and `data:` links go. An `<img>` may keep
 * a `data:` source (DOMPurify's own rule): an image, even an SVG one, runs no script.
 * A link to another origin opens in a new tab with `rel="noopener noreferrer"`; a same-origin
 * link stays in the tab and loses any `target`.
 */

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
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
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
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
];

const ALLOWED_ATTR = ['href', 'title', 'target', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope', 'start', 'type'];

/** http(s), mailto, tel, or a relative/absolute path or fragment; nothing with another scheme. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * The DOM of a detached about:blank realm, for DOMPurify to parse in. Parsing in this window's own
 * realm makes Chromium (156+) check every on* attribute the parser creates against the page's CSP
 * (`script-src-attr`) and report it, although nothing runs and DOMPurify removes it. A document
 * made by the DOMParser of a realm whose iframe is already gone has no execution context: no
 * handler can ever be compiled there, so there is nothing to check. Same parser, same output.
 */
function detachedRealm(): WindowLike | undefined {
  if (!document.body) return undefined;
  const frame = document.createElement('iframe');
  frame.hidden = true;
  document.body.appendChild(frame);
  try {
    // Read while attached: a detached window answers nothing, but these keep working.
    const realm = frame.contentWindow as (Window & typeof globalThis) | null;
    if (!realm) return undefined;
    const {
      document: doc,
      DocumentFragment,
      HTMLTemplateElement,
      Node,
      Element,
      NodeFilter,
      NamedNodeMap,
      HTMLFormElement,
      DOMParser,
    } = realm;
    return { document: doc, DocumentFragment, HTMLTemplateElement, Node, Element, NodeFilter, NamedNodeMap, HTMLFormElement, DOMParser };
  } finally {
    frame.remove();
  }
}

/** A DOMPurify on the detached realm when that works here, else on this window. */
function createPurifier() {
  let realm: WindowLike | undefined;
  try {
    realm = detachedRealm();
  } catch {
    realm = undefined;
  }
  if (realm) {
    const inert = DOMPurify(realm);
    try {
      if (inert.isSupported && inert.sanitize('<p title="t">x</p>') === '<p title="t">x</p>') return inert;
    } catch {
      // Falls back below.
    }
  }
  return DOMPurify(window);
}

/** A private DOMPurify instance, so the link hook does not leak into other users of DOMPurify. */
let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier() {
  if (purifier) return purifier;
  purifier = createPurifier();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (!href) {
      node.removeAttribute('target');
      return;
    }
    let outside = false;
    try {
      const url = new URL(href, window.location.href);
      // mailto: and tel: hand over to another program and need no new tab.
      outside = /^https?:$/.test(url.protocol) && url.origin !== window.location.origin;
    } catch {
      outside = false;
    }
    if (outside) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
  return purifier;
}

/**
 * Sanitised copy of `html` for `dangerouslySetInnerHTML`. Empty, missing or non-string input
 * gives an empty string. Runs in the browser (DOMPurify needs a DOM).
 */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || !html) return '';
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
