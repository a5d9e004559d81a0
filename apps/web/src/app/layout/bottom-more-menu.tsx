// The bottom bar's More menu: the role's screens that do not fit on the bar. Mantine's Menu gives
// the keyboard behaviour (Enter or Space opens, arrow keys move, Escape closes and returns focus).
import { Menu } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { MoreButton } from './bottom-bar-cell';
import { useTexts } from '../../lib/i18n';
import { commonTexts } from '../../lib/texts';
import type { MenuItem } from './menu';

export default function BottomMoreMenu({ items, pathname, active }: { items: MenuItem[]; pathname: string; active: boolean }) {
  const t = useTexts(commonTexts);
  return (
    <Menu position="top-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <MoreButton active={active} />
      </Menu.Target>
      <Menu.Dropdown aria-label={t('menu.more')}>
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <Menu.Item
              key={item.to}
              component={Link}
              to={item.to}
              leftSection={<Icon size={18} stroke={1.7} aria-hidden />}
              rightSection={
                item.badge ? (
                  <Suspense fallback={null}>
                    <item.badge />
                  </Suspense>
                ) : undefined
              }
              aria-current={pathname === item.to ? 'page' : undefined}
            >
              {item.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
