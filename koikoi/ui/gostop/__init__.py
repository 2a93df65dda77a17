"""The Go-Stop table: the scene where a game is played (:mod:`.table`), with
its model, geometry, canvas, pointer and steps, built on the shared table
(:mod:`koikoi.ui.table`), as Koi-Koi's (:mod:`koikoi.ui.koikoi`) is."""
