#!/usr/bin/env python3
# make-medallion-pieces.py — draws Parlour's "medallion" piece set
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Every piece of the set is a round token: a bevelled disc (a raised rim
# around a sunken field) with the kind's emblem standing on a small base in
# the middle, in the other colour of the set (a dark walnut emblem on an
# ivory disc for White, a cream emblem on an ebony disc for Black). The
# emblems are silhouettes drawn here by hand, coordinate by coordinate, for
# this project; details are *cuts*: lines and dots in the field's colour
# through the emblem. The rules are in data/pieces/medallion/README.md.
#
#   python3 tools/make-medallion-pieces.py data/pieces/medallion
#
# writes <colour>-<kind>.svg for every kind, the forward marks and the royal
# mark. The output is the same on every run; the `medallion-pieces` test
# (tests/test-medallion-pieces.py) runs it again and compares the files with
# the committed ones.

import os
import re
import sys

# -- palette ---------------------------------------------------------------

COLOURS = {
    'white': {
        'outline': '#2a211b',   # around the disc
        'rim': ('#fdf9ef', '#d8c7a4'),      # lit top left, shade bottom right
        'field': ('#e3d4b4', '#f8f2e4'),    # sunken: the other way round
        'emblem': '#3a2a20',
        'shadow': '#c8b38c',    # the emblem's shadow on the field
        'ring': '#3a2a20',
        'cut': '#efe5cf',       # arrows: the field's middle tone
    },
    'black': {
        'outline': '#100d0b',
        'rim': ('#5a4e45', '#211c19'),
        'field': ('#1f1a17', '#3d352f'),
        'emblem': '#efe4cb',
        'shadow': '#0e0c0a',
        'ring': '#efe4cb',
        'cut': '#2e2823',
    },
}

GOLD = ('#f3cf5e', '#c9942c')
GOLD_OUTLINE = '#2a211b'

# -- geometry --------------------------------------------------------------

CX, CY = 50, 50
R_DISC = 45      # the disc's edge (its outline is drawn on it)
R_FIELD = 40     # the sunken field inside the rim
# the emblems are drawn a little smaller than they show, and grown about this point
GROW = 'translate(50 47) scale(1.08) translate(-50 -47)'
OUTLINE = 2.6
RING = 1.6       # the line between rim and field
CUT = 2.4        # cut lines through an emblem
EDGE = 1.0       # the light (black) or dark (white) line just inside the edge

BASE = 'M31,71 H69 A3,3 0 0 1 69,77 H31 A3,3 0 0 1 31,71 Z'
# the chess men stand on a second, narrower tier on top of the base
TIER = 'M35,66.5 H65 A2.25,2.25 0 0 1 65,71 H35 A2.25,2.25 0 0 1 35,66.5 Z'
BASE_GROOVE = 'M34,74 H66'


def fmt(v):
    s = ('%.2f' % v).rstrip('0').rstrip('.')
    return '0' if s == '-0' else s


def circle(x, y, r):
    """A circle as a path (two arcs), so cuts and parts are all paths."""
    return 'M%s,%s A%s,%s 0 1 1 %s,%s A%s,%s 0 1 1 %s,%s Z' % (
        fmt(x - r), fmt(y), fmt(r), fmt(r), fmt(x + r), fmt(y), fmt(r), fmt(r), fmt(x - r),
        fmt(y))


def ellipse(x, y, rx, ry):
    return 'M%s,%s A%s,%s 0 1 1 %s,%s A%s,%s 0 1 1 %s,%s Z' % (
        fmt(x - rx), fmt(y), fmt(rx), fmt(ry), fmt(x + rx), fmt(y), fmt(rx), fmt(ry),
        fmt(x - rx), fmt(y))


def sym(start, segments):
    """A shape symmetric about x = 50 from its right half: @start on the axis,
    then segments ('L', p) or ('C', c1, c2, p) down the right side, ending on
    the axis. The left half is the mirror image, walked back up."""
    def m(p):
        return (100 - p[0], p[1])

    def pt(p):
        return '%s,%s' % (fmt(p[0]), fmt(p[1]))

    out = ['M' + pt(start)]
    points = [start]
    for seg in segments:
        if seg[0] == 'L':
            out.append('L' + pt(seg[1]))
        else:
            out.append('C%s %s %s' % (pt(seg[1]), pt(seg[2]), pt(seg[3])))
        points.append(seg[-1])
    for i in range(len(segments) - 1, -1, -1):
        seg = segments[i]
        prev = points[i]
        if seg[0] == 'L':
            out.append('L' + pt(m(prev)))
        else:
            out.append('C%s %s %s' % (pt(m(seg[2])), pt(m(seg[1])), pt(m(prev))))
    return ' '.join(out) + ' Z'


def mirror(d):
    """Path data @d mirrored about x = 50 (absolute M/L/C/A/Z/H/V commands)."""
    tokens = re.findall(r'[MLCAZHV]|-?[0-9.]+', d)
    out = []
    i = 0
    cmd = None
    while i < len(tokens):
        t = tokens[i]
        if t.isalpha():
            cmd = t
            out.append(t)
            i += 1
            continue
        if cmd in 'MLC':
            out.append('%s,%s' % (fmt(100 - float(t)), tokens[i + 1]))
            i += 2
        elif cmd == 'H':
            out.append(fmt(100 - float(t)))
            i += 1
        elif cmd == 'V':
            out.append(t)
            i += 1
        elif cmd == 'A':
            rx, ry, rot, large, sweep, x, y = tokens[i:i + 7]
            out.append('%s,%s %s %s %s %s,%s' % (rx, ry, rot, large, 1 - int(sweep),
                                                fmt(100 - float(x)), y))
            i += 7
    return ' '.join(out)


class Emblem:
    """An emblem: solid parts (one silhouette), cuts through it (lines and
    dots in the field's colour), and panels (parts drawn in the field's
    colour with an edge in the emblem's, for a hood or a cloak)."""

    def __init__(self, parts, cuts=(), dots=(), panels=(), after=(), base=True, tier=False):
        self.parts = list(parts)
        self.cuts = list(cuts)      # path data, stroked CUT wide
        self.dots = list(dots)      # path data, filled
        self.panels = list(panels)  # path data
        self.after = list(after)    # (path data, 'cut' | 'dot') drawn over the panels
        self.base = base
        self.tier = tier


# -- the chess men ---------------------------------------------------------

BODY = [('C', (56.5, 52), (60.5, 60), (63.5, 66.5)), ('L', (50, 66.5))]


def king():
    crown = sym((50, 26.5), [('C', (56, 26.5), (61, 27.5), (62, 30)), ('L', (59.5, 37)),
                             ('L', (56.5, 38)), ('C', (59, 39), (59, 42), (55.5, 43))] + BODY)
    cross = [sym((50, 14), [('L', (52.6, 14)), ('L', (52.6, 17.6)), ('L', (56.5, 17.6)),
                            ('L', (56.5, 22)), ('L', (52.6, 22)), ('L', (52.6, 27.5)),
                            ('L', (50, 27.5))])]
    return Emblem([crown] + cross, cuts=['M41.5,33.5 C47,32 53,32 58.5,33.5',
                                         'M45,40.5 H55'], tier=True)


def queen():
    body = sym((50, 19), [('L', (53.5, 28)), ('L', (58.5, 21.5)), ('L', (59.5, 29.5)),
                          ('L', (65, 25)), ('L', (60.5, 37)), ('L', (57, 38)),
                          ('C', (59.5, 39), (59.5, 42), (55.5, 43))] + BODY)
    balls = [circle(50, 17, 3.2), circle(58.8, 19.4, 2.8), circle(41.2, 19.4, 2.8),
             circle(66.2, 23.2, 2.6), circle(33.8, 23.2, 2.6)]
    return Emblem([body] + balls, cuts=['M40.5,34 C47,32.5 53,32.5 59.5,34', 'M45,40.5 H55'],
                  tier=True)


def rook():
    body = sym((50, 22), [('L', (53.2, 22)), ('L', (53.2, 27)), ('L', (57.6, 27)),
                          ('L', (57.6, 22)), ('L', (63.5, 22)), ('L', (63.5, 31)),
                          ('L', (59.5, 35)), ('L', (59.5, 57)), ('L', (63.5, 61.5)),
                          ('L', (64, 66.5)), ('L', (50, 66.5))])
    return Emblem([body], cuts=['M40.5,35 H59.5', 'M40.5,57 H59.5'], tier=True)


def bishop():
    body = sym((50, 20.5), [('C', (56.5, 23.5), (60.5, 29), (60.5, 34)),
                            ('C', (60.5, 38.5), (58, 40.5), (55.5, 41)),
                            ('C', (59.5, 42), (59.5, 45.5), (55.5, 46.5))] + BODY)
    return Emblem([body, circle(50, 17.8, 3.2)],
                  cuts=['M54.5,26.5 L48,34.5', 'M44.5,43.7 H55.5'], tier=True)


def knight():
    head = ('M64,66.5 C64.5,55 67,45 64.5,35 C62,25 55,18.5 47.5,18 L46.5,13.5 '
            'L42,18.5 C36,21 31,28 27.5,35.5 C26,39 27,42.5 30.5,43.5 C33.5,44.3 36.5,42.5 39.5,40.5 '
            'C42,39.2 44.5,40.5 44,43.5 C40.5,49.5 36,56 36,66.5 Z')
    return Emblem([head], cuts=['M57.5,23.5 C63,31 63.5,44 60,58'],
                  dots=[circle(43, 27.5, 2.1), circle(31.5, 39, 1.2)], tier=True)


def pawn():
    body = sym((50, 37), [('L', (56.5, 38)), ('C', (60.5, 39), (60.5, 43), (56, 44)),
                          ('C', (57, 53), (60.5, 60), (63, 66.5)), ('L', (50, 66.5))])
    return Emblem([circle(50, 31, 8.5), body], cuts=['M44.5,41.2 H55.5'], tier=True)


# -- Bungalow's fairy pieces -----------------------------------------------

def dabbabah_parts():
    cart = 'M32,58 L32,40 L49,27 L66,40 L66,58 Z'
    ram = 'M20.5,46 H33 V53 H20.5 Z'
    ram_head = circle(21.5, 49.5, 5)
    pole = 'M48.2,29 V15.5 H50.6 V29 Z'
    flag = 'M50,15.5 L61.5,19.5 L50,23.5 Z'
    wheels = [circle(39, 62, 9), circle(60, 62, 9)]
    parts = [pole, flag, cart, ram, ram_head] + wheels
    cuts = ['M36.5,42.5 L49,33 L61.5,42.5']
    dots = []
    for x in (39, 60):
        cuts.append(circle(x, 62, 5))
        dots.append(circle(x, 62, 1.8))
    return parts, cuts, dots


def dabbabah():
    parts, cuts, dots = dabbabah_parts()
    return Emblem(parts, cuts=cuts, dots=dots)


HORSE_HEAD = ('M41,18.5 L40.5,13.5 L36.5,18 C31.5,20 26,24.5 22.5,30 C21,32.5 22,35.5 25,35.5 '
              'C28,35.5 30.5,34 33,33.5 C35,37.5 37,43 39,49 L57,41 C51.5,32 47.5,22 41,18.5 Z')
HORSE_BODY = ('M38,47 C38,41.5 44,38.5 52,38.5 L62,38.5 C68.5,38.5 71.5,42.5 71.5,47.5 '
              'C71.5,53 68,56 62,56 L45,56 C40.5,56 38,52.5 38,47 Z')
HORSE_LEGS = ['M39.5,50 H45 L44,71 H40 Z', 'M45.5,51 H50.5 L49.5,71 H46 Z',
              'M59,50 H64.5 L64,71 H60 Z', 'M64.5,48 H70 L69.5,71 H65.5 Z']
HORSE_TAIL = 'M69,41 C75,42 78,48 76.5,58 C75.5,62 73,64 72,62 C73,56 72.5,50 68,46 Z'


def horse():
    return Emblem([HORSE_TAIL, HORSE_BODY, HORSE_HEAD] + HORSE_LEGS,
                  cuts=['M42,22.5 C46,27 49,33 52.5,38.5'],
                  dots=[circle(32.5, 25, 1.7)])


def dark_horse():
    # the horse in a pointed hood (an eye hole, a plume) and a long cloak:
    # the cloak is a panel in the field's colour edged in the emblem's, with
    # a band and a row of diamonds at the hem; only the hooves show below
    hood = ('M45.5,11.5 C41,16 34,19.5 29,23.5 C24.5,27 21,30.5 21.5,33.5 C22,36.5 26,36.5 30.5,35 '
            'C33,39 35,43.5 37,48 L53,41 C51,30 49.5,20 45.5,11.5 Z')
    plume = 'M46,13.5 C50.5,8.5 58,9 62,14 C56.5,13.5 51.5,15.5 48.5,20 Z'
    cloak = ('M36.5,45 C38,40.5 44,38 52,38 L62,38 C69,38 72.5,43 73,49 L75,67 '
             'L34.5,67 Z')
    hooves = ['M40,65 H44.5 L44.5,71 H40 Z', 'M46,65 H50 L50,71 H46 Z',
              'M59.5,65 H64 L64,71 H59.5 Z', 'M65,65 H69.5 L69.5,71 H65 Z']
    diamonds = []
    for x in (40.5, 47.5, 54.5, 61.5, 68.5):
        diamonds.append('M%s,57.5 L%s,60.5 L%s,63.5 L%s,60.5 Z' % (fmt(x), fmt(x + 2.8), fmt(x),
                                                                  fmt(x - 2.8)))
    tail = 'M71,44 C77,46 79,54 77.5,64 C76.5,67 74.5,68 73.5,66 Z'
    return Emblem([tail, plume] + hooves + [cloak, hood],
                  cuts=['M30.5,35 C33,39 35,43.5 37,48'],
                  dots=[circle(31.5, 27, 2.4)],
                  panels=[cloak],
                  after=[('M37,53.5 H73', 'line')] + [(d, 'solid') for d in diamonds])


CAMEL_BODY = ('M41,47 C41.5,40 46,37 50,36.5 C53,27 62.5,26.5 65.5,36 C70.5,37 73.5,41.5 73,47 '
              'C72.5,51 69.5,54 65.5,54 L46,54 C43,54 41,51.5 41,47 Z')
CAMEL_NECK = ('M45,49.5 C39.5,48.5 35.5,43.5 34,37.5 L32.5,32 L23.5,32.5 C21,32.5 20.5,28.5 '
              '22.5,27.5 L29,24 C32.5,22.5 36.5,23.5 37.5,27 L40.5,36.5 C41.5,40 44,42 47,42.5 Z')
CAMEL_LEGS = ['M42,50 H46.5 L45.5,71 H42.5 Z', 'M47.5,51 H51.5 L51,71 H48 Z',
              'M61,51 H65 L65,71 H62 Z', 'M66,49 H70.5 L69.5,71 H66.5 Z']
CAMEL_TAIL = 'M71.5,43 C75,45 76.5,50 75.5,55 L73.5,55 C74,51 73,48 70,46 Z'


def camel():
    return Emblem([CAMEL_TAIL, CAMEL_BODY, CAMEL_NECK] + CAMEL_LEGS,
                  dots=[circle(28.5, 27, 1.4)])


def hump():
    # the camel with a saddle-cloth hanging over the hump below the belly;
    # the forward mark goes on the cloth
    cloth = ('M48,40 C50,31 63,30 66,38 L68.5,59 C67,62 64.5,62 63,59.5 C61.5,62 58.5,62 57.2,59.5 '
             'C56,62 53,62 51.6,59.5 C50.2,62 47.5,62 46,59 Z')
    return Emblem([CAMEL_TAIL, CAMEL_BODY, CAMEL_NECK] + CAMEL_LEGS + [cloth],
                  cuts=[cloth],
                  dots=[circle(28.5, 27, 1.4)])


def elephant_parts():
    head = ellipse(50, 35, 12.5, 14)
    ear = 'M57,26 C64,18 77,20 77.5,33 C78,45 71,53 60.5,50 C61.5,42 61,33 57,26 Z'
    trunk = ('M44.5,42 C45,52 46,60 43.5,65.5 C42,68.5 44.5,71.5 48,69.5 '
             'C53.5,65.5 55.5,55 55.5,42 Z')
    tusk = 'M56,50 C58,56 61.5,60.5 66,61 C63,57 60.5,53 59.5,47.5 Z'
    parts = [ear, mirror(ear), head, trunk, tusk, mirror(tusk)]
    cuts = ['M58.5,28 C62,34 62.5,42 60.5,49', mirror('M58.5,28 C62,34 62.5,42 60.5,49'),
            'M46,52.5 C48.5,53.5 51.5,53.5 54,52.5', 'M46.5,60 C48.5,61 51,61 53,60']
    dots = [circle(44.5, 35, 1.9), circle(55.5, 35, 1.9)]
    return parts, cuts, dots


def elephant():
    parts, cuts, dots = elephant_parts()
    return Emblem(parts, cuts=cuts, dots=dots)


LEAN = 'rotate(-10 50 74) translate(50 74) scale(0.84) translate(-50 -74)'
CRUTCH = 'M33,70 L20.5,35'
CRUTCH_PAD = 'M14.5,37.5 L26,33'


def giraffe():
    body = ('M50,44 C51,40 56,38.5 62,38.5 C68,38.5 71.5,41.5 71.5,46 C71.5,50.5 68.5,53 64,53 '
            'L54,53 C51,53 49.5,49 50,44 Z')
    neck = 'M51.5,48 C48,42 43.5,34 38.5,25 L42,22.5 C47,30.5 52,36.5 58.5,40.5 Z'
    head = ('M38.5,21 C41,21.5 42.5,24 41.5,26.5 L32,33 C29.5,34.5 26,34 25.5,31.5 '
            'C25,29 27.5,27 30.5,25.5 Z')
    horns = ['M36.5,22.5 L35,17.5', 'M40.5,21.5 L40.5,17']
    legs = ['M50.5,48 H54.5 L53.5,71 H50.5 Z', 'M55,50 H58.5 L58,71 H55 Z',
            'M62.5,50 H66 L66,71 H63 Z', 'M66.5,48 H70.5 L70,71 H67 Z']
    tail = 'M70.5,42.5 C73.5,44 75,48 74.5,54 L72.5,54 C72.5,50 72,47 69.5,45.5 Z'
    spots = [circle(57, 44, 2), circle(64.5, 43.5, 2), circle(61, 49, 1.7),
             circle(46.5, 34.5, 1.5), circle(51.5, 40.5, 1.5), circle(67.5, 48.5, 1.5)]
    e = Emblem([tail, body, neck, head] + legs, dots=spots + [circle(34, 27.5, 1.3)])
    e.horns = horns
    return e


def assistant():
    robe = sym((50, 47), [('C', (57, 47), (61.5, 49), (63.5, 53)), ('L', (66, 71)), ('L', (50, 71))])
    head = ellipse(50, 39, 7, 8)
    beard = sym((50, 58), [('C', (53, 55), (56.5, 49), (56.5, 42)), ('L', (50, 42))])
    turban = sym((50, 16.5), [('C', (57, 18), (64, 22.5), (64, 28.5)),
                              ('C', (64, 33.5), (58.5, 35), (50, 35))])
    plume = 'M49.5,21 C50,16 53.5,12.5 58,12.5 C56,15 53.5,18 52.5,22 Z'
    parts = [robe, head, beard, turban, plume]
    cuts = ['M37,28 C44,23.5 56,23.5 63,28', 'M37,32.5 C44,28 56,28 63,32.5',
            'M43.5,43 C45,52 48,57.5 50,58 C52,57.5 55,52 56.5,43',
            'M50,60 V70']
    dots = [circle(50, 21.5, 2.3)]
    e = Emblem(parts, cuts=cuts, dots=dots)
    return e


def leader():
    canopy = sym((50, 15.5), [('C', (58, 16), (67, 21), (71, 30)),
                              ('C', (68.5, 31.5), (66.5, 30.5), (65, 29)),
                              ('C', (63, 31.5), (59.5, 31.5), (57.5, 29)),
                              ('C', (55.5, 31.5), (52, 31.5), (50, 29.5))])
    pole = 'M48.9,28 H51.1 V46 H48.9 Z'
    crown = sym((50, 33.5), [('L', (52.5, 37.5)), ('L', (56, 33.5)), ('L', (57, 39.5)),
                             ('L', (57, 42)), ('L', (50, 42))])
    head = ellipse(50, 45, 6.5, 6.5)
    robe = sym((50, 51.5), [('C', (58.5, 51.5), (62.5, 54), (64, 59)), ('L', (66, 71)),
                            ('L', (50, 71))])
    parts = [canopy, pole, robe, head, crown]
    cuts = ['M43,40.5 H57', 'M38,55 C45,58.5 55,58.5 62,55', 'M50,59 V70',
            'M57,22.5 L61.5,28', mirror('M57,22.5 L61.5,28')]
    return Emblem(parts, cuts=cuts, dots=[circle(50, 37.5, 1.3)])


def mitre():
    shape = ('M36.5,66.5 L35,38 C35,29.5 39.5,21 45.5,14.5 C47.5,21 49,25 50,27.5 C51,25 52.5,21 '
             '54.5,14.5 C60.5,21 65,29.5 65,38 L63.5,66.5 Z')
    return Emblem([shape], cuts=['M35.6,55 H64.4', 'M35.9,60.5 H64.1', 'M50,27.5 V29'],
                  tier=True)


KINDS = {
    'king': king, 'queen': queen, 'rook': rook, 'bishop': bishop, 'knight': knight,
    'pawn': pawn, 'dabbabah': dabbabah, 'horse': horse, 'dark-horse': dark_horse,
    'camel': camel, 'hump': hump, 'elephant': elephant, 'giraffe': giraffe,
    'assistant': assistant, 'leader': leader, 'mitre': mitre,
}
LAME = {'lame-alfil': elephant_parts, 'lame-dabbabah': dabbabah_parts}

# the forward marks: one arrow each, pointing up, on the mitre's face and on
# the hump's saddle-cloth (tip first, then clockwise)
FORWARD = {
    'mitre': [(50, 31.5), (57.5, 40), (53, 40), (53, 51), (47, 51), (47, 40), (42.5, 40)],
    'hump': [(57, 36.5), (64, 45), (59.8, 45), (59.8, 57), (54.2, 57), (54.2, 45), (50, 45)],
}


# -- writing ---------------------------------------------------------------

HEADER = '''<?xml version="1.0" encoding="UTF-8"?>
<!-- Parlour chess pieces, set "medallion": %s.
     Original artwork for Parlour, generated by tools/make-medallion-pieces.py;
     see data/pieces/README.md and data/pieces/medallion/README.md. -->
'''


def gradient(gid, stops):
    return ('<linearGradient id="%s" gradientUnits="userSpaceOnUse" x1="18" y1="14" x2="82" '
            'y2="86"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/>'
            '</linearGradient>' % (gid, stops[0], stops[1]))


def piece_svg(colour, kind):
    c = COLOURS[colour]
    lame_kind = kind in LAME
    if lame_kind:
        parts, cuts, dots = LAME[kind]()
        e = Emblem(parts, cuts=cuts, dots=dots)
    else:
        e = KINDS[kind]()
    out = [HEADER % ('%s %s' % (colour, kind.replace('-', ' '))),
           '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
           'viewBox="0 0 100 100">\n',
           '<defs>', gradient('rim', c['rim']), gradient('field', c['field'])]
    out.append('<clipPath id="in"><path d="%s"/></clipPath>' % circle(CX, CY, R_FIELD - 0.8))
    out.append('<g id="fig">')
    for d in e.parts:
        out.append('<path d="%s"/>' % d)
    out.append('</g></defs>\n')
    # the disc: outline, rim, field, ring
    out.append('<path d="%s" fill="url(#rim)" stroke="%s" stroke-width="%s"/>\n'
               % (circle(CX, CY, R_DISC), c['outline'], fmt(OUTLINE)))
    out.append('<path d="%s" fill="none" stroke="%s" stroke-width="%s"/>\n'
               % (circle(CX, CY, R_DISC - 1.9), c['ring'], fmt(EDGE)))
    out.append('<path d="%s" fill="url(#field)" stroke="%s" stroke-width="%s"/>\n'
               % (circle(CX, CY, R_FIELD), c['ring'], fmt(RING)))
    lj = 'stroke-linejoin="round" stroke-linecap="round"'
    out.append('<g clip-path="url(#in)"><g transform="%s">\n' % GROW)
    # the emblem: its shadow, the silhouette, then cuts
    fig = []
    horns = getattr(e, 'horns', [])
    for h in horns:
        fig.append('<path d="%s" fill="none" stroke="%s" stroke-width="3.2" %s/>'
                   % (h, '%(emblem)s', lj))
    fig.append('<use xlink:href="#fig" fill="%(emblem)s"/>')
    for d in e.cuts:
        fig.append('<path d="%s" fill="none" stroke="url(#field)" stroke-width="%s" %s/>'
                   % (d, fmt(CUT), lj))
    for d in e.dots:
        fig.append('<path d="%s" fill="url(#field)"/>' % d)
    for d in e.panels:
        fig.append('<path d="%s" fill="url(#field)" stroke="%s" stroke-width="%s" %s/>'
                   % (d, '%(emblem)s', fmt(CUT), lj))
    for d, how in e.after:
        if how == 'solid':
            fig.append('<path d="%s" fill="%s"/>' % (d, '%(emblem)s'))
        else:
            fig.append('<path d="%s" fill="none" stroke="%s" stroke-width="%s" %s/>'
                       % (d, '%(emblem)s', fmt(CUT), lj))
    body = '\n'.join(fig) % {'emblem': c['emblem']}
    shadow = ''.join('<path d="%s" fill="none" stroke="%s" stroke-width="3.2" %s/>'
                     % (h, c['shadow'], lj) for h in horns)
    shadow += '<use xlink:href="#fig" fill="%s"/>' % c['shadow']
    if lame_kind:
        out.append('<g transform="translate(1 1.3)"><g transform="%s">%s</g></g>\n'
                   % (LEAN, shadow))
        out.append('<g transform="%s">\n%s\n</g>\n' % (LEAN, body))
        # the crutch: a gap in the field's colour, then the wood in the emblem's
        for d, w in ((CRUTCH, 7.5), (CRUTCH_PAD, 7.5)):
            out.append('<path d="%s" fill="none" stroke="url(#field)" stroke-width="%s" %s/>\n'
                       % (d, fmt(w), lj))
        for d, w in ((CRUTCH, 3.4), (CRUTCH_PAD, 3.4)):
            out.append('<path d="%s" fill="none" stroke="%s" stroke-width="%s" %s/>\n'
                       % (d, c['emblem'], fmt(w), lj))
    else:
        out.append('<g transform="translate(1 1.3)">%s</g>\n' % shadow)
        out.append(body + '\n')
    # the base (and the chess men's tier) in front
    bases = ([TIER] if e.tier else []) + [BASE]
    for d in bases:
        out.append('<path d="%s" fill="%s" transform="translate(1 1.3)"/>' % (d, c['shadow']))
    for d in bases:
        out.append('<path d="%s" fill="%s"/>' % (d, c['emblem']))
    out.append('\n<path d="%s" fill="none" stroke="url(#field)" stroke-width="1.4" %s/>\n'
               % (BASE_GROOVE, lj))
    out.append('</g></g>\n</svg>\n')
    return ''.join(out)


def forward_svg(colour, kind):
    c = COLOURS[colour]
    # grown like the emblem it sits on
    pts = [(50 + (x - 50) * 1.08, 47 + (y - 47) * 1.08) for x, y in FORWARD[kind]]
    d = 'M' + ' L'.join('%s,%s' % (fmt(x), fmt(y)) for x, y in pts) + ' Z'
    return (HEADER % ('%s %s, forward mark' % (colour, kind)) +
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">\n'
            '<path d="%s" fill="%s" stroke="%s" stroke-width="1.6" stroke-linejoin="round"/>\n'
            '</svg>\n' % (d, c['cut'], c['emblem']))


def royal_svg(colour):
    crown = ('M68.5,26 L67,10.5 L74.5,17 L81,6.5 L87.5,17 L95,10.5 L93.5,26 Z')
    band = 'M69,21.5 H93'
    return (HEADER % ('%s royal mark' % colour) +
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">\n<defs>' +
            gradient('gold', GOLD).replace('x1="18" y1="14" x2="82" y2="86"',
                                           'x1="70" y1="6" x2="92" y2="27"') +
            '</defs>\n'
            '<path d="%s" fill="url(#gold)" stroke="%s" stroke-width="2.4" '
            'stroke-linejoin="round"/>\n'
            '<path d="%s" fill="none" stroke="%s" stroke-width="1.8" stroke-linecap="round"/>\n'
            '<path d="%s" fill="%s"/>\n'
            '</svg>\n' % (crown, GOLD_OUTLINE, band, GOLD_OUTLINE, circle(81, 15.5, 1.7),
                          GOLD_OUTLINE))


def main():
    if len(sys.argv) != 2:
        sys.exit('usage: make-medallion-pieces.py OUTPUT-DIRECTORY')
    outdir = sys.argv[1]
    os.makedirs(outdir, exist_ok=True)
    files = {}
    for colour in COLOURS:
        for kind in list(KINDS) + list(LAME):
            files['%s-%s.svg' % (colour, kind)] = piece_svg(colour, kind)
        for kind in FORWARD:
            files['%s-%s-forward.svg' % (colour, kind)] = forward_svg(colour, kind)
        files['%s-royal-mark.svg' % colour] = royal_svg(colour)
    for name, text in sorted(files.items()):
        with open(os.path.join(outdir, name), 'w', encoding='utf-8') as f:
            f.write(text)


if __name__ == '__main__':
    main()
