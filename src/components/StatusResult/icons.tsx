import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, WarningFilled } from '@ant-design/icons';

/**
 * antd Result's status icons (the icons antd's Result draws for each status, its `IconMap`), hidden
 * from assistive technology: antd's are announced by their English file names ("check-circle"),
 * and the Result's title already says what the icon shows. Passed as Result's documented `icon`
 * option. Issue 16 item 10; tests/resultIcons.test.tsx pins them to antd's own.
 */
export const RESULT_ICON = {
  success: <CheckCircleFilled aria-hidden />,
  error: <CloseCircleFilled aria-hidden />,
  info: <ExclamationCircleFilled aria-hidden />,
  warning: <WarningFilled aria-hidden />,
} as const;
