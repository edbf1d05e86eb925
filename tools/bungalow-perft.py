#!/usr/bin/env python3
# bungalow-perft.py — an independent, brute-force move generator for the
# Bungalow Shatranj family, written from docs/rules/bungalow.md (not from the C
# engine), to check the engine's perft counts and legal move lists.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage:
#   tools/bungalow-perft.py [--variant=bungalow|bungalow-2d|bungalow-forward]
#                           [--fen=FEN] [--divide] DEPTH
#   tools/bungalow-perft.py --moves [--variant=…] [--fen=FEN]   (sorted legal moves)
#   tools/bungalow-perft.py --compare=PATH/TO/parlour-cli --games=N --plies=M [--seed=S]
#       plays random games in Python and, at every position, compares the legal
#       move list with `parlour-cli moves`.
#   tools/bungalow-perft.py --compare=… --random-positions=N [--seed=S]
#       the same on random sparse positions (royals, plain or Leader <kind>,
#       and up to ten random pieces), where checks and pins are common.
#
# Conventions (the same as docs/rules/bungalow.md and notation.md):
#   files a-j = 0-9, ranks 1-10 = 0-9; White moves towards rank 10.
#   A piece is (colour, letter, leader) with colour 'w'/'b', letter one of
#   D H C E A L P M U O T Y G, leader True for a Leader <kind> (`^` in FEN).
#   Moves are (from, to) square pairs or the string 'pass'.
#   Perft counts every legal move, the pass included; it does not stop at a
#   result (four passes, bare royal), like chess perft does not stop at a
#   repetition. A position with the side to move mated simply has no moves.

import random
import subprocess
import sys
import time

SIZE = 10

START = {
    'bungalow': '1hcealech1/dppppppppd/p8p/10/10/10/10/P8P/DPPPPPPPPD/1HCEALECH1 w - - 0 1',
    'bungalow-2d': 'dhcealechd/dppppppppd/p8p/10/10/10/10/P8P/DPPPPPPPPD/DHCEALECHD w - - 0 1',
    'bungalow-forward': 'moutgltuom/yppppppppy/p8p/10/10/10/10/P8P/YPPPPPPPPY/MOUTGLTUOM w - - 0 1',
}
LETTERS = {
    'bungalow': 'DHCEALP',
    'bungalow-2d': 'DHCEALP',
    'bungalow-forward': 'MUOTYGALP',
}

# Pawn start squares for the two-step move (docs/rules/bungalow.md, "Pawns").
def _sq(name):
    return (ord(name[0]) - ord('a'), int(name[1:]) - 1)

PAWN_START = {
    'w': {_sq('a3'), _sq('j3')} | {(f, 1) for f in range(1, 9)},
    'b': {_sq('a8'), _sq('j8')} | {(f, 8) for f in range(1, 9)},
}

KNIGHT = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
CAMEL = [(1, 3), (3, 1), (-1, 3), (-3, 1), (1, -3), (3, -1), (-1, -3), (-3, -1)]
KING = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]
FERZ = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
ALFIL = [(2, 2), (2, -2), (-2, 2), (-2, -2)]
DABBABA = [(2, 0), (-2, 0), (0, 2), (0, -2)]
ORTHO = [(1, 0), (-1, 0), (0, 1), (0, -1)]


def on(f, r):
    return 0 <= f < SIZE and 0 <= r < SIZE


def name(sq):
    return 'abcdefghij'[sq[0]] + str(sq[1] + 1)


class Position:
    def __init__(self, variant, fen=None):
        self.variant = variant
        self.board = {}
        fen = fen or START[variant]
        fields = fen.split()
        rows = fields[0].split('/')
        assert len(rows) == SIZE, 'ranks'
        for i, row in enumerate(rows):
            r = SIZE - 1 - i
            f = 0
            j = 0
            while j < len(row):
                c = row[j]
                if c.isdigit():
                    n = c
                    if j + 1 < len(row) and row[j + 1].isdigit():
                        n += row[j + 1]
                        j += 1
                    f += int(n)
                    j += 1
                    continue
                leader = False
                if j + 1 < len(row) and row[j + 1] == '^':
                    leader = True
                    j += 1
                assert c.upper() in LETTERS[variant], 'letter ' + c
                self.board[(f, r)] = ('w' if c.isupper() else 'b', c.upper(), leader)
                f += 1
                j += 1
            assert f == SIZE, 'files'
        self.side = fields[1]
        self.halfmove = int(fields[4]) if len(fields) > 4 else 0
        self.fullmove = int(fields[5]) if len(fields) > 5 else 1
        self.passes = 0

    def fen(self):
        rows = []
        for r in range(SIZE - 1, -1, -1):
            s, empty = '', 0
            for f in range(SIZE):
                p = self.board.get((f, r))
                if p is None:
                    empty += 1
                    continue
                if empty:
                    s += str(empty)
                    empty = 0
                s += p[1] if p[0] == 'w' else p[1].lower()
                if p[2]:
                    s += '^'
            if empty:
                s += str(empty)
            rows.append(s)
        return '/'.join(rows) + ' %s - - %d %d' % (self.side, self.halfmove, self.fullmove)

    # ---- piece movement -------------------------------------------------
    def targets(self, sq, piece):
        """(square, capture_only) pairs a piece may go to, ignoring check:
        empty squares and enemy-occupied squares it can reach."""
        colour, letter, _ = piece
        fwd = 1 if colour == 'w' else -1
        f0, r0 = sq
        out = []
        b = self.board

        def leap(deltas):
            for df, dr in deltas:
                t = (f0 + df, r0 + dr)
                if on(*t) and (t not in b or b[t][0] != colour):
                    out.append(t)

        if letter == 'D':
            leap(DABBABA)
        elif letter == 'H':
            leap(KNIGHT)
        elif letter == 'C':
            leap(CAMEL)
        elif letter == 'E':
            leap(ALFIL)
        elif letter == 'A':
            leap(FERZ)
        elif letter == 'L':
            leap(KING)
        elif letter == 'U':
            # the Hump: the forward camel leaps only
            leap([(df, dr * fwd) for df, dr in CAMEL if dr > 0])
        elif letter == 'T':
            for df, dr in ALFIL:
                if (f0 + df // 2, r0 + dr // 2) not in b:
                    leap([(df, dr)])
        elif letter == 'Y':
            for df, dr in DABBABA:
                if on(f0 + df // 2, r0 + dr // 2) and (f0 + df // 2, r0 + dr // 2) not in b:
                    leap([(df, dr)])
        elif letter == 'O':
            # Xiangqi horse: an orthogonal step to an empty square, then one
            # diagonal step outward
            for of, orr in ORTHO:
                leg = (f0 + of, r0 + orr)
                if not on(*leg) or leg in b:
                    continue
                if of == 0:
                    leap([(1, 2 * orr), (-1, 2 * orr)])
                else:
                    leap([(2 * of, 1), (2 * of, -1)])
        elif letter == 'M':
            # the Mitre slides diagonally forward
            for df in (1, -1):
                f, r = f0 + df, r0 + fwd
                while on(f, r):
                    if (f, r) in b:
                        if b[(f, r)][0] != colour:
                            out.append((f, r))
                        break
                    out.append((f, r))
                    f += df
                    r += fwd
        elif letter == 'G':
            # the Giraffe: a diagonal step to an empty square, then straight on
            # away from the start; it may stop from the third square on
            for df, dr in FERZ:
                first = (f0 + df, r0 + dr)
                if not on(*first) or first in b:
                    continue
                for sf, sr in ((df, 0), (0, dr)):
                    f, r = first
                    n = 0
                    while True:
                        f += sf
                        r += sr
                        n += 1
                        if not on(f, r):
                            break
                        if (f, r) in b:
                            if n >= 3 and b[(f, r)][0] != colour:
                                out.append((f, r))
                            break
                        if n >= 3:
                            out.append((f, r))
        elif letter == 'P':
            one = (f0, r0 + fwd)
            if on(*one) and one not in b:
                out.append(one)
                two = (f0, r0 + 2 * fwd)
                if sq in PAWN_START[colour] and on(*two) and two not in b:
                    out.append(two)
            for df in (1, -1):
                t = (f0 + df, r0 + fwd)
                if on(*t) and t in b and b[t][0] != colour:
                    out.append(t)
        else:
            raise ValueError(letter)
        return out

    def attacks(self, sq, target):
        """Can the piece on sq capture on target (if an enemy stood there)?"""
        piece = self.board[sq]
        saved = self.board.get(target)
        enemy = 'b' if piece[0] == 'w' else 'w'
        self.board[target] = (enemy, 'X', False)
        try:
            return target in self.targets(sq, piece)
        finally:
            if saved is None:
                del self.board[target]
            else:
                self.board[target] = saved

    def royal_square(self, colour):
        for sq, p in self.board.items():
            if p[0] == colour and (p[1] == 'L' or p[2]):
                return sq
        return None

    def attackers(self, target, colour):
        """Squares of colour's pieces that attack target."""
        return [sq for sq, p in list(self.board.items()) if p[0] == colour and self.attacks(sq, target)]

    # ---- make ---------------------------------------------------------------
    def make(self, move):
        """Returns the undo record."""
        undo = (dict(self.board), self.side, self.halfmove, self.fullmove, self.passes)
        if move == 'pass':
            self.passes += 1
            self.halfmove += 1
        else:
            frm, to = move
            piece = self.board.pop(frm)
            taken = self.board.get(to)
            if taken is not None:
                piece = promote(piece, taken)
            self.board[to] = piece
            self.passes = 0
            self.halfmove = 0 if (taken is not None or undo[0][frm][1] == 'P') else self.halfmove + 1
        if self.side == 'b':
            self.fullmove += 1
        self.side = 'b' if self.side == 'w' else 'w'
        return undo

    def unmake(self, undo):
        self.board, self.side, self.halfmove, self.fullmove, self.passes = undo

    # ---- rules --------------------------------------------------------------
    def legal_moves(self):
        us, them = self.side, ('b' if self.side == 'w' else 'w')
        royal = self.royal_square(us)
        if royal is None:
            return []
        checkers = self.attackers(royal, them)
        moves = []
        for sq, p in list(self.board.items()):
            if p[0] != us:
                continue
            for t in self.targets(sq, p):
                # in check: only captures of a checking piece
                if checkers and t not in checkers:
                    continue
                moves.append((sq, t))
        legal = []
        for m in moves:
            undo = self.make(m)
            k = self.royal_square(us)
            ok = k is not None and not self.attackers(k, them)
            self.unmake(undo)
            if ok:
                legal.append(m)
        if not checkers:
            legal.append('pass')
        return legal


def promote(piece, taken):
    """docs/rules/bungalow.md, "Capture promotion": what the capturing piece becomes."""
    colour, letter, leader = piece
    t = taken[1]
    low = t in ('P', 'A')
    if leader:
        return piece                     # a Leader <kind> never changes
    if letter == 'P':
        return (colour, 'A' if t == 'P' else t, False)
    if letter == 'A':
        return piece if low else (colour, t, False)
    if letter == 'L':
        return piece if low else (colour, t, True)
    return piece


def move_name(m):
    return 'pass' if m == 'pass' else name(m[0]) + name(m[1])


def perft(pos, depth):
    moves = pos.legal_moves()
    if depth == 1:
        return len(moves)
    n = 0
    for m in moves:
        undo = pos.make(m)
        n += perft(pos, depth - 1)
        pos.unmake(undo)
    return n


def compare(cli, variant, games, plies, seed):
    rng = random.Random(seed)
    checked = 0
    stats = {'in check': 0, 'double check': 0, 'Leader <kind>': 0, 'mate': 0, 'bare side': 0}
    for g in range(games):
        pos = Position(variant)
        for ply in range(plies):
            fen = pos.fen()
            mine = sorted(move_name(m) for m in pos.legal_moves())
            out = subprocess.run([cli, 'moves', '--variant=' + variant, '--fen=' + fen],
                                 capture_output=True, text=True, check=True).stdout.split()
            checked += 1
            us, them = pos.side, ('b' if pos.side == 'w' else 'w')
            royal = pos.royal_square(us)
            n_checkers = len(pos.attackers(royal, them)) if royal else 0
            stats['in check'] += n_checkers >= 1
            stats['double check'] += n_checkers >= 2
            stats['Leader <kind>'] += any(p[2] for p in pos.board.values())
            stats['mate'] += not mine
            stats['bare side'] += any(sum(1 for p in pos.board.values() if p[0] == c) == 1
                                      for c in 'wb')
            if mine != sorted(out):
                print('MISMATCH', variant, fen)
                print('  python only:', sorted(set(mine) - set(out)))
                print('  engine only:', sorted(set(out) - set(mine)))
                return False
            moves = pos.legal_moves()
            if not moves:
                break
            # prefer captures now and then, so that promotions and Leader
            # kinds come up; passes rarely
            caps = [m for m in moves if m != 'pass' and m[1] in pos.board]
            non_pass = [m for m in moves if m != 'pass']
            if caps and rng.random() < 0.5:
                m = rng.choice(caps)
            elif non_pass and rng.random() < 0.97:
                m = rng.choice(non_pass)
            else:
                m = rng.choice(moves)
            pos.make(m)
    print('%s: %d positions agree (%s)' % (variant, checked,
          ', '.join('%s %d' % kv for kv in stats.items())))
    return True


def random_positions(cli, variant, count, seed):
    """Compares legal move lists on random sparse positions: both royals (plain
    or Leader <kind>) and a few random pieces; positions where the side not to
    move is in check are skipped. Checks, double checks and pins are common
    there, unlike in games."""
    rng = random.Random(seed)
    kinds = [c for c in LETTERS[variant] if c != 'L']
    checked = in_check = double = 0
    while checked < count:
        pos = Position(variant)
        pos.board = {}
        squares = [(f, r) for f in range(SIZE) for r in range(SIZE)]
        rng.shuffle(squares)
        for colour in 'wb':
            royal = 'L' if rng.random() < 0.6 else rng.choice([k for k in kinds if k != 'P'])
            pos.board[squares.pop()] = (colour, royal, royal != 'L')
        for _ in range(rng.randint(1, 10)):
            pos.board[squares.pop()] = (rng.choice('wb'), rng.choice(kinds), False)
        pos.side = rng.choice('wb')
        them = 'b' if pos.side == 'w' else 'w'
        if pos.attackers(pos.royal_square(them), pos.side):
            continue
        n = len(pos.attackers(pos.royal_square(pos.side), them))
        in_check += n > 0
        double += n > 1
        fen = pos.fen()
        mine = sorted(move_name(m) for m in pos.legal_moves())
        out = subprocess.run([cli, 'moves', '--variant=' + variant, '--fen=' + fen],
                             capture_output=True, text=True, check=True).stdout.split()
        checked += 1
        if mine != sorted(out):
            print('MISMATCH', variant, fen)
            print('  python only:', sorted(set(mine) - set(out)))
            print('  engine only:', sorted(set(out) - set(mine)))
            return False
    print('%s: %d random positions agree (in check %d, double check %d)'
          % (variant, checked, in_check, double))
    return True


def main(argv):
    variant, fen, divide, moves_only, cli = 'bungalow', None, False, False, None
    games, plies, seed, randoms = 20, 120, 1, 0
    args = []
    for a in argv[1:]:
        if a.startswith('--variant='):
            variant = a.split('=', 1)[1]
        elif a.startswith('--fen='):
            fen = a.split('=', 1)[1]
        elif a == '--divide':
            divide = True
        elif a == '--moves':
            moves_only = True
        elif a.startswith('--compare='):
            cli = a.split('=', 1)[1]
        elif a.startswith('--games='):
            games = int(a.split('=', 1)[1])
        elif a.startswith('--plies='):
            plies = int(a.split('=', 1)[1])
        elif a.startswith('--random-positions='):
            randoms = int(a.split('=', 1)[1])
        elif a.startswith('--seed='):
            seed = int(a.split('=', 1)[1])
        else:
            args.append(a)
    if cli and randoms:
        return 0 if random_positions(cli, variant, randoms, seed) else 1
    if cli:
        return 0 if compare(cli, variant, games, plies, seed) else 1
    pos = Position(variant, fen)
    if moves_only:
        for m in sorted(move_name(m) for m in pos.legal_moves()):
            print(m)
        return 0
    depth = int(args[0])
    t0 = time.time()
    if divide:
        total = 0
        for m in pos.legal_moves():
            undo = pos.make(m)
            n = perft(pos, depth - 1) if depth > 1 else 1
            pos.unmake(undo)
            print('%s %d' % (move_name(m), n))
            total += n
        print('nodes %d' % total)
    else:
        print('nodes %d' % perft(pos, depth))
    print('seconds %.1f' % (time.time() - t0), file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
