-- The owners' payout methods (docs/product-rules.md, 'Owners'): where each owner's payouts
-- go, M-Pesa to a phone or a bank account by Pesalink; staff see them only masked
-- (server/domain/owners.ts). Stored like the other records (server/db/table-store.ts).
-- A data set made before this migration gets the sample payout methods when it runs
-- (server/datasets.ts).

CREATE TABLE payout_methods (id text PRIMARY KEY, position bigint NOT NULL DEFAULT nextval('item_position'), data jsonb NOT NULL);
CREATE INDEX payout_methods_owner ON payout_methods ((data->>'ownerUserId'));
