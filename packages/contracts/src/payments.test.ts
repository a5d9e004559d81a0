import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  formatPaise,
  isValidInvoiceNumber,
  isValidInvoicePrefix,
  planAmountPaise,
} from './payments.js';

describe('payments rules', () => {
  it('charges the price list amount in whole paise', () => {
    expect(planAmountPaise(12)).toBe(99600);
    expect(planAmountPaise(0.1)).toBe(800); // ₹8.3 shows as ₹8
    expect(planAmountPaise(49.5)).toBe(410900);
    expect(Number.isInteger(planAmountPaise(19.99))).toBe(true);
  });

  it('prints paise with the rupee sign', () => {
    expect(formatPaise(99600)).toBe('₹996');
    expect(formatPaise(12345650)).toBe('₹1,23,456.50');
  });

  it('reads the financial year in India, April to March', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('numbers invoices and credit notes within 16 characters', () => {
    expect(formatInvoiceNumber('RF', '2026-27', 42)).toBe('RF/2026-27/0042');
    expect(formatCreditNoteNumber('RF', '2026-27', 7)).toBe('RF/CN/2627/0007');
    expect(isValidInvoiceNumber('RF/2026-27/0042')).toBe(true);
    expect(isValidInvoiceNumber('RFX/2026-27/00042')).toBe(false);
    expect(isValidInvoiceNumber('RF 2026')).toBe(false);
    expect(isValidInvoicePrefix('RF')).toBe(true);
    expect(isValidInvoicePrefix('ABC')).toBe(true);
    expect(isValidInvoicePrefix('ABCD')).toBe(false);
    expect(isValidInvoicePrefix('R/F')).toBe(false);
    expect(isValidInvoicePrefix('')).toBe(false);
  });
});
