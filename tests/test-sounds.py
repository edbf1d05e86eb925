#!/usr/bin/env python3
# test-sounds.py — data/sounds holds exactly what tools/make-sounds.py makes
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-sounds.py SOURCE_ROOT
#
# Runs the generator into a temporary directory and checks, with TAP output,
# that each committed sound is byte-identical to the one made again, is 16-bit
# mono PCM at 44.1 kHz, is short (under a second) and is listed in the app's
# GResource; and that data/sounds holds no sound the generator does not make.

import os
import subprocess
import sys
import tempfile
import wave

root = sys.argv[1]
committed_dir = os.path.join(root, "data", "sounds")
with open(os.path.join(root, "data", "io.github.parlourchess.Parlour.gresource.xml")) as f:
    gresource = f.read()

results = []
with tempfile.TemporaryDirectory() as tmp:
    subprocess.run([sys.executable, os.path.join(root, "tools", "make-sounds.py"), tmp], check=True)
    made = sorted(n for n in os.listdir(tmp) if n.endswith(".wav"))
    committed = sorted(n for n in os.listdir(committed_dir) if n.endswith(".wav"))
    results.append(("the generator makes the committed set", made == committed,
                    "made %s, committed %s" % (made, committed)))
    for name in made:
        path = os.path.join(committed_dir, name)
        with open(os.path.join(tmp, name), "rb") as f:
            fresh = f.read()
        same = os.path.exists(path) and open(path, "rb").read() == fresh
        results.append((name + " is what the generator makes", same,
                        "run tools/make-sounds.py data/sounds"))
        with wave.open(os.path.join(tmp, name)) as w:
            ok = (w.getnchannels() == 1 and w.getsampwidth() == 2 and w.getframerate() == 44100
                  and 0 < w.getnframes() < 44100)
        results.append((name + " is short 16-bit mono at 44.1 kHz", ok, ""))
        results.append((name + " is in the GResource", "sounds/" + name in gresource, ""))

print("1..%d" % len(results))
for i, (what, ok, why) in enumerate(results, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, what))
    if not ok and why:
        print("# " + why)
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
