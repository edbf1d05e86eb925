#!/usr/bin/env python3
# test-potfiles.py — po/POTFILES.in must list every file with translatable strings
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-potfiles.py SOURCE_ROOT
#
# Checks, with TAP output, that every file under src/ and data/ that holds strings
# for translators (gettext calls with a string literal in C, translatable="yes" in
# GtkBuilder files, and the desktop file, metainfo and GSettings schema, which are
# translated as a whole) is listed in po/POTFILES.in, and that every file listed
# there exists.

import os
import re
import sys

C_MARKER = re.compile(r'(?<![\w])(?:_|N_|C_|NC_|ngettext|g_dngettext|g_dpgettext2)\s*\(\s*(?:[\w]+\s*,\s*)?"')
UI_MARKER = re.compile(r'translatable\s*=\s*"(?:yes|true|1)"')
WHOLE_FILES = ('.desktop.in', '.metainfo.xml.in', '.appdata.xml.in', '.gschema.xml')
SCANNED_DIRS = ('src', 'data')


def translatable(path):
    if path.endswith(WHOLE_FILES):
        return True
    if path.endswith(('.c', '.h')):
        marker = C_MARKER
    elif path.endswith(('.ui', '.blp')):
        marker = UI_MARKER
    else:
        return False
    with open(path, encoding='utf-8', errors='replace') as f:
        return marker.search(f.read()) is not None


def listed_files(root):
    names = []
    with open(os.path.join(root, 'po', 'POTFILES.in'), encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith('#'):
                names.append(line.lstrip('[').split(']')[-1].strip())
    return names


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(__file__), '..'))
    listed = listed_files(root)
    failures = []

    for name in listed:
        if not os.path.isfile(os.path.join(root, name)):
            failures.append('po/POTFILES.in lists %s, which does not exist' % name)
    if len(set(listed)) != len(listed):
        failures.append('po/POTFILES.in lists a file twice')

    found = []
    for top in SCANNED_DIRS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(('.', '_build')))
            for filename in sorted(filenames):
                path = os.path.join(dirpath, filename)
                if translatable(path):
                    found.append(os.path.relpath(path, root))
    for name in found:
        if name not in listed:
            failures.append('%s has translatable strings but is missing from po/POTFILES.in' % name)

    print('1..2')
    print('ok 1 - scanned %d files with translatable strings, %d listed' % (len(found), len(listed)))
    if failures:
        for failure in failures:
            print('# ' + failure)
        print('not ok 2 - po/POTFILES.in is incomplete or out of date')
        return 1
    print('ok 2 - po/POTFILES.in is complete')
    return 0


if __name__ == '__main__':
    sys.exit(main())
