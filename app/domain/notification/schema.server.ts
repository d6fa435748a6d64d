// ./schema for the routes' loaders and actions (ADR-0143): a route imports from here what only they use,
// so the browser build, which drops the loader and the action, links neither ./schema nor zod.
export * from "./schema";
