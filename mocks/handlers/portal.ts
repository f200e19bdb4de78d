import { toMpesaPhone } from '../../src/features/payments/mpesa-phone';
import type { MpesaPaymentRequest } from '../../src/types/api.gen';
import {
  MPESA_ACCEPTED,
  MPESA_AMOUNT_TEXT,
  MPESA_MAX_PAYMENT_KES,
  MPESA_MIN_PAYMENT_KES,
  MPESA_PENDING_TEXT,
  MPESA_PHONE_TEXT,
} from '../data/mpesa';
import { db } from '../db';
import { FORBIDDEN, http, NOT_FOUND, readJson, SIGNED_IN, validBody } from '../http';
import { newPrompt, promptPending, promptStatus, settlePrompt, settlePrompts } from '../mpesa';
import {
  leaseSummary,
  maySeeLease,
  maySeeProperty,
  ownedProperty,
  ownerNameOf,
  ownerPortfolio,
  paymentReceipt,
  propertiesById,
  propertyStatement,
  readLeaseAccount,
  readOwnerTables,
  statementMonths,
} from '../portal';
import { activeMpesaAutoAnswer } from '../scenario';
import { serveAccount } from '../serve';

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/** A Kenyan mobile number already in Daraja's form, 2547XXXXXXXX or 2541XXXXXXXX (the app converts what was typed). */
const isMpesaPhone = (value: unknown): value is string =>
  typeof value === 'string' && toMpesaPhone(value) === value;
const validAmount = (value: unknown): boolean =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= MPESA_MIN_PAYMENT_KES &&
  value <= MPESA_MAX_PAYMENT_KES;

/**
 * The customer portal's operations (product rules, 'Payments'): every
 * signed-in account gets its own; a user sees and pays only the leases they rent (403 for
 * any other), staff any. Reads settle the M-Pesa prompts first, so a payment shows at once.
 */
export const portalHandlers = [
  http.get('/api/portal/me', ({ request, response }) =>
    serveAccount(request, SIGNED_IN, async (account) => {
      const [leases, properties, units] = await Promise.all([
        db.leases.list(),
        db.properties.list(),
        db.units.list(),
      ]);
      const byId = new Map(properties.map((p) => [p.id, p]));
      const me = account.user.id;
      return response(200).json({
        leases: leases
          .filter((l) => l.tenantUserId === me)
          .map((l) => leaseSummary(l, byId.get(l.propertyId))),
        properties: properties
          .filter((p) => p.ownerUserId === me)
          .map((p) => ownedProperty(p, units, leases)),
      });
    }),
  ),

  // The owner view (product rules, 'Owners'): only the person's own properties, and of their
  // tenants only a first name and initial.
  http.get('/api/portal/owner', ({ request, response }) =>
    serveAccount(request, SIGNED_IN, async (account) => {
      await settlePrompts();
      const [properties, tables] = await Promise.all([db.properties.list(), readOwnerTables()]);
      const own = properties.filter((p) => p.ownerUserId === account.user.id);
      return response(200).json(ownerPortfolio(own, tables));
    }),
  ),

  http.get('/api/portal/properties/{propertyId}/statements/{month}', ({ request, params, response }) =>
    serveAccount(request, SIGNED_IN, async (account) => {
      const property = await db.properties.find(params.propertyId);
      if (!property) return response(404).json(NOT_FOUND);
      if (!maySeeProperty(account, property)) return response(403).json(FORBIDDEN);
      await settlePrompts();
      const tables = await readOwnerTables();
      if (!statementMonths(property, tables).includes(params.month)) return response(404).json(NOT_FOUND);
      return response(200).json(propertyStatement(property, params.month, tables, ownerNameOf(property)));
    }),
  ),

  http.get('/api/portal/leases/{leaseId}/account', ({ request, params, response }) =>
    serveAccount(request, SIGNED_IN, async (account) => {
      const lease = await db.leases.find(params.leaseId);
      if (!lease) return response(404).json(NOT_FOUND);
      if (!maySeeLease(account, lease)) return response(403).json(FORBIDDEN);
      await settlePrompts();
      return response(200).json(await readLeaseAccount(lease));
    }),
  ),

  // 'Pay with M-Pesa': an STK push, acknowledged at once; the answer comes later.
  http.post('/api/portal/leases/{leaseId}/mpesa-payments', ({ request, params, response }) =>
    serveAccount(request, SIGNED_IN, async (account) => {
      const lease = await db.leases.find(params.leaseId);
      if (!lease) return response(404).json(NOT_FOUND);
      if (!maySeeLease(account, lease)) return response(403).json(FORBIDDEN);
      // The form's own words first, then the contract's check of the rest of the body.
      const raw = await readJson(request);
      const phone = field(raw, 'phone');
      if (!isMpesaPhone(phone)) return response(400).json({ error: MPESA_PHONE_TEXT });
      if (!validAmount(field(raw, 'amountKes'))) return response(400).json({ error: MPESA_AMOUNT_TEXT });
      const { body, problem } = await validBody<MpesaPaymentRequest>('startMpesaPayment', request);
      if (problem !== null) return response(400).json({ error: problem });

      // One prompt at a time per lease and per phone (Daraja's 1001: a transaction in progress).
      const prompts = await settlePrompts();
      if (prompts.some((p) => promptPending(p) && (p.leaseId === lease.id || p.phone === body.phone)))
        return response(409).json({ error: MPESA_PENDING_TEXT });

      const prompt = newPrompt(lease, account.user.id, body.phone, body.amountKes, activeMpesaAutoAnswer());
      await db.mpesaPrompts.add(prompt);
      return response(202).json({
        merchantRequestId: prompt.merchantRequestId,
        checkoutRequestId: prompt.id,
        responseCode: '0' as const,
        responseDescription: MPESA_ACCEPTED,
        customerMessage: MPESA_ACCEPTED,
      });
    }),
  ),

  http.get('/api/portal/mpesa-payments/{checkoutRequestId}', ({ request, params, response }) =>
    serveAccount(request, SIGNED_IN, async (account) => {
      const prompt = await db.mpesaPrompts.find(params.checkoutRequestId);
      if (!prompt) return response(404).json(NOT_FOUND);
      const lease = await db.leases.find(prompt.leaseId);
      if (!lease || !maySeeLease(account, lease)) return response(403).json(FORBIDDEN);
      return response(200).json(promptStatus(await settlePrompt(prompt)));
    }),
  ),

  http.get('/api/portal/receipts/{paymentId}', ({ request, params, response }) =>
    serveAccount(request, SIGNED_IN, async (account) => {
      await settlePrompts();
      const payment = await db.payments.find(params.paymentId);
      const lease = payment?.leaseId ? await db.leases.find(payment.leaseId) : undefined;
      if (!payment || !lease) return response(404).json(NOT_FOUND);
      if (!maySeeLease(account, lease)) return response(403).json(FORBIDDEN);
      return response(200).json(
        paymentReceipt(payment, lease, (await propertiesById()).get(lease.propertyId)),
      );
    }),
  ),
];
