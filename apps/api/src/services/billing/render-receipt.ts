import { createPdfDocument } from '../../lib/pdf-document';
import type { PaymentAttemptModel } from '../../models/payment-attempt';
import type { UserModel } from '../../models/user';
import { describePayment } from './describe-payment';
import { formatBillingDate } from './format-billing-date';
import { formatReceiptAmount } from './format-receipt-amount';

/** A completed payment's receipt as a PDF: who paid, what for, how much, when and how. */
export function renderReceipt(attempt: PaymentAttemptModel, user: Pick<UserModel, 'email' | 'firstName' | 'lastName'>): Promise<Buffer> {
  const { pdf: doc, done } = createPdfDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Verbatim receipt ${attempt.id}`, Author: 'Verbatim' },
  });

  const paidAt = attempt.completedAt ? new Date(attempt.completedAt) : new Date(attempt.updatedAt);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const total = formatReceiptAmount(attempt.amountCents, attempt.currency);

  doc.font('bold').fontSize(22).text('Verbatim');
  doc.font('body').fontSize(11).fillColor('#555555').text('Transcripts of audio and video');
  doc.moveDown(1.5);
  doc.font('bold').fontSize(18).fillColor('#000000').text('Receipt');
  doc.moveDown(0.5);
  doc.font('body').fontSize(11);
  const line = (label: string, value: string) => {
    doc.font('bold').text(`${label}: `, { continued: true }).font('body').text(value);
  };
  line('Receipt number', attempt.id);
  line('Date paid', formatBillingDate(paidAt));
  line('Billed to', name ? `${name} <${user.email}>` : user.email);
  if (attempt.method) line('Payment method', attempt.method);
  if (attempt.providerPaymentId) line('Payment id', attempt.providerPaymentId);
  doc.moveDown(1.5);

  const top = doc.y;
  doc.font('bold').text('Description', 56, top).text('Amount', 400, top, { width: 139, align: 'right' });
  doc
    .moveTo(56, doc.y + 4)
    .lineTo(539, doc.y + 4)
    .strokeColor('#cccccc')
    .stroke();
  const row = doc.y + 10;
  doc.font('body').text(describePayment(attempt), 56, row, { width: 330 }).text(total, 400, row, { width: 139, align: 'right' });
  doc.moveDown(1);
  const totalRow = doc.y + 6;
  doc.font('bold').text('Total paid', 56, totalRow).text(total, 400, totalRow, { width: 139, align: 'right' });
  doc.moveDown(2);
  doc.font('body').fontSize(9).fillColor('#555555');
  if (attempt.provider === 'sandbox') {
    doc.text('Paid in the sandbox checkout of a server without payment keys: no money was taken.', 56);
  }
  doc.text('1 credit = 1 minute of transcription. Bought credits and plan minutes stay in your balance until used.', 56);
  doc.end();
  return done;
}
