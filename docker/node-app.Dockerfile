# syntax=docker/dockerfile:1.20
# The gateway and every service: one Dockerfile, the deployable named by a build argument.
#
# Build from the repository root (the build reads the npm workspace), e.g.
#   docker build -f docker/node-app.Dockerfile --build-arg DEPLOYABLE=svc-auth -t REGISTRY/hotel-pms/svc-auth:TAG .
# DEPLOYABLE is `gateway` or a `svc-*` folder. A service's image runs the service (`node dist/index.js`)
# or, as its migration Job, `node dist/index.js migrate`; svc-auth's also has `node dist/create-user.js`
# (docs/deploy.md, "First administrator"). The gateway serves no files: the front ends have their own image.

ARG NODE_BUILD_IMAGE=node:24-bookworm-slim
ARG NODE_RUNTIME_IMAGE=gcr.io/distroless/nodejs24-debian12:nonroot

# Dependencies from the lockfile alone: the same layer for every image of the suite (both
# Dockerfiles), rebuilt only when a package.json or the lockfile changes. No install scripts.
FROM ${NODE_BUILD_IMAGE} AS deps
WORKDIR /repo
COPY --parents package.json package-lock.json */package.json packages/*/package.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund

# One ESM bundle (+ source map) with every dependency inside, and the SQL migrations where the
# bundle looks for them (scripts/bundle-service.ts; the gateway has none).
FROM deps AS build
ARG DEPLOYABLE
COPY packages/contracts/ packages/contracts/
COPY packages/service-kit/ packages/service-kit/
COPY scripts/bundle-service.ts scripts/
COPY ${DEPLOYABLE}/ ${DEPLOYABLE}/
RUN node scripts/bundle-service.ts ${DEPLOYABLE}

# Node and the bundle: no shell, no package manager, no node_modules; uid 65532, and nothing is
# written to the root filesystem, so it runs with readOnlyRootFilesystem. Node is PID 1 and the
# process drains on SIGTERM (service-kit run.ts, gateway/src/index.ts). No HEALTHCHECK: Kubernetes
# probes /healthz and /readyz.
FROM ${NODE_RUNTIME_IMAGE}
ARG DEPLOYABLE
WORKDIR /app
# Memory (docs/performance.md "Memory"; `npm run bench` starts the suite with this ENV and ENTRYPOINT):
# - MALLOC_ARENA_MAX=2: glibc gives each of Node's ~11 threads (libuv's pool compressing answers,
#   V8's compiler and GC helpers) an arena of its own, which it keeps; two are plenty for one event loop.
# - --max-semi-space-size=2 (MiB): V8's young generation grows to 3 × 16 MiB on a machine with
#   gigabytes; an answer's objects die within its request, so 2 MiB halves cost no measurable CPU
#   and keep each process's resident size near 150 MiB under load.
# - --max-old-space-size=256 (MiB): V8 lets the old generation grow to up to 4× what survived the last
#   full collection when the heap limit is sized for a machine with gigabytes (4 GiB here); under the
#   bench the services' heaps filled to 80–110 MiB of which ~30 MiB lived, and the gateway's dead
#   answers held 50 MiB of buffers outside the heap. At a 256 MiB limit it grows it far less:
#   every process peaked at 115–162 MiB instead of 160–221, for 15–25 % more CPU on the
#   100–215 KiB lists (more full collections). It is the heap Node sizes by itself in a
#   container limited to 384 or 512 MiB (the manifests' limits: a 262 MiB heap limit either way), so
#   the bench, `npm start` and a pod now run the same heap.
# - no --enable-source-maps: it parses the bundle's map (1.3–2 MiB) into the heap at start, 45–70
#   MiB resident per process. The map ships in dist/ beside the bundle: NODE_OPTIONS=--enable-source-maps
#   on a pod gives stack traces in TypeScript again (docs/deploy.md).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 MALLOC_ARENA_MAX=2
COPY --from=build /repo/${DEPLOYABLE}/dist/ ./dist/
USER 65532:65532
EXPOSE 8080
ENTRYPOINT ["/nodejs/bin/node", "--max-semi-space-size=2", "--max-old-space-size=256"]
CMD ["dist/index.js"]
