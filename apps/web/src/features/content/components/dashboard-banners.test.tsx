// The banners' row: one row that swipes, with Previous and Next for the keyboard and the mouse, each
// banner a labelled slide; autoplaying muted videos stay as they were.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { DashboardBanners } from './dashboard-banners';

const BANNERS = [
  { id: 1, imageUrl: '/uploads/banners/a.png', videoUrl: null, title: 'Eat with the sun', subtitle: 'Dinner before 20:00' },
  { id: 2, imageUrl: null, videoUrl: '/uploads/banners/b.mp4', title: 'Sleep is training too', subtitle: 'Same bedtime' },
  { id: 3, imageUrl: '/uploads/banners/c.png', videoUrl: null, title: 'Walk after meals', subtitle: 'Ten minutes' },
];

/** happy-dom lays nothing out: the row is given a phone's sizes (three banners of 304 px, 358 px visible). */
function phoneSizes() {
  const row = (el: Element) => el.getAttribute('aria-label') === 'Banner row';
  const spies = [
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return row(this) ? 3 * 304 + 2 * 16 : 0;
    }),
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return row(this) ? 358 : 0;
    }),
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return new DOMRect(0, 0, this.getAttribute('aria-roledescription') === 'slide' ? 304 : 0, 0);
    }),
    // Scrolling moves the row at once and tells its listeners, as a browser does (smoothly, later).
    vi.spyOn(HTMLElement.prototype, 'scrollBy').mockImplementation(function (this: HTMLElement, options?: ScrollToOptions | number) {
      this.scrollLeft += typeof options === 'object' ? (options.left ?? 0) : 0;
      fireEvent.scroll(this);
    }),
  ];
  return { scrollBy: spies[3]!, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

describe('dashboard banners row', () => {
  let restore: () => void = () => {};
  beforeEach(() => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/banners': () => ({ body: BANNERS }) }).fetchMock);
  });
  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
  });

  it('shows every banner in one row of labelled slides, videos autoplaying muted and looping', async () => {
    renderWithProviders(<DashboardBanners />);
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group', { name: /of 3$/ });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slides[0]!).getByRole('heading', { name: 'Eat with the sun' })).toBeInTheDocument();
    const row = within(carousel).getByRole('group', { name: 'Banner row' });
    expect(row.style.overflowX).toBe('auto');
    expect(row.style.scrollSnapType).toBe('x mandatory');
    const video = within(slides[1]!).getByLabelText('Sleep is training too') as HTMLVideoElement;
    expect([video.autoplay, video.muted, video.loop]).toEqual([true, true, true]);
  });

  it('moves by one banner with Next and Previous, which stop at the ends, and the row takes focus for the arrow keys', async () => {
    const phone = phoneSizes();
    restore = phone.restore;
    const scrollBy = phone.scrollBy;
    renderWithProviders(<DashboardBanners />);
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    const row = within(carousel).getByRole('group', { name: 'Banner row' });
    const next = await within(carousel).findByRole('button', { name: 'Next banner' });
    const previous = within(carousel).getByRole('button', { name: 'Previous banner' });
    expect(row).toHaveAttribute('tabindex', '0');
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await userEvent.click(next);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    // One banner and the gap between two.
    expect((scrollBy.mock.calls[0]![0] as ScrollToOptions).left).toBe(304 + 16);
    await vi.waitFor(() => expect(previous).toBeEnabled());
    await userEvent.click(next);
    await vi.waitFor(() => expect(next).toBeDisabled());
    await userEvent.click(previous);
    expect((scrollBy.mock.calls[2]![0] as ScrollToOptions).left).toBe(-(304 + 16));
    await vi.waitFor(() => expect(next).toBeEnabled());
  });

  it('has no controls and no extra tab stop when every banner is in view', async () => {
    renderWithProviders(<DashboardBanners />);
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    expect(within(carousel).queryByRole('button')).toBeNull();
    expect(within(carousel).getByRole('group', { name: 'Banner row' })).not.toHaveAttribute('tabindex');
  });
});
