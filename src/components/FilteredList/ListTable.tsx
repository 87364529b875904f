import { Table, type TableProps } from 'antd';

/** antd's Table, in a chunk of its own: {@link ListTable} loads it after the page has drawn. */
// biome-ignore lint/suspicious/noExplicitAny: rows of any record type: `deferred()` cannot carry a generic component's type parameter, so each page's columns type their own records.
export default function ListTableImpl(props: TableProps<any>) {
  return <Table {...props} />;
}
