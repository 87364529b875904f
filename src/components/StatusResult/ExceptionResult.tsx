import { ConfigProvider, Result } from 'antd';
import type { ResultProps } from 'antd';
import { useContext } from 'react';

/** The statuses for which antd's Result draws an illustration instead of an icon. */
export type ExceptionStatus = '403' | '404' | '500';

const EXCEPTION_IMAGE = {
  '403': Result.PRESENTED_IMAGE_403,
  '404': Result.PRESENTED_IMAGE_404,
  '500': Result.PRESENTED_IMAGE_500,
} as const;

/**
 * antd's Result for an exception status (403, 404, 500) whose illustration screen readers skip.
 * antd's illustrations carry English `<title>`s ("No Found", "Unauthorized") that are announced
 * on Chinese pages too, and Result ignores its `icon` option for these statuses. So this draws the
 * same illustration (Result's public `PRESENTED_IMAGE_*`) in the same image box through `icon` of
 * a plain status, wrapped in `aria-hidden`: the title below says what the picture shows.
 * Issue 16 item 10; tests/resultIcons.test.tsx fails when antd's own exception markup changes shape.
 */
export default function ExceptionResult({ status, ...props }: Omit<ResultProps, 'status' | 'icon'> & { status: ExceptionStatus }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('result');
  const Image = EXCEPTION_IMAGE[status];
  return (
    <Result
      {...props}
      status="info"
      icon={
        <div className={`${prefixCls}-image`} aria-hidden>
          <Image />
        </div>
      }
    />
  );
}
