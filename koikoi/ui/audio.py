"""Sound effects and the table music. Silent, and never an error, where
there is no audio device or a sound file is missing."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from ..resources import MissingAssetError, asset

SOUNDS = (
    "card_slide", "card_place", "capture", "deck_flip", "shuffle", "click",
    "yaku", "koikoi", "round_won", "round_lost", "match_end",
)
MUSIC = "table"  # assets/music/table.wav: one piece that loops without a seam
MUSIC_FADE_MS = 2500


class Audio:
    def __init__(self, volume: float = 0.8, muted: bool = False, music_volume: float = 0.5) -> None:
        self.volume = volume
        self.muted = muted
        self.music_volume = music_volume
        self.music_loaded = False
        self.music_playing = False
        self.hush = 0  # > 0: effects are not played (see hushed)
        self.available = False
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.played: list[str] = []  # the names played, newest last (tests read it)
        try:
            pygame.mixer.pre_init(44100, -16, 2, 512)
            pygame.mixer.init()
            pygame.mixer.set_num_channels(16)
            self.available = True
        except pygame.error as exc:
            logging.getLogger(__name__).info("no audio device (%s): the game runs silently", exc)
            return
        for name in SOUNDS:
            try:
                self.sounds[name] = pygame.mixer.Sound(str(asset("sounds", f"{name}.wav")))
            except (pygame.error, MissingAssetError) as exc:
                logging.getLogger(__name__).warning("sound %s not loaded: %s", name, exc)
        try:
            pygame.mixer.music.load(str(asset("music", f"{MUSIC}.wav")))
            self.music_loaded = True
        except (pygame.error, MissingAssetError) as exc:
            logging.getLogger(__name__).warning("music not loaded: %s", exc)

    def set(self, volume: float, muted: bool, music_volume: float | None = None) -> None:
        self.volume, self.muted = volume, muted
        if music_volume is not None:
            self.music_volume = music_volume
        if self.music_playing:
            try:
                pygame.mixer.music.set_volume(self.music_level)
            except pygame.error:
                pass

    @property
    def music_level(self) -> float:
        """The music's mixer volume: its setting, or nothing when muted."""
        return 0.0 if self.muted else max(0.0, min(1.0, self.music_volume))

    def start_music(self) -> None:
        """Fade the table music in, looping for as long as the game runs.
        It keeps playing at volume 0 while muted, so unmuting picks it up."""
        if not self.music_loaded or self.music_playing:
            return
        try:
            pygame.mixer.music.set_volume(self.music_level)
            pygame.mixer.music.play(loops=-1, fade_ms=MUSIC_FADE_MS)
            self.music_playing = True
        except pygame.error as exc:
            logging.getLogger(__name__).warning("music not played: %s", exc)

    @contextmanager
    def hushed(self) -> Iterator[None]:
        """No effects within: many steps played at once (a skipped deal)
        would otherwise sound them all together."""
        self.hush += 1
        try:
            yield
        finally:
            self.hush -= 1

    def play(self, name: str, volume: float = 1.0) -> None:
        if self.hush:
            return
        self.played.append(name)
        del self.played[:-50]
        if self.muted or not self.available:
            return
        sound = self.sounds.get(name)
        if sound is None:
            return
        try:
            channel = sound.play()
            if channel is not None:
                channel.set_volume(max(0.0, min(1.0, self.volume * volume)))
        except pygame.error:
            pass
