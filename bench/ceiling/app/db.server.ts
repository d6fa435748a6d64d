import postgres from "postgres";

/** one pool per process, as in Cantiere */
export const sql = postgres(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres", { max: 10, onnotice: () => {} });
