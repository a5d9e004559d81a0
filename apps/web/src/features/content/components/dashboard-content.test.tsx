import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { DashboardBanners } from './dashboard-banners';
import { DashboardTestimonials } from './dashboard-testimonials';

describe('dashboard content', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows banners with an image or an autoplaying muted looping video, title and subtitle', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/banners': () => ({
          body: [
            { id: 1, imageUrl: '/uploads/banners/a.png', videoUrl: null, title: 'Image banner', subtitle: 'Sub one' },
            { id: 2, imageUrl: null, videoUrl: '/uploads/banners/b.mp4', title: 'Video banner', subtitle: 'Sub two' },
          ],
        }),
      }).fetchMock,
    );
    renderWithProviders(<DashboardBanners />);
    expect(await screen.findByRole('heading', { name: 'Image banner' })).toBeInTheDocument();
    expect(screen.getByText('Sub two')).toBeInTheDocument();
    const video = screen.getByLabelText('Video banner') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
  });

  it('announces loading banners without taking room, and shows nothing when there are none', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const { container } = renderWithProviders(<DashboardBanners />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading banners');
    // Visually hidden: the sections below do not move up when the (empty) answer arrives.
    expect(container.querySelector('.mantine-Loader-root')).toBeNull();
    expect(status.className).toMatch(/VisuallyHidden/);
    answer(new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(container.querySelector('section')).toBeNull();
  });

  it('sends no token when reading the public lists', async () => {
    localStorage.setItem('token', 'secret');
    const { fetchMock, calls } = mockFetch({ 'GET /api/testimonials': () => ({ body: [] }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DashboardTestimonials />);
    expect(await screen.findByText('No testimonials yet.')).toBeInTheDocument();
    expect(JSON.stringify(calls[0]?.headers ?? {})).not.toContain('secret');
  });

  it('shows testimonials in a grid with name, role and message', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/testimonials': () => ({
          body: [{ id: 1, name: 'Asha', role: 'User', message: 'Lost 5 kg', imageUrl: null, videoUrl: null }],
        }),
      }).fetchMock,
    );
    renderWithProviders(<DashboardTestimonials />);
    expect(await screen.findByText('Lost 5 kg')).toBeInTheDocument();
    expect(screen.getByText('Asha')).toBeInTheDocument();
  });
});
