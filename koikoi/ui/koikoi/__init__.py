"""Koi-Koi's table: the scene where a match is played (:mod:`.table`), with its
model, canvas, pointer, steps, deal and hint, built on the shared table
(:mod:`koikoi.ui.table`)."""
