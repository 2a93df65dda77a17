"""A stand-in for koikoi.settings until that module is merged: the same API,
JSON in a temporary folder. Used only when the real module is absent."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Mapping


@dataclass(frozen=True)
class Settings:
    level: str = "normal"
    preset: str = "nintendo"
    rule_options: Mapping[str, object] = field(default_factory=dict)
    match_rounds: int = 12
    animation_speed: float = 1.0
    sfx_volume: float = 0.8
    muted: bool = False
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    card_indices: bool = True

    def rules(self):
        from koikoi.engine.rules import load_preset

        return load_preset(self.preset, dict(self.rule_options))

    def replace(self, **changes):
        return replace(self, **changes)


@dataclass(frozen=True)
class Loaded:
    settings: Settings
    problems: tuple[str, ...] = ()
    set_aside: Path | None = None


def config_dir() -> Path:
    return Path(os.environ.get("KOIKOI_CONFIG_DIR", "/tmp/koikoi-shim"))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def log_dir() -> Path:
    return config_dir() / "logs"


def load(path: Path | None = None) -> Loaded:
    path = Path(path or settings_path())
    if not path.exists():
        return Loaded(Settings())
    try:
        data = json.loads(path.read_text())
        data["window_size"] = tuple(data.get("window_size", (1280, 720)))
        return Loaded(Settings(**data))
    except (ValueError, TypeError, OSError):
        aside = path.with_name(path.name + ".bad")
        path.replace(aside)
        return Loaded(Settings(), ("settings file unreadable",), aside)


def save(settings: Settings, path: Path | None = None) -> None:
    path = Path(path or settings_path())
    path.parent.mkdir(parents=True, exist_ok=True)
    d = asdict(settings)
    d["rule_options"] = dict(settings.rule_options)
    path.write_text(json.dumps(d))


def reset(path: Path | None = None) -> Path | None:
    path = Path(path or settings_path())
    if path.exists():
        aside = path.with_name(path.name + ".old")
        path.replace(aside)
        return aside
    return None
