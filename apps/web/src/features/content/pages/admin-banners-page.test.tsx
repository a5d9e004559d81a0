import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import AdminBannersPage from './admin-banners-page';

const banner = { id: 3, imageUrl: '/uploads/banners/a.png', videoUrl: null, title: 'Spring', subtitle: 'Fresh start' };

describe('Manage Banners', () => {
  beforeEach(() => localStorage.setItem('token', 'coach-token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    // The notification store outlives a render; without this, earlier alerts queue later ones.
    act(() => notifications.clean());
  });

  it('shows Loading banners... first, then the banners', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/banners': () => ({ body: [banner] }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminBannersPage />);
    expect(screen.getByText('Loading banners...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Banner Spring' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Spring' })).toHaveAttribute('src', '/uploads/banners/a.png');
  });

  it('refuses to create without title, subtitle and image (spec message), without calling the server', async () => {
    const { fetchMock, calls } = mockFetch({ 'GET /api/banners': () => ({ body: [] }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminBannersPage />);
    await screen.findByText('No banners yet.');
    await userEvent.type(screen.getByLabelText('Title'), 'Only a title');
    await userEvent.click(screen.getByRole('button', { name: 'Create Banner' }));
    expect(await screen.findByText('Please provide title, subtitle, and image.')).toBeInTheDocument();
    // Under the fields: the contract's rules (BannerFieldsSchema), the title being fine.
    expect(screen.getByText('Subtitle is required')).toBeInTheDocument();
    expect(screen.getByText('Image or video is required')).toBeInTheDocument();
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('needs a token to create', async () => {
    localStorage.removeItem('token');
    const { fetchMock } = mockFetch({ 'GET /api/banners': () => ({ body: [] }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminBannersPage />);
    await screen.findByText('No banners yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Create Banner' }));
    expect(await screen.findByText('You must be logged in to create banners.')).toBeInTheDocument();
  });

  it('creates a banner with the file as multipart and says so', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/banners': () => ({ body: [] }),
      'POST /api/banners': () => ({ status: 201, body: banner }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminBannersPage />);
    await screen.findByText('No banners yet.');
    await userEvent.type(screen.getByLabelText('Title'), 'Spring');
    await userEvent.type(screen.getByLabelText('Subtitle'), 'Fresh start');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50])], 'spring.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Banner' }));
    expect(await screen.findByText('Banner created successfully!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toMatch(/\/api\/banners$/);
  });

  it('shows the server detail when creation fails', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/banners': () => ({ body: [] }),
      'POST /api/banners': () => ({
        status: 400,
        body: { message: 'Please choose an image (JPEG, PNG, WebP or GIF) or a video (MP4 or WebM).', code: 'unsupported_media' },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminBannersPage />);
    await screen.findByText('No banners yet.');
    await userEvent.type(screen.getByLabelText('Title'), 'A');
    await userEvent.type(screen.getByLabelText('Subtitle'), 'B');
    await userEvent.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'x.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Banner' }));
    expect(
      await screen.findByText('Creation failed: Please choose an image (JPEG, PNG, WebP or GIF) or a video (MP4 or WebM).'),
    ).toBeInTheDocument();
  });

  it('asks for confirmation before deleting, then deletes', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/banners': () => ({ body: [banner] }),
      'DELETE /api/banners/3': () => ({ body: { message: 'Banner deleted successfully!' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminBannersPage />);
    const card = await screen.findByRole('article', { name: 'Banner Spring' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete Banner' }));
    expect(await screen.findByText('Are you sure you want to delete this banner?')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Banner deleted successfully!')).toBeInTheDocument();
  });

  it('updates with only what was typed', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/banners': () => ({ body: [banner] }),
      'PUT /api/banners/3': () => ({ body: { ...banner, subtitle: 'New' } }),
    });
    const spy = vi.fn(fetchMock);
    vi.stubGlobal('fetch', spy);
    renderWithProviders(<AdminBannersPage />);
    const card = await screen.findByRole('article', { name: 'Banner Spring' });
    await userEvent.type(within(card).getByLabelText('New subtitle'), 'New');
    await userEvent.click(within(card).getByRole('button', { name: 'Update Banner' }));
    expect(await screen.findByText('Banner updated successfully!')).toBeInTheDocument();
    const put = spy.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    const form = put[1]!.body as FormData;
    expect(form.get('subtitle')).toBe('New');
    expect(form.has('title')).toBe(false);
    expect(form.has('image')).toBe(false);
  });
});
