import { Link, useIntl } from '@umijs/max';
import { Breadcrumb } from 'antd';

export interface PortalBreadcrumbProps {
  /** The steps between the Taizhou home page and this page, each a link. */
  parents?: { label: string; to: string }[];
  /** This page's name (the last step, not a link). */
  current: string;
  /** Starts at the Taizhou home page (default); the Suzhou result starts at its search. */
  home?: boolean;
  className?: string;
  style?: React.CSSProperties;
}

/** The "you are here" trail of a portal page: the home page, the parents as links, then this page. */
export default function PortalBreadcrumb({ parents = [], current, home = true, className, style }: PortalBreadcrumbProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Breadcrumb
      aria-label={t('portal.breadcrumb')}
      className={className}
      style={style}
      items={[
        ...(home ? [{ title: <Link to="/taizhou">{t('menu.taizhou.home')}</Link> }] : []),
        ...parents.map((step) => ({ title: <Link to={step.to}>{step.label}</Link> })),
        { title: current },
      ]}
    />
  );
}
