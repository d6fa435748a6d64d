/**
 * ESLint: TypeScript, plus the import boundaries of the architecture (STYLE.md):
 * - app/domain imports no I/O, no Remix, no React, nothing from app/events, app/routes, app/ui, app/auth;
 * - code that runs in the browser (app/ui, app/entry.client.tsx) imports no *.server module
 *   (with the classic compiler such a module becomes an empty module in the browser and fails at run time);
 * - the layers import only downwards (issue 21): events ↛ ui/areas/auth/routes, storage ↛ auth,
 *   areas ↛ routes/api, runtime ↛ seed (the start script seeds), events ↛ http/areas;
 * - app/events/queries reads no clock: `today` and `now` come in as parameters;
 * - app/domain reads no clock and no randomness: the time and the ids come in with the command.
 */
const noSkippedTests = [
  { selector: "CallExpression[callee.object.name='test'][callee.property.name=/^(only|skip|fixme)$/]", message: "A skipped or focused test proves nothing." },
  { selector: "CallExpression[callee.object.name='it'][callee.property.name=/^(only|skip)$/]", message: "A skipped or focused test proves nothing." },
  { selector: "CallExpression[callee.object.name='describe'][callee.property.name=/^(only|skip)$/]", message: "A skipped or focused test proves nothing." },
];

// a form's state outlives a successful save when the page stays mounted (JavaScript on): its
// command id must come from the loader, or the next save repeats the first one's (issue 10)
const commandIdRule = {
  selector: "MemberExpression[property.name='value'][object.type='MemberExpression'][object.property.name=/^(commandId|batchId)$/]",
  message: "Render the command id the loader issued for this form, never the form state's copy of it.",
};

// every text of a URL's query is read through one input rule, `queryParams`
// (app/domain/shared/query-params.ts): NUL, lone surrogates and over-long values never reach SQL,
// and every name read is one the route fuzz test sends (issue 42 M2, ADR-0099). Writing a URL's
// query (set, delete, append) is fine; reading it any other way is not.
const queryMessage = "Read the URL's query through queryParams (~/domain/shared/query-params): one input rule for every query text (ADR-0099).";
const queryRule = [
  {
    selector: "MemberExpression[property.name='searchParams']:not(MemberExpression[property.name=/^(set|delete|append|sort)$/] > MemberExpression.object)",
    message: queryMessage,
  },
  { selector: "CallExpression[callee.object.name='searchParams'][callee.property.name=/^(get|getAll|has|entries|keys|values|forEach)$/]", message: queryMessage },
];

// every redirect whose target is not a literal path goes through localRedirect / localPath, which
// take only a same-origin path and percent-encode it to ASCII: a character outside Latin-1 in a
// Location header throws after the action ran (issue 42 M2, ADR-0099)
const redirectRule = {
  selector: "CallExpression[callee.name='redirect'][arguments.0.type!='Literal']:not([arguments.0.callee.name='localPath'])",
  message: "Redirect to a target built from anything but a literal with localRedirect (~/http/local-redirect.server) or through localPath (~/domain/shared/local-path): ADR-0099.",
};

// app/domain is deterministic: `now` and the ids come in with the command (STYLE.md, "A route module" 4)
const noClockOrChance = [
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: "app/domain reads no clock: take `now` from the command's metadata." },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "app/domain reads no clock: `new Date()` without an argument is now; take it from the command's metadata." },
  { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: "app/domain draws no random numbers: ids and tokens come in with the command." },
];

// the layers import only downwards (issue 21 §2); the base zones keep app/domain pure
const domainZones = [
  { target: "./app/domain", from: "./app/events", message: "The domain is pure: no event store." },
  { target: "./app/domain", from: "./app/routes", message: "The domain is pure: no routes." },
  { target: "./app/domain", from: "./app/ui", message: "The domain is pure: no UI." },
  { target: "./app/domain", from: "./app/auth", message: "The domain is pure: no auth I/O." },
  { target: "./app/domain", from: "./app/db.server.ts", message: "The domain is pure: no database." },
];
const layerZones = [
  { target: "./app/events", from: "./app/ui", message: "The event store and its queries sit below the UI: move the piece they need down (app/domain), or build the view in app/ui." },
  { target: "./app/events", from: "./app/areas", message: "The event store and its queries sit below the areas: move the piece they need down." },
  { target: "./app/events", from: "./app/auth", message: "The event store and its queries sit below auth: take an Actor (~/domain/access/actor), not a CurrentUser." },
  { target: "./app/events", from: "./app/routes", message: "The event store and its queries never import a route." },
  { target: "./app/storage", from: "./app/auth", message: "Storage sits below auth: the application secret is ~/app-secret.server." },
  { target: "./app/runtime.server.ts", from: "./app/seed", message: "The runtime seeds nothing: the start script does (server.mjs → entry.server seedDemoDataIfEmpty)." },
];
// app/events/queries runs SQL and returns rows (issue 21 §2): no clock (the caller passes `today` or
// `now`, so a test or a report can ask for any day), and nothing from app/http above it (the URL's
// parameters come in parsed)
const queryZones = [
  {
    target: "./app/events/queries",
    from: "./app/clock.server.ts",
    message: "A query reads no clock: take `today` / `now` as a parameter; the route, app/http or the area's command or page builder passes zurichToday() / nowIso().",
  },
  { target: "./app/events", from: "./app/http", message: "The event store and its queries sit below app/http: take the parameters it parses (app/http/list-requests.server.ts), never import it." },
];
const areaZones = [
  { target: "./app/areas", from: "./app/routes", message: "An area's commands and page builders sit below the routes." },
  { target: "./app/areas", from: "./app/api", message: "An area's commands and page builders sit below the JSON API: the API calls them, never the other way." },
];

module.exports = {
  root: true,
  parser: "@typescript-eslint/parser",
  parserOptions: { ecmaVersion: 2023, sourceType: "module", ecmaFeatures: { jsx: true } },
  env: { node: true, browser: true, es2023: true },
  plugins: ["@typescript-eslint", "import"],
  extends: ["eslint:recommended", "plugin:@typescript-eslint/recommended"],
  // the `~/` alias resolved as tsconfig.json says, so the zones below see aliased imports (scripts/eslint-resolver.cjs)
  settings: { "import/resolver": { [require.resolve("./scripts/eslint-resolver.cjs")]: { extensions: [".ts", ".tsx", ".js", ".mjs"] } } },
  ignorePatterns: ["build/", "public/build/", "node_modules/", ".cache/", "test-results/", "data/"],
  rules: {
    "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    "@typescript-eslint/no-explicit-any": "error",
    "no-restricted-syntax": ["error", ...noSkippedTests, commandIdRule],
    // every form is read by parseForm (app/ui/forms/parse.ts): control characters and overlong texts
    // refused beside their field, zod's English messages never shown (issue 10)
    "no-restricted-imports": ["error", { paths: [{ name: "@conform-to/zod", message: "Parse forms with parseForm from ~/ui/forms/parse." }] }],
    "import/no-restricted-paths": ["error", { zones: [...domainZones, ...layerZones, ...queryZones, ...areaZones] }],
  },
  overrides: [
    {
      files: ["app/domain/**"],
      rules: { "no-restricted-syntax": ["error", ...noSkippedTests, commandIdRule, ...noClockOrChance] },
    },
    {
      files: ["app/routes/**", "app/areas/**", "app/http/**", "app/api/**", "app/auth/**", "app/pdf/**", "app/storage/**"],
      excludedFiles: ["**/*.unit.test.ts", "**/*.unit.test.tsx"],
      rules: { "no-restricted-syntax": ["error", ...noSkippedTests, commandIdRule, ...queryRule, redirectRule] },
    },
    { files: ["app/ui/forms/parse.ts", "**/*.unit.test.ts", "**/*.unit.test.tsx"], rules: { "no-restricted-imports": "off" } },
    {
      files: ["app/domain/**"],
      rules: {
        "@typescript-eslint/no-restricted-imports": [
          "error",
          {
            patterns: [
              { group: ["postgres", "@electric-sql/*", "@remix-run/*", "react", "react-dom", "react/*", "node:*", "fs", "path", "crypto", "~/events/*", "~/routes/*", "~/ui/*", "~/auth/*", "~/db.server", "*.server"], message: "app/domain is pure: no I/O, Remix, React or server modules." },
            ],
          },
        ],
      },
    },
    {
      files: ["app/ui/**", "app/entry.client.tsx"],
      // a *.server module under app/ui (csv.server.ts, theme.server.ts) is server code itself
      excludedFiles: ["app/ui/**/*.server.ts", "app/ui/**/*.server.tsx"],
      rules: {
        "@typescript-eslint/no-restricted-imports": [
          "error",
          { patterns: [{ group: ["*.server", "**/*.server"], message: "Browser code never imports a *.server module.", allowTypeImports: true }] },
        ],
      },
    },
    {
      files: ["app/domain/**/*.unit.test.ts", "app/domain/shared/testing.ts"],
      rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [{ group: ["postgres", "@remix-run/*", "react", "~/events/*", "*.server"], message: "Unit tests stay pure." }] }] },
    },
  ],
};
