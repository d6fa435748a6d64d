-- The command path in one statement (ADR-0092). A command that numbers a new record and whose
-- events only create projection rows is written by one autocommit statement: the events, the
-- command's outcome and the projection rows, after command_lock has taken the shared locks of the
-- projections it writes and checked that they still live in the tables the statement names (read
-- in the command's first round trip with the new id, without locks). A rebuild that switched a
-- table in between makes the statement fail with SQLSTATE CT409 before it writes anything, and the
-- command is tried again with the new table. Under READ COMMITTED each statement of a VOLATILE
-- PL/pgSQL function takes a fresh snapshot, so the registry is read after the locks are held, as
-- in command_begin (migration 0006).

-- Inside the writing statement: the shared locks, in the order of p_names (as command_begin takes
-- them), then the check that each projection's table is still the one named at the same index.
CREATE FUNCTION command_lock(p_names text[], p_tables text[])
RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7204, hashtext(n)) FROM unnest(p_names) AS n;
  IF EXISTS (
    SELECT 1 FROM unnest(p_names, p_tables) AS x(name, tbl)
    LEFT JOIN projection_registry r ON r.name = x.name
    WHERE r.active_table IS DISTINCT FROM x.tbl
  ) THEN
    RAISE EXCEPTION 'a projection moved to another table while the command was decided' USING ERRCODE = 'CT409';
  END IF;
  RETURN true;
END;
$$;
