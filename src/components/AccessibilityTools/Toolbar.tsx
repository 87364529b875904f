import { useAntdConfigSetter, useIntl } from '@umijs/max';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import {
  RATE_STEPS,
  readTools,
  resetTools,
  SCHEMES,
  step,
  subscribeTools,
  TEXT_STEPS,
  type ToolsState,
  toolsTheme,
  writeTools,
  ZOOM_STEPS,
} from '@/utils/a11yTools';
import { blocksFromHere, type SpeechLang, speak, speechLang, spokenText } from './speech';
import styles from './index.less';

/** What the large cursor shows as a hand: what can be pressed. */
const PRESSABLE =
  'a[href],button,[role=button],[role=tab],[role=menuitem],[role=option],label,summary,select,input[type=checkbox],input[type=radio],.ant-select-selector,.ant-pagination-item';

/** The outlines of the two cursors, on a 48 px square. */
const CURSOR_PATHS = {
  arrow: 'M4 2 L4 40 L14 31 L21 46 L28 43 L21 28 L35 28 Z',
  hand: 'M17 4 a4 4 0 0 1 8 0 V20 h2 V17 a4 4 0 0 1 7 0 V22 h1 V20 a4 4 0 0 1 7 1 V24 a4 4 0 0 1 6 2 V36 c0 6 -5 10 -11 10 H24 c-5 0 -8 -3 -11 -7 L4 27 a4 4 0 0 1 6 -5 L17 29 Z',
};

const CURSOR_COLOURS = IPR_THEME.largeCursor;

/** A 48 px cursor as SVG, in the theme's cursor colours (config/defaultSettings.ts). */
export const largeCursorSvg = (kind: keyof typeof CURSOR_PATHS) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><path d="${CURSOR_PATHS[kind]}" fill="${CURSOR_COLOURS.fill}" stroke="${CURSOR_COLOURS.outline}" stroke-width="2.5" stroke-linejoin="round"/></svg>`;

/** A cursor image as a CSS `url()`, hot spot at `x y`. */
const cursorUrl = (kind: keyof typeof CURSOR_PATHS, x: number, y: number, fallback: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(largeCursorSvg(kind))}") ${x} ${y},${fallback}`;

/**
 * The extra-large cursor (大鼠标): a 48 px arrow, a 48 px hand over what can be pressed, for a mouse
 * only (`pointer: fine`), while `<html data-ipr-cursor>` is set.
 */
export const LARGE_CURSOR_CSS = `@media (pointer:fine){:root[data-ipr-cursor],:root[data-ipr-cursor] *{cursor:${cursorUrl('arrow', 4, 2, 'auto')}!important}:root[data-ipr-cursor] :is(${PRESSABLE}),:root[data-ipr-cursor] :is(${PRESSABLE}) *{cursor:${cursorUrl('hand', 20, 2, 'pointer')}!important}}`;

/** The tools' state, kept in step with every other view of it (the header's care-mode switch). */
const useTools = () => useSyncExternalStore(subscribeTools, readTools);

/** A tool's on/off button: `aria-pressed` announces its state. */
function Toggle({
  pressed,
  onClick,
  children,
  className,
}: React.PropsWithChildren<{ pressed: boolean; onClick: () => void; className?: string }>) {
  return (
    <button type="button" className={`${styles.tool} ${className ?? ''}`} aria-pressed={pressed} onClick={onClick}>
      {/* On is told by a tick and a heavier border, not by colour alone; the tick is not in the name. */}
      {pressed ? (
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
      ) : null}
      {children}
    </button>
  );
}

/**
 * A stepped size (text size, page zoom): smaller and larger buttons, each disabled at its end of
 * `steps`, and the value in percent in a polite live `<output>`.
 */
function Stepper({
  legend,
  steps,
  value,
  onChange,
  smaller,
  larger,
}: {
  legend: string;
  steps: readonly number[];
  value: number;
  onChange: (next: number) => void;
  smaller: string;
  larger: string;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <button type="button" className={styles.tool} disabled={value === steps[0]} onClick={() => onChange(step(steps, value, -1))}>
        {smaller}
      </button>
      <output className={styles.value} aria-live="polite">
        {value}%
      </output>
      <button
        type="button"
        className={styles.tool}
        disabled={value === steps[steps.length - 1]}
        onClick={() => onChange(step(steps, value, 1))}
      >
        {larger}
      </button>
    </fieldset>
  );
}

/** Crosshair guide lines (十字线) through the pointer; drawn for a mouse only (CSS `pointer: fine`). */
function GuideLines() {
  const across = useRef<HTMLDivElement>(null);
  const down = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const move = (event: PointerEvent) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        across.current?.style.setProperty('transform', `translateY(${event.clientY}px)`);
        down.current?.style.setProperty('transform', `translateX(${event.clientX}px)`);
      });
    };
    window.addEventListener('pointermove', move, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', move);
    };
  }, []);
  return (
    <div className={styles.guides} aria-hidden="true" data-testid="a11y-guides">
      <div ref={across} className={styles.guideAcross} />
      <div ref={down} className={styles.guideDown} />
    </div>
  );
}

/** Calls `onReach` with the element the pointer moves onto or the focus reaches. */
function useReached(onReach: (target: Element) => void, active: boolean) {
  const latest = useRef(onReach);
  latest.current = onReach;
  useEffect(() => {
    if (!active) return undefined;
    const reach = (event: Event) => {
      if (event.target instanceof Element) latest.current(event.target);
    };
    document.addEventListener('pointerover', reach, { passive: true });
    document.addEventListener('focusin', reach);
    return () => {
      document.removeEventListener('pointerover', reach);
      document.removeEventListener('focusin', reach);
    };
  }, [active]);
}

/** The caption bar (大字幕): the text under the pointer or focus, enlarged at the window's bottom. */
function CaptionBar() {
  const intl = useIntl();
  const [text, setText] = useState<{ text: string; lang: SpeechLang }>();
  useReached((target) => {
    const { text: said, element } = spokenText(target);
    if (said) setText({ text: said, lang: speechLang(element) });
  }, true);
  // Seen, not read out: a screen reader already says what has the focus.
  return (
    <div className={styles.caption} aria-hidden="true" data-testid="a11y-caption" lang={text?.lang}>
      {text?.text ?? intl.formatMessage({ id: 'a11y.caption.hint' })}
    </div>
  );
}

type Reading = 'idle' | 'playing' | 'paused';

/** Whether the browser has voices (they arrive late in Chromium: until then, no verdict). */
function useVoicesKnown(active: boolean) {
  const [known, setKnown] = useState(() => (window.speechSynthesis?.getVoices().length ?? 0) > 0);
  useEffect(() => {
    const synth = window.speechSynthesis;
    if (!active || known || !synth) return undefined;
    const done = () => setKnown(true);
    synth.addEventListener?.('voiceschanged', done);
    const timer = window.setTimeout(done, 1500);
    return () => {
      synth.removeEventListener?.('voiceschanged', done);
      window.clearTimeout(timer);
    };
  }, [active, known]);
  return known || !window.speechSynthesis;
}

/**
 * Read-aloud (语音朗读): 指读 speaks what the pointer or focus reaches; 连读 reads the main content's
 * blocks in order from where the visitor is, with pause, resume and stop; `missing` names the
 * language the browser has no voice for ('none': no speech at all).
 */
function useReadAloud(tools: ToolsState) {
  const [reading, setReading] = useState<Reading>('idle');
  const [missing, setMissing] = useState<SpeechLang | 'none'>();
  const voicesKnown = useVoicesKnown(tools.read !== 'off');
  const current = useRef<HTMLElement | null>(null);

  const mark = (block: HTMLElement | null) => {
    current.current?.removeAttribute('data-ipr-reading');
    block?.setAttribute('data-ipr-reading', '');
    current.current = block;
  };

  const say = (text: string, lang: SpeechLang, onEnd?: () => void) => {
    if (!window.speechSynthesis) {
      setMissing('none');
      return false;
    }
    const spoken = speak(text, lang, tools.rate, onEnd);
    setMissing(spoken || !voicesKnown ? undefined : lang);
    return spoken;
  };

  useReached((target) => {
    const { text, element } = spokenText(target);
    if (text) say(text, speechLang(element));
  }, tools.read === 'point');

  const stop = () => {
    window.speechSynthesis?.cancel();
    mark(null);
    setReading('idle');
  };

  const start = () => {
    const blocks = blocksFromHere(document.querySelector('#main-content, main'));
    const next = (index: number) => {
      const block = blocks[index];
      if (!block) {
        mark(null);
        setReading('idle');
        return;
      }
      mark(block);
      block.scrollIntoView?.({ block: 'nearest' });
      if (!say(spokenText(block).text || (block.textContent ?? ''), speechLang(block), () => next(index + 1))) {
        mark(null);
        setReading('idle');
      }
    };
    setReading('playing');
    next(0);
  };

  // Leaving a mode, or the page, ends what is being said.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the mode changes, stops what that mode started.
  useEffect(() => stop, [tools.read]);

  return {
    reading,
    missing: tools.read === 'off' ? undefined : missing,
    start,
    stop,
    pause: () => {
      window.speechSynthesis?.pause();
      setReading('paused');
    },
    resume: () => {
      window.speechSynthesis?.resume();
      setReading('playing');
    },
  };
}

/**
 * The accessibility toolbar (无障碍工具条, issue 48), loaded by the header's button
 * (./index.tsx): every tool of the state model (src/utils/a11yTools.ts) as a button with
 * `aria-pressed`, in the order a visitor of a government portal knows them, the 适老模式 preset,
 * one reset and the shortcuts. A panel over the page's top right (a bottom sheet on a phone), so
 * nothing moves when it opens or a tool turns on; Escape closes it. The guide lines, the caption
 * bar and read-aloud run while they are on, whether the panel is open or not. Not printed.
 */
export default function Toolbar({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const setAntdConfig = useAntdConfigSetter();
  const tools = useTools();
  const panel = useRef<HTMLElement>(null);
  const [help, setHelp] = useState(false);
  const helpBox = useRef<HTMLDivElement>(null);
  // On a phone the toolbar is a bottom sheet that ends below the window: the opened help is scrolled into view.
  useEffect(() => {
    if (help) helpBox.current?.scrollIntoView({ block: 'nearest' });
  }, [help]);
  const read = useReadAloud(tools);
  const t = (messageId: string, values?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, values);

  const change = (patch: Partial<ToolsState>) => {
    const next = { ...readTools(), ...patch };
    writeTools(next);
    if ('text' in patch || 'care' in patch || 'scheme' in patch) setAntdConfig({ theme: toolsTheme(next) });
  };
  const reset = () => {
    resetTools();
    setAntdConfig({ theme: toolsTheme(readTools()) });
  };

  // Opened, the focus goes to its first tool; Escape inside it closes it.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return undefined;
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof Node) || !panel.current?.contains(event.target)) return;
      event.stopPropagation();
      close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const pageLang = speechLang(document.documentElement);
  const language = t(pageLang === 'zh-CN' ? 'a11y.lang.zh' : 'a11y.lang.en');
  const problem =
    read.missing === 'none'
      ? t('a11y.read.noSpeech')
      : read.missing
        ? t('a11y.read.noVoice', { language: t(read.missing === 'zh-CN' ? 'a11y.lang.zh' : 'a11y.lang.en') })
        : undefined;

  const content = (
    <>
      <style>{LARGE_CURSOR_CSS}</style>
      {tools.guides ? <GuideLines /> : null}
      {tools.caption ? <CaptionBar /> : null}
      <section ref={panel} id={id} className={styles.panel} hidden={!open} role="dialog" aria-modal="false" aria-labelledby={`${id}-title`}>
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={styles.title}>
            {t('a11y.title')}
          </h2>
          <button type="button" className={styles.tool} onClick={onClose}>
            {t('a11y.close')}
          </button>
        </div>

        <Stepper
          legend={t('a11y.text')}
          steps={TEXT_STEPS}
          value={tools.text}
          onChange={(text) => change({ text })}
          smaller={t('a11y.text.smaller')}
          larger={t('a11y.text.larger')}
        />
        <Stepper
          legend={t('a11y.zoom')}
          steps={ZOOM_STEPS}
          value={tools.zoom}
          onChange={(zoom) => change({ zoom })}
          smaller={t('a11y.zoom.out')}
          larger={t('a11y.zoom.in')}
        />

        <fieldset className={styles.group}>
          <legend>{t('a11y.scheme')}</legend>
          {SCHEMES.map((scheme) => (
            <Toggle key={scheme} pressed={tools.scheme === scheme} onClick={() => change({ scheme })}>
              {t(`a11y.scheme.${scheme}`)}
            </Toggle>
          ))}
        </fieldset>

        <fieldset className={styles.group}>
          <legend>{t('a11y.pointer')}</legend>
          <Toggle className={styles.fineOnly} pressed={tools.cursor} onClick={() => change({ cursor: !tools.cursor })}>
            {t('a11y.cursor')}
          </Toggle>
          <Toggle className={styles.fineOnly} pressed={tools.guides} onClick={() => change({ guides: !tools.guides })}>
            {t('a11y.guides')}
          </Toggle>
          <Toggle pressed={tools.caption} onClick={() => change({ caption: !tools.caption })}>
            {t('a11y.caption')}
          </Toggle>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>{t('a11y.read')}</legend>
          <Toggle pressed={tools.read === 'point'} onClick={() => change({ read: tools.read === 'point' ? 'off' : 'point' })}>
            {t('a11y.read.point')}
          </Toggle>
          <Toggle
            pressed={tools.read === 'continuous'}
            onClick={() => change({ read: tools.read === 'continuous' ? 'off' : 'continuous' })}
          >
            {t('a11y.read.continuous')}
          </Toggle>
          {tools.read === 'continuous' ? (
            <span className={styles.row}>
              {read.reading === 'idle' ? (
                <button type="button" className={styles.tool} onClick={read.start}>
                  {t('a11y.read.start')}
                </button>
              ) : (
                <>
                  <button type="button" className={styles.tool} onClick={read.reading === 'paused' ? read.resume : read.pause}>
                    {t(read.reading === 'paused' ? 'a11y.read.resume' : 'a11y.read.pause')}
                  </button>
                  <button type="button" className={styles.tool} onClick={read.stop}>
                    {t('a11y.read.stop')}
                  </button>
                </>
              )}
            </span>
          ) : null}
          {tools.read !== 'off' ? (
            <fieldset className={styles.row}>
              <legend>{t('a11y.read.rate')}</legend>
              {RATE_STEPS.map((rate) => (
                <Toggle key={rate} pressed={tools.rate === rate} onClick={() => change({ rate })}>
                  {`${rate}×`}
                </Toggle>
              ))}
            </fieldset>
          ) : null}
          <p className={styles.status} role="status">
            {problem ?? (tools.read !== 'off' ? t('a11y.read.language', { language }) : '')}
          </p>
        </fieldset>

        <div className={styles.group}>
          <Toggle pressed={tools.care} onClick={() => change({ care: !tools.care })}>
            {t('a11y.care')}
          </Toggle>
          <button type="button" className={styles.tool} onClick={reset}>
            {t('a11y.reset')}
          </button>
          <button type="button" className={styles.tool} aria-expanded={help} aria-controls={`${id}-help`} onClick={() => setHelp(!help)}>
            {t('a11y.help')}
          </button>
        </div>
        <div id={`${id}-help`} ref={helpBox} hidden={!help} className={styles.help}>
          <h3>{t('a11y.help.title')}</h3>
          <dl>
            <dt>
              <kbd>Alt</kbd>+<kbd>Shift</kbd>+<kbd>A</kbd>
            </dt>
            <dd>{t('a11y.help.toggle')}</dd>
            <dt>
              <kbd>Esc</kbd>
            </dt>
            <dd>{t('a11y.help.escape')}</dd>
            <dt>
              <kbd>Tab</kbd> / <kbd>Shift</kbd>+<kbd>Tab</kbd>
            </dt>
            <dd>{t('a11y.help.tab')}</dd>
            <dt>
              <kbd>Enter</kbd> / <kbd>Space</kbd>
            </dt>
            <dd>{t('a11y.help.press')}</dd>
          </dl>
        </div>
      </section>
    </>
  );
  return createPortal(content, document.body);
}
