/**
 * M-Pesa facts: the one place they live (product rules, 'Payments'), as the tax facts are
 * for MRI. The per-payment limit is the one a tenant meets; the Daraja field limits are the
 * ones a real STK push request (and the mock that simulates it) must respect. Re-check
 * against Safaricom when `checkedOn` gets old, and add the old figure to the history when
 * one changes.
 */
export const MPESA_FACTS = {
  /** The smallest payment M-Pesa takes. */
  minPerTransactionKes: 1,
  /** The largest single M-Pesa payment, as reported in 2025. */
  maxPerTransactionKes: 250_000,
  /** What one customer may move in a day, since `dailyLimitSince`. */
  maxPerDayKes: 500_000,
  dailyLimitSince: '2023-08-15',
  /** Daraja STK push: `AccountReference` (the Paybill account number) is at most 12 characters. */
  accountReferenceMaxLength: 12,
  /** Daraja STK push: `TransactionDesc` is 1 to 13 characters. */
  transactionDescMaxLength: 13,
  /** The prompt on the phone gives up after this long (result code 1037). */
  stkTimeoutSeconds: 60,
  /** An M-Pesa receipt number: ten capital letters and digits. */
  receiptNumberLength: 10,
  receiptNumberExample: 'QKH94M1Z11',
  checkedOn: '2026-11-24',
  sources: [
    'Safaricom Daraja API, M-Pesa Express (STK push): request fields (PhoneNumber 2547XXXXXXXX or 2541XXXXXXXX, AccountReference at most 12 characters, TransactionDesc at most 13) and result codes',
    'Safaricom and Central Bank of Kenya, August 2023: daily and account limits raised to KES 500,000 from 15 August 2023, the KES 150,000 per-transaction limit unchanged',
    'Central Bank of Kenya, March 2020: per-transaction limit raised to KES 150,000',
    'Kenyan press and guides, 2025: KES 250,000 per transaction',
  ],
} as const;

/**
 * One figure the per-payment limit has had. `from`: the ISO month it took effect (null where
 * no source records it); `lastReported`: the latest month or year a source reports it in force.
 */
export interface MpesaLimitPeriod {
  maxPerTransactionKes: number;
  from: string | null;
  lastReported: string;
  current: boolean;
}

/** How the per-payment limit has moved, oldest first; the current one is `MPESA_FACTS`' figure. */
export const MPESA_LIMIT_HISTORY: readonly MpesaLimitPeriod[] = [
  // Raised from KES 70,000 in March 2020; still in force when the daily limit rose in August 2023.
  { maxPerTransactionKes: 150_000, from: '2020-03', lastReported: '2023-08', current: false },
  // As reported in 2025; the month it changed is not recorded.
  { maxPerTransactionKes: MPESA_FACTS.maxPerTransactionKes, from: null, lastReported: '2025', current: true },
];

/**
 * Whether `text` can be an STK push's `AccountReference`, our lease's pay reference
 * (`KSI-A4`): 1 to 12 letters, digits and dashes.
 */
export const isAccountReference = (text: string): boolean =>
  text.length <= MPESA_FACTS.accountReferenceMaxLength && /^[A-Za-z0-9-]+$/.test(text);
