import { useIntl } from '@umijs/max';
import { listingStatusOf } from '@/domain/transaction';
import LegalStatusChip from './LegalStatusChip';

/**
 * Issue 16: a listing that is not public says so — 待审核 (awaiting the platform's review) or 已下架
 * (withdrawn by its publisher). A public listing shows nothing: that is the normal case.
 */
export default function ListingStatusChip({
  listing,
  className,
}: {
  listing: Pick<API.TransactionIndex, 'listingStatus'>;
  className?: string;
}) {
  const intl = useIntl();
  const status = listingStatusOf(listing);
  if (status === 'listed') return null;
  return (
    <LegalStatusChip status={`listing-${status}`} className={className}>
      {intl.formatMessage({ id: `operations.listingStatus.${status}` })}
    </LegalStatusChip>
  );
}
