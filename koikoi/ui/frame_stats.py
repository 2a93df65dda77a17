"""The frame times and the start-up time the game reports with ``--stats``
(kept apart from the app: no pygame here)."""

from __future__ import annotations

import os
import time

_T0 = time.perf_counter()  # when the game's window code was first imported


def process_age() -> float | None:
    """Seconds since this process started (Linux), else None."""
    try:
        with open("/proc/self/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        start_ticks = int(fields[19])
        with open("/proc/uptime", encoding="ascii") as f:
            uptime = float(f.read().split()[0])
        return uptime - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return None


_AGE0 = process_age()  # the process's age when this module was imported


class FrameStats:
    def __init__(self) -> None:
        self.times: list[float] = []
        self.startup_s: float | None = None

    def first_frame(self) -> None:
        if self.startup_s is None:
            age = process_age()
            self.startup_s = age if age is not None else time.perf_counter() - _T0

    def add(self, seconds: float) -> None:
        self.times.append(seconds)

    def summary(self) -> dict[str, object]:
        ts = sorted(self.times)

        def pct(q: float) -> float:
            if not ts:
                return 0.0
            return round(ts[min(len(ts) - 1, int(q * len(ts)))] * 1000, 3)

        return {
            "frames": len(ts), "p50_ms": pct(0.5), "p99_ms": pct(0.99),
            "max_ms": round(ts[-1] * 1000, 3) if ts else 0.0,
            "startup_s": round(self.startup_s, 3) if self.startup_s is not None else None,
        }
