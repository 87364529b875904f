import { render } from '@testing-library/react';
import { Result } from 'antd';
import { IconMap } from 'antd/es/result';
import { RESULT_ICON } from '@/components/StatusResult/icons';
import ExceptionResult from '@/components/StatusResult/ExceptionResult';

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

/**
 * ExceptionResult stands in for antd's exception image box: the same illustration in the same
 * box, only hidden from screen readers. Fails when antd's Result draws its exception statuses
 * differently (then ExceptionResult would look unlike antd's) or when the title leaks again.
 */
describe('ExceptionResult', () => {
  it.each(['403', '404', '500'] as const)('%s: antd’s illustration and box, hidden from screen readers', (status) => {
    const antd = render(<Result status={status} title="标题" />).container;
    const ours = render(<ExceptionResult status={status} title="标题" />).container;
    const antdIcon = antd.querySelector('.ant-result-icon')!;
    const oursIcon = ours.querySelector('.ant-result-icon')!;
    expect(antdIcon.querySelector('svg title')).toBeTruthy();
    const box = oursIcon.querySelector('.ant-result-image')!;
    expect(box).toHaveAttribute('aria-hidden', 'true');
    box.removeAttribute('aria-hidden');
    // antd: <div class="ant-result-icon ant-result-image"><svg/></div>; ours: the image box inside the icon box.
    expect(box.innerHTML).toBe(antdIcon.innerHTML);
    expect(antdIcon).toHaveClass('ant-result-image');
    expect(ours.querySelector('.ant-result-title')).toHaveTextContent('标题');
  });
});
