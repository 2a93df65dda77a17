"""The games, pure Python and standard library only (no pygame).

:mod:`.common` holds what both games share: the 48 cards and their kinds,
the rule-file reader and its error, the option specs, the seats and the
levels. :mod:`.koikoi` and :mod:`.gostop` are the two games, each a package
with the same module names doing the same jobs (``rules``, ``deal``,
``state``, ``turn``, ``scoring``, ``game``, ``observation``, ``saving``).
"""
