import { LockOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Card } from 'antd';
import { goToLogin } from '@/utils/sso';
import styles from '../index.less';
import { DATA_LANG } from '@/constants';

export interface ContactCardProps {
  listing: API.TransactionDetail;
  /** Whether the app knows a logged-in visitor (initial state's current user). */
  loggedIn: boolean;
}

/**
 * Issue 5 item 1: the publisher's contact. A logged-in visitor sees the contact person and a
 * `tel:` link; an anonymous one a login prompt that goes to SSO and comes back to this page
 * (`redirectUrl`). When the app thinks the visitor is logged in but the server hid the contact,
 * the session ended on the server: the prompt says so and offers the login again.
 */
export default function ContactCard({ listing, loggedIn }: ContactCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { contactName, contactPhone } = listing;
  const hasContact = Boolean(contactName || contactPhone);

  const renderBody = () => {
    if (loggedIn && hasContact) {
      return (
        <dl className={styles.contact}>
          <div>
            <dt>
              <UserOutlined aria-hidden /> {t('sell.field.contactName')}
            </dt>
            <dd lang={DATA_LANG}>{contactName || '—'}</dd>
          </div>
          <div>
            <dt>
              <PhoneOutlined aria-hidden /> {t('sell.field.contactPhone')}
            </dt>
            <dd>
              {contactPhone ? (
                <a
                  href={`tel:${contactPhone.replace(/\s+/g, '')}`}
                  className={styles.phone}
                  aria-label={t('sell.contact.callLabel', { phone: contactPhone })}
                >
                  {contactPhone}
                </a>
              ) : (
                '—'
              )}
            </dd>
          </div>
        </dl>
      );
    }
    if (loggedIn && !listing.contactHidden) return <p className={styles.muted}>{t('sell.contact.none')}</p>;
    return (
      <div className={styles.loginPrompt}>
        <p>
          <LockOutlined aria-hidden className={styles.lock} />
          {t(loggedIn ? 'sell.contact.expired' : 'sell.contact.loginPrompt')}
        </p>
        <Button type="primary" block onClick={() => goToLogin()}>
          {t('sell.contact.login')}
        </Button>
      </div>
    );
  };

  return (
    <Card
      variant="borderless"
      className={styles.section}
      title={
        <h2 id="sell-contact" className={styles.sectionTitle}>
          {t('sell.section.contact')}
        </h2>
      }
    >
      {renderBody()}
    </Card>
  );
}
