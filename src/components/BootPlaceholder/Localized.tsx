import { getIntl } from '@umijs/max';
import BootPlaceholder from '.';

/**
 * The start-up placeholder inside the app, labelled in the active locale. It renders outside the
 * locale plugin's provider (Umi nests that provider inside the start-up gates), so it reads the
 * global intl object rather than `useIntl`.
 */
export default function LocalizedBootPlaceholder() {
  return <BootPlaceholder label={getIntl().formatMessage({ id: 'app.loading' })} />;
}
