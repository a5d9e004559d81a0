import { describe, expect, it } from 'vitest';
import { formatDuration, formatPaise } from './money';

describe('formatPaise', () => {
  it('shows integer paise as rupees with the rupee sign and Indian grouping', () => {
    expect(formatPaise(99600)).toBe('₹996.00');
    expect(formatPaise(12345)).toBe('₹123.45');
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatPaise(1)).toBe('₹0.01');
    expect(formatPaise(12345678)).toBe('₹1,23,456.78');
  });
});

describe('formatDuration', () => {
  it('says day or days', () => {
    expect(formatDuration(1)).toBe('1 day');
    expect(formatDuration(30)).toBe('30 days');
  });
});
