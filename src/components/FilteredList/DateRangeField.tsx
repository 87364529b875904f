import { useIntl } from '@umijs/max';
import { Col, DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import type { FilterCols } from './fields';

export interface DateRangeFieldProps extends FilterCols {
  /** id of the start input (the end input gets `-end`). */
  id: string;
  label: string;
  /** `YYYY-MM-DD` or empty, as in the URL. */
  start: string;
  end: string;
  onChange: (range: { start: string; end: string }) => void;
}

/**
 * Date-range filter (either end may stay open). Its own module: only the lists that filter by
 * date load antd's DatePicker.
 */
export default function DateRangeField({ id, label, start, end, onChange, ...cols }: DateRangeFieldProps) {
  const intl = useIntl();
  return (
    <Col {...cols}>
      <Form.Item label={label} htmlFor={id}>
        <DatePicker.RangePicker
          id={{ start: id, end: `${id}-end` }}
          style={{ width: '100%' }}
          allowEmpty={[true, true]}
          placeholder={[intl.formatMessage({ id: 'content.dateRange.start' }), intl.formatMessage({ id: 'content.dateRange.end' })]}
          value={[start ? dayjs(start) : null, end ? dayjs(end) : null]}
          onChange={(range) =>
            onChange({
              start: range?.[0] ? range[0].format('YYYY-MM-DD') : '',
              end: range?.[1] ? range[1].format('YYYY-MM-DD') : '',
            })
          }
        />
      </Form.Item>
    </Col>
  );
}
