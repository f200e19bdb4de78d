import { beforeAll, describe, expect, it } from 'vitest';
import { MRI_TAX_FACTS, NON_RESIDENT_RENT_TAX_FACTS } from '../../src/config/tax-facts';
import type { OwnerSummary, TaxArrangementChange } from '../../src/types/api.gen';
import { DEMO_ACCOUNTS } from './data/accounts';
import {
  dayOf,
  INVESTOR_USER_ID,
  monthStart,
  OWNER_USER_ID,
  portalSeed,
  RESIDENT_OWNER_USER_ID,
  type StoredPayoutMethod,
  type StoredProperty,
  type StoredTaxArrangement,
  type StoredUnit,
} from './data/portal';
import { sampleToday } from './data/sample-dates';
import { db } from './db';
import { type CategorisedEntry, ownerStatement } from './owner-statement';
import {
  arrangementsOf,
  maskedPhone,
  mriNotApplicableReason,
  type OwnersTables,
  ownerSummaries,
  ownerSummary,
  payoutMethodLabel,
  readOwnersTables,
  setTaxArrangement,
  taxArrangementProblem,
} from './owners';
import { inDataset } from '../testing';

// The Owners screen's rules (product rules, 'Owners'): the owners' summaries, which tax
// arrangement fits an owner and in what words it is refused, the masked payout methods.

const TODAY = '2025-03-18';

describe('payoutMethodLabel: never the whole number', () => {
  // prettier-ignore
  it.each<[string, StoredPayoutMethod, string]>([
    ['M-Pesa: 07XX, the first four and last three digits', { id: 'a', ownerUserId: 'o', kind: 'mpesa', phone: '254722481315' }, 'M-Pesa 0722 ••• 315'],
    ['M-Pesa on a 01XX number', { id: 'a', ownerUserId: 'o', kind: 'mpesa', phone: '254112345678' }, 'M-Pesa 0112 ••• 678'],
    ['a bank account: its last four digits', { id: 'a', ownerUserId: 'o', kind: 'bank', bank: 'Equity Bank', accountNumber: '0170299184821' }, 'Equity Bank ••• 4821'],
    ['another bank', { id: 'a', ownerUserId: 'o', kind: 'bank', bank: 'KCB Bank', accountNumber: '1190442039034' }, 'KCB Bank ••• 9034'],
  ])('%s', (_case, method, label) => {
    expect(payoutMethodLabel(method)).toBe(label);
  });
});

describe('maskedPhone: the first four digits and last three, as written locally', () => {
  it.each([
    ['254712345678', '0712 ••• 678'],
    ['254112345678', '0112 ••• 678'],
    ['0722481315', '0722 ••• 315'],
  ])('%s is %s', (phone, masked) => {
    expect(maskedPhone(phone)).toBe(masked);
  });
});

describe('mriNotApplicableReason: MRI applies to residential rent within the band', () => {
  const residential: Pick<StoredProperty, 'use'> = {};
  const commercial: Pick<StoredProperty, 'use'> = { use: 'commercial' };
  // prettier-ignore
  it.each<[string, Pick<StoredProperty, 'use'>[], number, OwnerSummary['mriNotApplicableReason']]>([
    ['just below the band', [residential], MRI_TAX_FACTS.lowerThresholdKes - 1, 'rent-outside-band'],
    ['the band’s lower end', [residential], MRI_TAX_FACTS.lowerThresholdKes, null],
    ['within the band', [residential], 2_052_000, null],
    ['the band’s upper end', [residential], MRI_TAX_FACTS.upperThresholdKes, null],
    ['just above the band', [residential], MRI_TAX_FACTS.upperThresholdKes + 1, 'rent-outside-band'],
    ['every property commercial', [commercial, commercial], 0, 'commercial-property'],
    ['a residential property among commercial ones: its rent decides', [commercial, { use: 'residential' }], 600_000, null],
    ['a residential property among commercial ones, its rent small', [commercial, residential], 120_000, 'rent-outside-band'],
  ])('%s', (_case, properties, yearly, reason) => {
    expect(mriNotApplicableReason(properties, yearly)).toBe(reason);
  });
});

describe('taxArrangementProblem: which arrangement fits the owner, in the words the screen shows', () => {
  type Owner = Pick<OwnerSummary, 'residency' | 'yearlyResidentialRentKes' | 'mriNotApplicableReason'>;
  const inBand: Owner = {
    residency: 'resident',
    yearlyResidentialRentKes: 2_052_000,
    mriNotApplicableReason: null,
  };
  const small: Owner = {
    residency: 'resident',
    yearlyResidentialRentKes: 240_000,
    mriNotApplicableReason: 'rent-outside-band',
  };
  const commercial: Owner = {
    residency: 'resident',
    yearlyResidentialRentKes: 0,
    mriNotApplicableReason: 'commercial-property',
  };
  const abroad: Owner = {
    residency: 'non-resident',
    yearlyResidentialRentKes: 2_880_000,
    mriNotApplicableReason: null,
  };
  const agent = (changes: Partial<TaxArrangementChange> = {}): TaxArrangementChange => ({
    kind: 'appointed-agent',
    fromMonth: '2025-04',
    appointmentReference: 'KRA/MRI/AGT/00999',
    appointedOn: '2025-03-10',
    ...changes,
  });
  const of = (
    kind: TaxArrangementChange['kind'],
    changes: Partial<TaxArrangementChange> = {},
  ): TaxArrangementChange => ({
    kind,
    fromMonth: '2025-04',
    ...changes,
  });

  const PAST = 'The start month cannot be before this month: earlier statements never change.';
  const NON_RESIDENT = "A non-resident owner's rent bears withholding tax (30%).";
  const RESIDENT = "A resident owner's rent bears MRI, not non-resident withholding tax.";
  const REFERENCE = "Enter KRA's reference of the appointment.";
  const DATE = 'Enter the date of the appointment.';
  const FUTURE = 'The appointment date cannot be in the future.';
  const REASON = 'Choose why MRI does not apply.';
  const APPLIES =
    "MRI applies to this owner's rent: KES 2,052,000 a year, within KES 288,000 to KES 15,000,000.";
  const OUTSIDE_BAND =
    "MRI does not apply to this owner's rent: Yearly residential rent outside KES 288,000 to KES 15,000,000.";
  const COMMERCIAL = "MRI does not apply to this owner's rent: Commercial property.";

  // prettier-ignore
  it.each<[string, Owner, TaxArrangementChange, string | null]>([
    // The start month, by today's date.
    ['from last month', inBand, of('owner-files', { fromMonth: '2025-02' }), PAST],
    ['from last year’s month', inBand, of('owner-files', { fromMonth: '2024-12' }), PAST],
    ['from this month', inBand, of('owner-files', { fromMonth: '2025-03' }), null],
    ['from next year', inBand, of('owner-files', { fromMonth: '2026-01' }), null],
    // Residency.
    ['a non-resident owner, owner files MRI', abroad, of('owner-files'), NON_RESIDENT],
    ['a non-resident owner, the firm as agent', abroad, agent(), NON_RESIDENT],
    ['a non-resident owner, MRI does not apply', abroad, of('not-applicable', { notApplicableReason: 'rent-outside-band' }), NON_RESIDENT],
    ['a non-resident owner, withholding tax', abroad, of('non-resident'), null],
    ['a resident owner, withholding tax', inBand, of('non-resident'), RESIDENT],
    ['a resident owner outside the band, withholding tax', small, of('non-resident'), RESIDENT],
    ['a resident owner files MRI', inBand, of('owner-files'), null],
    // The firm as appointed agent: KRA's reference and the date of the appointment.
    ['an appointment', inBand, agent(), null],
    ['an appointment without its reference', inBand, agent({ appointmentReference: undefined }), REFERENCE],
    ['an appointment with a null reference', inBand, agent({ appointmentReference: null }), REFERENCE],
    ['an appointment with a blank reference', inBand, agent({ appointmentReference: '   ' }), REFERENCE],
    ['an appointment without its date', inBand, agent({ appointedOn: null }), DATE],
    ['an appointment left out its date', inBand, agent({ appointedOn: undefined }), DATE],
    ['an appointment dated tomorrow', inBand, agent({ appointedOn: '2025-03-19' }), FUTURE],
    ['an appointment dated today', inBand, agent({ appointedOn: TODAY }), null],
    // Where MRI does not apply, neither withheld nor filed fits.
    ['an appointment of a small owner', small, agent(), OUTSIDE_BAND],
    ['a small owner files MRI', small, of('owner-files'), OUTSIDE_BAND],
    ['an owner of commercial property files MRI', commercial, of('owner-files'), COMMERCIAL],
    // MRI does not apply: only for a reason that holds for the owner.
    ['rent outside the band, for an owner whose rent is', small, of('not-applicable', { notApplicableReason: 'rent-outside-band' }), null],
    ['a commercial property, for an owner whose every property is', commercial, of('not-applicable', { notApplicableReason: 'commercial-property' }), null],
    ['no reason, for an owner outside the band', small, of('not-applicable'), REASON],
    ['a null reason, for an owner of commercial property', commercial, of('not-applicable', { notApplicableReason: null }), REASON],
    ['rent outside the band, for an owner within it', inBand, of('not-applicable', { notApplicableReason: 'rent-outside-band' }), APPLIES],
    ['a commercial property, for an owner of residential property', inBand, of('not-applicable', { notApplicableReason: 'commercial-property' }), APPLIES],
    ['a commercial property, for an owner outside the band', small, of('not-applicable', { notApplicableReason: 'commercial-property' }), OUTSIDE_BAND],
    ['rent outside the band, for an owner of commercial property', commercial, of('not-applicable', { notApplicableReason: 'rent-outside-band' }), COMMERCIAL],
    // Where MRI applies, that comes first: no reason would hold.
    ['no reason, for an owner within the band', inBand, of('not-applicable'), APPLIES],
    // Fields of another kind are not refused (they are kept as null: setTaxArrangement below).
    ['owner files, with an appointment’s fields and a reason', inBand, of('owner-files', { appointmentReference: '  ', appointedOn: '2099-01-01', notApplicableReason: 'commercial-property' }), null],
    ['withholding tax, with an appointment’s fields', abroad, of('non-resident', { appointmentReference: 'X', appointedOn: '2099-01-01' }), null],
    ['an appointment, with a reason', inBand, agent({ notApplicableReason: 'rent-outside-band' }), null],
    ['MRI does not apply, with an appointment’s fields', small, of('not-applicable', { notApplicableReason: 'rent-outside-band', appointmentReference: '', appointedOn: '2099-01-01' }), null],
  ])('%s', (_case, owner, change, problem) => {
    expect(taxArrangementProblem(owner, change, TODAY)).toBe(problem);
  });

  it('its figures come from the tax facts and the app’s formatter, not literals', () => {
    expect(NON_RESIDENT).toContain(`(${NON_RESIDENT_RENT_TAX_FACTS.ratePercent}%)`);
    const big = { ...inBand, yearlyResidentialRentKes: 14_999_988 };
    expect(
      taxArrangementProblem(big, of('not-applicable', { notApplicableReason: 'rent-outside-band' }), TODAY),
    ).toBe("MRI applies to this owner's rent: KES 14,999,988 a year, within KES 288,000 to KES 15,000,000.");
  });
});

// ---- The summaries ----

const users = DEMO_ACCOUNTS.map((a) => a.user);
const seeded = (today: string): OwnersTables => {
  const seed = portalSeed(today);
  return {
    accounts: users,
    properties: seed.properties,
    units: seed.units,
    taxArrangements: seed.taxArrangements,
    payoutMethods: seed.payoutMethods,
  };
};

describe('ownerSummaries: the demo owners, by name', () => {
  it('Akinyi files MRI herself, David is non-resident, the firm is Ruth’s appointed agent', () => {
    const owners = ownerSummaries(seeded(TODAY), TODAY);
    const since = {
      fromMonth: '2023-03',
      appointmentReference: null,
      appointedOn: null,
      notApplicableReason: null,
    };
    expect(owners).toEqual<OwnerSummary[]>([
      {
        id: RESIDENT_OWNER_USER_ID,
        name: 'Akinyi Odera',
        email: 'resident@example.com',
        residency: 'resident',
        properties: [{ id: 'pr-milimani', name: 'Milimani House', town: 'Kisumu' }],
        yearlyResidentialRentKes: 660_000, // 12 × 55,000
        mriNotApplicableReason: null,
        taxArrangement: { kind: 'owner-files', name: 'Owner files MRI', ...since },
        nextTaxArrangement: null,
        payoutMethod: { kind: 'mpesa', label: 'M-Pesa 0722 ••• 315' },
      },
      {
        id: INVESTOR_USER_ID,
        name: 'David Omwenga',
        email: 'investor@example.com',
        residency: 'non-resident',
        properties: [{ id: 'pr-parklands', name: 'Parklands Heights', town: 'Nairobi' }],
        yearlyResidentialRentKes: 2_880_000, // 12 × 6 × 40,000
        mriNotApplicableReason: null,
        taxArrangement: { kind: 'non-resident', name: 'Non-resident: withholding tax (30%)', ...since },
        nextTaxArrangement: null,
        payoutMethod: { kind: 'bank', label: 'KCB Bank ••• 9034' },
      },
      {
        id: OWNER_USER_ID,
        name: 'Ruth Nyaboke',
        email: 'owner@example.com',
        residency: 'resident',
        properties: [
          { id: 'pr-ouru', name: 'Ouru Heights', town: 'Kisii' },
          { id: 'pr-kilimani', name: 'Kilimani Court', town: 'Nairobi' },
        ],
        // 12 × (Ouru Heights 171,000 + Kilimani Court 186,000)
        yearlyResidentialRentKes: 4_284_000,
        mriNotApplicableReason: null,
        taxArrangement: {
          kind: 'appointed-agent',
          name: 'Firm withholds MRI (appointed agent)',
          fromMonth: '2023-03',
          appointmentReference: 'KRA/MRI/AGT/00173',
          appointedOn: '2023-02-14',
          notApplicableReason: null,
        },
        nextTaxArrangement: null,
        payoutMethod: { kind: 'bank', label: 'Equity Bank ••• 4821' },
      },
    ]);
  });

  it('holds on a year’s end too: the arrangements started two years before', () => {
    const owners = ownerSummaries(seeded('2026-12-31'), '2026-12-31');
    expect(owners.map((o) => [o.name, o.taxArrangement.kind, o.taxArrangement.fromMonth])).toEqual([
      ['Akinyi Odera', 'owner-files', '2024-12'],
      ['David Omwenga', 'non-resident', '2024-12'],
      ['Ruth Nyaboke', 'appointed-agent', '2024-12'],
    ]);
  });

  it('only accounts that own property: no tenant or staff, no property without an account', () => {
    const tables = seeded(TODAY);
    const orphan: StoredProperty = { ...tables.properties[0]!, id: 'pr-orphan', ownerUserId: 'u-gone' };
    const owners = ownerSummaries({ ...tables, properties: [...tables.properties, orphan] }, TODAY);
    expect(owners.map((o) => o.id)).toEqual([RESIDENT_OWNER_USER_ID, INVESTOR_USER_ID, OWNER_USER_ID]);
    expect(ownerSummary('u-user', tables, TODAY)).toBeUndefined();
    expect(ownerSummary('u-admin', tables, TODAY)).toBeUndefined();
    expect(ownerSummary('nobody', tables, TODAY)).toBeUndefined();
  });

  describe('a made-up owner', () => {
    const account = {
      id: 'u-made-up',
      email: 'made-up@example.com',
      firstName: 'Zawadi',
      lastName: 'Achieng',
      role: 'user' as const,
    };
    const property = (id: string, changes: Partial<StoredProperty> = {}): StoredProperty => ({
      id,
      name: `Property ${id}`,
      town: 'Nakuru',
      ownerUserId: account.id,
      ownerResidency: 'resident',
      managementFeePercent: 10,
      ...changes,
    });
    const unit = (propertyId: string, rentKes: number): StoredUnit => ({
      id: `un-${propertyId}-${rentKes}`,
      propertyId,
      unit: 'A',
      bedrooms: 1,
      rentKes,
    });
    const made = (
      properties: StoredProperty[],
      units: StoredUnit[],
      taxArrangements: StoredTaxArrangement[] = [],
    ): OwnerSummary =>
      ownerSummary(
        account.id,
        {
          accounts: [account],
          properties,
          units,
          taxArrangements,
          payoutMethods: [{ id: 'po-z', ownerUserId: account.id, kind: 'mpesa', phone: '254700123456' }],
        },
        TODAY,
      )!;

    it('a bedsitter at KES 20,000 a month: KES 240,000 a year, below the band', () => {
      const owner = made([property('p1')], [unit('p1', 20_000)]);
      expect(owner).toMatchObject({
        name: 'Zawadi Achieng',
        yearlyResidentialRentKes: 240_000,
        mriNotApplicableReason: 'rent-outside-band',
        // None set: the default by residency, from no month.
        taxArrangement: { kind: 'owner-files', fromMonth: null },
        payoutMethod: { kind: 'mpesa', label: 'M-Pesa 0700 ••• 456' },
      });
    });

    it('above the band: KES 1,300,000 a month', () => {
      expect(made([property('p1')], [unit('p1', 1_300_000)]).mriNotApplicableReason).toBe(
        'rent-outside-band',
      );
    });

    it('only commercial property: no residential rent, MRI does not apply', () => {
      const owner = made([property('p1', { use: 'commercial' })], [unit('p1', 300_000)]);
      expect(owner).toMatchObject({
        yearlyResidentialRentKes: 0,
        mriNotApplicableReason: 'commercial-property',
      });
    });

    it('a shop and a house: only the house’s rent counts', () => {
      const owner = made(
        [property('p1', { use: 'commercial' }), property('p2')],
        [unit('p1', 300_000), unit('p2', 30_000)],
      );
      expect(owner).toMatchObject({ yearlyResidentialRentKes: 360_000, mriNotApplicableReason: null });
    });

    it('non-resident when a property says so: withholding tax by default', () => {
      const owner = made([property('p1', { ownerResidency: 'non-resident' })], [unit('p1', 40_000)]);
      expect(owner.residency).toBe('non-resident');
      expect(owner.taxArrangement).toMatchObject({ kind: 'non-resident', fromMonth: null });
    });

    it('the arrangement in force this month, and the earliest set to start after it', () => {
      const none = { appointmentReference: null, appointedOn: null, notApplicableReason: null };
      const arrangement = (fromMonth: string, kind: StoredTaxArrangement['kind']): StoredTaxArrangement => ({
        id: `ta-${fromMonth}`,
        ownerUserId: account.id,
        kind,
        fromMonth,
        ...none,
      });
      const owner = made(
        [property('p1')],
        [unit('p1', 20_000)],
        [
          arrangement('2025-06', 'owner-files'),
          arrangement('2024-01', 'owner-files'),
          arrangement('2025-04', 'not-applicable'),
          arrangement('2025-03', 'not-applicable'),
        ],
      );
      expect(owner.taxArrangement).toMatchObject({
        kind: 'not-applicable',
        fromMonth: '2025-03',
        name: 'MRI does not apply',
      });
      expect(owner.nextTaxArrangement).toEqual({
        kind: 'not-applicable',
        name: 'MRI does not apply',
        fromMonth: '2025-04',
        ...none,
      });
    });

    it('an owner without a payout method is an error in the data, not a made-up label', () => {
      expect(() =>
        ownerSummary(
          account.id,
          {
            accounts: [account],
            properties: [property('p1')],
            units: [],
            taxArrangements: [],
            payoutMethods: [],
          },
          TODAY,
        ),
      ).toThrow(/no payout method/);
    });
  });
});

// ---- Setting an arrangement, in a transaction of the test server's data ----

describe('setTaxArrangement', () => {
  // Opening the in-memory database and seeding the sample data takes seconds on a busy machine: before the tests.
  beforeAll(() => inDataset(async () => undefined), 120_000);

  const today = () => sampleToday();
  const thisMonth = () => today().slice(0, 7);
  const nextMonth = () => monthStart(today(), 1).slice(0, 7);
  const ownersArrangements = (ownerId: string) =>
    inDataset(async () => (await db.taxArrangements.list()).filter((a) => a.ownerUserId === ownerId));

  it('from next month: the arrangements from then on are replaced, this month keeps the one in force', async () => {
    const later = monthStart(today(), 3).slice(0, 7);
    await inDataset(() =>
      setTaxArrangement(OWNER_USER_ID, { kind: 'owner-files', fromMonth: later }, today()),
    );
    const result = await inDataset(() =>
      setTaxArrangement(OWNER_USER_ID, { kind: 'owner-files', fromMonth: nextMonth() }, today()),
    );
    expect(result).toMatchObject({
      outcome: 'set',
      owner: {
        id: OWNER_USER_ID,
        taxArrangement: { kind: 'appointed-agent', appointmentReference: 'KRA/MRI/AGT/00173' },
        nextTaxArrangement: { kind: 'owner-files', name: 'Owner files MRI', fromMonth: nextMonth() },
      },
    });
    expect((await ownersArrangements(OWNER_USER_ID)).map((a) => [a.kind, a.fromMonth])).toEqual([
      ['appointed-agent', monthStart(today(), -24).slice(0, 7)],
      ['owner-files', nextMonth()],
    ]);
  });

  it("a change from next month leaves this month's statement's tax as it was; next month's follows it", async () => {
    const entries = (month: string): CategorisedEntry[] => [
      { id: `c-${month}`, date: `${month}-01`, kind: 'charge', category: 'rent', amountKes: 20_000 },
      {
        id: `p-${month}`,
        date: `${month}-03`,
        kind: 'payment',
        category: 'payment',
        amountKes: 20_000,
        trail: { receipt: 'TC31A2B3C4', phone: '0712 ••• 678', allocation: 'prompt' },
      },
    ];
    const taxIn = async (month: string) => {
      const arrangements = arrangementsOf(await inDataset(() => db.taxArrangements.list()), OWNER_USER_ID);
      return ownerStatement({
        month,
        residency: 'resident',
        arrangements,
        managementFeePercent: 10,
        units: [
          {
            unitId: 'u1',
            unit: 'A1',
            tenant: null,
            entries: [...entries(thisMonth()), ...entries(nextMonth())],
          },
        ],
        expenses: [],
        broughtForwardKes: 0,
      }).tax;
    };
    const before = await taxIn(thisMonth());
    expect(before).toMatchObject({
      kind: 'mri',
      label: 'MRI withheld (7.5%)',
      amountKes: 1_500,
      deducted: true,
    });

    await inDataset(() =>
      setTaxArrangement(OWNER_USER_ID, { kind: 'owner-files', fromMonth: nextMonth() }, today()),
    );
    expect(await taxIn(thisMonth())).toEqual(before);
    expect(await taxIn(nextMonth())).toMatchObject({
      kind: 'mri-due',
      label: 'MRI due from you',
      amountKes: 1_500,
      deducted: false,
    });
  });

  it('from this month: the arrangement in force now is the new one', async () => {
    const result = await inDataset(() =>
      setTaxArrangement(
        RESIDENT_OWNER_USER_ID,
        {
          kind: 'appointed-agent',
          fromMonth: thisMonth(),
          appointmentReference: '  KRA/MRI/AGT/00412 ',
          appointedOn: dayOf(monthStart(today(), 0), 1),
        },
        today(),
      ),
    );
    expect(result).toMatchObject({
      outcome: 'set',
      owner: {
        taxArrangement: {
          kind: 'appointed-agent',
          fromMonth: thisMonth(),
          appointmentReference: 'KRA/MRI/AGT/00412',
        },
        nextTaxArrangement: null,
      },
    });
  });

  it('keeps the fields of its own kind only, as null', async () => {
    await inDataset(() =>
      setTaxArrangement(
        RESIDENT_OWNER_USER_ID,
        {
          kind: 'owner-files',
          fromMonth: nextMonth(),
          appointmentReference: 'KRA/1',
          appointedOn: '2099-01-01',
          notApplicableReason: 'rent-outside-band',
        },
        today(),
      ),
    );
    const stored = (await ownersArrangements(RESIDENT_OWNER_USER_ID)).find(
      (a) => a.fromMonth === nextMonth(),
    );
    expect(stored).toMatchObject({
      kind: 'owner-files',
      appointmentReference: null,
      appointedOn: null,
      notApplicableReason: null,
    });
    expect(stored?.id).toMatch(/^ta-/);
  });

  it('an account that owns no property is unknown; a change that does not fit is refused and nothing is kept', async () => {
    const before = await inDataset(() => db.taxArrangements.list());
    expect(
      await inDataset(() =>
        setTaxArrangement('u-user', { kind: 'owner-files', fromMonth: nextMonth() }, today()),
      ),
    ).toEqual({ outcome: 'unknown-owner' });
    expect(
      await inDataset(() =>
        setTaxArrangement(INVESTOR_USER_ID, { kind: 'owner-files', fromMonth: nextMonth() }, today()),
      ),
    ).toEqual({ outcome: 'refused', problem: "A non-resident owner's rent bears withholding tax (30%)." });
    expect(await inDataset(() => db.taxArrangements.list())).toEqual(before);
  });

  it('the summaries read from the data set are the pure ones', async () => {
    const tables = await inDataset(() => readOwnersTables());
    expect(tables.accounts.map((a) => a.id).sort()).toEqual([
      INVESTOR_USER_ID,
      OWNER_USER_ID,
      RESIDENT_OWNER_USER_ID,
    ]);
    expect(ownerSummaries(tables, today())).toEqual(ownerSummaries(seeded(today()), today()));
  });
});
