"""The game's scenes: title, play (with the deal), koi-koi prompt, round
summary, match end, settings, how to play, pause and small dialogs."""
