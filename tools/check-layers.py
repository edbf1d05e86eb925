#!/usr/bin/env python3
# check-layers.py — no source file includes a header of a layer above its own
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Each folder of src/ is a layer, built as one static library
# (docs/architecture.md, "Layers"). LAYERS below is the one place that says
# which layers each may include; the meson.build files declare the same
# dependencies. A header belongs to the layer whose folder holds it; a
# quoted include of another layer's header that LAYERS does not allow fails,
# naming the file, the line and the header. The layers under the UI may not
# include GTK, libadwaita or librsvg either. Within the UI, the files outside
# src/ui/modes may not name a way of playing: its match, its UI symbols, or a
# variant or mode told by its id string (tests/test-check-layers.py).
#
#   tools/check-layers.py [--stamp FILE] [SOURCE_ROOT]   check (exit 1 on a violation)
#   tools/check-layers.py --list-files [SOURCE_ROOT]     the files it reads (for meson)
import os
import re
import sys

# layer: the layers below it, which it may include
LAYERS = {
    'rules': [],
    'match': ['rules'],
    'bingo': ['rules', 'match'],
    'search': ['rules', 'match'],
    'net': ['rules', 'match'],
    'session': ['rules', 'match', 'bingo', 'search', 'net'],
    'cli': ['rules', 'match', 'bingo', 'search', 'net', 'session'],
    'ui': ['rules', 'match', 'bingo', 'search', 'net', 'session'],
}
# the toolkit is the UI's alone
TOOLKIT = re.compile(r'^(gtk|gdk|gsk|adwaita|librsvg)\b')
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
# Within the UI, a way of playing's match is named only in its mode folder
# (src/ui/modes): the window, the board, the editor and network play work on
# any ParlourMatch and ask its class or the play modes' registry.
MODE_FOLDER = os.path.join('src', 'ui', 'modes')
MATCH_SUBCLASS = re.compile(
    r'\b(PARLOUR_(?:TYPE|IS)_(?:BINGO|BUGHOUSE|PANIC|SIMUL|SINGLE)_MATCH'
    r'|Parlour(?:Bingo|Bughouse|Panic|Simul|Single)Match'
    r'|parlour_(?:bingo|bughouse|panic|simul|single)_match_\w+'
    r'|parlour-(?:bingo|bughouse|panic|simul|single)-match\.h)\b')
COMMENT = re.compile(r'/\*.*?\*/|//[^\n]*', re.S)
# ...and no more its UI: a mode's widgets, dialogs, options and functions
# (ParlourBingoPage, parlour_simul_options_new, parlour_new_game_bingo_init,
# PARLOUR_PLAY_MODE_BINGO, "parlour-bughouse-page.h") are its folder's, which
# the rest of the UI reaches through ParlourPage, ParlourPlayMode, the play
# modes' registry and the variants' UI rows (parlour-variant-ui.h).
MODE_NAMES = r'(?:bingo|bughouse|panic|simul|bungalow|crazyhouse)'
MODE_UI_SYMBOL = re.compile(
    r'(?<![\w])(Parlour(?:Bingo|Bughouse|Panic|Simul|Bungalow|Crazyhouse)\w*'
    r'|PARLOUR_(?!VARIANT_)\w*?(?:BINGO|BUGHOUSE|PANIC|SIMUL|BUNGALOW|CRAZYHOUSE)\w*'
    r'|_?parlour_(?:\w+_)?' + MODE_NAMES + r'(?:_\w+)?'
    r'|parlour-(?:[\w-]+-)?' + MODE_NAMES + r'[\w-]*\.h)\b')
# A variant or a mode is not told by its id: a comparison with a string
# literal of an id, or a variant looked up by one.
STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
ID_COMPARE = re.compile(
    r'\b((?:g_str_equal|g_strcmp0|strcmp|g_ascii_strcasecmp)\s*\([^;{}]*'
    r'(?:->id\b|_get_id\s*\()[^;{}]*"[\w-]*"'
    r'|(?:g_str_equal|g_strcmp0|strcmp|g_ascii_strcasecmp)\s*\(\s*"[\w-]*"[^;{}]*'
    r'(?:->id\b|_get_id\s*\()'
    r'|parlour_(?:variant|play_modes)_lookup\s*\(\s*"[\w-]*"\s*\))')


def layer_files(root):
    """(layer, path) of every C source and header of every layer, sorted."""
    files = []
    for layer in LAYERS:
        top = os.path.join(root, 'src', layer)
        for folder, dirs, names in os.walk(top):
            dirs.sort()
            for name in sorted(names):
                if name.endswith(('.c', '.h')):
                    files.append((layer, os.path.join(folder, name)))
    return files


def check(root):
    files = layer_files(root)
    owner = {}
    for layer, path in files:
        owner.setdefault(os.path.basename(path), layer)
    problems = []
    for layer, path in files:
        rel = os.path.relpath(path, root)
        with open(path, encoding='utf-8') as f:
            for number, line in enumerate(f, 1):
                m = INCLUDE.match(line)
                if m is None:
                    continue
                kind, header = m.groups()
                if kind == '<':
                    if layer != 'ui' and TOOLKIT.match(header):
                        problems.append(f'{rel}:{number}: includes <{header}>: the toolkit '
                                        f'belongs to the UI, not to layer {layer}')
                    continue
                other = owner.get(os.path.basename(header))
                if other is None or other == layer or other in LAYERS[layer]:
                    continue
                allowed = ', '.join(LAYERS[layer]) or 'none'
                problems.append(f'{rel}:{number}: includes "{header}" of layer {other}, '
                                f'which layer {layer} may not (it may include: {allowed})')
    return problems


def check_modes(root):
    """Where a UI file outside src/ui/modes names a match subclass."""
    problems = []
    for layer, path in layer_files(root):
        rel = os.path.relpath(path, root)
        if layer != 'ui' or rel.startswith(MODE_FOLDER + os.sep):
            continue
        with open(path, encoding='utf-8') as f:
            text = f.read()
        # comments may explain a mode; code may not name its match
        code = COMMENT.sub(lambda m: '\n' * m.group(0).count('\n'), text)
        for number, line in enumerate(code.split('\n'), 1):
            m = MATCH_SUBCLASS.search(line)
            if m is not None:
                problems.append(f'{rel}:{number}: names {m.group(1)}, a way of playing\'s '
                                f'match, outside src/ui/modes')
                continue
            m = ID_COMPARE.search(line)
            if m is not None:
                problems.append(f'{rel}:{number}: tells a variant or mode by its id '
                                f'({m.group(1)}) outside src/ui/modes')
                continue
            m = MODE_UI_SYMBOL.search(STRING.sub('""', line))
            if m is None:
                m = MODE_UI_SYMBOL.search(line) if INCLUDE.match(line) else None
            if m is not None:
                problems.append(f'{rel}:{number}: names {m.group(1)}, a way of playing\'s '
                                f'UI, outside src/ui/modes')
    return problems


def main(argv):
    args = argv[1:]
    stamp = None
    if args[:1] == ['--list-files']:
        root = args[1] if len(args) > 1 else '.'
        for _, path in layer_files(root):
            print(path)
        return 0
    if args[:1] == ['--stamp']:
        stamp = args[1]
        args = args[2:]
    root = args[0] if args else os.path.join(os.path.dirname(__file__), '..')
    problems = check(root) + check_modes(root)
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        print(f'{len(problems)} problem(s): an include up a layer (LAYERS) or a way of '
              f'playing named outside its mode folder (tools/check-layers.py)', file=sys.stderr)
        return 1
    if stamp is not None:
        with open(stamp, 'w') as f:
            f.write('ok\n')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
