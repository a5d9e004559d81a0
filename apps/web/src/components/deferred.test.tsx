import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Deferred } from './deferred';
import { renderWithProviders } from '../test/render';

describe('Deferred', () => {
  it('mounts its children right after the first render', async () => {
    renderWithProviders(
      <Deferred minHeight={100}>
        <button type="button">Book Session</button>
      </Deferred>,
    );
    expect(await screen.findByRole('button', { name: 'Book Session' })).toBeInTheDocument();
    expect(document.querySelector('[data-deferred="pending"]')).toBeNull();
  });
});
