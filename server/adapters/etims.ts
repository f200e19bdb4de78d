import { ETIMS_SYSTEM_NAME } from '../../src/config/tax-facts';
import { hash } from '../domain/data/mpesa';

/*
 * KRA's eTIMS (electronic Tax Invoice Management System) as the server uses it
 * (docs/api-server.md, 'Tax documents'): every invoice the firm issues is registered with it
 * at the moment of issue, and eTIMS answers with the control unit (CU) invoice number that
 * ties the invoice to KRA's records; the invoice prints it. Which invoices are issued, when,
 * and for how much is the domain's (server/domain/tax-documents.ts); this only registers one.
 *
 * This server has one implementation, `simulatedEtims`, named as such: no request leaves the
 * machine. A real one goes here: eTIMS's OSCU/VSCU API (the firm's PIN, branch and the
 * communication key KRA issues with the device), `saveTrnsSalesList` with the invoice's
 * lines, answering the CU's receipt number and signature.
 */

/** One invoice to register: the firm's own number, whom it bills, for what, how much, on which day. */
export interface EtimsInvoice {
  invoiceNumber: string;
  buyer: string;
  description: string;
  amountKes: number;
  issuedOn: string;
}

export interface EtimsAdapter {
  /** As the invoices, the docs and the logs name it. */
  readonly name: string;
  /** Registers the invoice; answers its CU invoice number. */
  register(invoice: EtimsInvoice): Promise<string>;
}

/** The simulated control unit's serial number: 'KRACU' and ten digits, as a CU's. */
export const SIMULATED_CU_SERIAL = 'KRACU0100004217';

/**
 * The simulated eTIMS: a CU invoice number in the real shape, the control unit's serial, a
 * slash and the invoice's number on that unit (KRACU0100004217/38521). The same invoice
 * number always gets the same CU number, so a test can foresee it.
 */
export const simulatedEtims: EtimsAdapter = {
  name: ETIMS_SYSTEM_NAME,
  register(invoice) {
    return Promise.resolve(
      `${SIMULATED_CU_SERIAL}/${10_000 + (hash(`etims|${invoice.invoiceNumber}`) % 90_000)}`,
    );
  },
};

/** The eTIMS this server registers its invoices with. */
export const etims: EtimsAdapter = simulatedEtims;
