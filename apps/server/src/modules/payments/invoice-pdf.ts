// The invoice of a paid payment as a PDF (pdfkit). With BUSINESS_GSTIN set it is a "Tax invoice"
// (CGST Rule 46: supplier's name, address, GSTIN and state, number and date, recipient and place of
// supply, SAC, taxable value and GST: CGST + SGST within the business's state, IGST across states);
// without it, a "Receipt". Plan prices include GST, so the tax is taken out of the amount paid.
// Text is set in DejaVu Sans, which has the rupee sign (U+20B9) the standard PDF fonts lack.
import { createRequire } from 'node:module';
import { formatPaise } from '@rhythmfit/contracts';
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

export interface InvoiceLine {
  text: string;
  style: 'title' | 'heading' | 'bold' | 'body' | 'small' | 'gap';
}

/** What the invoice says, line by line (the PDF sets these; tests read them). */
export function invoiceLines(row: PaymentRow, options: Omit<InvoiceOptions, 'compress'>): InvoiceLine[] {
  const { business, gstRate } = options.config;
  const taxInvoice = Boolean(business.gstin);
  const title = taxInvoice ? 'Tax invoice' : 'Receipt';
  const placeOfSupply = row.billing_state?.trim() || business.state || '—';
  const amount = Number(row.amount_paise);
  const zone = options.zone;
  const lines: InvoiceLine[] = [];
  const add = (style: InvoiceLine['style'], text = '') => lines.push({ style, text });

  add('heading', business.name);
  if (business.address) add('body', business.address);
  if (business.gstin) add('body', `GSTIN: ${business.gstin}`);
  if (business.state) add('body', `State: ${business.state}`);
  add('gap');
  add('title', title);
  add('body', `${taxInvoice ? 'Invoice number' : 'Receipt number'}: ${row.invoice_number ?? ''}`);
  add('body', `${taxInvoice ? 'Invoice date' : 'Date'}: ${row.paid_at ? day(row.paid_at, zone) : '—'}`);
  add('gap');
  add('bold', 'Billed to');
  add('body', row.billing_name?.trim() || '—');
  add('body', `Place of supply: ${placeOfSupply}`);
  add('gap');
  const period = row.period_start && row.period_end ? ` (${day(row.period_start, zone)} to ${day(row.period_end, zone)})` : '';
  add('bold', 'Description');
  add('body', `${row.plan_name} membership, ${row.duration_days} days${period}`);
  if (taxInvoice) add('body', `SAC: ${business.sac}`);
  add('gap');
  if (taxInvoice) {
    const sameState = sameText(placeOfSupply, business.state);
    const split = splitTax(amount, gstRate, sameState);
    add('body', `Taxable value: ${formatPaise(split.taxable)}`);
    if (sameState) {
      add('body', `CGST @ ${gstRate / 2}%: ${formatPaise(split.cgst)}`);
      add('body', `SGST @ ${gstRate / 2}%: ${formatPaise(split.sgst)}`);
    } else add('body', `IGST @ ${gstRate}%: ${formatPaise(split.igst)}`);
  }
  add('bold', `Total paid: ${formatPaise(amount)}`);
  if (taxInvoice) add('body', 'Prices include GST.');
  add(
    'body',
    row.provider === 'offline'
      ? `Paid to the coach: ${METHOD_WORDS[row.method ?? ''] ?? 'offline'}`
      : (PROVIDER_WORDS[row.provider] ?? row.provider),
  );
  if (row.reference) add('body', `Reference: ${row.reference}`);
  if (row.status === 'refunded') {
    add('gap');
    add('bold', `Refunded${row.refunded_at ? ` on ${day(row.refunded_at, zone)}` : ''}`);
    if (row.credit_note_number) add('body', `Credit note: ${row.credit_note_number}`);
    if (row.refund_reason) add('body', `Reason: ${row.refund_reason}`);
  }
  add('gap');
  add('small', `This ${title.toLowerCase()} was made by computer and needs no signature.`);
  return lines;
}

const STYLES: Record<Exclude<InvoiceLine['style'], 'gap'>, { font: 'body' | 'bold'; size: number; color: string }> = {
  heading: { font: 'bold', size: 16, color: '#000000' },
  title: { font: 'bold', size: 18, color: '#000000' },
  bold: { font: 'bold', size: 10, color: '#000000' },
  body: { font: 'body', size: 10, color: '#000000' },
  small: { font: 'body', size: 8, color: '#555555' },
};

export async function renderInvoicePdf(row: PaymentRow, options: InvoiceOptions): Promise<Buffer> {
  // Loaded on the first invoice, not at start: pdfkit and its font engine are about 6 MB of every
  // instance's heap (and ~25 MB of RSS) that only invoice downloads use. Node caches the module.
  const { default: PDFDocument } = await import('pdfkit');
  const title = options.config.business.gstin ? 'Tax invoice' : 'Receipt';
  const number = row.invoice_number ?? '';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: `${title} ${number}`, Author: options.config.business.name, Subject: `${title} ${number}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', INVOICE_FONT);
  doc.registerFont('bold', INVOICE_FONT_BOLD);
  for (const line of invoiceLines(row, options)) {
    if (line.style === 'gap') {
      doc.moveDown();
      continue;
    }
    const style = STYLES[line.style];
    doc.font(style.font).fontSize(style.size).fillColor(style.color).text(line.text);
  }
  doc.end();
  return done;
}
