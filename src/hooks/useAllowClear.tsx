import { CalendarOutlined, CloseCircleFilled } from '@ant-design/icons';
import { useIntl } from '@umijs/max';

/**
 * antd Input's and DatePicker's `allowClear` with the clear button named in the page's language
 * (清除 / Clear). antd's default clear icon is announced by its English file name, "close-circle";
 * antd takes a custom `clearIcon` through this documented option. Issue 16 item 10.
 */
export default function useAllowClear(): { clearIcon: JSX.Element } {
  const intl = useIntl();
  return { clearIcon: <CloseCircleFilled aria-label={intl.formatMessage({ id: 'common.clear' })} /> };
}

/**
 * A DatePicker's or RangePicker's icons for {@link useAllowClear}'s reason: the clear button named,
 * the calendar icon decorative (antd would announce "calendar"; the input carries the label).
 */
export function usePickerIcons(): { allowClear: { clearIcon: JSX.Element }; suffixIcon: JSX.Element } {
  return { allowClear: useAllowClear(), suffixIcon: <CalendarOutlined aria-hidden /> };
}
