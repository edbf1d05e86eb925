#!/usr/bin/env python3
# test-tune.py — parlour-tune extracts quiet positions and lowers the error
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-tune.py PARLOUR_TUNE
#
# docs/computer.md, "Tuning". TAP output. extract: a game met twice is taken
# once, a position where the side to move can win a pawn by the exchange or is
# in check is left out, a quiet one is kept, each with the game's result for
# White. tune: the weights it prints predict the positions no worse than the
# defaults, all of them are printed, the royal's opening ranks stay bounded,
# --only moves only the weights it names, and a bad line or variant is named.

import os
import re
import subprocess
import sys
import tempfile

tune = sys.argv[1]
results = []


def check(name, ok, detail=""):
    results.append((name, ok, detail))


GAMES = """[Event "a"]
[Result "0-1"]

1. d4 e5 2. Nf3 e4 3. Nfd2 Bb4 4. c3 Bd6 5. e3 Nf6 6. Bc4 O-O 7. O-O Re8
8. Re1 Nc6 9. a3 a6 10. b4 b5 11. Ba2 Bb7 12. Bb2 Qe7 13. Qb3 Kh8 0-1

[Event "the same again"]
[Result "0-1"]

1. d4 e5 2. Nf3 e4 3. Nfd2 Bb4 4. c3 Bd6 5. e3 Nf6 6. Bc4 O-O 7. O-O Re8
8. Re1 Nc6 9. a3 a6 10. b4 b5 11. Ba2 Bb7 12. Bb2 Qe7 13. Qb3 Kh8 0-1

[Event "checks"]
[Result "1/2-1/2"]

1. e4 e5 2. Bc4 Bc5 3. Bxf7+ Kxf7 4. Qh5+ g6 5. Qxe5 Qe7 6. Qxh8 Nf6 1/2-1/2
"""

with tempfile.TemporaryDirectory() as tmp:
    pgn = os.path.join(tmp, "games.pgn")
    with open(pgn, "w") as f:
        f.write(GAMES)
    run = subprocess.run([tune, "extract", "--skip=0", pgn], capture_output=True, text=True)
    check("extract succeeds", run.returncode == 0, run.stderr)
    check("a repeated game is taken once", "2 games (1 repeated ones left out)" in run.stderr,
          run.stderr)
    lines = [line.split("\t") for line in run.stdout.splitlines()]
    fens = {fen.rsplit(" ", 2)[0]: result for result, fen in lines}
    pairs = {(fen.rsplit(" ", 2)[0], result) for result, fen in lines}
    start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"
    check("the start is quiet, with each game's result",
          (start, "0") in pairs and (start, "0.5") in pairs, str(lines[:2]))
    check("a pawn that can be won by the exchange is no quiet position",
          "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq -" not in fens)
    check("a position after 1. d4 is kept",
          "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq -" in fens)
    check("a position in check is no quiet position",
          "rnbqk1nr/pppp1Bpp/8/2b1p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq -" not in fens and
          "rnbq2nr/pppp2pp/8/2b1pk2/4P2Q/8/PPPP1PPP/RNB1K1NR b KQ -" not in fens)
    check("a quiet position of the third game is kept",
          "rnbqk1nr/pppp1ppp/8/2b1p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq -" in fens)
    check("a draw is 0.5", "0.5" in fens.values(), str(set(fens.values())))
    check("every result is White's", set(fens.values()) <= {"1", "0", "0.5"})

    positions = os.path.join(tmp, "positions.txt")
    with open(positions, "w") as f:
        f.write(run.stdout)
    run = subprocess.run([tune, "tune", "--variant=chess", "--passes=2", "--threads=2", positions],
                         capture_output=True, text=True)
    check("tune succeeds", run.returncode == 0, run.stderr)
    errors = [float(x) for x in re.findall(r"error ([0-9.]+)", run.stderr)]
    check("the error after tuning is no larger than the defaults'",
          len(errors) >= 2 and errors[-1] <= errors[0], run.stderr)
    printed = dict(re.findall(r"^  ([a-z_]+(?:\[\d\])*) = (-?\d+),$", run.stdout, re.M))
    check("every weight is printed", len(printed) >= 200, run.stdout)
    royal = [int(printed.get("class_rank_mg[5][%d]" % i, "0")) for i in range(8)]
    check("the royal gains nothing by walking up in the opening",
          all(royal[i] <= royal[i - 1] for i in range(1, 8)), str(royal))

    run = subprocess.run([tune, "tune", "--variant=chess", "--passes=0", positions],
                         capture_output=True, text=True)
    defaults = dict(re.findall(r"^  ([a-z_]+(?:\[\d\])*) = (-?\d+),$", run.stdout, re.M))
    run = subprocess.run([tune, "tune", "--variant=chess", "--passes=2", "--only=class_value",
                          positions], capture_output=True, text=True)
    only = dict(re.findall(r"^  ([a-z_]+(?:\[\d\])*) = (-?\d+),$", run.stdout, re.M))
    moved = {name for name in defaults if only.get(name) != defaults[name]}
    check("with --only, only the weights named so move",
          run.returncode == 0 and len(only) == len(defaults) and
          all(name.startswith("class_value") for name in moved), str(sorted(moved)))

    with open(positions, "a") as f:
        f.write("1.5\t8/8/8/8/8/8/8/K1k5 w - - 0 1\n")
    bad_line = sum(1 for _ in open(positions))
    run = subprocess.run([tune, "tune", "--variant=chess", positions], capture_output=True, text=True)
    check("a target above 1 is named with its line",
          run.returncode == 1 and f"positions.txt: line {bad_line}:" in run.stderr and "1.5" in run.stderr,
          run.stderr)
    run = subprocess.run([tune, "tune", "--variant=nonesuch", positions], capture_output=True,
                         text=True)
    check("an unknown variant is named", run.returncode == 1 and "nonesuch" in run.stderr,
          run.stderr)
    run = subprocess.run([tune, "extract", os.path.join(tmp, "missing.pgn")], capture_output=True,
                         text=True)
    check("a missing file is named", run.returncode == 1 and "missing.pgn" in run.stderr,
          run.stderr)

    run = subprocess.run([tune, "tune", "--variant=chess", "--only=nonesuch", positions],
                         capture_output=True, text=True)
    check("--only naming no weight is named", run.returncode == 1 and "--only=nonesuch" in run.stderr
          and run.stdout == "", run.stderr)
    run = subprocess.run([tune, "tune", "--variant=chess", "--threads=0", positions],
                         capture_output=True, text=True)
    check("a bad number of threads is named", run.returncode == 1 and "--threads=0" in run.stderr,
          run.stderr)
    run = subprocess.run([tune, "extract", "--skip=ten", pgn], capture_output=True, text=True)
    check("a bad number of plies to skip is named",
          run.returncode == 1 and "--skip=ten" in run.stderr and run.stdout == "", run.stderr)

print("1..%d" % len(results))
for i, (name, ok, detail) in enumerate(results, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
    if not ok and detail:
        for line in detail.splitlines():
            print("# " + line)
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
