// Two database roles (ADR-0032): the owner of the schema runs migrations and projection rebuilds;
// the app's role (DATABASE_URL) reads and writes rows, and may only read and append `events`. A
// table's owner can disable its triggers; the app's role owns nothing, so the append-only triggers
// of ADR-0001 hold even against the app's own connections.
import type { Queryable, Sql } from "./db.server";

/** Tables the app's role may only read: the schema's bookkeeping, changed by migrations and rebuilds. */
const READ_ONLY = new Set(["schema_migrations", "projection_registry"]);
/** Tables the app's role may read and append to, never change. */
const APPEND_ONLY = new Set(["events"]);

/** A role or relation name quoted for SQL text (names come from the catalog or the login, never from a user). */
function quoteName(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export async function currentRole(db: Queryable): Promise<string> {
  const [row] = await db<{ role: string }[]>`SELECT current_user AS role`;
  return row.role;
}

interface Relation {
  name: string;
  kind: "r" | "p" | "v" | "m" | "S";
  identity: boolean;
}

/** The statements that give `role` exactly its privileges on one relation of the schema. */
function privilegesFor(r: Relation): string | null {
  if (r.kind === "S") {
    // an identity column needs no privilege on its sequence to insert; setval on it could only do harm
    return r.identity ? null : "USAGE, SELECT";
  }
  if (r.kind === "v" || r.kind === "m" || READ_ONLY.has(r.name)) return "SELECT";
  if (APPEND_ONLY.has(r.name)) return "SELECT, INSERT";
  return "SELECT, INSERT, UPDATE, DELETE";
}

/**
 * Run by the owner after migrating: every table and sequence of the schema that holds `events`
 * gets exactly the app role's privileges (REVOKE ALL first, in one transaction, so a privilege
 * granted by hand — UPDATE on events, say — does not survive the next start).
 */
export async function grantAppRole(owner: Sql, appRole: string): Promise<void> {
  await owner.begin(async (tx) => {
    const [events] = await tx<{ schema: string; owner: string }[]>`
      SELECT n.nspname AS schema, pg_get_userbyid(c.relowner) AS owner
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.oid = to_regclass('events')`;
    if (!events) throw new Error("no events table: migrate before granting");
    if (events.owner === appRole) {
      throw new Error(`DATABASE_URL logs in as ${appRole}, which owns the events table: the app needs a role of its own (README "Deployment", ADR-0032)`);
    }
    const relations = await tx<Relation[]>`
      SELECT c.relname AS name, c.relkind AS kind,
             EXISTS (SELECT 1 FROM pg_depend d
                     WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'i') AS identity
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ${events.schema} AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
      ORDER BY c.relname`;
    const role = quoteName(appRole);
    const statements = relations.flatMap((r) => {
      const target = `${r.kind === "S" ? "SEQUENCE" : "TABLE"} ${quoteName(events.schema)}.${quoteName(r.name)}`;
      const grant = privilegesFor(r);
      return [`REVOKE ALL ON ${target} FROM ${role}`, ...(grant ? [`GRANT ${grant} ON ${target} TO ${role}`] : [])];
    });
    await tx.unsafe(statements.join(";\n"));
  });
}

/**
 * Refuses an app connection that could rewrite history: a superuser, the owner of `events` (or a
 * member of its role), or a role holding UPDATE, DELETE, TRUNCATE or TRIGGER on it.
 */
export async function assertAppRoleCannotRewrite(app: Queryable): Promise<void> {
  const [r] = await app<{ role: string; superuser: boolean; owner: boolean; privileges: string[] }[]>`
    SELECT current_user AS role, r.rolsuper AS superuser, pg_has_role(current_user, c.relowner, 'MEMBER') AS owner,
           array_remove(ARRAY[
             CASE WHEN has_any_column_privilege(c.oid, 'UPDATE') THEN 'UPDATE' END,
             CASE WHEN has_table_privilege(c.oid, 'DELETE') THEN 'DELETE' END,
             CASE WHEN has_table_privilege(c.oid, 'TRUNCATE') THEN 'TRUNCATE' END,
             CASE WHEN has_table_privilege(c.oid, 'TRIGGER') THEN 'TRIGGER' END], NULL) AS privileges
    FROM pg_class c, pg_roles r
    WHERE c.oid = to_regclass('events') AND r.rolname = current_user`;
  const why = r.superuser
    ? "is a superuser"
    : r.owner
      ? "owns the events table (or is a member of its owner)"
      : r.privileges.length > 0
        ? `holds ${r.privileges.join(", ")} on the events table`
        : null;
  if (why) throw new Error(`MIGRATION_DATABASE_URL is set, but DATABASE_URL's role ${r.role} ${why}: it could rewrite history (README "Deployment", ADR-0032)`);
}

/**
 * The GRANT statements that would give another relation the privileges `relation` has now (its
 * owner's own excluded); none when it does not exist. A rebuild's fresh table and a redefined
 * view keep what the app's role was granted on the ones they replace (ADR-0032).
 */
export async function grantsOf(db: Queryable, relation: string): Promise<(target: string) => string[]> {
  const rows = await db<{ grantee: string; privileges: string[] }[]>`
    SELECT CASE WHEN a.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(pg_get_userbyid(a.grantee)) END AS grantee,
           array_agg(a.privilege_type ORDER BY a.privilege_type) AS privileges
    FROM pg_class c, aclexplode(c.relacl) a
    WHERE c.oid = to_regclass(quote_ident(${relation})) AND a.grantee <> c.relowner
    GROUP BY a.grantee`;
  return (target) => rows.map((r) => `GRANT ${r.privileges.join(", ")} ON TABLE ${target} TO ${r.grantee}`);
}

/** Gives `to` the privileges `from` has (see grantsOf). */
export async function copyGrants(db: Queryable, from: string, to: string): Promise<void> {
  for (const statement of (await grantsOf(db, from))(quoteName(to))) await db.unsafe(statement);
}
