import { GlobalOutlined } from '@ant-design/icons';
import { getLocale, setLocale, useIntl } from '@umijs/max';
import { Button, Dropdown } from 'antd';

/** Locales the product ships (spec: zh-CN default, en-US), each labelled in its own language. */
export const LOCALES = [
  { key: 'zh-CN', label: '简体中文', lang: 'zh-CN' },
  { key: 'en-US', label: 'English', lang: 'en' },
];

/** Language switch: keeps the choice in localStorage (umi locale plugin) and re-renders in place. */
export default function LangSwitch({ dark = false }: { dark?: boolean }) {
  const intl = useIntl();
  const current = getLocale();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LOCALES.map(({ key, label, lang }) => ({ key, label: <span lang={lang}>{label}</span> })),
        onClick: ({ key }) => {
          setLocale(key, false);
          document.documentElement.lang = key;
        },
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        style={dark ? { color: '#fff' } : undefined}
        aria-label={intl.formatMessage({ id: 'common.language' })}
      >
        {LOCALES.find((l) => l.key === current)?.label}
      </Button>
    </Dropdown>
  );
}
