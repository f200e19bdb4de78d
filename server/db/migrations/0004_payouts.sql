-- The owners' payouts (docs/product-rules.md, 'Payouts'): a statement's net payout sent to the
-- owner's payout method, one row per payout. Stored like the other records
-- (server/db/table-store.ts). A statement (a property and a month) is paid out at most once:
-- the unique index holds it whatever the requests do at once (docs/api-server.md, 'Payouts').
-- A data set made before this migration gets the payouts its statements before last month
-- had (server/datasets.ts).

CREATE TABLE payouts (id text PRIMARY KEY, position bigint NOT NULL DEFAULT nextval('item_position'), data jsonb NOT NULL);
CREATE UNIQUE INDEX payouts_statement ON payouts ((data->>'propertyId'), (data->>'month'));
