"""Time-based tweens with easing.

A tween maps elapsed seconds to a value between ``start`` and ``end``. Its
duration is divided by the animation speed when it is made, so the speed
setting scales every motion in the game from one place.
"""

from __future__ import annotations

from typing import Callable

Ease = Callable[[float], float]


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def at_once(t: float) -> float:
    """No easing at all: the end as soon as the tween starts (reduced motion's jumps)."""
    return 1.0 if t > 0 else 0.0


class Tween:
    """From ``start`` to ``end`` over ``duration`` seconds after ``delay``."""

    __slots__ = ("start", "end", "duration", "delay", "ease", "elapsed")

    def __init__(
        self, start: float, end: float, duration: float, *, delay: float = 0.0,
        ease: Ease = ease_out_cubic,
    ) -> None:
        self.start, self.end = start, end
        self.duration = max(0.0, duration)
        self.delay = max(0.0, delay)
        self.ease = ease
        self.elapsed = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def step(self, dt: float) -> float:
        self.elapsed += dt
        return self.value

    @property
    def value(self) -> float:
        if self.done:  # a jump (no duration) has landed once its delay is over
            return self.end
        t = self.elapsed - self.delay
        if t <= 0:
            return self.start
        if self.duration <= 0 or t >= self.duration:
            return self.end
        return self.start + (self.end - self.start) * self.ease(t / self.duration)


FADE_S = 0.18  # a card's fade in, with reduced motion: quick, but seen


class FadeIn(Tween):
    """A card's opacity with reduced motion: whole until ``gone`` seconds,
    then nothing, then from nothing to whole over ``duration`` seconds after
    ``delay``, so the card vanishes where the slide would have started and
    shows where it lands just as the slide would have landed."""

    __slots__ = ("gone",)

    def __init__(self, gone: float, duration: float, *, delay: float) -> None:
        super().__init__(0.0, 1.0, duration, delay=max(gone, delay), ease=ease_out_cubic)
        self.gone = max(0.0, gone)

    @property
    def value(self) -> float:
        if self.elapsed <= self.gone:
            return 1.0
        return super().value
