import { FormattedMessage } from '@umijs/max';
import { Card, Empty, Typography } from 'antd';

/**
 * Heading and frame of a section whose content is not built yet: the visitor sees where they are
 * and that the section is on its way, never an empty page.
 */
export default function SectionPlaceholder({ titleId, children }: React.PropsWithChildren<{ titleId: string }>) {
  return (
    <section>
      <Typography.Title level={1} style={{ fontSize: 24, marginBottom: 16 }}>
        <FormattedMessage id={titleId} />
      </Typography.Title>
      <Card>
        {children}
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<FormattedMessage id="common.comingSoon" />} />
      </Card>
    </section>
  );
}
