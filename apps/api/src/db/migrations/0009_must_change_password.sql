-- Accounts whose password an administrator set (created with an initial password, or reset) must choose
-- their own before anything else. Existing accounts, the demo ones included, chose theirs: false.
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;