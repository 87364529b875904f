import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import { messageLabel } from '@/utils/messageLabel';

/**
 * An enterprise's qualification codes (e.g. high-tech enterprise) as blue tags labelled in the current
 * locale; an unknown code shows as it came. Used by the search results and the enterprise detail;
 * the caller provides the wrapper that lays the tags out.
 */
export default function QualificationTags({ codes }: { codes: string[] }) {
  const intl = useIntl();
  return (
    <>
      {codes.map((code) => (
        <Tag key={code} color="blue">
          {messageLabel(intl, 'enterprise.qualification', code)}
        </Tag>
      ))}
    </>
  );
}
