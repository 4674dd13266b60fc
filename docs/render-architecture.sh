#!/usr/bin/env bash
# Renders the pictures of docs/architecture.md from their Graphviz sources,
# docs/architecture-*.dot, to the PNGs beside them, stamps each PNG with the
# SHA-256 of its source, and checks them (.ci/architecture.py, which .ci/run
# runs without Graphviz: a source changed and not rendered again fails).
#
#   apt-get install -y graphviz    # dot; the pictures use DejaVu fonts
#   docs/render-architecture.sh    # after changing a .dot source
set -euo pipefail
cd "$(dirname "$0")/.."
command -v dot >/dev/null || { echo "render-architecture.sh: needs dot (apt-get install graphviz)" >&2; exit 1; }
for source in docs/architecture-*.dot; do
  png="${source%.dot}.png"
  dot -Tpng "$source" -o "$png"
  .ci/architecture.py --stamp "$png"
  echo "$png: $(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(); print("%d x %d" % struct.unpack(">II", d[16:24]))' "$png")"
done
.ci/architecture.py
