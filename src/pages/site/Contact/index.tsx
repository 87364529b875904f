import { useIntl, useLocation, useModel } from '@umijs/max';
import PageHeading from '@/components/PageHeading';
import { GOV_LINKS, SITE_INFO } from '@/constants';
import { regionOfPath } from '@/utils/region';
import { portalPhone } from '@/utils/siteSettings';
import styles from '@/features/site/site.less';

/**
 * Issue 16 `/taizhou/contact`, `/suzhou/contact` ("联系我们" of the government-website footer): the
 * portal's host unit, operator, address, helpline (site settings, else `SITE_INFO`), e-mail and
 * hours, and where other matters go (complaints hotlines, the error-report channel).
 */
export default function Contact() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const region = regionOfPath(useLocation().pathname);
  const { initialState } = useModel('@@initialState');
  const info = SITE_INFO[region];
  const facts: Array<[string, React.ReactNode]> = [
    ['site.contact.host', t(`portal.site.${region}.host`)],
    ['site.contact.operator', t(`portal.site.${region}.operator`)],
    ['site.contact.address', t(`portal.site.${region}.address`)],
    ['site.contact.postcode', info.postcode],
    [
      'site.contact.phone',
      <a key="phone" href={`tel:${portalPhone(initialState?.settings, region)}`}>
        {portalPhone(initialState?.settings, region)}
      </a>,
    ],
    [
      'site.contact.email',
      <a key="email" href={`mailto:${info.email}`}>
        {info.email}
      </a>,
    ],
    ['site.contact.hours', t('site.contact.hoursValue')],
  ];

  return (
    <div className={styles.page}>
      <PageHeading title={t(`menu.${region}.contact`)} intro={t('site.contact.intro')} />
      <section className={styles.card} aria-labelledby="contact-office">
        <h2 id="contact-office" className={styles.cardTitle}>
          {t('site.contact.office')}
        </h2>
        <dl className={styles.facts}>
          {facts.map(([id, value]) => (
            <div key={id}>
              <dt>{t(id)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="contact-other">
        <h2 id="contact-other" className={styles.cardTitle}>
          {t('site.contact.other')}
        </h2>
        <p>{t('site.contact.complaints')}</p>
        <p>{t('site.contact.hotline')}</p>
        <p>
          {t('site.contact.errors')}{' '}
          <a href={`${GOV_LINKS.feedback}${info.siteCode}`} target="_blank" rel="noopener noreferrer">
            {t('portal.footer.feedback')}
            {t('portal.footer.newWindow')}
          </a>
        </p>
      </section>
    </div>
  );
}
