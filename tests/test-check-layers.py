#!/usr/bin/env python3
# test-check-layers.py — tools/check-layers.py fails on a way of playing named outside its folder
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Each case is a small source tree with one file in src/ui: what the UI
# outside src/ui/modes may not say (a mode's UI symbol, a variant told by
# its id) makes the check fail naming the file and line; the same text in
# src/ui/modes, in a comment or in a settings key passes.
#
#   tests/test-check-layers.py SOURCE_ROOT
import os
import subprocess
import sys
import tempfile

BAD = [
    'ParlourBingoPage *page;',
    'parlour_bingo_page_get_card (page);',
    '_parlour_window_bingo_enter (self);',
    'parlour_simul_options_new ();',
    'parlour_new_game_bingo_init (self);',
    'x = PARLOUR_PLAY_MODE_BINGO;',
    '#include "parlour-bughouse-page.h"',
    'if (g_str_equal (variant->id, "panic")) return;',
    'if (g_strcmp0 ("chess-bingo", parlour_play_mode_get_id (mode)) == 0) return;',
    'v = parlour_variant_lookup ("crazyhouse");',
]
GOOD = [
    '/* ParlourBingoPage shows the card */',
    'g_settings_get_string (settings, "bingo-first-white");',
    'if (view->flags & PARLOUR_VARIANT_SIMULTANEOUS) return;',
    'parlour_page_describe (page);',
]


def run(tool, folder, line):
    with tempfile.TemporaryDirectory() as root:
        path = os.path.join(root, 'src', 'ui', *folder)
        os.makedirs(path)
        with open(os.path.join(path, 'x.c'), 'w') as f:
            f.write(line + '\n')
        done = subprocess.run([sys.executable, tool, root], capture_output=True, text=True)
        return done.returncode, done.stderr


def main(argv):
    tool = os.path.join(argv[1], 'tools', 'check-layers.py')
    cases = ([(line, [], 1) for line in BAD] + [(line, ['modes'], 0) for line in BAD]
             + [(line, [], 0) for line in GOOD])
    print(f'1..{len(cases)}')
    failed = 0
    for n, (line, folder, expected) in enumerate(cases, 1):
        code, err = run(tool, folder, line)
        where = 'src/ui/' + ''.join(f + '/' for f in folder) + 'x.c'
        ok = code == expected and (expected == 0 or f'{where}:1:' in err)
        failed += not ok
        print(f'{"ok" if ok else "not ok"} {n} {where}: {line} (exit {code}, want {expected})')
        if not ok:
            print('# ' + err.replace('\n', '\n# '))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
