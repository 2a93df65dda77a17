"""The table: the scene where a match is played, in parts (see :mod:`.table`)."""
