-- Every server process caches sign-in sessions for a few seconds; it drops a user's entries as soon as
-- anything that decides their access changes (session revoked or deleted, roles, disabled, forced
-- password change, account deleted). NOTIFY is delivered on commit, to every process, on PostgreSQL
-- and PGlite alike.
CREATE OR REPLACE FUNCTION campus_session_cache_notify() RETURNS trigger AS $$
BEGIN
  -- TG_ARGV[0]: the column holding the user id (users.id, auth_sessions.user_id).
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('campus_session_cache', to_jsonb(OLD) ->> TG_ARGV[0]);
  ELSE
    PERFORM pg_notify('campus_session_cache', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_session_cache_update AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.roles IS DISTINCT FROM NEW.roles OR OLD.disabled IS DISTINCT FROM NEW.disabled
    OR OLD.must_change_password IS DISTINCT FROM NEW.must_change_password
    OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.instance IS DISTINCT FROM NEW.instance)
  EXECUTE FUNCTION campus_session_cache_notify('id');
--> statement-breakpoint
CREATE TRIGGER users_session_cache_delete AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION campus_session_cache_notify('id');
--> statement-breakpoint
CREATE TRIGGER auth_sessions_session_cache_update AFTER UPDATE ON auth_sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
  EXECUTE FUNCTION campus_session_cache_notify('user_id');
--> statement-breakpoint
CREATE TRIGGER auth_sessions_session_cache_delete AFTER DELETE ON auth_sessions FOR EACH ROW
  EXECUTE FUNCTION campus_session_cache_notify('user_id');
