# One image for every process: the API (node backend/dist/main.js), the mail worker
# (node backend/dist/worker.js) and the one-shot migration (node backend/dist/cli/migrate.js).

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
# No dependency install scripts: every native module used here ships prebuilt binaries.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.json nest-cli.json ./
COPY libs/contracts libs/contracts
COPY backend backend
COPY frontend frontend
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund --ignore-scripts \
 && rm -rf libs/contracts/src backend/src backend/test frontend/src frontend/e2e frontend/public

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
# Workspace packages keep their repository layout: node_modules/@dealer/contracts links to libs/contracts
# and the API serves the site from frontend/dist.
COPY --from=build --chown=node:node /app ./
USER node
EXPOSE 3000
CMD ["node", "backend/dist/start.js"]
