import { SwapRightOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Col, DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import { usePickerIcons } from '@/hooks/useAllowClear';
import type { FilterCols, FilterFormState } from './types';

export interface DateRangeFieldProps {
  state: FilterFormState;
  /** id of the start input (the end input gets `-end`). */
  id: string;
  label: string;
  cols: FilterCols;
}

/**
 * Date-range filter over the URL keys `start` and `end` (`YYYY-MM-DD`; either end may stay open).
 * Its own module: only the lists that filter by date load antd's DatePicker ({@link DatedFilterFormFields}).
 */
export default function DateRangeField({ state, id, label, cols }: DateRangeFieldProps) {
  const intl = useIntl();
  const icons = usePickerIcons();
  const { start, end } = state.values;
  const day = (value?: dayjs.Dayjs | null) => (value ? value.format('YYYY-MM-DD') : '');
  return (
    <Col {...cols}>
      <Form.Item label={label} htmlFor={id}>
        <DatePicker.RangePicker
          id={{ start: id, end: `${id}-end` }}
          style={{ width: '100%' }}
          {...icons}
          // antd's arrow between the two dates is announced "to" in every locale; the inputs are labelled.
          separator={
            <span className="ant-picker-separator" aria-hidden>
              <SwapRightOutlined />
            </span>
          }
          allowEmpty={[true, true]}
          placeholder={[intl.formatMessage({ id: 'content.dateRange.start' }), intl.formatMessage({ id: 'content.dateRange.end' })]}
          value={[start ? dayjs(start) : null, end ? dayjs(end) : null]}
          onChange={(range) => state.setMany({ start: day(range?.[0]), end: day(range?.[1]) })}
        />
      </Form.Item>
    </Col>
  );
}
