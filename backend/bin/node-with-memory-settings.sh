#!/bin/sh
# Runs Node with the memory settings the API and the worker are measured and shipped with: `npm start`, `npm run
# start:worker`, the Docker image and `npm run bench:api` all start them through this file. None changed scan time or
# the API's CPU per call (README, "memory"):
# - MALLOC_ARENA_MAX=2: glibc gives every thread that allocates its own malloc arena and seldom returns their free
#   memory; the scan threads left ~100 MB behind after each burst of scans.
# - MALLOC_MMAP_THRESHOLD_=131072: large buffers, such as a photo's pixels, go back to the system when freed rather than
#   stay in an arena (~50 MB after a burst of scans).
# - --v8-pool-size=2: V8's background threads, four by default, compiled PGlite's WebAssembly at the same time and left
#   ~60 MB in malloc.
# - --max-semi-space-size=8: V8's young generation grows to two 16 MB halves under a burst of requests and keeps them
#   until the process has idled for a while; at 8 MB the API was ~15 MB smaller right after a burst of analyses, its
#   requests per second unchanged (`npm run bench:api`, part 2). At 4 MB more objects lived long enough to be
#   promoted, and it was no smaller. V8 takes it for the scan threads too, over their own resourceLimits
#   (libs/body-scan/src/pool/scanner-pool.ts says what that was measured to mean).
# Usage: sh backend/bin/node-with-memory-settings.sh <script> [arguments]. MALLOC_* values already in the environment
# win; the Node flags are always these.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
exec node --v8-pool-size=2 --max-semi-space-size=8 "$@"
