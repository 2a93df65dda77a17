"""A match left (the window closed, or quit to the title) is there to
continue: the title offers it, and the table takes it up where it stood,
even at a koi-koi decision or a round's summary."""

from __future__ import annotations

import pygame

from koikoi.games.common.seats import HUMAN
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.turn import Phase
from koikoi.storage import savegame
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
from koikoi.ui.scenes.summary import SummaryScene
from koikoi.ui.scenes.title import TitleScene
from koikoi.ui.koikoi.table import TableScene

from .conftest import click, key, make_app, run
from .test_scenes import RULES, drive_to


def settled(play: TableScene) -> bool:
    return play.idle


def test_a_match_left_mid_round_is_continued_where_it_stood(app):
    play = TableScene(app.ctx, RULES, 5, "hard")
    app.push(play)
    run(app, 600, until=lambda: play.human_turn())
    card = play.model.hands[HUMAN][0]
    play.act(M.legal_actions(play.match)[0])  # one play of ours, and the replies that follow
    run(app, 600, until=lambda: play.human_turn())
    left = play.match
    assert savegame.load().saved.match == left
    app.running = False  # the window closed

    again = make_app()  # a later launch
    title = TitleScene(again.ctx)
    again.push(title)
    run(again, 2)
    assert title.continue_button is not None and "Round 1 of 12" in title.saved_summary()
    assert "Hard" in title.saved_summary()
    assert title.widgets.index(title.continue_button) < title.widgets.index(title.new_button)
    click(title.continue_button.rect.center)
    run(again, 3)
    table = again.top
    assert isinstance(table, TableScene) and table.match == left and table.level == "hard"
    run(again, 300, until=lambda: table.banner.up)
    assert table.banner.text == "Welcome back"
    assert "Round 1 of 12" in table.banner.sub
    run(again, 600, until=lambda: settled(table))
    rnd = table.match.round
    for p in (0, 1):
        assert sorted(table.model.hands[p]) == sorted(c for c in range(48) if rnd.hands[p] >> c & 1)
    assert card not in table.model.hands[HUMAN]
    assert table.human_turn()
    again.ctx.worker.shutdown()


def test_a_koikoi_decision_left_open_is_asked_again(app):
    m = drive_to(lambda m: m.round.phase is Phase.KOIKOI and m.round.player == HUMAN)
    savegame.save(m, "normal")
    table = TableScene(app.ctx, RULES, None, "normal", resume=savegame.load().saved.match)
    app.push(table)
    run(app, 600, until=lambda: isinstance(app.top, KoiKoiScene))
    assert isinstance(app.top, KoiKoiScene)


def test_a_round_left_at_its_summary_shows_the_summary_again(app):
    m = drive_to(lambda m: m.round.over and not m.over)
    savegame.save(m, "easy")
    table = TableScene(app.ctx, RULES, None, "easy", resume=savegame.load().saved.match)
    app.push(table)
    run(app, 600, until=lambda: isinstance(app.top, SummaryScene))
    assert isinstance(app.top, SummaryScene)
    key(pygame.K_RETURN)  # next round
    run(app, 600, until=lambda: table.match.round.round_no == m.round.round_no + 1)
    assert savegame.load().saved.match.round.round_no == m.round.round_no + 1


def test_a_finished_match_is_not_offered_and_demo_play_is_never_saved(app):
    demo = TableScene(app.ctx, RULES, 2, "normal", demo=True)
    app.push(demo)
    run(app, 200)
    assert not savegame.match_path().exists()
    over = drive_to(lambda m: m.over)
    savegame.save(drive_to(lambda m: m.round.round_no == 2), "easy")
    assert savegame.match_path().exists()
    savegame.save(over, "easy")  # the match ended: nothing to continue
    assert not savegame.match_path().exists()
    assert TitleScene(app.ctx).saved is None


def test_a_new_match_asks_before_giving_up_the_saved_one(app):
    saved = drive_to(lambda m: m.round.round_no == 3)
    savegame.save(saved, "normal")
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 2)
    click(title.new_button.rect.center)
    run(app, 2)
    assert isinstance(app.top, ChoiceScene) and "round 3 of 12" in app.top.text
    key(pygame.K_ESCAPE)  # keep it
    run(app, 2)
    assert app.top is title and savegame.load().saved.match == saved
    click(title.new_button.rect.center)
    run(app, 2)
    key(pygame.K_RETURN)  # the lit answer, Keep it: a hasty Enter gives nothing up
    run(app, 2)
    assert app.top is title and savegame.load().saved.match == saved
    click(title.new_button.rect.center)
    run(app, 2)
    new_match = next(b for b in app.top.buttons if b.label == "New match")
    click(new_match.rect.center)  # a new match, chosen
    run(app, 3)
    assert isinstance(app.top, TableScene) and app.top.match.round.round_no == 1
    assert savegame.load().saved.match == app.top.match


def test_an_unreadable_saved_match_is_set_aside_and_the_player_told(app):
    path = savegame.match_path()
    path.parent.mkdir(parents=True, exist_ok=True)  # the history is there already
    path.write_bytes(b'{"format": "koikoi-match-in-progress", "version": 1, "level": "hard", "match": {"round": 7}}')
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 2)
    assert title.saved is None and title.continue_button is None
    assert not path.exists()
    aside = next(path.parent.glob("match.json.bad-*"))
    assert aside.read_bytes().startswith(b'{"format": "koikoi-match-in-progress"')  # nothing lost
    notice = " ".join(title.notice_lines)
    assert "saved match" in notice and "match.json" in notice


def test_the_notice_of_an_unreadable_saved_match_breaks_its_long_path_only_between_folders(app, tmp_path, monkeypatch):
    """However long the path (a deep temporary folder, a long user name), its
    lines break after a separator, never inside a folder's or file's name
    (the notice once read "…/mat" "ch.json")."""
    from koikoi.storage import paths

    deep = tmp_path / "a-folder-with-a-rather-long-name-to-push-the-path" / "and-another-one-below-it-as-long"
    monkeypatch.setattr(paths, "data_dir", lambda: deep / "data")
    path = savegame.match_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"format": "koikoi-match-in-progress", "version": 1, "level": "hard", "match": {"round": 7}}')
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 2)
    assert len(title.notice_lines) > 2
    for name in path.parts[1:]:
        assert any(name in line for line in title.notice_lines), (name, title.notice_lines)


def last_move_of_a_match(seed: int = 1):
    """A match one move from its end, and that move (played by greedy agents)."""
    from koikoi.ai.koikoi.agents import make_agent
    from koikoi.games.koikoi.actions import FLIP
    from koikoi.games.koikoi.observation import observe

    agents = [make_agent("greedy", seed), make_agent("greedy", seed + 1)]
    m, _ = M.new_match(RULES, seed)
    while True:
        who = m.to_move
        action = M.legal_actions(m)[0] if m.round.over else FLIP if who is None else agents[who].act(observe(m, who))
        after, _ = M.apply(m, action)
        if after.over:
            return m, action, after
        m = after


def test_a_finished_match_goes_into_the_record_shown_at_the_end_and_on_the_title(app):
    from koikoi.storage import record
    from koikoi.ui.scenes.match_end import MatchEndScene

    before, action, after = last_move_of_a_match()
    table = TableScene(app.ctx, RULES, None, "hard", resume=before)
    app.push(table)
    table.act(action)
    tally = app.ctx.history.record()["hard"]
    won = after.winner == HUMAN
    assert (tally.played, tally.won) == (1, int(won))
    assert tally.best_round == max((r.points for r in after.history if r.winner == HUMAN), default=0)
    assert not savegame.match_path().exists()  # nothing left to continue
    end = MatchEndScene(app.ctx, table)
    assert end.record_line.startswith(f"Against Hard: {tally.won} won, {tally.lost} lost")
    assert end.record_line.endswith(f"your best round {tally.best_round} points")
    title = TitleScene(app.ctx)
    assert title.record_line == record.summary(app.ctx.history.record()) and title.record_line.startswith("Hard ")
    demo = TableScene(app.ctx, RULES, None, "hard", demo=True, resume=before)
    demo.act(action)
    assert app.ctx.history.record()["hard"].played == 1  # demo play is not counted
