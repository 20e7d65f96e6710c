# syntax=docker/dockerfile:1
# The production image: built in one stage, run in another as a user without privileges, on Node's current LTS.
# Every setting it uses is one the README's table documents (the app reads them in src/server/config.ts).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Everything the build needs (vite, typescript); the runtime stage keeps only the production dependencies.
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/gradewise \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# DATA_DIR holds uploads on their way in (and, without S3_BUCKET, the photos): the one place the app writes.
RUN mkdir -p /var/lib/gradewise && chown node:node /var/lib/gradewise
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "dist/node/server/main.js"]
