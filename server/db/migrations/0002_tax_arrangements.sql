-- The owners' tax arrangements (docs/product-rules.md, 'Owners'): one row per arrangement an
-- owner has had, each from its start month; the statement of a month follows the latest
-- that had started by then. Stored like the other records (server/db/table-store.ts).
-- A data set made before this migration gets the sample arrangements when it runs
-- (server/datasets.ts).

CREATE TABLE tax_arrangements (id text PRIMARY KEY, position bigint NOT NULL DEFAULT nextval('item_position'), data jsonb NOT NULL);
CREATE INDEX tax_arrangements_owner ON tax_arrangements ((data->>'ownerUserId'));
