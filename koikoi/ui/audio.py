"""Sound effects. Silent, and never an error, where there is no audio device."""

from __future__ import annotations

import logging

import pygame

from ..resources import MissingAssetError, asset

SOUNDS = (
    "card_slide", "card_place", "capture", "deck_flip", "shuffle", "click",
    "yaku", "koikoi", "round_won", "round_lost", "match_end",
)


class Audio:
    def __init__(self, volume: float = 0.8, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
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

    def set(self, volume: float, muted: bool) -> None:
        self.volume, self.muted = volume, muted

    def play(self, name: str, volume: float = 1.0) -> None:
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
