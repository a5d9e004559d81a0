// The invoice of a paid payment as a PDF (pdfkit). With BUSINESS_GSTIN set it is a "Tax invoice"
// (CGST Rule 46: supplier's name, address, GSTIN and state, number and date, recipient and place of
// supply, SAC, taxable value and GST: CGST + SGST within the business's state, IGST across states);
// without it, a "Receipt". Plan prices include GST, so the tax is taken out of the amount paid.
// Text is set in DejaVu Sans, which has the rupee sign (U+20B9) the standard PDF fonts lack.
import { createRequire } from 'node:module';
import { formatPaise } from '@rhythmfit/contracts';
import PDFDocument from 'pdfkit';
import type { PaymentsConfig } from '../../config/config.js';
import type { PaymentRow } from '../../db/schema.js';

const require = createRequire(import.meta.url);
export const INVOICE_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const INVOICE_FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface TaxSplit {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** GST taken out of a tax-inclusive amount, in whole paise; the halves of an odd tax differ by one paisa. */
export function splitTax(amountPaise: number, ratePercent: number, sameState: boolean): TaxSplit {
  const taxable = Math.round((amountPaise * 100) / (100 + ratePercent));
  const tax = amountPaise - taxable;
  if (!sameState) return { taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { taxable, cgst, sgst: tax - cgst, igst: 0 };
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase() && (a ?? '').trim() !== '';

function day(instant: string, zone: string): string {
  return new Date(instant).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: zone });
}

const PROVIDER_WORDS: Record<string, string> = { razorpay: 'Paid online (Razorpay)', dev: 'Paid with the dev provider (no money moved)' };
const METHOD_WORDS: Record<string, string> = { upi: 'UPI', cash: 'Cash', bank: 'Bank transfer' };

export interface InvoiceOptions {
  config: PaymentsConfig;
  zone: string;
  /** Tests read the text: content streams left uncompressed. */
  compress?: boolean;
}

export function renderInvoicePdf(row: PaymentRow, options: InvoiceOptions): Promise<Buffer> {
  const { business, gstRate } = options.config;
  const taxInvoice = Boolean(business.gstin);
  const title = taxInvoice ? 'Tax invoice' : 'Receipt';
  const number = row.invoice_number ?? '';
  const placeOfSupply = row.billing_state?.trim() || business.state || '—';
  const amount = Number(row.amount_paise);

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: `${title} ${number}`, Author: business.name, Subject: `${title} ${number}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', INVOICE_FONT);
  doc.registerFont('bold', INVOICE_FONT_BOLD);

  doc.font('bold').fontSize(16).text(business.name);
  doc.font('body').fontSize(10);
  if (business.address) doc.text(business.address);
  if (business.gstin) doc.text(`GSTIN: ${business.gstin}`);
  if (business.state) doc.text(`State: ${business.state}`);
  doc.moveDown();

  doc.font('bold').fontSize(18).text(title);
  doc.font('body').fontSize(10);
  doc.text(`${taxInvoice ? 'Invoice number' : 'Receipt number'}: ${number}`);
  doc.text(`${taxInvoice ? 'Invoice date' : 'Date'}: ${row.paid_at ? day(row.paid_at, options.zone) : '—'}`);
  doc.moveDown();

  doc.font('bold').text('Billed to');
  doc.font('body').text(row.billing_name?.trim() || '—');
  doc.text(`Place of supply: ${placeOfSupply}`);
  doc.moveDown();

  const period =
    row.period_start && row.period_end ? ` (${day(row.period_start, options.zone)} to ${day(row.period_end, options.zone)})` : '';
  doc.font('bold').text('Description');
  doc.font('body').text(`${row.plan_name} membership, ${row.duration_days} days${period}`);
  if (taxInvoice) doc.text(`SAC: ${business.sac}`);
  doc.moveDown();

  if (taxInvoice) {
    const split = splitTax(amount, gstRate, sameText(placeOfSupply, business.state));
    doc.text(`Taxable value: ${formatPaise(split.taxable)}`);
    if (split.igst > 0 || !sameText(placeOfSupply, business.state)) doc.text(`IGST @ ${gstRate}%: ${formatPaise(split.igst)}`);
    else {
      doc.text(`CGST @ ${gstRate / 2}%: ${formatPaise(split.cgst)}`);
      doc.text(`SGST @ ${gstRate / 2}%: ${formatPaise(split.sgst)}`);
    }
  }
  doc.font('bold').text(`Total paid: ${formatPaise(amount)}`);
  doc.font('body');
  if (taxInvoice) doc.text('Prices include GST.');
  doc.text(
    row.provider === 'offline'
      ? `Paid to the coach: ${METHOD_WORDS[row.method ?? ''] ?? 'offline'}`
      : (PROVIDER_WORDS[row.provider] ?? row.provider),
  );
  if (row.reference) doc.text(`Reference: ${row.reference}`);
  if (row.status === 'refunded') {
    doc.moveDown();
    doc.font('bold').text(`Refunded${row.refunded_at ? ` on ${day(row.refunded_at, options.zone)}` : ''}`);
    doc.font('body');
    if (row.credit_note_number) doc.text(`Credit note: ${row.credit_note_number}`);
    if (row.refund_reason) doc.text(`Reason: ${row.refund_reason}`);
  }
  doc.moveDown(2);
  doc.fontSize(8).fillColor('#555555').text(`This ${title.toLowerCase()} was made by computer and needs no signature.`);
  doc.end();
  return done;
}
