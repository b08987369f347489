# Estate CRM: the built app on Node 20, run as a non-root user.
# docker build -t estate-crm . ; see compose.yaml and README.md ("Production").

FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# The web app (dist/web), the server bundle (dist/server) and the migrated database template
# a fresh DATA_DIR starts from (dist/db-template): what `npm start` builds when stale.
RUN node scripts/build-if-stale.mjs

FROM node:20-slim
WORKDIR /app
# One malloc arena instead of one per thread (zlib's pool, V8's compilers and GC), and V8's young
# generation at most 2 × 8 MB (decision 043). Blocks of 32 KiB and more are mapped on their own,
# so that they go back to the OS when freed: while V8 compiles PGlite's WebAssembly at start-up,
# its compilers' working memory (blocks of 32–64 KiB) took malloc's heap to 80 MB, of which 12 MB
# stayed in use and the rest stayed resident (decision 048). The capacity benchmark runs the
# server with these settings (bench/capacity-server.ts).
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=1 \
    MALLOC_MMAP_THRESHOLD_=32768 \
    NODE_OPTIONS=--max-semi-space-size=8
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist ./dist
# Migrations run at start-up, from the drizzle/ folder beside dist/.
COPY drizzle ./drizzle
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "dist/server/index.js"]
