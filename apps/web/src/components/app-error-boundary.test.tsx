import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { AppErrorBoundary, ERROR_TEXTS } from './app-error-boundary';

let fail = true;
function Flaky() {
  if (fail) throw new Error('boom');
  return <p>All good</p>;
}

describe('the app error boundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a friendly screen instead of a blank page, and Try again renders the screen again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fail = true;
    renderWithProviders(
      <AppErrorBoundary>
        <Flaky />
      </AppErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: ERROR_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByText(ERROR_TEXTS.body)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ERROR_TEXTS.home })).toHaveAttribute('href', '/');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: ERROR_TEXTS.retry }));
    expect(await screen.findByText('All good')).toBeInTheDocument();
  });
});
