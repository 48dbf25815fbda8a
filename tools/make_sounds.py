"""Synthesise the game's sounds with the standard library only (math, random, array, wave).

Writes ``sounds/{shuffle,deal,flip,chip,win,lose,button,banner,tick,turn,celebrate,coins}.wav``:
22050 Hz, mono,
16-bit.  Every sound has its DC offset removed, short fades at both ends (no clicks) and is
normalised to a peak of −6 dBFS.  Seeded ``random.Random`` noise makes the bytes the same on
every run.  Rerun with::

    python tools/make_sounds.py [--out DIR] [--only deal chip ...]
"""

from __future__ import annotations

import argparse
import array
import math
import random
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

from art.paths import SOUNDS

RATE = 22050
PEAK = 0.5  # −6 dBFS
Signal = list[float]


# --- building blocks ----------------------------------------------------------------------


def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def add(dest: Signal, src: Signal, at: float, gain: float = 1.0) -> None:
    """Mix ``src`` into ``dest`` starting at ``at`` seconds (``dest`` grows if needed)."""
    start = round(at * RATE)
    if start + len(src) > len(dest):
        dest.extend([0.0] * (start + len(src) - len(dest)))
    for i, v in enumerate(src):
        dest[start + i] += v * gain


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def lowpass(sig: Signal, cutoff: float) -> Signal:
    """One-pole low-pass filter."""
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out: Signal = []
    y = 0.0
    for x in sig:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(sig: Signal, cutoff: float) -> Signal:
    low = lowpass(sig, cutoff)
    return [x - lo for x, lo in zip(sig, low, strict=True)]


def bandpass(sig: Signal, low: float, high: float) -> Signal:
    return lowpass(highpass(sig, low), high)


def envelope(sig: Signal, attack: float, decay: float) -> Signal:
    """A linear attack of ``attack`` s, then exponential decay with time constant ``decay`` s."""
    n_att = max(1, round(attack * RATE))
    out: Signal = []
    for i, v in enumerate(sig):
        t = i / RATE
        g = i / n_att if i < n_att else math.exp(-(t - attack) / decay)
        out.append(v * g)
    return out


def tone(
    freq: float, seconds: float, partials: Sequence[tuple[float, float, float]] = ((1.0, 1.0, 1.0),)
) -> Signal:
    """A sum of sine partials ``(ratio, amplitude, decay scale)``, each decaying at its own rate."""
    n = round(seconds * RATE)
    out: Signal = []
    for i in range(n):
        t = i / RATE
        v = 0.0
        for ratio, amp, decay_scale in partials:
            v += (
                amp * math.sin(2 * math.pi * freq * ratio * t) * math.exp(-t / (seconds * 0.35 * decay_scale))
            )
        out.append(v)
    return out


def sweep(f0: float, f1: float, seconds: float) -> Signal:
    """A sine gliding exponentially from ``f0`` to ``f1`` Hz."""
    n = round(seconds * RATE)
    out: Signal = []
    phase = 0.0
    for i in range(n):
        f = f0 * (f1 / f0) ** (i / max(1, n - 1))
        phase += 2 * math.pi * f / RATE
        out.append(math.sin(phase))
    return out


def finish(sig: Signal, fade_in: float = 0.002) -> Signal:
    """Remove DC, fade in, fade out over the last tenth (12 ms at least), normalise to ``PEAK``."""
    mean = sum(sig) / len(sig)
    out = [v - mean for v in sig]
    n_in, n_out = round(fade_in * RATE), max(round(0.012 * RATE), len(out) // 10)
    for i in range(min(n_in, len(out))):
        out[i] *= i / n_in
    for i in range(min(n_out, len(out))):
        out[-1 - i] *= i / n_out
    peak = max(abs(v) for v in out) or 1.0
    return [v * PEAK / peak for v in out]


def note(name: str) -> float:
    """Frequency of a note like ``C5`` or ``A4`` (equal temperament, A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    octave = int(name[1:])
    return 440.0 * 2 ** ((steps + 12 * (octave - 4)) / 12)


# --- the sounds ---------------------------------------------------------------------------


def card_flap(rng: random.Random, seconds: float = 0.012, bright: float = 3500) -> Signal:
    return envelope(bandpass(noise(seconds, rng), 900, bright), 0.0008, seconds / 4)


def make_shuffle(rng: random.Random) -> Signal:
    """A riffle: ~46 card flaps speeding up then slowing, then the cards squared up."""
    out = silence(0.62)
    t = 0.02
    n = 46
    for i in range(n):
        x = i / (n - 1)
        gap = 0.0095 + 0.006 * (2 * x - 1) ** 2
        add(
            out,
            card_flap(rng, 0.010, rng.uniform(2600, 4200)),
            t,
            rng.uniform(0.45, 1.0) * (0.6 + 0.4 * math.sin(math.pi * x)),
        )
        t += gap
    bridge = envelope(bandpass(noise(0.12, rng), 300, 1800), 0.03, 0.03)
    add(out, bridge, t + 0.01, 0.7)
    add(out, envelope(lowpass(noise(0.03, rng), 700), 0.001, 0.008), min(t + 0.12, 0.58), 0.9)
    return out


def make_deal(rng: random.Random) -> Signal:
    """A short swish of the card through the air and a soft tap on the felt."""
    out = silence(0.12)
    swish = bandpass(noise(0.08, rng), 1200, 5000)
    swish = [v * math.sin(math.pi * i / len(swish)) ** 2 for i, v in enumerate(swish)]
    add(out, swish, 0.0, 0.5)
    tap = envelope(
        [a + 0.5 * b for a, b in zip(lowpass(noise(0.03, rng), 900), tone(190, 0.03), strict=True)],
        0.001,
        0.008,
    )
    add(out, tap, 0.078, 1.0)
    return out


def make_flip(rng: random.Random) -> Signal:
    """A crisp card snap."""
    out = silence(0.1)
    add(out, envelope(highpass(noise(0.05, rng), 1500), 0.0008, 0.007), 0.0, 1.0)
    add(out, envelope(tone(420, 0.06), 0.001, 0.015), 0.004, 0.35)
    add(out, envelope(bandpass(noise(0.04, rng), 400, 2500), 0.003, 0.01), 0.03, 0.4)
    return out


def clink(freq: float) -> Signal:
    partials = ((1.0, 1.0, 1.0), (1.58, 0.6, 0.7), (2.47, 0.4, 0.5), (3.9, 0.25, 0.35))
    return envelope(tone(freq, 0.16, partials), 0.0005, 0.045)


def make_chip(rng: random.Random) -> Signal:
    """Two clay chips clinking."""
    out = silence(0.2)
    add(out, clink(2300), 0.0, 1.0)
    add(out, clink(2650), 0.038, 0.6)
    add(out, envelope(highpass(noise(0.01, rng), 3000), 0.0005, 0.002), 0.0, 0.3)
    return out


def bell(freq: float, seconds: float) -> Signal:
    """A soft marimba-like note: fundamental, octave and a bright fourth partial."""
    return envelope(
        tone(freq, seconds, ((1.0, 1.0, 1.0), (2.0, 0.35, 0.6), (3.98, 0.12, 0.3))), 0.004, seconds * 0.5
    )


def make_win(rng: random.Random) -> Signal:
    """A bright rising pentatonic phrase ending on a held high note."""
    out = silence(0.8)
    phrase = ["C5", "D5", "E5", "G5", "A5"]
    for i, name in enumerate(phrase):
        add(out, bell(note(name), 0.28), i * 0.085, 0.8)
    add(out, bell(note("C6"), 0.36), len(phrase) * 0.085, 1.0)
    add(out, bell(note("G5"), 0.36), len(phrase) * 0.085, 0.45)
    return out


def make_lose(rng: random.Random) -> Signal:
    """A gentle falling phrase, soft and low."""
    out = silence(0.6)
    for i, name in enumerate(["G4", "E4", "D4", "C4"]):
        soft = lowpass(envelope(tone(note(name), 0.3, ((1.0, 1.0, 1.0), (2.0, 0.2, 0.5))), 0.01, 0.12), 1500)
        add(out, soft, i * 0.1, 0.9 if i < 3 else 1.0)
    return out


def make_button(rng: random.Random) -> Signal:
    """A soft click."""
    out = silence(0.04)
    add(out, envelope(tone(1400, 0.03), 0.0008, 0.006), 0.0, 0.8)
    add(out, envelope(lowpass(noise(0.01, rng), 2500), 0.0005, 0.002), 0.0, 0.4)
    return out


def make_banner(rng: random.Random) -> Signal:
    """A small drum and gong hit (trống + chiêng) for "Kết!" and "Xì bàng!"."""
    out = silence(0.8)
    drum = envelope(sweep(150, 70, 0.4), 0.002, 0.12)
    add(out, drum, 0.0, 1.0)
    add(out, envelope(lowpass(noise(0.05, rng), 1200), 0.001, 0.012), 0.0, 0.5)
    gong_partials = (
        (1.0, 1.0, 1.0),
        (1.48, 0.55, 0.8),
        (2.03, 0.4, 0.6),
        (2.74, 0.3, 0.45),
        (3.61, 0.18, 0.3),
    )
    gong = envelope(tone(196, 0.78, gong_partials), 0.006, 0.3)
    wobble = [v * (1 + 0.15 * math.sin(2 * math.pi * 5.5 * i / RATE)) for i, v in enumerate(gong)]
    add(out, wobble, 0.01, 0.55)
    return out


def make_tick(rng: random.Random) -> Signal:
    """A wood-block tick (mõ) for the bắt cái count."""
    out = silence(0.07)
    add(out, envelope(tone(880, 0.06, ((1.0, 1.0, 1.0), (2.76, 0.45, 0.4))), 0.0006, 0.012), 0.0, 1.0)
    add(out, envelope(bandpass(noise(0.01, rng), 1500, 4000), 0.0004, 0.0015), 0.0, 0.3)
    return out


def make_turn(rng: random.Random) -> Signal:
    """Your turn: two soft, rounded bell notes rising a fourth (G5, C6)."""
    out = silence(0.36)
    for i, name in enumerate(("G5", "C6")):
        add(out, lowpass(bell(note(name), 0.26), 2600), i * 0.09, 0.75 + 0.25 * i)
    return out


def make_celebrate(rng: random.Random) -> Signal:
    """A bright sting for a rare hand: a quick rising arpeggio onto a held major chord, a
    cymbal-like splash under it and a few seeded sparkles on top (under a second)."""
    out = silence(0.95)
    for i, name in enumerate(("C5", "E5", "G5", "C6")):
        add(out, bell(note(name), 0.22), i * 0.05, 0.55)
    for name in ("C6", "E6", "G6"):
        add(out, bell(note(name), 0.75), 0.2, 0.45)
    splash = envelope(bandpass(noise(0.6, rng), 5000, 9000), 0.004, 0.18)
    add(out, splash, 0.2, 0.35)
    for _ in range(9):
        add(out, envelope(tone(rng.uniform(2600, 4200), 0.12), 0.001, 0.03), rng.uniform(0.26, 0.7), 0.18)
    return out


def make_coins(rng: random.Random) -> Signal:
    """A big win: a cascade of coins poured onto a pile, dense at first, thinning out."""
    out = silence(0.7)
    t = 0.0
    while t < 0.52:
        add(out, clink(rng.uniform(3000, 5200)), t, rng.uniform(0.3, 0.8) * (1 - 0.9 * t))
        t += rng.uniform(0.008, 0.03) + 0.06 * t
    rustle = envelope(bandpass(noise(0.5, rng), 1500, 6000), 0.02, 0.15)
    add(out, rustle, 0.0, 0.25)
    return out


SOUNDS_MADE: dict[str, tuple[int, Callable[[random.Random], Signal]]] = {
    "shuffle": (11, make_shuffle),
    "deal": (12, make_deal),
    "flip": (13, make_flip),
    "chip": (14, make_chip),
    "win": (15, make_win),
    "lose": (16, make_lose),
    "button": (17, make_button),
    "banner": (18, make_banner),
    "tick": (19, make_tick),
    "turn": (20, make_turn),
    "celebrate": (21, make_celebrate),
    "coins": (22, make_coins),
}


def render(name: str) -> Signal:
    seed, make = SOUNDS_MADE[name]
    return finish(make(random.Random(seed)))


def write_wav(path: Path, sig: Signal) -> None:
    """16-bit mono little-endian PCM at ``RATE`` (the wave module writes no timestamps)."""
    pcm = array.array("h", (max(-32767, min(32767, round(v * 32767))) for v in sig))
    if sys.byteorder == "big":
        pcm.byteswap()
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())


def build(out: Path, only: Sequence[str] | None = None) -> list[Path]:
    written: list[Path] = []
    for name in SOUNDS_MADE:
        if only and name not in only:
            continue
        path = out / f"{name}.wav"
        write_wav(path, render(name))
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=SOUNDS, help="the sounds folder to write into")
    parser.add_argument("--only", nargs="*", help="sound names to make (default: all)")
    args = parser.parse_args(argv)
    written = build(args.out, args.only)
    print(f"sounds: wrote {len(written)} files under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
