import { FontSizeOutlined } from '@ant-design/icons';
import { useAntdConfigSetter, useIntl } from '@umijs/max';
import { useSyncExternalStore } from 'react';
import LightButton, { lightButtonLabel } from '@/components/LightButton';
import { readTools, subscribeTools, toolsTheme, withCare, writeTools } from '@/utils/a11yTools';

/**
 * The headers' care-mode switch (关怀模式, issue 14 item 2), a toggle button on both portals: the
 * accessibility tools' 适老模式 preset (issue 48, src/utils/a11yTools.ts), so the toolbar's own
 * preset button and this one show the same state. On: `<html data-care-mode>` switches the portal's
 * CSS variables and the antd theme gets care mode's tokens through the antd plugin's own setter;
 * the choice is kept for the next visit.
 */
export default function CareModeSwitch({ dark = false }: { dark?: boolean }) {
  const intl = useIntl();
  const setAntdConfig = useAntdConfigSetter();
  const on = useSyncExternalStore(subscribeTools, () => readTools().care);
  const label = intl.formatMessage({ id: 'careMode.label' });
  return (
    <LightButton
      kind="text"
      dark={dark}
      icon={<FontSizeOutlined aria-hidden />}
      aria-label={label}
      aria-pressed={on}
      onClick={() => {
        const next = withCare(readTools(), !on);
        writeTools(next);
        setAntdConfig({ theme: toolsTheme(next) });
      }}
    >
      <span className={lightButtonLabel}>{label}</span>
    </LightButton>
  );
}
