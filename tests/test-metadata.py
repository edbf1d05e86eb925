#!/usr/bin/env python3
# test-metadata.py — the desktop file, the metainfo and the MIME types say what the app does
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-metadata.py SOURCE_ROOT DESKTOP_FILE METAINFO_FILE MIME_XML
#
# appstreamcli and desktop-file-validate check the files' form; this checks,
# with TAP output, that what they say is true:
# - the MIME XML is shared-mime-info's format, and every type in it has a
#   comment and a glob (and update-mime-database, where installed, reads it);
# - every kind of file the Open dialog takes (the patterns of the match
#   formats, ParlourMatchFormat in src/*/, which parlour-window-files.c's
#   filter lists) has a MIME type, defined here or by
#   shared-mime-info, and the desktop file and the metainfo both declare it;
# - the content rating declares the chat between peers (social-chat);
# - the metainfo names every variant of the engine's registry and network
#   play, and calls none of them "coming"; the desktop Comment is not about
#   one computer only.

import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

MIME_NS = '{http://www.freedesktop.org/standards/shared-mime-info}'
# types shared-mime-info itself defines for files the app opens (checked
# against its database where that is installed)
SYSTEM_TYPES = {'*.pgn': ['application/vnd.chess-pgn', 'application/x-chess-pgn']}
SYSTEM_DATABASE = '/usr/share/mime/packages/freedesktop.org.xml'

results = []


def check(ok, what):
    results.append((bool(ok), what))


def read(path):
    with open(path, encoding='utf-8') as f:
        return f.read()


def mime_types(path):
    """{type: [globs]} of a shared-mime-info XML file, aliases included"""
    root = ET.parse(path).getroot()
    types = {}
    if root.tag != MIME_NS + 'mime-info':
        return root, types
    for element in root.findall(MIME_NS + 'mime-type'):
        globs = [g.get('pattern', '').lower() for g in element.findall(MIME_NS + 'glob')]
        names = [element.get('type')] + [a.get('type') for a in element.findall(MIME_NS + 'alias')]
        for name in names:
            types[name] = globs
    return root, types


def opened_patterns(root):
    """the patterns of the Open dialog's filter (the formats' patterns), lower case"""
    macros = {}
    for header in glob.glob(os.path.join(root, 'src', '*', '*.h')):
        for name, value in re.findall(r'#define\s+(\w+)\s+"([^"]*)"', read(header)):
            macros[name] = value
    patterns = set()
    for source in glob.glob(os.path.join(root, 'src', '*', '*.c')):
        for array in re.findall(r'\w+_patterns\[\]\s*=\s*\{([^}]*)\}', read(source)):
            for item in array.split(','):
                text = ''
                for literal, macro in re.findall(r'"([^"]*)"|(\w+)', item):
                    if macro == 'NULL':
                        break
                    text += literal if not macro else macros.get(macro, '?' + macro)
                if text:
                    patterns.add(text.lower())
    return patterns


def check_mime_xml(path):
    root, types = mime_types(path)
    check(root.tag == MIME_NS + 'mime-info', 'the MIME XML is a shared-mime-info mime-info')
    check(len(types) > 0, 'the MIME XML defines types')
    for element in root.findall(MIME_NS + 'mime-type'):
        name = element.get('type', '')
        check(re.fullmatch(r'application/[a-z0-9.+-]+', name), 'MIME type %s is well formed' % name)
        check(element.find(MIME_NS + 'comment') is not None, 'MIME type %s has a comment' % name)
        check(element.find(MIME_NS + 'glob') is not None, 'MIME type %s has a glob' % name)
    update = shutil.which('update-mime-database')
    if update is not None:
        with tempfile.TemporaryDirectory() as tmp:
            os.mkdir(os.path.join(tmp, 'packages'))
            shutil.copy(path, os.path.join(tmp, 'packages'))
            run = subprocess.run([update, '-V', tmp], capture_output=True, text=True)
            complaints = [line for line in run.stderr.splitlines()
                          if 'error' in line.lower() or 'warning' in line.lower()]
            check(run.returncode == 0 and not complaints,
                  'update-mime-database reads the MIME XML without complaint %s' % complaints)
            globs2 = os.path.join(tmp, 'globs2')
            known = read(globs2) if os.path.exists(globs2) else ''
            for element in root.findall(MIME_NS + 'mime-type'):
                for g in element.findall(MIME_NS + 'glob'):
                    check(':%s:%s\n' % (element.get('type'), g.get('pattern')) in known,
                          'update-mime-database gives %s the type %s'
                          % (g.get('pattern'), element.get('type')))
    return types


def check_system_types():
    if not os.path.exists(SYSTEM_DATABASE):
        return
    _, system = mime_types(SYSTEM_DATABASE)
    for pattern, names in SYSTEM_TYPES.items():
        check(any(pattern in system.get(name, []) for name in names),
              'shared-mime-info gives %s the type %s' % (pattern, names[0]))


def check_formats(root, types, desktop_types, metainfo_types):
    patterns = opened_patterns(root)
    check(len(patterns) >= 3, 'the Open dialog\'s patterns are found (%s)' % sorted(patterns))
    for pattern in sorted(patterns):
        names = [name for name, globs in types.items() if pattern in globs]
        names += SYSTEM_TYPES.get(pattern, [])
        check(names, 'the files %s the app opens have a MIME type' % pattern)
        check(any(name in desktop_types for name in names),
              'the desktop file\'s MimeType has %s (%s)' % (pattern, names))
        check(any(name in metainfo_types for name in names),
              'the metainfo provides %s (%s)' % (pattern, names))
    for name in types:
        check(name in desktop_types, 'the desktop file\'s MimeType has %s' % name)


def check_metainfo(root, path):
    component = ET.parse(path).getroot()
    rating = component.find('content_rating')
    attributes = {} if rating is None else {
        a.get('id'): (a.text or '').strip() for a in rating.findall('content_attribute')}
    check(attributes.get('social-chat') in ('mild', 'moderate', 'intense'),
          'the content rating declares the peers\' chat (social-chat: %s)'
          % attributes.get('social-chat'))
    provides = component.find('provides')
    mediatypes = set() if provides is None else {
        m.text.strip() for m in provides.findall('mediatype')}
    description = ' '.join(component.find('description').itertext())
    description = re.sub(r'\s+', ' ', description)
    names = set()
    for source in glob.glob(os.path.join(root, 'src', 'rules', 'parlour-variant-*.c')):
        names.update(re.findall(r'\.name\s*=\s*N_\s*\(\s*"([^"]+)"', read(source)))
    check(len(names) >= 6, 'the registry\'s variants are found (%s)' % sorted(names))
    for name in sorted(names):
        check(name.lower() in description.lower(), 'the metainfo names %s' % name)
    check('Chess Bingo' in description, 'the metainfo names Chess Bingo')
    check('network' in description.lower(), 'the metainfo tells of network play')
    check(not re.search(r'\b(coming|will come|later versions?|being written)\b', description,
                        re.IGNORECASE),
          'the metainfo calls no game "coming"')
    return mediatypes


def check_desktop(path):
    entries = {}
    for line in read(path).splitlines():
        if '=' in line and not line.startswith('#'):
            key, value = line.split('=', 1)
            entries.setdefault(key.strip(), value.strip())
    comment = entries.get('Comment', '')
    check(comment and 'network' in comment.lower(),
          'the desktop Comment tells of network play too (%s)' % comment)
    return {t for t in entries.get('MimeType', '').split(';') if t}


def main():
    root, desktop, metainfo, mime = sys.argv[1:5]
    types = check_mime_xml(mime)
    check_system_types()
    desktop_types = check_desktop(desktop)
    metainfo_types = check_metainfo(root, metainfo)
    check(desktop_types == metainfo_types,
          'the desktop file and the metainfo declare the same MIME types (%s, %s)'
          % (sorted(desktop_types), sorted(metainfo_types)))
    check_formats(root, types, desktop_types, metainfo_types)

    print('1..%d' % len(results))
    for i, (ok, what) in enumerate(results, 1):
        print('%s %d - %s' % ('ok' if ok else 'not ok', i, what))
    return 0 if all(ok for ok, _ in results) else 1


if __name__ == '__main__':
    sys.exit(main())
