/**
 * Read-aloud for the accessibility tools (语音朗读, issue 48) on the browser's Web Speech API: what
 * an element says, in which language, with which voice, and the main content's blocks in reading
 * order. Pure DOM helpers; the toolbar (./Toolbar) wires them to pointer, focus and its buttons.
 */

/** The page languages the portal ships, as speech languages. */
export type SpeechLang = 'zh-CN' | 'en-US';

/** Elements whose whole text is one thing to read or show: a control, a heading, a paragraph, a cell. */
const UNIT =
  'a[href],button,[role=button],[role=tab],[role=menuitem],input,select,textarea,img[alt],h1,h2,h3,h4,h5,h6,p,li,dt,dd,th,td,label,summary,figcaption,blockquote,caption,legend';

/** The blocks continuous reading goes through, in document order. */
const BLOCK = 'h1,h2,h3,h4,h5,h6,p,li,dt,dd,th,td,figcaption,blockquote,caption';

const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The language of an element's text: its nearest `lang`, as zh-CN or en-US. */
export function speechLang(element: Element | null): SpeechLang {
  const lang = element?.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang;
  return /^zh/i.test(lang) ? 'zh-CN' : 'en-US';
}

/**
 * What an element under the pointer or focus says, as a visitor would read it: the control, heading
 * or paragraph around it (its accessible name where it has one: `aria-label`, an image's `alt`, a
 * field's label or placeholder), at most 300 characters; '' for nothing to read.
 */
export function spokenText(target: Element | null): { text: string; element: Element | null } {
  const element = target?.closest(UNIT) ?? target;
  if (!element || element.closest('[aria-hidden="true"]')) return { text: '', element: null };
  let text = squeeze(element.getAttribute('aria-label'));
  if (!text && element instanceof HTMLImageElement) text = squeeze(element.alt);
  if (!text && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) {
    const label = element.labels?.[0]?.textContent;
    text = squeeze(label) || squeeze(element.getAttribute('placeholder'));
  }
  if (!text) text = squeeze(element.textContent);
  return { text: text.slice(0, 300), element };
}

/**
 * The main content's blocks from where the visitor is: the block holding the focus, else the first
 * one not above the window. Blocks inside another block are read with it, not again; navigation
 * (the breadcrumb, a pager) is not content.
 */
export function blocksFromHere(main: Element | null): HTMLElement[] {
  if (!main) return [];
  const blocks = [...main.querySelectorAll<HTMLElement>(BLOCK)].filter(
    (block) =>
      !block.parentElement?.closest(BLOCK) && squeeze(block.textContent) !== '' && !block.closest('nav,[aria-hidden="true"],[hidden]'),
  );
  const focused = document.activeElement;
  let start = focused && focused !== main ? blocks.findIndex((block) => block.contains(focused) || focused.contains(block)) : -1;
  if (start < 0) start = blocks.findIndex((block) => block.getBoundingClientRect().bottom > 0);
  return blocks.slice(Math.max(0, start));
}

/** A voice of the language, or undefined where the browser has none (or no speech at all). */
export function voiceFor(lang: SpeechLang): SpeechSynthesisVoice | undefined {
  const prefix = lang.slice(0, 2).toLowerCase();
  const voices = window.speechSynthesis?.getVoices() ?? [];
  return (
    voices.find((voice) => voice.lang.replace('_', '-') === lang) ?? voices.find((voice) => voice.lang.toLowerCase().startsWith(prefix))
  );
}

/**
 * Speaks `text` in `lang` at `rate`, ending what was being said; `onEnd` once it has been said.
 * Returns false where the browser has no voice for the language (nothing is said).
 */
export function speak(text: string, lang: SpeechLang, rate: number, onEnd?: () => void): boolean {
  const synth = window.speechSynthesis;
  const voice = voiceFor(lang);
  if (!synth || !voice) return false;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  utterance.voice = voice;
  utterance.rate = rate;
  if (onEnd) utterance.onend = onEnd;
  synth.speak(utterance);
  return true;
}
