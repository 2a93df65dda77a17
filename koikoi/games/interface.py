"""The one interface both games implement, for the code that plays any game
(headless matches, the arena, saves, the computer's thinking thread).

A game is an object with the methods of :class:`Game`, over its own types:
its rules, its state (a whole match or game: hands or rounds, scores,
history), its actions, and what one seat sees. Koi-Koi's is
:data:`koikoi.games.koikoi.api.KOIKOI`, Go-Stop's
:data:`koikoi.games.gostop.api.GOSTOP`; the type checker holds each to
this Protocol where it is declared (``GAME: Game[...] = ...``), so a method
missing or mistyped in either is an error in the suite, not at run time.

Each game's engine stays free functions over frozen states, for speed; the
game object is the small table of them that shared code reads.
"""

from __future__ import annotations

import random
from typing import Any, Mapping, NamedTuple, Protocol, Sequence, TypeVar

from .common.rulefiles import RuleSet

RulesT = TypeVar("RulesT")
RulesT_contra = TypeVar("RulesT_contra", contravariant=True)
StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
SeenT = TypeVar("SeenT")
SeenT_contra = TypeVar("SeenT_contra", contravariant=True)
ActionT_co = TypeVar("ActionT_co", covariant=True)


class Outcome(NamedTuple):
    """How one round (Koi-Koi) or hand (Go-Stop) ended, in both games' terms:
    who won it (None: nobody, a drawn hand), the points it was worth to the
    winner, and why it ended (the game's own word: "stop", "exhausted",
    "chongtong", "nagari"...)."""

    winner: int | None
    points: int
    reason: str


class RoundFacts(NamedTuple):
    """What the player's history keeps of one finished round (or hand), in
    both games' terms: its :class:`Outcome`, the winner's yaku with the
    cards that made each, and each seat's calls to play on (koi-koi, Go)."""

    winner: int | None
    points: int
    reason: str
    yaku: tuple[tuple[str, tuple[str, ...]], ...]  # (yaku id, the card ids that made it)
    calls: tuple[int, ...]  # per seat


class Start(NamedTuple):
    """What a game began from: with its actions, all there is to play it again."""

    rules: Mapping[str, Any]  # the rule set's data, as a save keeps it
    seed: int
    players: int


class Player(Protocol[SeenT_contra, ActionT_co]):
    """A computer player: it sees only what its seat may see, and answers one
    of the legal actions that view holds."""

    def act(self, seen: SeenT_contra, /) -> ActionT_co: ...


class Game(Protocol[RulesT_contra, StateT, ActionT, SeenT]):
    """A game as shared code plays it."""

    @property
    def name(self) -> str:
        """The game's key: "koikoi" or "gostop" (the rule files' ``game``)."""
        ...

    @property
    def presets(self) -> tuple[str, ...]:
        """The names of the rule sets shipped with the game, in the order they are offered."""
        ...

    @property
    def sections(self) -> Mapping[str, type]:
        """Each table of a rule set's options, and the dataclass whose fields declare them."""
        ...

    def player_counts(self, rules: RulesT_contra) -> tuple[int, ...]:
        """How many players the rule set is played by (each table size it
        deals for): an option declared for other tables only is not its."""
        ...

    def load_rules(self, name_or_path: str, overrides: Mapping[str, Any] | None = None) -> RuleSet:
        """A preset by name or a rule file by path, with the player's dotted
        overrides; raises :class:`~koikoi.games.common.rulefiles.RulesError`
        naming what is wrong."""
        ...

    def new(self, rules: RulesT_contra, seed: int, players: int | None = None) -> tuple[StateT, list[object]]:
        """A new match or game from its rules and seed (the same seed, the
        same deals), with the events of its first deal."""
        ...

    def legal_actions(self, state: StateT) -> Sequence[ActionT]:
        """What may be done now; empty once the game is over."""
        ...

    def apply(self, state: StateT, action: ActionT) -> tuple[StateT, list[object]]:
        """The new state after ``action``, and the events it made, for a table
        to show. Raises the game's error for an action that is not legal."""
        ...

    def to_move(self, state: StateT) -> int | None:
        """The seat that must act, or None for a table action (the deck's
        flip, the next deal), which is then the first legal action."""
        ...

    def observe(self, state: StateT, seat: int) -> SeenT:
        """What ``seat`` may see: its own hand, never another's nor the deck."""
        ...

    def resample(self, seen: SeenT, rng: random.Random) -> Any:
        """A world consistent with ``seen``: the hidden cards dealt again at
        random, for a search to play out in."""
        ...

    def over(self, state: StateT) -> bool: ...

    def winner(self, state: StateT) -> int | None:
        """The seat that won the finished game (None: drawn, or not over)."""
        ...

    def scores(self, state: StateT) -> tuple[int, ...]:
        """Each seat's score now."""
        ...

    def outcomes(self, state: StateT) -> tuple[Outcome, ...]:
        """How each finished round or hand ended, in order."""
        ...

    def start(self, state: StateT) -> Start:
        """The rules, seed and number of players the game began with."""
        ...

    def begin(self, start: Start) -> tuple[StateT, list[object]]:
        """The game begun again from its :class:`Start` (as :meth:`new`);
        raises :class:`~koikoi.games.common.rulefiles.RulesError` for rules
        data that do not compile."""
        ...

    def round_facts(self, state: StateT) -> RoundFacts | None:
        """The round (or hand) just over, while the state still shows it
        (until the next deal, or the game's end); None in the middle of one."""
        ...

    def action_text(self, action: ActionT) -> str:
        """The action in a few words of ASCII ("play pine-crane", "go"), as
        a record keeps it: no two legal actions have the same."""
        ...

    def dump(self, state: StateT) -> dict[str, Any]:
        """The state as JSON data, everything needed to take it up again."""
        ...

    def load(self, data: Any) -> StateT:
        """... and back, every field checked; raises
        :class:`~koikoi.games.common.saving.SaveError` naming what is wrong."""
        ...


def play(game: Game[RulesT, StateT, ActionT, SeenT], rules: RulesT, players: Sequence[Player[SeenT, ActionT]],
         seed: int) -> StateT:
    """A whole game from its seed to its end between ``players`` (one a
    seat), each seeing only its own view; table actions are taken at once."""
    state, _ = game.new(rules, seed, len(players))
    while not game.over(state):
        seat = game.to_move(state)
        action = game.legal_actions(state)[0] if seat is None else players[seat].act(game.observe(state, seat))
        state, _ = game.apply(state, action)
    return state
