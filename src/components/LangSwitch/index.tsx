import { TranslationOutlined } from '@ant-design/icons';
import { getLocale, setLocale, useIntl } from '@umijs/max';
import LightButton, { lightButtonLabel } from '@/components/LightButton';
import HeaderMenu, { menuClass } from '@/components/HeaderMenu';
import { ensureMessages, hasMessages, MESSAGE_GROUPS } from '@/utils/localeMessages';

import { LOCALES } from './locales';

export { LOCALES };

/** Language switch: keeps the choice in localStorage (umi locale plugin) and re-renders in place. */
export default function LangSwitch({ dark = false }: { dark?: boolean }) {
  const intl = useIntl();
  const current = getLocale();
  const label = intl.formatMessage({ id: 'common.language' });
  const currentLabel = LOCALES.find((l) => l.key === current)?.label;
  return (
    <HeaderMenu
      label={label}
      renderTrigger={(trigger) => (
        // The accessible name holds the visible text (WCAG 2.5.3 label in name): "语言 简体中文".
        <LightButton
          kind="text"
          dark={dark}
          icon={<TranslationOutlined aria-hidden />}
          aria-label={`${label} ${currentLabel}`}
          {...trigger}
        >
          <span className={lightButtonLabel}>{currentLabel}</span>
        </LightButton>
      )}
    >
      {(close) =>
        LOCALES.map(({ key, label: name, lang }) => (
          <button
            key={key}
            type="button"
            role="menuitem"
            lang={lang}
            aria-current={key === current || undefined}
            className={`${menuClass.item} ${key === current ? menuClass.selected : ''}`}
            onClick={async () => {
              close();
              // The other language's messages may still be on the server (src/utils/localeMessages.ts):
              // fetch the groups this visit already has in the current language.
              await ensureMessages(
                key,
                MESSAGE_GROUPS.filter((group) => hasMessages(group)),
              );
              setLocale(key, false);
              document.documentElement.lang = key;
            }}
          >
            {name}
          </button>
        ))
      }
    </HeaderMenu>
  );
}
