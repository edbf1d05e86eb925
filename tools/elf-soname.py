#!/usr/bin/env python3
# elf-soname.py — the SONAME of a shared library, for meson to find at configure time
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The piece cache opens librsvg by its SONAME when it first draws a piece, in a
# worker thread, so that librsvg (with libxml2 and ICU) is not loaded before the
# window's first frame (docs/benchmarks.md, "Piece images"). The name is read
# here from the library the linker would use (LIBDIR/librsvg-2.so, which
# pkg-config names), not written into the code.
#
#   tools/elf-soname.py LIBRARY...   prints the SONAME of the first that has one
import struct
import sys

SHT_DYNAMIC = 6
DT_NULL = 0
DT_SONAME = 14


def soname(path):
    with open(path, 'rb') as f:
        data = f.read()
    if data[:4] != b'\x7fELF':
        return None
    wide = data[4] == 2
    order = '<' if data[5] == 1 else '>'
    if wide:
        shoff, = struct.unpack_from(order + 'Q', data, 0x28)
        shentsize, shnum = struct.unpack_from(order + 'HH', data, 0x3A)
        section = order + 'IIQQQQIIQQ'
        dyn = order + 'qQ'
    else:
        shoff, = struct.unpack_from(order + 'I', data, 0x20)
        shentsize, shnum = struct.unpack_from(order + 'HH', data, 0x2E)
        section = order + 'IIIIIIIIII'
        dyn = order + 'iI'
    sections = [struct.unpack_from(section, data, shoff + i * shentsize) for i in range(shnum)]
    for s in sections:
        if s[1] != SHT_DYNAMIC:
            continue
        strtab = sections[s[6]]
        offset, size = s[4], s[5]
        for at in range(offset, offset + size, struct.calcsize(dyn)):
            tag, value = struct.unpack_from(dyn, data, at)
            if tag == DT_NULL:
                break
            if tag == DT_SONAME:
                start = strtab[4] + value
                return data[start:data.index(b'\0', start)].decode()
    return None


def main(paths):
    for path in paths:
        try:
            name = soname(path)
        except (OSError, struct.error, ValueError, IndexError):
            continue
        if name:
            print(name)
            return 0
    print('no SONAME in ' + ', '.join(paths), file=sys.stderr)
    return 1


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
