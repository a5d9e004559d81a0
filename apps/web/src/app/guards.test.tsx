import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { FallbackRedirect, RouteGuard } from './guards';

function renderAt(path: string) {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/"
            element={
              <RouteGuard access="guest">
                <p>sign-in screen</p>
              </RouteGuard>
            }
          />
          <Route
            path="/register"
            element={
              <RouteGuard access="guest">
                <p>sign-up screen</p>
              </RouteGuard>
            }
          />
          <Route
            path="/privacy-policy"
            element={
              <RouteGuard access="public">
                <p>privacy screen</p>
              </RouteGuard>
            }
          />
          <Route
            path="/dashboard"
            element={
              <RouteGuard access="member">
                <p>dashboard screen</p>
              </RouteGuard>
            }
          />
          <Route
            path="/admin"
            element={
              <RouteGuard access="admin">
                <p>admin screen</p>
              </RouteGuard>
            }
          />
          <Route
            path="/admin/slots"
            element={
              <RouteGuard access="admin">
                <p>slots screen</p>
              </RouteGuard>
            }
          />
          <Route path="*" element={<FallbackRedirect />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

function signIn(role: string) {
  localStorage.setItem('token', 'x');
  localStorage.setItem('role', role);
  localStorage.setItem('userId', '1');
}

describe('route guards', () => {
  it('signed out: / and /register and /privacy-policy open; member and admin screens go to /', () => {
    renderAt('/register');
    expect(screen.getByText('sign-up screen')).toBeInTheDocument();
  });

  it.each(['/dashboard', '/admin', '/admin/slots', '/nowhere'])('signed out: %s goes to the sign-in screen', (path) => {
    renderAt(path);
    expect(screen.getByText('sign-in screen')).toBeInTheDocument();
  });

  it('privacy policy is always reachable', () => {
    signIn('USER');
    renderAt('/privacy-policy');
    expect(screen.getByText('privacy screen')).toBeInTheDocument();
  });

  it('a member reaches the dashboard, is sent from admin screens and from / to /dashboard', () => {
    signIn('USER');
    renderAt('/admin/slots');
    expect(screen.getByText('dashboard screen')).toBeInTheDocument();
  });

  it('a member on / goes to /dashboard; unknown paths too', () => {
    signIn('USER');
    renderAt('/');
    expect(screen.getByText('dashboard screen')).toBeInTheDocument();
  });

  it.each(['ADMIN', 'admin', 'SUPERADMIN', 'superadmin'])('the stored role %s opens admin screens', (role) => {
    signIn(role);
    renderAt('/admin/slots');
    expect(screen.getByText('slots screen')).toBeInTheDocument();
  });

  it('an admin on / lands on /admin', () => {
    signIn('ADMIN');
    renderAt('/');
    expect(screen.getByText('admin screen')).toBeInTheDocument();
  });

  it('signed in, an unknown path goes to /dashboard', () => {
    signIn('ADMIN');
    renderAt('/no/such/page');
    expect(screen.getByText('dashboard screen')).toBeInTheDocument();
  });
});
