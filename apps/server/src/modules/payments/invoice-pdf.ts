// The invoice of a paid payment as a PDF (pdfkit). With BUSINESS_GSTIN set it is a "Tax invoice"
// (CGST Rule 46: supplier's name, address, GSTIN and state, number and date, recipient and place of
// supply, SAC, taxable value and GST: CGST + SGST within the business's state, IGST across states);
// without it, a "Receipt". Plan prices include GST, so the tax is taken out of the amount paid.
// Text is set in DejaVu Sans, which has the rupee sign (U+20B9) the standard PDF fonts lack, and
// Hindi in Noto Sans Devanagari. The labels come from the invoice catalogue in the member's language.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPaise, type Language } from '@rhythmfit/contracts';
import { INTL_LOCALE, textsFor, type Translate } from '../../lib/texts.js';
import type { PaymentsConfig } from '../../config/config.js';
import type { PaymentRow } from '../../db/schema.js';

const require = createRequire(import.meta.url);
export const INVOICE_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const INVOICE_FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
// Noto Sans Devanagari (SIL Open Font License 1.1, apps/server/assets/fonts/OFL.txt) for Hindi.
const FONTS_DIR = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));
export const INVOICE_FONT_DEVANAGARI = path.join(FONTS_DIR, 'NotoSansDevanagari-Regular.ttf');
const INVOICE_FONT_DEVANAGARI_BOLD = path.join(FONTS_DIR, 'NotoSansDevanagari-Bold.ttf');

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

function day(instant: string, zone: string, language: Language): string {
  // English keeps the invoice's date as it always was ("29 Nov 2026").
  const locale = language === 'en' ? 'en-GB' : INTL_LOCALE[language];
  return new Date(instant).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: zone });
}

export interface InvoiceOptions {
  config: PaymentsConfig;
  zone: string;
  /** The member's (their account's setting); none set reads English. */
  language?: Language;
  /** Tests read the text: content streams left uncompressed. */
  compress?: boolean;
}

export interface InvoiceLine {
  text: string;
  style: 'title' | 'heading' | 'bold' | 'body' | 'small' | 'gap';
}

function paidHow(row: PaymentRow, t: Translate<'invoice'>): string {
  if (row.provider === 'offline') {
    const method =
      row.method === 'upi'
        ? t('method.upi')
        : row.method === 'cash'
          ? t('method.cash')
          : row.method === 'bank'
            ? t('method.bank')
            : t('method.other');
    return t('paidOffline', { method });
  }
  if (row.provider === 'razorpay') return t('provider.razorpay');
  if (row.provider === 'dev') return t('provider.dev');
  return row.provider;
}

/** What the invoice says, line by line, in the member's language (the PDF sets these; tests read them). */
export function invoiceLines(row: PaymentRow, options: Omit<InvoiceOptions, 'compress'>): InvoiceLine[] {
  const { business, gstRate } = options.config;
  const language = options.language ?? 'en';
  const t = textsFor('invoice', language);
  const taxInvoice = Boolean(business.gstin);
  const placeOfSupply = row.billing_state?.trim() || business.state || '—';
  const amount = Number(row.amount_paise);
  const zone = options.zone;
  const lines: InvoiceLine[] = [];
  const add = (style: InvoiceLine['style'], text = '') => lines.push({ style, text });

  add('heading', business.name);
  if (business.address) add('body', business.address);
  if (business.gstin) add('body', t('gstin', { gstin: business.gstin }));
  if (business.state) add('body', t('state', { state: business.state }));
  add('gap');
  add('title', invoiceTitle(options.config, language));
  const number = row.invoice_number ?? '';
  add('body', taxInvoice ? t('invoiceNumber', { number }) : t('receiptNumber', { number }));
  const paidOn = row.paid_at ? day(row.paid_at, zone, language) : '—';
  add('body', taxInvoice ? t('invoiceDate', { date: paidOn }) : t('receiptDate', { date: paidOn }));
  add('gap');
  add('bold', t('billedTo'));
  add('body', row.billing_name?.trim() || '—');
  add('body', t('placeOfSupply', { place: placeOfSupply }));
  add('gap');
  add('bold', t('description'));
  const plan = { plan: row.plan_name, days: row.duration_days };
  add(
    'body',
    row.period_start && row.period_end
      ? t('membershipPeriod', { ...plan, start: day(row.period_start, zone, language), end: day(row.period_end, zone, language) })
      : t('membership', plan),
  );
  if (taxInvoice) add('body', t('sac', { sac: business.sac }));
  add('gap');
  if (taxInvoice) {
    const sameState = sameText(placeOfSupply, business.state);
    const split = splitTax(amount, gstRate, sameState);
    add('body', t('taxableValue', { amount: formatPaise(split.taxable) }));
    if (sameState) {
      add('body', t('cgst', { rate: gstRate / 2, amount: formatPaise(split.cgst) }));
      add('body', t('sgst', { rate: gstRate / 2, amount: formatPaise(split.sgst) }));
    } else add('body', t('igst', { rate: gstRate, amount: formatPaise(split.igst) }));
  }
  add('bold', t('totalPaid', { amount: formatPaise(amount) }));
  if (taxInvoice) add('body', t('pricesIncludeGst'));
  add('body', paidHow(row, t));
  if (row.reference) add('body', t('reference', { reference: row.reference }));
  if (row.status === 'refunded') {
    add('gap');
    add('bold', row.refunded_at ? t('refundedOn', { date: day(row.refunded_at, zone, language) }) : t('refunded'));
    if (row.credit_note_number) add('body', t('creditNote', { number: row.credit_note_number }));
    if (row.refund_reason) add('body', t('reason', { reason: row.refund_reason }));
  }
  add('gap');
  add('small', taxInvoice ? t('footer.taxInvoice') : t('footer.receipt'));
  return lines;
}

function invoiceTitle(config: PaymentsConfig, language: Language): string {
  const t = textsFor('invoice', language);
  return config.business.gstin ? t('title.taxInvoice') : t('title.receipt');
}

/**
 * A line cut into runs by script: Devanagari is set in Noto Sans Devanagari, which has no Latin
 * letters; the rest (names, numbers, ₹) in DejaVu Sans. pdfkit does not fall back between fonts.
 */
export function scriptRuns(text: string): { text: string; devanagari: boolean }[] {
  const runs: { text: string; devanagari: boolean }[] = [];
  // A space between two words joins the run before it, so a phrase stays one run.
  // The danda (।, ॥) is shared by several Indian scripts (Unicode's Common script): DejaVu lacks it.
  for (const [piece] of text.matchAll(/[\p{Script=Devanagari}\u0964\u0965]+|[^\p{Script=Devanagari}\u0964\u0965]+/gu)) {
    const devanagari = /[\p{Script=Devanagari}\u0964\u0965]/u.test(piece);
    const last = runs.at(-1);
    if (last && (last.devanagari === devanagari || /^\s+$/.test(piece))) last.text += piece;
    else runs.push({ text: piece, devanagari });
  }
  return runs;
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
  const language = options.language ?? 'en';
  const title = invoiceTitle(options.config, language);
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
  doc.registerFont('body-devanagari', INVOICE_FONT_DEVANAGARI);
  doc.registerFont('bold-devanagari', INVOICE_FONT_DEVANAGARI_BOLD);
  for (const line of invoiceLines(row, options)) {
    if (line.style === 'gap') {
      doc.moveDown();
      continue;
    }
    const style = STYLES[line.style];
    doc.fontSize(style.size).fillColor(style.color);
    const runs = scriptRuns(line.text);
    if (runs.length === 0) doc.font(style.font).text(line.text);
    runs.forEach((run, i) =>
      doc.font(run.devanagari ? `${style.font}-devanagari` : style.font).text(run.text, { continued: i < runs.length - 1 }),
    );
  }
  doc.end();
  return done;
}
