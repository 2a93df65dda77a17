"""The CPU's koi-koi is said where the player looks (cold playtest pt14:
after it the status line said only "Your turn: ...", and a small badge by
the CPU's name was the only sign of the call). At seeded tables where the
CPU makes a yaku and calls koi-koi, a banner naming the call stands at
least its reading time, and the status line of the player's next turn
names it too; the turn after, it is not said again."""

from __future__ import annotations

import pytest

from koikoi.games.common.seats import COMPUTER, HUMAN
from koikoi.games.koikoi.actions import KOIKOI
from koikoi.games.koikoi.observation import observe
from koikoi.games.koikoi.turn import Phase
from koikoi.i18n import _
from koikoi.ui.seat_words import in_sentence
from koikoi.ui.table.banner import READ_S

from .conftest import app_at, run
from .test_scenes import drive_to, table_with

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

SEEDS = (1, 2, 3, 5, 8)


class CallsKoikoi:
    """The CPU's agent, answering koi-koi whenever it may, else as the greedy one would."""

    def __init__(self, agent) -> None:  # noqa: ANN001
        self.agent = agent

    def act(self, obs):  # noqa: ANN001, ANN201
        return KOIKOI if KOIKOI in obs.legal else self.agent.act(obs)


def at_cpu_question(seed: int):
    return drive_to(lambda m: m.round.phase is Phase.KOIKOI and m.round.player == COMPUTER
                    and bin(m.round.hands[HUMAN]).count("1") > 1, seed)


@pytest.mark.parametrize("size, text_size, lang", [((1280, 720), 100, "en"), ((960, 540), 150, "ko")])
def test_the_cpus_koikoi_is_said_in_a_banner_and_the_next_turn_s_status(size, text_size, lang):
    with app_at(size, text_size, lang) as app:
        for seed in SEEDS:
            m = at_cpu_question(seed)
            table = table_with(app, m)
            table.agents[COMPUTER] = CallsKoikoi(table.agents[COMPUTER])
            called = in_sentence(_("{name} called koi-koi."), table.short[COMPUTER])
            banner_said = in_sentence(_("{name} called koi-koi: it plays on for more. Make a yaku and stop first to "
                                        "punish it!"), table.short[COMPUTER])
            seen = 0.0
            for _frame in range(900):
                run(app, 1)
                if table.banner.up and table.banner.sub == banner_said:
                    seen = max(seen, table.banner.left + table.banner.age)
                if table.human_turn() and table.prompted and table.match.round.phase is Phase.PLAY:
                    break
            assert table.match.round.koikoi_calls[COMPUTER] == m.round.koikoi_calls[COMPUTER] + 1, seed
            assert seen >= READ_S, f"seed {seed}: the koi-koi banner stood {seen:.2f}s"
            status = table.status()
            assert status.startswith(called), f"seed {seed}: {status!r}"
            # the player's move, then the CPU's: the next turn's status does not say it again
            table.act(observe(table.match, HUMAN).legal[0])
            for _frame in range(900):
                run(app, 1)
                if table.human_turn() and table.prompted and table.match.round.phase is Phase.PLAY \
                        and table.match.round.koikoi_calls[COMPUTER] == m.round.koikoi_calls[COMPUTER] + 1:
                    assert called not in table.status(), table.status()
                    break
                if table.match.round.over:
                    break
