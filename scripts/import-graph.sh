#!/bin/sh
# Draws the web app's imports with dependency-cruiser, as text (one "from → to" line each), into
# docs/imports/: `npm run graph`. Every arrow points down: app → features → records →
# components/lib → shared (the rules that keep it so: .dependency-cruiser.cjs, in `npm test`).
set -e
cruise() {
  npx depcruise src/web --config .dependency-cruiser.cjs --output-type text --collapse "$1" | sort -u
}
cruise '^src/web/(app|features|records|components|lib)/|^src/shared/' >docs/imports/web-layers.txt
cruise '^src/web/(app|components|lib)/|^src/web/(features|records)/[^/]+/|^src/shared/' >docs/imports/web-slices.txt
