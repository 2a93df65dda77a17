"""Settings: opponent, rules and each of their options, match length,
animation speed, volume and mute, fullscreen, card corner indices.

Every change is applied at once and saved; a rule option is kept only when
it differs from the preset, so changing presets starts from its own values.
"""

from __future__ import annotations

import pygame

from ...engine.rules import PRESET_NAMES, SCHEMA, RulesError, load_preset
from ..assets import GOLD_LIGHT, TEXT, TEXT_DIM
from ..config import LEVELS, ROUNDS, option_values, plain_options, rounds_label
from ..scene import Context
from ..widgets import Button, Choice, Slider, Toggle, draw_panel
from .menu import MenuScene

RULE_TABLES = ("deal", "play", "scoring", "end")
LABELS = {
    "deal.packet": "Cards per packet", "deal.first_dealer": "First dealer", "deal.swap_hands": "Swap hands",
    "deal.teshi": "Teshi (4 of a month)", "deal.kuttsuki": "Kuttsuki (4 pairs)",
    "deal.instant_win_points": "Instant win points", "deal.field_four": "4 of a month on field",
    "deal.field_four_points": "Field-four points", "deal.field_three": "3 of a month on field",
    "deal.field_pairs": "4 pairs on field",
    "play.lay_matching": "May lay a matching card", "play.must_capture": "Must capture",
    "play.refill_empty_field": "Refill an empty field", "play.gaji": "Gaji (lightning wild)",
    "play.koikoi_limit": "Koi-koi calls (0 = any)", "play.last_turn_koikoi": "Koi-koi on last card",
    "play.special_yaku_can_stop": "Stop on viewing yaku",
    "scoring.viewing_yaku": "Viewing yaku", "scoring.rain_spoils": "Rain spoils viewing",
    "scoring.sake_cup": "Sake cup counts as", "scoring.sake_plains": "Sake cup plains",
    "scoring.cumulative": "Yaku add up", "scoring.seven_plus_threshold": "Doubling threshold",
    "scoring.seven_plus": "7+ points double", "scoring.opponent_koikoi": "Opponent's koi-koi doubles",
    "scoring.own_koikoi": "Own koi-koi doubles", "scoring.opponent_seven_plus": "Opponent 7+ doubles",
    "scoring.nth_koikoi": "Each koi-koi multiplies", "scoring.koikoi_bonus": "Koi-koi bonus points",
    "scoring.field_brights": "Field brights multiply", "scoring.forfeit_failed_koikoi": "Failed koi-koi forfeits",
    "end.exhausted": "Hands run out", "end.oya_ken": "Dealer's points (oya-ken)",
    "end.dealer_rotation": "Next dealer", "end.no_winner_dealer": "No winner: dealer",
}


def yaku_points_values(current: int) -> list[int]:
    """Points a yaku may be set to: every small score, a few large ones."""
    return sorted(set(range(1, 16)) | {20, 25, 30, 40, 50, current})


def fmt(v: object) -> str:
    if v is True:
        return "On"
    if v is False:
        return "Off"
    return str(v).replace("_", " ")


def percent(v: float) -> str:
    return f"{round(v * 100)}%"


class SettingsScene(MenuScene):
    def __init__(self, ctx: Context, in_game: bool = False) -> None:
        super().__init__(ctx)
        self.in_game = in_game
        self.scroll = 0
        self.error = ""

    def place(self) -> None:
        lay = self.ctx.layout
        s = self.ctx.settings
        px = lay.px
        W, H = lay.window
        self.panel = pygame.Rect(px(30), px(70), W - px(60), H - px(150))
        left = pygame.Rect(self.panel.x + px(24), self.panel.y + px(56), self.panel.w // 2 - px(48), 0)
        right_x = self.panel.centerx + px(12)
        rw = self.panel.right - px(24) - right_x
        h, gap = px(34), px(42)
        y = left.y
        change = self.change
        widgets: list = [
            Choice((left.x, y, left.w, h), "Opponent", list(LEVELS), s.level, lambda v: change(level=v),
                   fmt=lambda v: str(v).title()),
            Choice((left.x, y + gap, left.w, h), "Match length", list(ROUNDS),
                   s.match_rounds if s.match_rounds in ROUNDS else 0, lambda v: change(match_rounds=v),
                   fmt=rounds_label),
            Slider((left.x, y + 2 * gap, left.w, h), "Animation speed", 0.25, 4.0, float(s.animation_speed),
                   lambda v: change(animation_speed=round(v, 2)), fmt=lambda v: f"{v:.2f}×", step=0.25),
            Slider((left.x, y + 3 * gap, left.w, h), "Sound volume", 0.0, 1.0, float(s.sfx_volume),
                   lambda v: change(sfx_volume=round(v, 2)), fmt=percent, step=0.05),
            Slider((left.x, y + 4 * gap, left.w, h), "Music volume", 0.0, 1.0, float(s.music_volume),
                   lambda v: change(music_volume=round(v, 2)), fmt=percent, step=0.05),
            Toggle((left.x, y + 5 * gap, left.w, h), "Mute", bool(s.muted), lambda v: change(muted=v)),
            Toggle((left.x, y + 6 * gap, left.w, h), "Fullscreen (F11)", bool(s.fullscreen),
                   lambda v: change(fullscreen=v)),
            Toggle((left.x, y + 7 * gap, left.w, h), "Card corner numbers", bool(s.card_indices),
                   lambda v: change(card_indices=v)),
        ]
        titles = {name: load_preset(name).title for name in PRESET_NAMES}
        self.preset_choice = Choice((right_x, y, rw, h), "Rules", list(PRESET_NAMES), s.preset, self.set_preset,
                                    fmt=lambda v: titles.get(str(v), str(v)))
        widgets.append(self.preset_choice)
        # each option of the preset, scrollable
        self.list_rect = pygame.Rect(right_x, y + gap, rw, self.panel.bottom - px(20) - (y + gap))
        try:
            base = load_preset(s.preset)
        except RulesError:
            base = load_preset("nintendo")
        self.base = base
        current = self.current_rules()
        self.options: list[Choice] = []
        row_h = px(32)
        i = 0
        for table in RULE_TABLES:
            for key, check in SCHEMA[table].items():
                dotted = f"{table}.{key}"
                value = current.data[table][key]
                values = option_values(check, value)
                c = Choice((right_x, 0, rw, row_h - px(4)), LABELS.get(dotted, dotted), values, value,
                           lambda v, d=dotted: self.set_option(d, v), fmt=fmt)
                c.row = i  # type: ignore[attr-defined]
                self.options.append(c)
                i += 1
        # each yaku of the preset: on or off, and its points
        for yaku_id, spec in current.data["yaku"].items():
            name = spec.get("name", yaku_id)
            rows = [
                ("enabled", f"Yaku {name}", [False, True], spec.get("enabled", True)),
                ("points", f"Yaku {name}: points", yaku_points_values(spec.get("points", 1)),
                 spec.get("points", 1)),
            ]
            for key, label, values, value in rows:
                dotted = f"yaku.{yaku_id}.{key}"
                c = Choice((right_x, 0, rw, row_h - px(4)), label, values, value,
                           lambda v, d=dotted: self.set_option(d, v), fmt=fmt)
                c.row = i  # type: ignore[attr-defined]
                self.options.append(c)
                i += 1
        self.row_h = row_h
        self.place_options()
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        bw = px(200)
        self.back = Button((W // 2 - bw - px(10), H - px(66), bw, px(48)), "Done", self.close, primary=True,
                           key=pygame.K_ESCAPE, key_label="Esc", click_sound=click)
        self.reset = Button((W // 2 + px(10), H - px(66), bw, px(48)), "Preset values", self.reset_rules,
                            click_sound=click)
        self.widgets = widgets + self.options + [self.back, self.reset]

    def place_options(self) -> None:
        for c in self.options:
            y = self.list_rect.y + c.row * self.row_h - self.scroll  # type: ignore[attr-defined]
            c.rect.y = y
            c.visible = self.list_rect.y <= y and y + c.rect.h <= self.list_rect.bottom

    def current_rules(self):  # noqa: ANN201
        s = self.ctx.settings
        try:
            return load_preset(s.preset, plain_options(s))
        except RulesError as exc:
            self.error = str(exc)
            return load_preset(s.preset)

    # --- changes ------------------------------------------------------------
    def change(self, **changes: object) -> None:
        try:
            new = self.ctx.settings.replace(**changes)
        except ValueError as exc:
            self.error = str(exc)
            self.invalidate()
            return
        self.ctx.change_settings(new)
        if "sfx_volume" in changes or changes.get("muted") is False:
            self.ctx.audio.play("click")  # hear the new volume
        if "card_indices" in changes or "fullscreen" in changes:
            self.place()
            self.invalidate()

    def set_preset(self, v: object) -> None:
        self.ctx.change_settings(self.ctx.settings.replace(preset=v, rule_options={}))
        self.scroll = 0
        self.place()
        self.invalidate()

    def set_option(self, dotted: str, value: object) -> None:
        table, *path = dotted.split(".")
        preset_value: object = self.base.data[table]
        for part in path:
            preset_value = preset_value.get(part, True if part == "enabled" else None)  # type: ignore[union-attr]
        opts = plain_options(self.ctx.settings)
        if preset_value == value:
            opts.pop(dotted, None)
        else:
            opts[dotted] = value
        try:
            new = self.ctx.settings.replace(rule_options=opts)
            new.rules()
            self.error = ""
        except (RulesError, ValueError) as exc:
            self.error = str(exc)
            self.place()
            self.invalidate()
            return
        self.ctx.change_settings(new)
        self.invalidate()

    def reset_rules(self) -> None:
        self.ctx.change_settings(self.ctx.settings.replace(rule_options={}))
        self.place()
        self.invalidate()

    def close(self) -> None:
        if self.ctx.app is not None:
            self.ctx.app.pop(self)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            total = len(self.options) * self.row_h - self.list_rect.h
            self.scroll = max(0, min(max(0, total), self.scroll - event.y * self.row_h))
            self.place_options()
            self.invalidate()
            return
        super().handle(event)

    def paint_backdrop(self, surface: pygame.Surface) -> None:
        a = self.ctx.assets
        lay = self.ctx.layout
        px = lay.px
        surface.blit(a.felt(surface.get_size()), (0, 0))
        t = a.text("Settings", px(50), GOLD_LIGHT, bold=True)
        surface.blit(t, t.get_rect(midtop=(surface.get_width() // 2, px(14))))
        draw_panel(surface, self.panel, radius=px(18))
        h1 = a.text("Game", px(28), GOLD_LIGHT, bold=True)
        surface.blit(h1, (self.panel.x + px(30), self.panel.y + px(16)))
        h2 = a.text("Rules and their options", px(28), GOLD_LIGHT, bold=True)
        surface.blit(h2, (self.panel.centerx + px(18), self.panel.y + px(16)))
        note = ("Changes to the rules apply from the next match." if self.in_game
                else "Scroll the rule options with the mouse wheel.")
        n = a.text(note, px(18), TEXT_DIM)
        surface.blit(n, (self.panel.x + px(30), self.panel.bottom - px(60)))
        if self.error:
            e = a.text(self.error[:110], px(18), (255, 150, 120))
            surface.blit(e, (self.panel.x + px(30), self.panel.bottom - px(34)))
        ro = self.ctx.settings.rule_options
        if ro:
            m = a.text(f"{len(ro)} option{'s' if len(ro) > 1 else ''} changed from the preset", px(18), TEXT)
            surface.blit(m, m.get_rect(topright=(self.panel.right - px(30), self.panel.y + px(22))))
