#!/usr/bin/env python3
# label-positions.py — adds a UCI engine's evaluation to positions for parlour-tune
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# docs/computer.md, "Tuning". Reads the lines parlour-tune extract prints
# ("RESULT<tab>FEN", RESULT White's: 1, 0.5 or 0) and prints each with its
# target instead: LAMBDA times the engine's verdict after a search of NODES
# nodes, as White's expected score 1 / (1 + 10^(-cp/400)) (a mate counts 1
# or 0), plus (1 - LAMBDA) times the game's result.
#
#   tools/tune/label-positions.py --engine=/usr/games/fairy-stockfish \
#       [--variant=crazyhouse] [--nodes=5000] [--lambda=0.5] < IN > OUT
import argparse
import subprocess
import sys


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument('--engine', required=True)
    parser.add_argument('--variant', default=None, help="the engine's UCI_Variant")
    parser.add_argument('--nodes', type=int, default=5000)
    parser.add_argument('--lambda', dest='lam', type=float, default=0.5)
    args = parser.parse_args()

    engine = subprocess.Popen([args.engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True, bufsize=1)

    def send(line):
        engine.stdin.write(line + '\n')

    def wait_for(prefix):
        while True:
            line = engine.stdout.readline()
            if not line:
                sys.exit('label-positions: the engine quit')
            if line.startswith(prefix):
                return line

    send('uci')
    wait_for('uciok')
    if args.variant:
        send('setoption name UCI_Variant value ' + args.variant)
    send('isready')
    wait_for('readyok')
    for number, line in enumerate(sys.stdin, 1):
        line = line.rstrip('\n')
        if not line:
            continue
        try:
            result, fen = line.split('\t')
            result = float(result)
        except ValueError:
            sys.exit(f'label-positions: line {number}: not "RESULT<tab>FEN"')
        send('position fen ' + fen)
        send(f'go nodes {args.nodes}')
        verdict = None
        while True:
            out = engine.stdout.readline()
            if not out:
                sys.exit('label-positions: the engine quit')
            words = out.split()
            if words and words[0] == 'bestmove':
                break
            if 'score' in words:
                i = words.index('score')
                if words[i + 1] == 'cp':
                    verdict = 1 / (1 + 10 ** (-int(words[i + 2]) / 400))
                elif words[i + 1] == 'mate':
                    verdict = 1.0 if int(words[i + 2]) > 0 else 0.0
        if verdict is None:
            continue
        if fen.split()[1] == 'b':
            verdict = 1 - verdict
        target = args.lam * verdict + (1 - args.lam) * result
        print(f'{target:.4f}\t{fen}')
    send('quit')
    engine.wait()


if __name__ == '__main__':
    main()
