"""Who sits where: the person plays seat 0, the computer seat 1.

The engine knows only seats 0 and 1; this is the one place that says which
is the person's, for the table, its dialogs and the player's record.
"""

HUMAN = 0
COMPUTER = 1
