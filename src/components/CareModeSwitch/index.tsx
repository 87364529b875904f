import { FontSizeOutlined } from '@ant-design/icons';
import { useAntdConfigSetter, useIntl } from '@umijs/max';
import { useState } from 'react';
import { antdTheme } from '../../../config/defaultSettings';
import LightButton, { lightButtonLabel } from '@/components/LightButton';
import { readCareMode, writeCareMode } from '@/utils/careMode';

/**
 * The headers' care-mode switch (关怀模式, issue 14 item 2), a toggle button on both portals. On:
 * `<html data-care-mode>` switches the portal's CSS variables and the antd theme gets care mode's
 * tokens through the antd plugin's own setter; the choice is kept for the next visit.
 */
export default function CareModeSwitch({ dark = false }: { dark?: boolean }) {
  const intl = useIntl();
  const setAntdConfig = useAntdConfigSetter();
  const [on, setOn] = useState(readCareMode);
  const label = intl.formatMessage({ id: 'careMode.label' });
  return (
    <LightButton
      kind="text"
      dark={dark}
      icon={<FontSizeOutlined aria-hidden />}
      aria-label={label}
      aria-pressed={on}
      onClick={() => {
        writeCareMode(!on);
        setAntdConfig({ theme: antdTheme(on ? 'standard' : 'care') });
        setOn(!on);
      }}
    >
      <span className={lightButtonLabel}>{label}</span>
    </LightButton>
  );
}
