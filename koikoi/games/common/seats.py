"""Who sits where: the person plays seat 0, the computer seat 1 (and, at a
Go-Stop table of three, seat 2 too).

The engines know only seats by number; this is the one place that says
which is the person's, for the table, its dialogs and the player's record.
"""

HUMAN = 0
COMPUTER = 1
