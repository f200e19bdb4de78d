import { hash } from '../domain/data/mpesa';

/*
 * KRA's iTax as the server uses it (docs/api-server.md, 'Tax documents'): tax the firm
 * withholds from an owner's rent (MRI as the owner's appointed agent, or the 30% withholding
 * tax on a non-resident's rent) is paid to KRA with a payment slip generated on iTax, whose
 * payment registration number (PRN) the withholding certificate quotes. Which months bear a
 * certificate, and for how much, is the domain's (server/domain/tax-documents.ts); this only
 * registers the payment.
 *
 * This server has one implementation, `simulatedItax`, named as such: no request leaves the
 * machine. A real one goes here: the withholding return filed on iTax under the firm's PIN
 * (MRI or withholding tax on rent), answering the PRN of its payment slip.
 */

/** A month's tax withheld from one property's rent, to register for payment. */
export interface WithholdingRemittance {
  /** The certificate it is paid under (one per property and month). */
  certificateNumber: string;
  kind: 'mri' | 'non-resident';
  /** The tax period, 'YYYY-MM'. */
  month: string;
  taxKes: number;
  /** The day the slip is generated ('YYYY-MM-DD'). */
  on: string;
}

export interface ItaxAdapter {
  /** As the docs and the logs name it. */
  readonly name: string;
  /** Generates the payment slip; answers its payment registration number (PRN). */
  registerPayment(remittance: WithholdingRemittance): Promise<string>;
}

/**
 * The simulated iTax: a PRN of digits only, the year and month the slip was generated and
 * eight more (20261104172946). The same certificate and day always get the same PRN, so a
 * test can foresee it.
 */
export const simulatedItax: ItaxAdapter = {
  name: 'iTax (simulated)',
  registerPayment({ certificateNumber, on }) {
    const serial = String(hash(`itax|${certificateNumber}|${on}`) % 100_000_000).padStart(8, '0');
    return Promise.resolve(`${on.slice(0, 4)}${on.slice(5, 7)}${serial}`);
  },
};

/** The iTax this server registers its withholding payments with. */
export const itax: ItaxAdapter = simulatedItax;
