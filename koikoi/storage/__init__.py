"""The player's files: where they live (:mod:`.paths`), how they are written
and read (:mod:`.files`: atomic writes, one JSON reader, bad files set
aside), and what they hold: the settings (:mod:`.settings`, with the rule
options of :mod:`.rule_options`), the match in progress (:mod:`.savegame`)
and the record against each level (:mod:`.record`). No pygame here."""
