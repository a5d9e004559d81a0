import { Loader } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';

describe('theme', () => {
  it('every spinner is a named live status, so its label is announced and allowed', () => {
    renderWithProviders(<Loader aria-label="Loading messages" />);
    expect(screen.getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
  });
});
