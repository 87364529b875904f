import { ExportOutlined } from '@ant-design/icons';
import { Link, useIntl } from '@umijs/max';
import useServiceRequest from '@/hooks/useServiceRequest';
import { Button, Card, Empty, Skeleton } from 'antd';
import { enterpriseResultPath } from '@/features/enterprise/paths';
import LoadError from '@/components/LoadError';
import { checkServiceResult, loadFailureText } from '@/utils/serviceResult';
import PageHeading from '@/components/PageHeading';
import { DATA_LANG, RELATED_APPS, WINDOW_NAME } from '@/constants';
import { ShownTerm } from '@/components/DataText';
import { listIndustryChains } from '@/services/navService';
import styles from './index.less';
import { messageLabel } from '@/utils/messageLabel';

const STAGES: readonly API.ChainStage[] = ['upstream', 'midstream', 'downstream'];

/** Address of the navigation platform, on one chain when given. */
const platformUrl = (chain?: string) => (chain ? `${RELATED_APPS.nav}?chain=${encodeURIComponent(chain)}` : RELATED_APPS.nav);

/**
 * Spec §2 `/suzhou/ipr-nav`, issue 4 item 4: Suzhou's key industry chains (navigation service,
 * docs/api.md §10), each with its upstream / midstream / downstream segments, their patent counts
 * and leading enterprises (linked to their result pages), and links to the navigation platform
 * (spec §2 `/ipr-nav/`) in its named window.
 */
export default function SuzhouNavigation() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, loading, error, refresh } = useServiceRequest(async () => {
    const chains = checkServiceResult(await listIndustryChains('suzhou', { skipErrorHandler: true }));
    return Array.isArray(chains) ? chains.filter((c) => c && Array.isArray(c.segments)) : [];
  });
  // A chain the locales do not know keeps the service's (Chinese) name.
  const chainName = (chain: API.IndustryChain) => (
    <ShownTerm shown={messageLabel(intl, 'suzhou.chain', chain.code, chain.name)} raw={chain.name} />
  );
  const number = (value: number) => intl.formatNumber(value);

  const chainLink = (chain: API.IndustryChain) => (
    <a href={platformUrl(chain.code)} target={WINDOW_NAME.nav}>
      {intl.formatMessage({ id: 'suzhou.nav.chainOnPlatform' }, { chain: chainName(chain) })} <ExportOutlined aria-hidden />
      <span className={styles.srOnly}>{t('suzhou.nav.opensInNewWindow')}</span>
    </a>
  );

  const renderChains = () => {
    if (error && !loading) {
      return (
        <Card variant="borderless">
          <LoadError onRetry={refresh} description={loadFailureText(error) || t('suzhou.nav.loadFailed')} />
        </Card>
      );
    }
    if (!data) return <Skeleton active paragraph={{ rows: 10 }} />;
    if (!data.length) {
      return (
        <Card variant="borderless">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('suzhou.nav.empty')} />
        </Card>
      );
    }
    return (
      <>
        <nav aria-label={t('suzhou.nav.jump')}>
          <ul className={styles.jump}>
            {data.map((chain) => (
              <li key={chain.code}>
                <a href={`#chain-${chain.code}`}>{chainName(chain)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {data.map((chain) => (
          <Card key={chain.code} variant="borderless" className={styles.chain} id={`chain-${chain.code}`}>
            <section aria-labelledby={`chain-title-${chain.code}`}>
              <div className={styles.chainHead}>
                <div>
                  <h2 id={`chain-title-${chain.code}`} className={styles.chainTitle}>
                    {chainName(chain)}
                  </h2>
                  <p className={styles.chainSummary} lang={DATA_LANG}>
                    {chain.summary}
                  </p>
                </div>
                <dl className={styles.chainFigures}>
                  <div>
                    <dt>{t('suzhou.nav.patents')}</dt>
                    <dd>{t('suzhou.nav.pieces', { count: number(chain.patentCount) })}</dd>
                  </div>
                  <div>
                    <dt>{t('suzhou.nav.inventions')}</dt>
                    <dd>{t('suzhou.nav.pieces', { count: number(chain.inventionCount) })}</dd>
                  </div>
                  <div>
                    <dt>{t('suzhou.nav.enterprises')}</dt>
                    <dd>{t('suzhou.nav.enterpriseCount', { count: number(chain.enterpriseCount) })}</dd>
                  </div>
                </dl>
              </div>
              <div className={styles.stages}>
                {STAGES.map((stage) => (
                  <div key={stage} className={styles.stage}>
                    <h3 className={styles.stageTitle}>{t(`suzhou.nav.stage.${stage}`)}</h3>
                    <ul className={styles.segments}>
                      {chain.segments
                        .filter((segment) => segment.stage === stage)
                        .map((segment) => (
                          <li key={segment.name} className={styles.segment}>
                            <h4 className={styles.segmentName} lang={DATA_LANG}>
                              {segment.name}
                            </h4>
                            <div className={styles.segmentMeta}>
                              {t('suzhou.nav.segmentPatents', {
                                count: number(segment.patentCount),
                                inventions: number(segment.inventionCount),
                              })}
                              {' · '}
                              {t('suzhou.nav.ipc', { ipc: segment.ipcSubclasses.join(' / ') })}
                            </div>
                            {segment.leaders.length ? (
                              <>
                                <div className={styles.leadersLabel}>{t('suzhou.nav.leaders')}</div>
                                <ul className={styles.leaders}>
                                  {segment.leaders.map((leader) => (
                                    <li key={leader.name}>
                                      <Link to={enterpriseResultPath(leader.name, 'suzhou')} lang={DATA_LANG}>
                                        {leader.name}
                                      </Link>
                                      <span className={styles.leaderCount}>
                                        {t('suzhou.nav.leaderPatents', { count: number(leader.patentCount) })}
                                      </span>
                                    </li>
                                  ))}
                                </ul>
                              </>
                            ) : (
                              <div className={styles.leadersLabel}>{t('suzhou.nav.noLeaders')}</div>
                            )}
                          </li>
                        ))}
                    </ul>
                  </div>
                ))}
              </div>
              <div className={styles.chainLink}>{chainLink(chain)}</div>
            </section>
          </Card>
        ))}
      </>
    );
  };

  return (
    <>
      <PageHeading
        title={t('menu.suzhou.iprNav')}
        intro={t('suzhou.nav.intro')}
        extra={
          <Button type="primary" href={platformUrl()} target={WINDOW_NAME.nav} icon={<ExportOutlined aria-hidden />}>
            {t('suzhou.nav.openPlatform')}
            <span className={styles.srOnly}>{t('suzhou.nav.opensInNewWindow')}</span>
          </Button>
        }
      />
      {renderChains()}
    </>
  );
}
