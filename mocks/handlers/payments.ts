import type { DemoMpesaPromptAnswer, DemoPaybillPayment, PaymentAllocation } from '../../src/types/api.gen';
import { dateStamp } from '../../src/lib/date-stamp';
import { mpesaReceiptNumber } from '../data/mpesa';
import type { StoredPayment } from '../data/portal';
import { db } from '../db';
import { http, NOT_FOUND, STAFF, validBody } from '../http';
import {
  answerByHand,
  phonePrompt,
  promptPending,
  promptStatus,
  settlePrompt,
  settlePrompts,
} from '../mpesa';
import {
  leaseForAccountNumber,
  leaseSummary,
  propertiesById,
  readPaymentRow,
  readPaymentRows,
} from '../portal';
import { serveDemo, serveStaff } from '../serve';

let received = 0;

/**
 * Staff's payments (product rules, 'Payments'): every payment received,
 * Matched or Unmatched, the leases to allocate to, and the allocation; then the demo's own
 * M-Pesa (tag `demo`): a Paybill payment with any account number, and the simulated phone.
 */
export const paymentsHandlers = [
  http.get('/api/admin/payments', ({ request, response }) =>
    serveStaff(request, STAFF, async () => {
      await settlePrompts();
      return response(200).json(await readPaymentRows());
    }),
  ),

  http.get('/api/admin/leases', ({ request, response }) =>
    serveStaff(request, STAFF, async () => {
      const [leases, properties] = await Promise.all([db.leases.list(), propertiesById()]);
      const summaries = leases.map((lease) => leaseSummary(lease, properties.get(lease.propertyId)));
      summaries.sort((a, b) =>
        a.propertyName === b.propertyName
          ? a.unit.localeCompare(b.unit, 'en', { numeric: true })
          : a.propertyName.localeCompare(b.propertyName, 'en'),
      );
      return response(200).json(summaries);
    }),
  ),

  http.post('/api/admin/payments/{id}/allocation', ({ request, params, response }) =>
    serveStaff(request, STAFF, async () => {
      const { body, problem } = await validBody<PaymentAllocation>('allocatePayment', request);
      if (problem !== null) return response(400).json({ error: problem });
      const payment = await db.payments.find(params.id);
      if (!payment) return response(404).json({ error: 'No such payment.' });
      if (payment.leaseId !== null)
        return response(409).json({ error: 'This payment is already allocated to a lease.' });
      const lease = await db.leases.find(body.leaseId);
      if (!lease) return response(404).json({ error: 'No such lease.' });
      const allocated = await db.payments.change(payment.id, { leaseId: lease.id });
      return response(200).json(await readPaymentRow(allocated ?? payment));
    }),
  ),

  // ---- The demo's M-Pesa (mock API only) ----

  /** A Paybill payment arrives (Safaricom's C2B confirmation): Matched by pay reference, else Unmatched. */
  http.post('/api/demo/paybill-payments', ({ request, response }) =>
    serveDemo(async () => {
      const { body, problem } = await validBody<DemoPaybillPayment>('sendDemoPaybillPayment', request);
      if (problem !== null) return response(400).json({ error: problem });
      const lease = leaseForAccountNumber(await db.leases.list(), body.accountNumber);
      received += 1;
      const id = `pm-pb-${Date.now().toString(36)}${received}${Math.random().toString(36).slice(2, 6)}`;
      const { date, time } = dateStamp(new Date());
      const phone = body.phone ?? lease?.tenantPhone ?? '254799000000';
      const payment: StoredPayment = {
        id,
        leaseId: lease?.id ?? null,
        date,
        time,
        amountKes: body.amountKes,
        channel: 'paybill',
        receipt: mpesaReceiptNumber(id, date),
        accountNumber: body.accountNumber.trim(),
        phone,
        payerName: lease && lease.tenantPhone === phone ? lease.tenantName : 'M-Pesa customer',
      };
      await db.payments.add(payment);
      return response(201).json(await readPaymentRow(payment));
    }),
  ),

  /** The Phone panel: the prompts still waiting for a PIN (not those answered automatically), oldest first. */
  http.get('/api/demo/mpesa-prompts', ({ response }) =>
    serveDemo(async () => {
      const prompts = (await settlePrompts()).filter((p) => promptPending(p) && p.autoAnswer === null);
      prompts.sort((a, b) => (a.requestedAt < b.requestedAt ? -1 : a.requestedAt > b.requestedAt ? 1 : 0));
      return response(200).json(prompts.map(phonePrompt));
    }),
  ),

  /** The Phone panel's Send (PIN) or Cancel. */
  http.post('/api/demo/mpesa-prompts/{checkoutRequestId}/answer', ({ request, params, response }) =>
    serveDemo(async () => {
      const { body, problem } = await validBody<DemoMpesaPromptAnswer>('answerDemoMpesaPrompt', request);
      if (problem !== null) return response(400).json({ error: problem });
      const stored = await db.mpesaPrompts.find(params.checkoutRequestId);
      if (!stored) return response(404).json(NOT_FOUND);
      const prompt = await settlePrompt(stored);
      if (!promptPending(prompt))
        return response(409).json({ error: 'This prompt is no longer waiting for an answer.' });
      return response(200).json(promptStatus(await answerByHand(prompt, body)));
    }),
  ),
];
