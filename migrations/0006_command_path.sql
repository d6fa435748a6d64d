-- The command handler's first statement (ADR-0001): the inline projections' shared locks, their
-- active tables and, for a new record, its id, in one round trip.
-- Inline writers hold a shared advisory lock per projection for their whole transaction; a rebuild
-- takes the exclusive lock to switch tables. Under READ COMMITTED every statement of a VOLATILE
-- PL/pgSQL function takes a fresh snapshot, so the registry is read after the locks are held: a
-- switch cannot slip in between (which took two round trips before).
CREATE FUNCTION command_begin(p_names text[], p_sequence text)
RETURNS TABLE (tables jsonb, new_id bigint)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7204, hashtext(n)) FROM unnest(p_names) AS n;
  RETURN QUERY
    SELECT coalesce((SELECT jsonb_object_agg(r.name, r.active_table) FROM projection_registry r WHERE r.name = ANY(p_names)), '{}'::jsonb),
           CASE WHEN p_sequence IS NULL THEN NULL ELSE nextval(p_sequence::regclass) END;
END;
$$;
