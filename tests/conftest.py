"""Test set-up: headless SDL, a throwaway data folder, and hypothesis profiles."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Never touch the real player's data: every test run gets a throwaway data folder.
os.environ.setdefault("CHIEU_BAI_DATA", tempfile.mkdtemp(prefix="chieu-bai-tests-"))

from hypothesis import HealthCheck, settings

settings.register_profile("ci", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None, max_examples=50)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
