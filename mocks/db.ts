import { DEMO_ACCOUNTS, EXPIRED_TOKEN, type DemoAccount } from './data/accounts';

/**
 * The mock API's in-memory state. Tokens are self-describing (`demo.<userId>.<n>`)
 * so a session survives a page reload, as it would against a real API.
 */
let accounts: DemoAccount[] = structuredClone([...DEMO_ACCOUNTS]);
let issued = 0;

export const db = {
  findByEmail: (email: string) =>
    accounts.find((a) => a.user.email.toLowerCase() === email.trim().toLowerCase()),
  findById: (id: string) => accounts.find((a) => a.user.id === id),
  issueToken(userId: string): string {
    issued += 1;
    return `demo.${userId}.${Date.now().toString(36)}${issued}`;
  },
  /** The account a bearer token belongs to, or undefined for missing, unknown or expired tokens. */
  accountForToken(token: string | null): DemoAccount | undefined {
    if (!token || token === EXPIRED_TOKEN) return undefined;
    const match = /^demo\.([\w-]+)\.\w+$/.exec(token);
    return match?.[1] ? this.findById(match[1]) : undefined;
  },
  setPassword(userId: string, password: string) {
    accounts = accounts.map((a) => (a.user.id === userId ? { ...a, password } : a));
  },
  reset() {
    accounts = structuredClone([...DEMO_ACCOUNTS]);
    issued = 0;
  },
};

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}
