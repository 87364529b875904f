import { render } from '@testing-library/react';
import { Result } from 'antd';
import { IconMap } from 'antd/es/result';
import { RESULT_ICON } from '@/components/StatusResult/icons';

/**
 * Issue 16 item 10: the Result status icons the pages pass are antd's own icons for each status,
 * hidden from screen readers. Fails when antd changes its icon for a status (then RESULT_ICON
 * would show another picture than antd's Result) or when an icon is announced again.
 */
describe('RESULT_ICON', () => {
  it.each(Object.keys(IconMap) as Array<keyof typeof IconMap>)('%s: antd’s icon, not announced', (status) => {
    // Compared by name: jest loads the icons' CommonJS build for us and the ES build for antd.
    const name = (component: unknown) => (component as { displayName?: string }).displayName;
    expect(name(RESULT_ICON[status].type)).toBe(name(IconMap[status]));
    expect(name(IconMap[status])).toBeTruthy();
    const { container } = render(<Result status={status} icon={RESULT_ICON[status]} title="标题" />);
    const icon = container.querySelector('.ant-result-icon .anticon');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('[aria-label]:not([aria-hidden="true"])')).toHaveLength(0);
  });

  it('covers every status antd draws an icon for', () => {
    expect(Object.keys(RESULT_ICON).sort()).toEqual(Object.keys(IconMap).sort());
  });
});
