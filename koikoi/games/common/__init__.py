"""What Koi-Koi and Go-Stop share: the cards, the rule files, the option
specs, the seats and the levels. Neither game's own code is imported here."""
