#!/usr/bin/env bash
# Builds (and with PUSH=1 pushes) the suite's images from the repository root: the gateway and every
# service from docker/node-app.Dockerfile, the shell and every remote from docker/front-end.Dockerfile,
# each told which deployable it is by build arguments (docs/deploy.md, "Build and push the images").
#
#   REGISTRY=registry.example.com TAG=0.1.0 PUSH=1 scripts/build-images.sh            # all ten
#   REGISTRY=registry.example.com TAG=0.1.0 scripts/build-images.sh mfe-finance       # one
#   scripts/build-images.sh --dry-run                                                   # print the commands
#
# DOCKER_BUILD overrides the build command (e.g. "docker buildx build --platform linux/amd64,linux/arm64 --push").
set -euo pipefail
cd "$(dirname "$0")/.."

dry_run=""
if [ "${1:-}" = "--dry-run" ]; then dry_run=1; shift; fi
REGISTRY="${REGISTRY:-}"
TAG="${TAG:-dev}"
build="${DOCKER_BUILD:-docker build}"
prefix="${REGISTRY:+$REGISTRY/}hotel-pms"

all=(gateway svc-auth svc-reservations svc-rooms svc-billing shell mfe-reservations mfe-frontdesk mfe-finance mfe-reports)
deployables=("$@")
[ ${#deployables[@]} -gt 0 ] || deployables=("${all[@]}")

run() { if [ -n "$dry_run" ]; then echo "$*"; else "$@"; fi; }

for d in "${deployables[@]}"; do
  case "$d" in
    gateway | svc-*) args=(-f docker/node-app.Dockerfile --build-arg "DEPLOYABLE=$d") ;;
    # The shell is served at /, each remote where the remote list (k8s/base/remotes.json) points.
    shell) args=(-f docker/front-end.Dockerfile --build-arg "DEPLOYABLE=$d" --build-arg "BASE_PATH=/") ;;
    mfe-*) args=(-f docker/front-end.Dockerfile --build-arg "DEPLOYABLE=$d" --build-arg "BASE_PATH=/mfe/${d#mfe-}/") ;;
    *) echo "unknown deployable: $d" >&2; exit 2 ;;
  esac
  # shellcheck disable=SC2086 # DOCKER_BUILD is a command line on purpose
  run $build "${args[@]}" -t "$prefix/$d:$TAG" .
  if [ -n "${PUSH:-}" ]; then run docker push "$prefix/$d:$TAG"; fi
done
