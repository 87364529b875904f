import { Link, useIntl, useLocation } from '@umijs/max';
import { Tag } from 'antd';
import { CardList, Facts, listClasses, blankAsUndefined, useFilteredList } from '@/components/FilteredList';
import { ContentListPage } from '@/features/content/ContentList';
import { PAGE_HANDLES_ERRORS } from '@/features/content/detail';
import { PRODUCT_CATEGORIES } from '@/domain/content';
import { NO_VALUE, valueLabel } from '@/features/content/format';
import { findProducts } from '@/services/dataService';
import styles from './index.less';
import DataText from '@/components/DataText';
import { DATA_LANG } from '@/constants';
import { pathWithQuery } from '@/utils/routePaths';

const KEYS = ['keyword', 'category'] as const;

/**
 * Issue 16: the IP financial and service products (pledge loans, insurance, valuation, custody,
 * securitisation, operation services), newest first: keyword (name, institution, summary),
 * product type and page in the URL (docs/api.md §6). Each card opens `/taizhou/productDetail`,
 * whose back link returns to this very search.
 */
export default function ProductList() {
  const intl = useIntl();
  const list = useFilteredList(KEYS, ({ keyword, category }, page) =>
    findProducts({ ...page, ...blankAsUndefined({ keyword, category }) }, PAGE_HANDLES_ERRORS),
  );
  const from = useLocation().search;
  const detailLink = (item: API.ProductItem) => (
    <Link to={pathWithQuery(IPR_ROUTE_PATHS.PRODUCT_DETAIL, 'id', item.id)} state={{ from }} lang={DATA_LANG}>
      {item.name}
    </Link>
  );

  return (
    <ContentListPage<API.ProductItem>
      id="product"
      messages="content.product"
      list={list}
      choices={[{ name: 'category', labels: PRODUCT_CATEGORIES }]}
    >
      {(rows) => (
        <div className={styles.grid}>
          <CardList rows={rows} rowKey={(item) => item.id} titleLevel={2} title={detailLink}>
            {(item) => (
              <>
                <div className={listClasses.tags}>
                  <Tag color="blue">{valueLabel(intl, PRODUCT_CATEGORIES, item.category)}</Tag>
                </div>
                {item.summary ? (
                  <p className={styles.summary} lang={DATA_LANG}>
                    {item.summary}
                  </p>
                ) : null}
                <Facts
                  messages="content.product"
                  items={{
                    provider: <DataText>{item.provider}</DataText>,
                    amountRange: <DataText>{item.amountRange ?? NO_VALUE}</DataText>,
                    rate: <DataText>{item.rate ?? NO_VALUE}</DataText>,
                  }}
                />
              </>
            )}
          </CardList>
        </div>
      )}
    </ContentListPage>
  );
}
