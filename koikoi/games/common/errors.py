"""The error of a rule set or a deck that cannot be used (:class:`RulesError`),
shared by the rule files (:mod:`.rulefiles`) and the decks (:mod:`.decks`)."""

from __future__ import annotations

MISSING = object()  # a key that is not given: the message then shows no value


class RulesError(ValueError):
    """A rule set that cannot be used; the message names where and what."""

    def __init__(self, source: str, key: str, value: object, problem: str) -> None:
        where = f"{source}: {key}" if key else source
        shown = "" if value is MISSING else f" = {value!r}"
        super().__init__(f"{where}{shown}: {problem}")
        self.source, self.key, self.value, self.problem = source, key, value, problem
