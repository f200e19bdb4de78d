import { etims } from '../../adapters/etims';
import { itax } from '../../adapters/itax';
import { db } from '../../domain/db';
import {
  leaseSummary,
  maySeeLease,
  maySeeProperty,
  ownedProperty,
  ownerPortfolio,
  paymentReceipt,
  propertiesById,
  readLeaseAccount,
  readOwnerTables,
} from '../../domain/portal';
import { portalVersions } from '../../domain/data-versions';
import { settlePrompts } from '../../domain/mpesa';
import {
  feeInvoiceOf,
  ownerStatementOf,
  readStatementWithDocuments,
  type StatementWithDocuments,
  type TaxAuthority,
  withholdingCertificateOf,
} from '../../domain/tax-documents';
import { accountOf, type Answer, FORBIDDEN, json, NOT_FOUND, type Call } from '../operation';

/**
 * KRA's systems a finished month's documents are issued through (server/adapters;
 * docs/api-server.md, 'Tax documents').
 */
const TAX_AUTHORITY: TaxAuthority = { etims, itax };

/**
 * The owner's statement the path names, with its documents (issued now if due:
 * server/domain/tax-documents.ts), or the refusal: 404 for an unknown property, 403 for a
 * property that is not the user's, 404 for a month that is not one of its statement months.
 */
async function statementAsked(call: Call): Promise<StatementWithDocuments | { refusal: Answer }> {
  const { propertyId, month } = call.params as { propertyId: string; month: string };
  const property = await db.properties.find(propertyId);
  if (!property) return { refusal: json(404, NOT_FOUND) };
  if (!maySeeProperty(accountOf(call), property)) return { refusal: json(403, FORBIDDEN) };
  await settlePrompts();
  return (
    (await readStatementWithDocuments(property, month, TAX_AUTHORITY)) ?? { refusal: json(404, NOT_FOUND) }
  );
}

/**
 * The customer portal's reads: every signed-in account gets its own; a user sees only the
 * leases they rent and the properties they own (403 for any other), staff any. Reads settle
 * the M-Pesa prompts first, so a payment shows at once.
 */
export const portalOperations = {
  // Live portal screens (docs/api-server.md, 'Live data'): the versions of what they show,
  // the staff numbers of the same data sets. Prompts are settled first, as for every read.
  async getPortalVersions() {
    await settlePrompts();
    return json(200, await portalVersions());
  },

  async getPortalProfile(call: Call) {
    const [leases, properties, units] = await Promise.all([
      db.leases.list(),
      db.properties.list(),
      db.units.list(),
    ]);
    const byId = new Map(properties.map((p) => [p.id, p]));
    const me = accountOf(call).user.id;
    return json(200, {
      leases: leases.filter((l) => l.tenantUserId === me).map((l) => leaseSummary(l, byId.get(l.propertyId))),
      properties: properties.filter((p) => p.ownerUserId === me).map((p) => ownedProperty(p, units, leases)),
    });
  },

  // The owner view: only the person's own properties, and of their tenants only a first name and initial.
  async getOwnerPortfolio(call: Call) {
    await settlePrompts();
    const [properties, tables] = await Promise.all([db.properties.list(), readOwnerTables()]);
    const own = properties.filter((p) => p.ownerUserId === accountOf(call).user.id);
    return json(200, ownerPortfolio(own, tables));
  },

  async getOwnerStatement(call: Call) {
    const asked = await statementAsked(call);
    if ('refusal' in asked) return asked.refusal;
    return json(200, ownerStatementOf(asked.statement, asked.documents));
  },

  // A finished month's documents (404 while the month is open, or where there is none).
  async getWithholdingCertificate(call: Call) {
    const asked = await statementAsked(call);
    if ('refusal' in asked) return asked.refusal;
    const stored = asked.documents.certificate;
    return stored ? json(200, withholdingCertificateOf(asked.statement, stored)) : json(404, NOT_FOUND);
  },

  async getFeeInvoice(call: Call) {
    const asked = await statementAsked(call);
    if ('refusal' in asked) return asked.refusal;
    const stored = asked.documents.feeInvoice;
    return stored
      ? json(200, feeInvoiceOf(asked.statement, stored, TAX_AUTHORITY.etims.name))
      : json(404, NOT_FOUND);
  },

  async getLeaseAccount(call: Call) {
    const lease = await db.leases.find(call.params.leaseId!);
    if (!lease) return json(404, NOT_FOUND);
    if (!maySeeLease(accountOf(call), lease)) return json(403, FORBIDDEN);
    await settlePrompts();
    return json(200, await readLeaseAccount(lease));
  },

  async getPaymentReceipt(call: Call) {
    await settlePrompts();
    const payment = await db.payments.find(call.params.paymentId!);
    const lease = payment?.leaseId ? await db.leases.find(payment.leaseId) : undefined;
    if (!payment || !lease) return json(404, NOT_FOUND);
    if (!maySeeLease(accountOf(call), lease)) return json(403, FORBIDDEN);
    return json(200, paymentReceipt(payment, lease, (await propertiesById()).get(lease.propertyId)));
  },
};
