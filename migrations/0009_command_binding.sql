-- A command id means one command, once (ADR-0001, 2026-11-24): the stored outcome is bound to what
-- the id was issued for — the command type (already stored), the record it targets and the actor.
-- A repeat of the same command gets the first outcome; the same id for anything else is refused.
-- Rows recorded before this migration have no target and no actor: they are matched on the
-- command type and the stream, as before.
ALTER TABLE commands
  ADD COLUMN actor_id bigint,
  -- the stream for a command on an existing record; 'new:<sequence>' for a command that numbers one
  ADD COLUMN target text;
