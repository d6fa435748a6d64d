// The framework's ceiling for bench/load.ts (issue 20): a minimal Remix 2 app with the same versions,
// compiler and future flags as Cantiere, rendering the sites list's 50 rows from the same projection
// with one query. Built by the bench (`remix build` in this folder); not part of the product.
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: true,
  },
};
