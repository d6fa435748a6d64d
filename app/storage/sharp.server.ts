// sharp (libvips) loaded at its first use: a process that never reads or writes an image does not
// map the library (17 MB of a process's memory at start, bench/RESULTS-load.md, session 50).
type Sharp = typeof import("sharp").default;

let loaded: Promise<Sharp> | null = null;

/** sharp's function, imported once. */
export function loadSharp(): Promise<Sharp> {
  loaded ??= import("sharp").then((m) => m.default);
  return loaded;
}
