import { config } from '../src/config/env';
import type { OwnerPortfolio, OwnerStatement } from '../src/types/api.gen';
import type { SignedInSession } from './fixtures';

/** What the test server answers the signed-in person's GET of `path`, as the app's own call gets it. */
export async function served<T>(session: SignedInSession, path: string): Promise<T> {
  const response = await fetch(`${config.apiBase}${path}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  return (await response.json()) as T;
}

/** The month of the owner's last finished statement of a property: its newest statement month before this one. */
export async function lastStatementMonth(session: SignedInSession, propertyId: string): Promise<string> {
  const portfolio = await served<OwnerPortfolio>(session, '/api/portal/owner');
  const months = portfolio.properties.find((p) => p.id === propertyId)!.statementMonths;
  return months.find((m) => m < portfolio.month)!;
}

/** The owner's last finished statement of a property, as served. */
export async function lastStatement(session: SignedInSession, propertyId: string): Promise<OwnerStatement> {
  const month = await lastStatementMonth(session, propertyId);
  return served<OwnerStatement>(session, `/api/portal/properties/${propertyId}/statements/${month}`);
}
