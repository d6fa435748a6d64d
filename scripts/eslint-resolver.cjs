// The import resolver ESLint's import rules use: the `~/` alias of tsconfig.json ("~/*" → "./app/*"),
// then Node's resolution. Without it `import/no-restricted-paths` cannot see where `~/…` leads, and
// every zone would pass an aliased import unseen (issue 21 §2).
const path = require("node:path");
const nodeResolver = require("eslint-import-resolver-node");

const APP = path.resolve(__dirname, "..", "app");

exports.interfaceVersion = 2;
exports.resolve = function resolve(source, file, config) {
  const aliased = source.startsWith("~/") ? path.join(APP, source.slice(2)) : source;
  return nodeResolver.resolve(aliased, file, config);
};
