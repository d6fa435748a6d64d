-- command_begin with exclusive locks (ADR-0007, 2026-11-25): a command whose events change rows
-- beyond the one record it names (PersonErased blanks every row of the person) holds the
-- projections it changes that way exclusively, so no other command folds a row it read before the
-- erasure committed and writes the erased text back. The locks are taken in the order of p_names,
-- as command_begin(text[], text) takes its shared ones, so the two never wait on each other in a
-- cycle. The two-argument function stays: it is every other command's first statement.
CREATE FUNCTION command_begin(p_names text[], p_sequence text, p_exclusive text[])
RETURNS TABLE (tables jsonb, new_id bigint)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  n text;
BEGIN
  FOREACH n IN ARRAY coalesce(p_names, ARRAY[]::text[]) LOOP
    IF n = ANY(p_exclusive) THEN
      PERFORM pg_advisory_xact_lock(7204, hashtext(n));
    ELSE
      PERFORM pg_advisory_xact_lock_shared(7204, hashtext(n));
    END IF;
  END LOOP;
  RETURN QUERY
    SELECT coalesce((SELECT jsonb_object_agg(r.name, r.active_table) FROM projection_registry r WHERE r.name = ANY(p_names)), '{}'::jsonb),
           CASE WHEN p_sequence IS NULL THEN NULL ELSE nextval(p_sequence::regclass) END;
END;
$$;
