#!/usr/bin/env python3
# test-citations.py — no file of the project cites a file outside the repository
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-citations.py SOURCE_ROOT
#
# The rules Parlour plays are stated in docs/rules/, and comments, tests, tools
# and docs cite those pages. This check, with TAP output, reads every text file
# of the source tree (not the version control directory, not meson build
# directories) and fails on any reference to the rules texts the project was
# started from, or to the machine's shared work directory, naming the file, the
# line and what it cites. The patterns are spelt as regular expressions that do
# not match themselves, so this file is read like any other.

import os
import re
import sys

OUTSIDE = [
    (re.compile(r'\bRULES\.md\b'), 'the outside rules contract; cite docs/rules/ instead'),
    (re.compile(r'\bRULES [0-9]'), 'a section of the outside rules contract; cite docs/rules/'),
    (re.compile(r'rules-source[s]'), 'the outside source texts; cite docs/rules/ instead'),
    (re.compile(r'shared/rule[s]', re.IGNORECASE), 'a rules file outside the repository'),
    (re.compile(r'/wor[k]/'), 'a path on the development machine, outside the repository'),
]
BINARY_PROBE = 8192


def is_build_dir(path):
    return os.path.isdir(os.path.join(path, 'meson-private'))


def text_files(root):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames
                             if d != '.git' and not d.startswith('_build') and
                             not is_build_dir(os.path.join(dirpath, d)))
        for filename in sorted(filenames):
            path = os.path.join(dirpath, filename)
            # a worktree's .git is a file naming the main repository's path
            if filename == '.git' or os.path.islink(path) or not os.path.isfile(path):
                continue
            with open(path, 'rb') as f:
                data = f.read()
            if b'\0' in data[:BINARY_PROBE]:
                continue
            yield os.path.relpath(path, root), data.decode('utf-8', errors='replace')


def find_citations(root):
    found = []
    n_files = 0
    for name, text in text_files(root):
        n_files += 1
        for number, line in enumerate(text.splitlines(), start=1):
            for pattern, why in OUTSIDE:
                match = pattern.search(line)
                if match is not None:
                    found.append('%s:%d: “%s”: %s' % (name, number, match.group(0), why))
    return n_files, found


def self_test():
    # Each pattern must catch what it is for, so that the check cannot pass
    # vacuously; the strings are put together so that this file holds none.
    samples = ['RULES' + '.md section 3', 'RULES ' + '5.2', 'rules-' + 'sources/panic.txt',
               '../shared' + '/rules/bughouse.txt', '/wo' + 'rk/shared/DESIGN.md']
    return [s for s in samples if not any(p.search(s) for p, _ in OUTSIDE)]


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(__file__), '..'))
    missed = self_test()
    n_files, found = find_citations(root)

    print('1..2')
    if missed:
        for sample in missed:
            print('# no pattern catches %s' % sample)
        print('not ok 1 - the patterns catch every kind of outside citation')
    else:
        print('ok 1 - the patterns catch every kind of outside citation')
    if found:
        for line in found:
            print('# ' + line)
        print('not ok 2 - %d citations of files outside the repository in %d files read'
              % (len(found), n_files))
    else:
        print('ok 2 - no citations of files outside the repository in %d files read' % n_files)
    return 1 if missed or found else 0


if __name__ == '__main__':
    sys.exit(main())
