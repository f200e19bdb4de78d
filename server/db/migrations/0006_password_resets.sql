-- Password reset links (docs/product-rules.md, 'Forgot password'; docs/api-server.md,
-- 'Password resets'), kept as sessions are: only a hash of each token, the account it
-- resets, when it stops working (30 minutes after the request), and when it was used or
-- ended by a newer request for the same account. A token works once: the use is one UPDATE
-- that only an unused, unexpired row matches.

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX password_resets_account ON password_resets (account_id);
