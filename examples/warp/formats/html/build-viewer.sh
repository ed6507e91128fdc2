#!/usr/bin/env bash
# Rebuilds three-viewer.js from the pinned npm packages of package.json (three.js, MIT; the
# bundle keeps its licence comment). Run by hand when three.js is updated; the result is
# committed so that building and installing the tool needs no network.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$here/package.json" "$here/viewer-entry.js" "$work/"
(cd "$work" && npm install --no-audit --no-fund --silent &&
    npx esbuild viewer-entry.js --bundle --minify --format=iife --legal-comments=eof --outfile=three-viewer.js)
cp "$work/three-viewer.js" "$here/three-viewer.js"
sha256sum "$here/three-viewer.js"
