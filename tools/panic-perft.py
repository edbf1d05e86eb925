#!/usr/bin/env python3
# panic-perft.py — an independent Panic chess perft, written from docs/rules/panic.md
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: tools/panic-perft.py [--fen FEN] [--divide] DEPTH
#
# Counts move paths of Panic chess: every pseudo-legal move (moving into or
# staying in check is allowed; castling needs only the king and rook unmoved and
# the squares between them empty, attacks do not matter; en passant; promotion to
# Q, R, B, N). A position whose side to move has lost its king has no moves.
# This shares no code with the C engine, so the two can check each other; the
# counts it gives are recorded in docs/panic.md and tests/engine/test-panic.c.

import sys

START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
KING = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]
ROOK = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP = [(1, 1), (1, -1), (-1, 1), (-1, -1)]


class Position:
    """board[file][rank] holds 'P', 'n', … or None; white is upper case."""

    def __init__(self, fen):
        fields = fen.split()
        self.board = [[None] * 8 for _ in range(8)]
        for i, row in enumerate(fields[0].split('/')):
            rank, f = 7 - i, 0
            for c in row:
                if c.isdigit():
                    f += int(c)
                else:
                    self.board[f][rank] = c
                    f += 1
        self.white = fields[1] == 'w'
        self.castling = set(fields[2]) - {'-'}
        self.ep = None
        if fields[3] != '-':
            self.ep = (ord(fields[3][0]) - ord('a'), int(fields[3][1]) - 1)

    def mine(self, piece):
        return piece is not None and piece.isupper() == self.white

    def has_king(self):
        k = 'K' if self.white else 'k'
        return any(self.board[f][r] == k for f in range(8) for r in range(8))

    def moves(self):
        """(from, to, promotion, kind) with kind in normal/double/ep/castle."""
        out = []
        if not self.has_king():
            return out
        fwd = 1 if self.white else -1
        for f in range(8):
            for r in range(8):
                p = self.board[f][r]
                if not self.mine(p):
                    continue
                kind = p.upper()
                if kind == 'P':
                    self.pawn_moves(f, r, fwd, out)
                elif kind == 'N' or kind == 'K':
                    for df, dr in (KNIGHT if kind == 'N' else KING):
                        t = (f + df, r + dr)
                        if 0 <= t[0] < 8 and 0 <= t[1] < 8 and not self.mine(self.board[t[0]][t[1]]):
                            out.append(((f, r), t, None, 'normal'))
                else:
                    dirs = {'R': ROOK, 'B': BISHOP, 'Q': ROOK + BISHOP}[kind]
                    for df, dr in dirs:
                        tf, tr = f + df, r + dr
                        while 0 <= tf < 8 and 0 <= tr < 8:
                            q = self.board[tf][tr]
                            if self.mine(q):
                                break
                            out.append(((f, r), (tf, tr), None, 'normal'))
                            if q is not None:
                                break
                            tf += df
                            tr += dr
        self.castle_moves(out)
        return out

    def pawn_moves(self, f, r, fwd, out):
        last = 7 if self.white else 0
        start = 1 if self.white else 6

        def add(t, kind):
            if t[1] == last:
                for promo in 'qrbn':
                    out.append(((f, r), t, promo, kind))
            else:
                out.append(((f, r), t, None, kind))

        if 0 <= r + fwd < 8 and self.board[f][r + fwd] is None:
            add((f, r + fwd), 'normal')
            if r == start and self.board[f][r + 2 * fwd] is None:
                out.append(((f, r), (f, r + 2 * fwd), None, 'double'))
        for df in (-1, 1):
            t = (f + df, r + fwd)
            if not (0 <= t[0] < 8 and 0 <= t[1] < 8):
                continue
            q = self.board[t[0]][t[1]]
            if q is not None and not self.mine(q):
                add(t, 'normal')
            elif q is None and t == self.ep:
                out.append(((f, r), t, None, 'ep'))

    def castle_moves(self, out):
        rank = 0 if self.white else 7
        king = 'K' if self.white else 'k'
        rook = 'R' if self.white else 'r'
        if self.board[4][rank] != king:
            return
        for right, rook_file, between, king_to in (('K', 7, (5, 6), 6), ('Q', 0, (1, 2, 3), 2)):
            if (right if self.white else right.lower()) not in self.castling:
                continue
            if self.board[rook_file][rank] != rook:
                continue
            if all(self.board[x][rank] is None for x in between):
                out.append(((4, rank), (king_to, rank), None, 'castle'))

    def play(self, move):
        """A new position after @move."""
        (ff, fr), (tf, tr), promo, kind = move
        n = Position.__new__(Position)
        n.board = [col[:] for col in self.board]
        n.white = not self.white
        n.castling = set(self.castling)
        n.ep = None
        p = n.board[ff][fr]
        n.board[ff][fr] = None
        if kind == 'ep':
            n.board[tf][fr] = None
        if promo:
            p = promo.upper() if self.white else promo
        n.board[tf][tr] = p
        if kind == 'double':
            n.ep = (ff, (fr + tr) // 2)
        if kind == 'castle':
            if tf == 6:
                n.board[5][tr], n.board[7][tr] = n.board[7][tr], None
            else:
                n.board[3][tr], n.board[0][tr] = n.board[0][tr], None
        # a move from or to a king's or rook's start square ends those rights
        for sq, rights in (((4, 0), 'KQ'), ((7, 0), 'K'), ((0, 0), 'Q'),
                           ((4, 7), 'kq'), ((7, 7), 'k'), ((0, 7), 'q')):
            if sq in ((ff, fr), (tf, tr)):
                n.castling -= set(rights)
        return n


def name(move):
    (ff, fr), (tf, tr), promo, _ = move
    return '%s%d%s%d%s' % ('abcdefgh'[ff], fr + 1, 'abcdefgh'[tf], tr + 1, promo or '')


def perft(pos, depth):
    if depth == 0:
        return 1
    moves = pos.moves()
    if depth == 1:
        return len(moves)
    return sum(perft(pos.play(m), depth - 1) for m in moves)


def main(argv):
    fen, divide, args = START, False, []
    i = 1
    while i < len(argv):
        if argv[i] == '--fen':
            fen = argv[i + 1]
            i += 1
        elif argv[i] == '--divide':
            divide = True
        else:
            args.append(argv[i])
        i += 1
    if len(args) != 1:
        sys.exit('usage: panic-perft.py [--fen FEN] [--divide] DEPTH')
    depth = int(args[0])
    pos = Position(fen)
    if divide and depth > 0:
        total = 0
        for line, n in sorted((name(m), perft(pos.play(m), depth - 1)) for m in pos.moves()):
            print(line, n)
            total += n
        print('nodes', total)
    else:
        print('nodes', perft(pos, depth))


if __name__ == '__main__':
    main(sys.argv)
