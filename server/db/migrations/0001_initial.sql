-- The first schema of a data set (docs/api-server.md, 'Database'). Migrations run in file
-- order, once each, in one transaction per data set (server/db/migrate.ts).
--
-- Each kind of record has its own table: its id, its place in the order it was first
-- written, and the record as the contract shapes it (jsonb). Keys and rules the database
-- itself must hold are columns or indexes of their own: one payment per M-Pesa receipt,
-- one maintenance request per number.

CREATE SEQUENCE item_position;

CREATE TABLE emails (id text PRIMARY KEY, position bigint NOT NULL DEFAULT nextval('item_position'), data jsonb NOT NULL);
CREATE TABLE contact_submissions (id text PRIMARY KEY, position bigint NOT NULL DEFAULT nextval('item_position'), data jsonb NOT NULL);
CREATE TABLE users (id text PRIMARY KEY, position bigint NOT NULL DEFAULT nextval('item_position'), data jsonb NOT NULL);
CREATE TABLE replies (id text PRIMARY KEY, position bigint NOT NULL DEFAULT nextval('item_position'), data jsonb NOT NULL);
CREATE TABLE properties (id text PRIMARY KEY, position bigint NOT NULL DEFAULT nextval('item_position'), data jsonb NOT NULL);
CREATE TABLE units (id text PRIMARY KEY, position bigint NOT NULL DEFAULT nextval('item_position'), data jsonb NOT NULL);
CREATE TABLE leases (id text PRIMARY KEY, position bigint NOT NULL DEFAULT nextval('item_position'), data jsonb NOT NULL);
CREATE TABLE charges (id text PRIMARY KEY, position bigint NOT NULL DEFAULT nextval('item_position'), data jsonb NOT NULL);
CREATE TABLE payments (id text PRIMARY KEY, position bigint NOT NULL DEFAULT nextval('item_position'), data jsonb NOT NULL);
CREATE TABLE mpesa_prompts (id text PRIMARY KEY, position bigint NOT NULL DEFAULT nextval('item_position'), data jsonb NOT NULL);
CREATE TABLE maintenance_requests (id text PRIMARY KEY, position bigint NOT NULL DEFAULT nextval('item_position'), data jsonb NOT NULL);
CREATE TABLE maintenance_photos (id text PRIMARY KEY, position bigint NOT NULL DEFAULT nextval('item_position'), data jsonb NOT NULL);

CREATE UNIQUE INDEX payments_receipt ON payments ((data->>'receipt'));
CREATE UNIQUE INDEX maintenance_requests_number ON maintenance_requests ((data->>'number'));
CREATE INDEX maintenance_photos_request ON maintenance_photos ((data->>'requestId'));

-- A counter per kind of record, bumped in the transaction of every write to it: open
-- screens poll them to know, cheaply, what moved (GET /api/admin/versions).
CREATE TABLE data_versions (name text PRIMARY KEY, version bigint NOT NULL DEFAULT 0);

-- Who may sign in: the user as the contract shapes it, and the password's scrypt hash.
CREATE TABLE accounts (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  data jsonb NOT NULL
);

-- Sessions: only a hash of each token is kept; logout revokes.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

-- The answer to a request that carried an Idempotency-Key, so a retried request gets the
-- first answer instead of acting twice (starting an M-Pesa payment).
CREATE TABLE idempotency_keys (
  account_id text NOT NULL,
  key text NOT NULL,
  operation text NOT NULL,
  status integer NOT NULL,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, key)
);
