import { formatPaise } from '@rhythmfit/contracts';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatRupees } from './money';

describe('formatRupees', () => {
  it('shows integer paise as rupees with the rupee sign and Indian grouping', () => {
    expect(formatRupees(99600)).toBe('₹996');
    expect(formatRupees(12345)).toBe('₹123.45');
    expect(formatRupees(12350)).toBe('₹123.50');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(1)).toBe('₹0.01');
    expect(formatRupees(12345678)).toBe('₹1,23,456.78');
    expect(formatRupees(830000000)).toBe('₹83,00,000');
  });

  it('prints what the server prints on invoices and in notifications', () => {
    for (const paise of [0, 1, 99, 99600, 123450, 12345678, 830000000]) expect(formatRupees(paise)).toBe(formatPaise(paise));
  });
});

describe('formatDuration', () => {
  it('says day or days', () => {
    expect(formatDuration(1)).toBe('1 day');
    expect(formatDuration(30)).toBe('30 days');
  });
});
