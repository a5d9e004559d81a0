import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { BottomBar, BOTTOM_BAR_SLOTS, splitBottomBar } from './bottom-bar';
import { menuFor } from './menu';

/** The More button once its menu's chunk has loaded (a plain placeholder before). */
async function moreButton(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-haspopup', 'menu'));
  return screen.getByRole('button', { name: 'More' });
}

const member = { token: 't', role: 'USER', user: null, userId: 7, loggedIn: true };
const coach = { ...member, role: 'ADMIN' };

describe('bottom bar at phone width', () => {
  afterEach(() => localStorage.clear());

  it('shows four whole entries and More, which holds every other screen of the menu', async () => {
    renderWithProviders(<BottomBar session={member} />, { route: '/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'My Bookings', 'Messages', 'Circadian Rhythm']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(await moreButton());
    const menu = await screen.findByRole('menu');
    // (Mantine's opening transition does not finish in happy-dom: the items are queried as hidden.)
    const more = within(menu)
      .getAllByRole('menuitem', { hidden: true })
      .map((item) => item.textContent);
    expect(more).toContain('Book Appointment');
    expect(more).toContain('Recommendation');
    const { main, more: extra } = menuFor('USER');
    expect([...links.map((l) => l.textContent), ...more].sort()).toEqual([...main, ...extra].map((item) => item.label).sort());
  });

  it('opens More from the keyboard and moves through it with the arrow keys', async () => {
    renderWithProviders(<BottomBar session={member} />, { route: '/dashboard' });
    const button = await moreButton();
    button.focus();
    // Enter on a focused button is a click.
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('menu');
    const [first, second] = within(menu).getAllByRole('menuitem', { hidden: true });
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(second).toHaveAttribute('href');
    fireEvent.keyDown(second!, { key: 'Escape' });
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('splits a coach menu the same way, and keeps a short menu whole', () => {
    const coachSplit = splitBottomBar([...menuFor('ADMIN').main, ...menuFor('ADMIN').more]);
    expect(coachSplit.bar.map((item) => item.label)).toEqual(['Dashboard', 'Admin Dashboard', 'Inbox', 'User Circadian Tracker']);
    expect(coachSplit.bar).toHaveLength(BOTTOM_BAR_SLOTS);
    renderWithProviders(<BottomBar session={{ ...coach, loggedIn: false, token: null }} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Login', 'Sign Up', 'Privacy Policy']);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });
});
