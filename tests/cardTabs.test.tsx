import { render, screen } from '@testing-library/react';
import CardTabs from '@/standIns/CardTabs';

test("a card's tabs, drawn by the stand-in, are antd's own Tabs once their chunk is in", async () => {
  render(
    <CardTabs
      items={[
        { key: 'transfer', label: '转让' },
        { key: 'licence', label: '许可' },
      ]}
      defaultActiveKey="licence"
    />,
  );
  expect(await screen.findByRole('tab', { name: '许可' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: '转让' })).toHaveAttribute('aria-selected', 'false');
});
