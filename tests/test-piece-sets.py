#!/usr/bin/env python3
# test-piece-sets.py — every piece set covers every kind, and the generated one is up to date
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-piece-sets.py SOURCE_ROOT
#
# With TAP output, checks that every set in data/pieces has a file for every
# kind and mark that any set has (in both colours: a set that forgets a kind
# would show lettered discs), that every file is well-formed XML with the
# 100 x 100 view box and no width or height (data/pieces/README.md), that
# every file is listed in the pieces GResource and every listed file exists,
# and that data/pieces/medallion is byte for byte what
# tools/make-medallion-pieces.py makes.

import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

root = sys.argv[1]
pieces = os.path.join(root, "data", "pieces")
with open(os.path.join(pieces, "parlour-pieces.gresource.xml")) as f:
    listed = set(re.findall(r">([^<>]+\.svg)</file>", f.read()))

sets = sorted(d for d in os.listdir(pieces) if os.path.isdir(os.path.join(pieces, d)))
files = {s: sorted(n for n in os.listdir(os.path.join(pieces, s)) if n.endswith(".svg"))
         for s in sets}
# the kinds and marks, without the colour: "king", "mitre-forward", "royal-mark"
names = sorted({n.split("-", 1)[1] for s in sets for n in files[s]})

results = []
results.append(("three sets or more: %s" % ", ".join(sets), len(sets) >= 3, ""))
for s in sets:
    for colour in ("white", "black"):
        missing = [n for n in names if "%s-%s" % (colour, n) not in files[s]]
        results.append(("%s has every kind in %s" % (s, colour), not missing,
                        "missing: " + ", ".join(missing)))
    bad = []
    for n in files[s]:
        try:
            svg = ET.parse(os.path.join(pieces, s, n)).getroot()
        except ET.ParseError as e:
            bad.append("%s: %s" % (n, e))
            continue
        if (svg.get("viewBox") != "0 0 100 100" or svg.get("width") is not None
                or svg.get("height") is not None):
            bad.append("%s: the canvas" % n)
    results.append(("%s: every file is well-formed on the 100 x 100 canvas" % s, not bad,
                    "; ".join(bad)))
    unlisted = [n for n in files[s] if "%s/%s" % (s, n) not in listed]
    results.append(("%s: every file is in the GResource" % s, not unlisted,
                    "not listed: " + ", ".join(unlisted)))
gone = sorted(p for p in listed
              if not os.path.exists(os.path.join(pieces, *p.split("/"))))
results.append(("every file in the GResource exists", not gone, ", ".join(gone)))

with tempfile.TemporaryDirectory() as tmp:
    subprocess.run([sys.executable, os.path.join(root, "tools", "make-medallion-pieces.py"), tmp],
                   check=True)
    made = sorted(os.listdir(tmp))
    committed = files.get("medallion", [])
    results.append(("the generator makes the committed medallion set", made == committed,
                    "made %s, committed %s" % (made, committed)))
    stale = []
    for n in made:
        path = os.path.join(pieces, "medallion", n)
        with open(os.path.join(tmp, n), "rb") as f:
            fresh = f.read()
        if not os.path.exists(path) or open(path, "rb").read() != fresh:
            stale.append(n)
    results.append(("medallion is what the generator makes", not stale,
                    "run tools/make-medallion-pieces.py data/pieces/medallion (%s)"
                    % ", ".join(stale)))

print("1..%d" % len(results))
for i, (what, ok, why) in enumerate(results, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, what))
    if not ok and why:
        print("# " + why)
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
