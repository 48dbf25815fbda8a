"""Run the tables' legibility check (:mod:`game.devtools.legibility`) and say what fails.

    python tools/legibility.py [--known tests/legibility_known.json] [--pictures DIR] [WORD ...]

Checks every case (or those whose name holds every WORD, e.g. ``ba-cay 960x540``), prints each
case's problems, and a summary.  ``--known FILE`` writes the failing cases and their problems
to FILE — the list ``tests/test_ui_legibility.py`` holds the tables to (run it over every case
when the tables change).  ``--pictures DIR`` saves each look as DIR/<case>.png.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: the checkout's game package
    sys.path.insert(0, str(ROOT))

from game.devtools.legibility import Case, Problem, cases, run_check  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("words", nargs="*", help="only the cases whose name holds every word")
    parser.add_argument("--known", type=Path, help="write the failing cases and their problems to this JSON file")
    parser.add_argument("--pictures", type=Path, help="save a picture of each look in this folder")
    ns = parser.parse_args(argv)
    chosen = [c for c in cases() if all(w in str(c) for w in ns.words)]
    if ns.pictures:
        os.makedirs(ns.pictures, exist_ok=True)
    started = time.perf_counter()

    def progress(case: Case, found: list[Problem], app: Any) -> None:
        print(f"{time.perf_counter() - started:6.1f} s  {case}: {len(found) or 'clear'}", flush=True)
        for problem in found:
            print(f"        {problem}")
        if ns.pictures:
            import pygame

            app.draw()
            pygame.image.save(app.screen, str(ns.pictures / f"{case}.png"))

    found = run_check(chosen, progress)
    failing = {str(c): sorted({p.key for p in ps}) for c, ps in sorted(found.items()) if ps}
    kinds = Counter(p.kind for ps in found.values() for p in ps)
    print(f"{len(chosen)} cases, {len(failing)} failing ({', '.join(f'{k} {n}' for k, n in kinds.most_common())}),"
          f" {time.perf_counter() - started:.0f} s")
    if ns.known:
        ns.known.write_text(json.dumps(failing, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {ns.known}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
