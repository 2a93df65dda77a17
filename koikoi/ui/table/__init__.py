"""The card table both games' tables are built on: the scene's shared part
(:mod:`.base`), the display model and geometry, the stage, the timeline,
the banner, the canvas, the panels and what is kept (:mod:`.keeping`)."""
