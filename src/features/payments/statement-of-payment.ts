import type { components } from '../../types/api.gen';

export type StatementRef = components['schemas']['StatementRef'];

/**
 * The owner's statement a matched payment is accounted on: its lease's property, for the
 * month the payment was received (product rules, 'Money owners can trust': the money trail).
 * The server lists it on each payment; staff Payments sets it at once when a payment is
 * allocated.
 */
export const statementOfPayment = (propertyId: string, receivedOn: string): StatementRef => ({
  propertyId,
  month: receivedOn.slice(0, 7),
});
