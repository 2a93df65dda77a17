"""Go-Stop, the Korean cousin of Koi-Koi (the Brazilian rule document and the two-player
standard, *matgo*): the same 48 cards with bonus cards beside them
(:mod:`.deck`), its rule sets as data (:mod:`.rules`), and the scoring of
a hand with its bonuses, multipliers and penalties (:mod:`.scoring`)."""
