# syntax=docker/dockerfile:1.20
# The shell and every department remote: one Dockerfile, the deployable named by build arguments.
#
# Build from the repository root (the build reads the npm workspace), e.g.
#   docker build -f docker/front-end.Dockerfile --build-arg DEPLOYABLE=mfe-finance --build-arg BASE_PATH=/mfe/finance/ \
#     -t REGISTRY/hotel-pms/mfe-finance:TAG .
# DEPLOYABLE is `shell` (BASE_PATH `/`) or an `mfe-*` folder (BASE_PATH `/mfe/<department>/`, where the
# gateway's remote list and the ingress expect it). Serves the webpack production build at BASE_PATH with
# scripts/front-end-server.ts: content-hashed files cached for a year, index.html, mf-manifest.json and
# remoteEntry.js revalidated on every load.

ARG NODE_BUILD_IMAGE=node:24-bookworm-slim
ARG NODE_RUNTIME_IMAGE=gcr.io/distroless/nodejs24-debian12:nonroot

# Dependencies from the lockfile alone: the same layer for every image of the suite (both
# Dockerfiles), rebuilt only when a package.json or the lockfile changes. No install scripts.
FROM ${NODE_BUILD_IMAGE} AS deps
WORKDIR /repo
COPY --parents package.json package-lock.json */package.json packages/*/package.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund

# The production build (source maps are not shipped), and the file server bundled with esbuild.
FROM deps AS build
ARG DEPLOYABLE
COPY packages/ packages/
COPY gateway/src/ gateway/src/
COPY scripts/bundle-service.ts scripts/front-end-server.ts scripts/
COPY ${DEPLOYABLE}/ ${DEPLOYABLE}/
RUN npm run build --workspace ${DEPLOYABLE} \
 && find ${DEPLOYABLE}/dist -name '*.map' -delete \
 && node scripts/bundle-service.ts --entry scripts/front-end-server.ts --outdir build/front-end-server

# Node, the server and the static files: no shell, uid 65532, read-only root filesystem friendly.
# No HEALTHCHECK: Kubernetes probes /healthz and /readyz (ready once the build is in place).
FROM ${NODE_RUNTIME_IMAGE}
ARG DEPLOYABLE
ARG BASE_PATH
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 STATIC_DIR=/app/public BASE_PATH=${BASE_PATH}
COPY --from=build /repo/build/front-end-server/ ./dist/
COPY --from=build /repo/${DEPLOYABLE}/dist/ ./public/
USER 65532:65532
EXPOSE 8080
ENTRYPOINT ["/nodejs/bin/node", "--enable-source-maps"]
CMD ["dist/index.js"]
