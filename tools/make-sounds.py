#!/usr/bin/env python3
# make-sounds.py — synthesises Parlour's sounds (data/sounds/*.wav)
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Every sound the app plays is made here, from sines and a seeded noise, with
# the Python standard library alone (no recorded or borrowed sounds). The
# output is byte-identical from run to run: the noise comes from a fixed
# linear congruential generator, not from the random module.
#
#   python3 tools/make-sounds.py data/sounds
#
# writes move.wav, capture.wav, check.wav, drop.wav, arrival.wav, reveal.wav,
# countdown.wav, low-time.wav and end.wav (16-bit mono PCM at 44.1 kHz) into
# the directory given. The `sounds` test (tests/test-sounds.py) runs it again
# and compares the files with the committed ones (data/sounds/README.md).

import math
import os
import struct
import sys
import wave

RATE = 44100
# the loudest a sound gets, as a share of full scale: soft, never startling
PEAK = 0.5


class Noise:
    """White noise in [-1, 1] from a fixed LCG, the same on every run."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return self.state / 0x3FFFFFFF - 1.0


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(*tracks):
    length = max(len(t) for t in tracks)
    out = [0.0] * length
    for t in tracks:
        for i, v in enumerate(t):
            out[i] += v
    return out


def delayed(seconds, track):
    return silence(seconds) + track


def tone(freq, seconds, decay, level=1.0, attack=0.004, glide=None):
    """A sine (gliding to @glide Hz if given) with a short attack and an
    exponential decay of time constant @decay seconds."""
    n = int(seconds * RATE)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq if glide is None else freq * (glide / freq) ** (t / seconds)
        phase += 2 * math.pi * f / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(level * env * math.sin(phase))
    return out


def bell(freq, seconds, decay, level=1.0):
    """A soft bell: the fundamental with two quieter partials."""
    return mix(tone(freq, seconds, decay, level),
               tone(freq * 2.0, seconds, decay * 0.6, level * 0.3),
               tone(freq * 3.01, seconds, decay * 0.35, level * 0.12))


def knock(seconds, decay, cutoff, seed, level=1.0):
    """A decaying burst of low-passed noise: wood struck by wood."""
    noise = Noise(seed)
    n = int(seconds * RATE)
    # a one-pole low-pass, applied twice for a rounder sound
    a = 1.0 - math.exp(-2 * math.pi * cutoff / RATE)
    y1 = y2 = 0.0
    out = []
    for i in range(n):
        t = i / RATE
        y1 += a * (noise.next() - y1)
        y2 += a * (y1 - y2)
        env = min(1.0, t / 0.001) * math.exp(-t / decay)
        out.append(level * 3.0 * env * y2)
    return out


def fade_out(track, seconds=0.01):
    n = min(len(track), int(seconds * RATE))
    for i in range(n):
        track[len(track) - n + i] *= 1.0 - (i + 1) / n
    return track


def move():
    return mix(knock(0.12, 0.018, 1800, 1), tone(180, 0.12, 0.025, 0.5, 0.001))


def capture():
    first = mix(knock(0.08, 0.012, 3200, 2), tone(260, 0.08, 0.015, 0.4, 0.001))
    second = mix(knock(0.12, 0.02, 2600, 3), tone(210, 0.12, 0.025, 0.5, 0.001))
    return mix(first, delayed(0.055, second))


def check():
    return mix(bell(784, 0.45, 0.12, 0.45), delayed(0.11, bell(1047, 0.34, 0.12, 0.45)))


def drop():
    # a "plop": a sine falling quickly, with a touch of wood
    return mix(tone(520, 0.14, 0.035, 0.8, 0.002, glide=160), knock(0.05, 0.008, 1200, 4, 0.5))


def arrival():
    # a rising glissando: a piece sliding in from the partner's board
    return mix(tone(330, 0.32, 0.12, 0.55, 0.03, glide=990),
               tone(660, 0.32, 0.1, 0.15, 0.03, glide=1980))


def reveal():
    # a shimmer: a quick arpeggio of soft bells that fade into each other
    notes = [880, 1109, 1319, 1760]
    return mix(*[delayed(0.05 * i, bell(f, 0.45, 0.13, 0.25)) for i, f in enumerate(notes)])


def countdown():
    return mix(knock(0.05, 0.006, 5000, 5, 0.7), tone(1500, 0.05, 0.008, 0.35, 0.001))


def low_time():
    return mix(tone(440, 0.18, 0.08, 0.5, 0.005), delayed(0.2, tone(330, 0.22, 0.09, 0.5, 0.005)))


def end():
    # a short phrase rising to rest: G, C, E
    notes = [(0.0, 392), (0.16, 523), (0.32, 659)]
    return mix(*[delayed(at, bell(f, 0.55, 0.16, 0.4)) for at, f in notes])


SOUNDS = {
    "move": move,
    "capture": capture,
    "check": check,
    "drop": drop,
    "arrival": arrival,
    "reveal": reveal,
    "countdown": countdown,
    "low-time": low_time,
    "end": end,
}


def write(path, track):
    track = fade_out(track)
    loudest = max(abs(v) for v in track) or 1.0
    scale = PEAK * 32767 / loudest
    frames = b"".join(struct.pack("<h", int(round(v * scale))) for v in track)
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make-sounds.py DIRECTORY")
    os.makedirs(sys.argv[1], exist_ok=True)
    for name, make in SOUNDS.items():
        write(os.path.join(sys.argv[1], name + ".wav"), make())


if __name__ == "__main__":
    main()
