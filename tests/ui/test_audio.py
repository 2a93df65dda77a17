"""The table music: it starts with the game, follows the music volume and
the mute, and a missing music file leaves the game running silently."""

from __future__ import annotations

import logging

import pygame

from koikoi.resources import MissingAssetError, asset
from koikoi.ui import audio as audio_module
from koikoi.ui.audio import Audio
from koikoi.ui.scenes.settings_menu import SettingsScene

from .conftest import run

MIXER_STEP = 1 / 128  # SDL_mixer keeps volumes in 128 steps


def test_the_music_loops_and_follows_the_music_volume_and_the_mute(app):
    from koikoi.storage import settings as S

    audio = app.ctx.audio
    assert audio.available and audio.music_loaded
    audio.start_music()
    assert audio.music_playing and pygame.mixer.music.get_busy()
    assert abs(pygame.mixer.music.get_volume() - app.ctx.settings.music_volume) <= MIXER_STEP

    s = SettingsScene(app.ctx)
    app.push(s)
    run(app, 2)
    slider = next(w for w in s.widgets if getattr(w, "label", "") == "Music volume")
    track = slider.track
    x = track.x + round(0.3 * track.w)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, track.centery), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, track.centery), button=1))
    run(app, 2)
    assert app.ctx.settings.music_volume == 0.3
    assert S.load().settings.music_volume == 0.3
    assert abs(pygame.mixer.music.get_volume() - 0.3) <= MIXER_STEP
    # the effects volume is its own
    assert app.ctx.settings.sfx_volume == S.DEFAULTS.sfx_volume

    app.apply_settings(app.ctx.settings.replace(muted=True))
    assert pygame.mixer.music.get_volume() == 0.0
    assert pygame.mixer.music.get_busy(), "muted, it plays on silently, so unmuting picks it up"
    app.apply_settings(app.ctx.settings.replace(muted=False))
    assert abs(pygame.mixer.music.get_volume() - 0.3) <= MIXER_STEP


def test_a_missing_music_file_is_named_and_the_effects_still_play(monkeypatch, caplog):
    def no_music(*parts):
        if parts[0] == "music":
            raise MissingAssetError(f"missing game asset: {'/'.join(parts)}")
        return asset(*parts)

    monkeypatch.setattr(audio_module, "asset", no_music)
    pygame.init()
    try:
        with caplog.at_level(logging.WARNING):
            a = Audio(music_volume=0.5)
        assert a.available and not a.music_loaded
        assert any("music/table.wav" in r.getMessage() for r in caplog.records)
        a.start_music()  # nothing to play: no error
        assert not a.music_playing
        a.play("click")
        assert a.played == ["click"] and "click" in a.sounds
    finally:
        pygame.quit()
