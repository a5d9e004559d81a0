import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUserDetail } from '../../../test/fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { useQueryClient } from '@tanstack/react-query';
import { AdminStatTiles } from './admin-stat-tiles';
import { AdminUsersTable } from './admin-users-table';
import { DeletionRequestsTable } from './deletion-requests-table';
import { UserDetailModal } from './user-detail-modal';

const user = adminUserDetail();

function signIn(role: string) {
  localStorage.setItem('token', 't');
  localStorage.setItem('role', role);
  localStorage.setItem('userId', '1');
}

describe('admin dashboard pieces', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => notifications.clean());
  });

  it('the detail modal shows profile fields with derived age and conditions, and the diet plan slot', async () => {
    signIn('ADMIN');
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/admin/users/5': () => ({ body: user }) }).fetchMock);
    renderWithProviders(<UserDetailModal userId={5} onClose={() => {}} dietPlans={(id) => <p>diet plans of {id}</p>} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Obesity, Hypertension Risk')).toBeInTheDocument();
    expect(within(dialog).getByText('65')).toBeInTheDocument();
    expect(within(dialog).getByText('diet plans of 5')).toBeInTheDocument();
  });

  it('a failed refetch of the users table keeps its rows, and the focused View button keeps the focus', async () => {
    signIn('ADMIN');
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/admin/users': () => {
          reads += 1;
          return reads === 1 ? { body: [user] } : { status: 503, body: { message: 'Service unavailable' } };
        },
      }).fetchMock,
    );
    function Refetch() {
      const queryClient = useQueryClient();
      return <button onClick={() => void queryClient.invalidateQueries()}>refetch</button>;
    }
    renderWithProviders(
      <>
        <AdminUsersTable onView={() => {}} onProgress={() => {}} />
        <Refetch />
      </>,
    );
    const view = await screen.findByRole('button', { name: 'View Priya' });
    view.focus();
    fireEvent.click(screen.getByRole('button', { name: 'refetch' }));
    view.focus();
    await waitFor(() => expect(reads).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Could not load users.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Priya' })).toBe(view);
    expect(document.activeElement).toBe(view);
  });

  it('an ADMIN is not offered SUPERADMIN; a SUPERADMIN is, and the change is sent', async () => {
    signIn('ADMIN');
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/admin/users/5': () => ({ body: user }) }).fetchMock);
    const { unmount } = renderWithProviders(<UserDetailModal userId={5} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Role' }));
    expect(await screen.findByRole('option', { name: 'ADMIN', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'SUPERADMIN', hidden: true })).not.toBeInTheDocument();
    unmount();

    signIn('SUPERADMIN');
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/users/5': () => ({ body: user }),
      'PUT /api/admin/users/5/role': () => ({ body: { ...user, role: { name: 'SUPERADMIN' } } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<UserDetailModal userId={5} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'SUPERADMIN', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { role: 'SUPERADMIN' } }));
  });

  it('shows the count tiles', async () => {
    signIn('ADMIN');
    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/admin/stats': () => ({ body: { users: 12, diets: 3, progress: 40, coaches: 2, bookingSessions: 7 } }) })
        .fetchMock,
    );
    renderWithProviders(<AdminStatTiles />);
    expect(await screen.findByLabelText('Users: 12')).toBeInTheDocument();
    expect(screen.getByLabelText('Booking Sessions: 7')).toBeInTheDocument();
  });

  it('lists deletion requests as Marked for Deletion with paging from the server, and No data found when empty', async () => {
    signIn('ADMIN');
    const request = {
      id: 1,
      userId: 5,
      name: 'Priya',
      mobile: '9876543210',
      reason: 'Busy',
      deleted: true,
      status: 'Marked for Deletion',
      requestedAt: '2025-01-01T00:00:00.000Z',
      eraseAfter: '2025-01-08T00:00:00.000Z',
      erasedAt: null,
    };
    const fetchMock = vi.fn(async (url: string) => {
      const q = new URL(url, 'http://x').searchParams.get('q');
      const rows = q ? [] : [request];
      return new Response(JSON.stringify(rows), {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-total-count': q ? '0' : '25' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DeletionRequestsTable />);
    const row = await screen.findByRole('row', { name: /Priya/ });
    expect(within(row).getByText('Marked for Deletion')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Erase Priya now' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('page=1&pageSize=10');
    expect(screen.getByRole('button', { name: '3' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Filter account deletion requests'), 'zzz');
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });
});
