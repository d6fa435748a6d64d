-- Sign-in limits that slow guessing without locking anyone out (ADR-0006, 2026-11-25): failures
-- are counted per (account, address), per account and per address, where "address" is the key the
-- limits count by — the IPv4 address, or the /64 of an IPv6 address. Only counted failures are
-- indexed (never the throttled attempts, which an attacker can send at any rate), so each limit
-- reads at most a bounded number of index entries. 'pending' is an attempt whose password is being
-- checked: it counts as a failure until it is known to be one or not.
ALTER TABLE sign_in_attempts ADD COLUMN address_key text;
-- earlier rows keep their address as the key: right for IPv4; an IPv6 client's address counts as
-- "known" again from its next successful sign-in
UPDATE sign_in_attempts SET address_key = address WHERE address_key IS NULL;

-- The indexes of 0002 on (username, time) and (address, time) would serve the limits' ordered
-- scans too, through every throttled row: the planner picked them over the partial ones. Lookups by
-- username or address (erasure, the audit) keep an index without the time; erasure's
-- "person_id = … OR username …" gets the person index it lacked, or it read the whole table.
DROP INDEX sign_in_attempts_user_idx;
DROP INDEX sign_in_attempts_address_idx;
CREATE INDEX sign_in_attempts_username_idx ON sign_in_attempts (lower(username));
CREATE INDEX sign_in_attempts_address_only_idx ON sign_in_attempts (address);
CREATE INDEX sign_in_attempts_person_idx ON sign_in_attempts (person_id) WHERE person_id IS NOT NULL;

CREATE INDEX sign_in_failures_account_idx ON sign_in_attempts (lower(username), attempted_at)
  WHERE NOT succeeded AND reason IN ('pending', 'unknown', 'inactive', 'wrong_password');
CREATE INDEX sign_in_failures_pair_idx ON sign_in_attempts (lower(username), address_key, attempted_at)
  WHERE NOT succeeded AND reason IN ('pending', 'unknown', 'inactive', 'wrong_password');
CREATE INDEX sign_in_failures_address_idx ON sign_in_attempts (address_key, attempted_at)
  WHERE NOT succeeded AND reason IN ('pending', 'unknown', 'inactive', 'wrong_password');
CREATE INDEX sign_in_successes_pair_idx ON sign_in_attempts (lower(username), address_key, attempted_at)
  WHERE succeeded;
