-- The documents of a finished month's owner statement (docs/product-rules.md, 'Owners';
-- docs/api-server.md, 'Tax documents'): the management fee's invoice, registered with eTIMS,
-- and the withholding certificate where tax was deducted. One row per document, stored like
-- the other records (server/db/table-store.ts): { id, propertyId, month, kind ('fee-invoice'
-- or 'withholding-certificate'), number, reference (the certificate's iTax PRN; null for an
-- invoice), issuedOn }. A statement (a property and a month) has at most one of each kind:
-- the unique index holds it whatever the requests do at once, so the numbers issued the
-- first time are the ones every later read answers. Documents are issued as they are first
-- read: a new data set, and a data set made before this migration, start with none.

CREATE TABLE tax_documents (id text PRIMARY KEY, position bigint NOT NULL DEFAULT nextval('item_position'), data jsonb NOT NULL);
CREATE UNIQUE INDEX tax_documents_statement ON tax_documents ((data->>'propertyId'), (data->>'month'), (data->>'kind'));
