// ./schema for the routes' loaders and actions (ADR-0143): a route imports from here what only they use,
// so the browser build, which drops the loader and the action, links neither ./schema nor zod.
// Named, never `export *`: esbuild 0.17 drops the start of a module re-exported with `*` from a
// side-effect-free file when a form also imports it on demand, and the names came out undefined.
export { dailyLogOf, removeEntrySchema, reviseEntrySchema, writeEntrySchema } from "./schema";
