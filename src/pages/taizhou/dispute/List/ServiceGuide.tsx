import { useIntl } from '@umijs/max';
import { Card, Collapse } from 'antd';
import deferred from '@/components/Deferred';
import { ListSkeleton } from '@/components/LineSkeleton';
import { DISPUTE_TYPES } from '@/domain/dispute';
import styles from './index.less';
import useNarrow, { WIDE_SCREEN_QUERY } from '@/hooks/useNarrow';

// The process is the fourth section, closed at first: antd's Steps (~7 KB compressed) stays out of
// the page's first load.
const ProcessSteps = deferred(() => import('@/features/dispute/ProcessSteps'));

const GuideTabs = deferred(() => import('./GuideTabs'));
// A wide screen shows the tabs in the page's first render: their code is asked for with the page's.
if (window.matchMedia?.(WIDE_SCREEN_QUERY).matches) GuideTabs.preload();

const numbered = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}.${i + 1}`);

/**
 * What the dispute service is (issue 5 item 4), in the tabs government service pages use for it:
 * the disputes handled, acceptance conditions, required materials, the process with its time
 * limits, and the legal basis. Content from the domain notes. On phones the five tabs do not fit
 * and antd would tuck some behind a "more" button inside the tablist (which breaks its ARIA
 * structure), so phones get the same sections as collapsible panels (not antd's accordion mode,
 * whose tablist role has the same problem).
 */
export default function ServiceGuide() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = (ids: string[], ordered = false) => {
    const items = ids.map((id) => <li key={id}>{t(id)}</li>);
    return ordered ? <ol className={styles.guideList}>{items}</ol> : <ul className={styles.guideList}>{items}</ul>;
  };
  const narrow = useNarrow();
  const sections = [
    {
      key: 'scope',
      label: t('dispute.guide.tab.scope'),
      children: (
        <>
          <p className={styles.guideIntro}>{t('dispute.guide.scope.intro')}</p>
          <dl className={styles.types}>
            {DISPUTE_TYPES.map((type) => (
              <div key={type} className={styles.typeItem}>
                <dt>{t(`dispute.type.${type}`)}</dt>
                <dd>{t(`dispute.type.${type}.desc`)}</dd>
              </div>
            ))}
          </dl>
        </>
      ),
    },
    { key: 'conditions', label: t('dispute.guide.tab.conditions'), children: list(numbered('dispute.guide.conditions', 5), true) },
    {
      key: 'materials',
      label: t('dispute.guide.tab.materials'),
      children: (
        <>
          {list(numbered('dispute.guide.materials', 5), true)}
          <p className={styles.help}>{t('dispute.guide.materials.files')}</p>
        </>
      ),
    },
    { key: 'process', label: t('dispute.guide.tab.process'), children: <ProcessSteps fallback={<ListSkeleton rows={5} />} /> },
    { key: 'basis', label: t('dispute.guide.tab.basis'), children: list(numbered('dispute.guide.basis', 4)) },
  ];
  return (
    <Card variant="borderless" className={styles.section} title={<h2 className={styles.sectionTitle}>{t('dispute.guide.title')}</h2>}>
      {narrow ? (
        <Collapse defaultActiveKey={['scope']} items={sections} />
      ) : (
        // Until the tabs' code is in: the first tab's section below a bar of the tab row's height.
        <GuideTabs items={sections} fallback={<div className={styles.guideTabsPending}>{sections[0].children}</div>} />
      )}
    </Card>
  );
}
