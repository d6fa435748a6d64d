# Cantiere's container image (ADR-0008). It needs DATABASE_URL at run time: the image sets
# CANTIERE_REQUIRE_DATABASE_URL=1, so it never runs the embedded store with demo accounts (ADR-0002).
#
#   docker build -t cantiere .
#   docker run -p 3000:3000 -e SESSION_SECRET=… \
#     -e MIGRATION_DATABASE_URL=postgres://cantiere_owner:…@db:5432/cantiere \
#     -e DATABASE_URL=postgres://cantiere_app:…@db:5432/cantiere cantiere
#
# Two roles (README "Deployment", ADR-0032): the owner migrates, the app's role may only read and
# append events. Stricter: migrate as a release step and give the app DATABASE_URL alone:
#   docker run --rm -e MIGRATION_DATABASE_URL=… -e DATABASE_URL=… cantiere npm run db:migrate
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://cantiere_app:…@db:5432/cantiere -e SESSION_SECRET=… cantiere

# --- build: all dependencies, the Remix build, then only production dependencies ---------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
# why: nothing in the image may fetch a browser; PDFs use Debian's Chromium (ADR-0005)
ENV PUPPETEER_SKIP_DOWNLOAD=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
# why before npm ci: its postinstall patches the database driver so a connection reset cannot end
# the process (ADR-0096); without the script there the install stops
COPY scripts/patch-postgres.mjs scripts/postinstall.mjs ./scripts/
RUN npm ci --no-audit --no-fund
COPY . .
# why mkdir: git keeps no empty folders, and the runtime stage copies pdf-templates/ even before it has files
# why scripts/build.mjs: `npm run build`'s own build, which stops esbuild's service before exiting (ADR-0046)
RUN mkdir -p pdf-templates && node scripts/build.mjs
RUN npm prune --omit=dev

# --- runtime: Node, Debian's Chromium and fonts, the built app --------------------------------
FROM node:20-bookworm-slim AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-dejavu-core ca-certificates \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    CHROMIUM_PATH=/usr/bin/chromium \
    CANTIERE_REQUIRE_DATABASE_URL=1 \
    PORT=3000
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/migrations ./migrations
COPY --from=build /app/pdf-templates ./pdf-templates
# app/ and tsconfig.json: the scripts (npm run db:seed, user:create, projections:*) run app code
# through tsx, which resolves the ~/ imports from tsconfig.json; the translations are read from app/locales
COPY --from=build /app/app ./app
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/server.mjs /app/package.json /app/tsconfig.json ./
USER node
EXPOSE 3000
# start-period: the first start migrates and may rebuild projections before it listens.
# /readyz: PostgreSQL answers, the migrations are current, the projector is not behind, the process
# is not stopping (README "Operating Cantiere", ADR-0121); no session, no page rendered
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.mjs"]
