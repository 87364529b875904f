import { Table, type TableProps } from 'antd';

/** antd's Table, in a chunk of its own: {@link ListTable} loads it after the page has drawn. */
export default function ListTableImpl(props: TableProps<any>) {
  return <Table {...props} />;
}
