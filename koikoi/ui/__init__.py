"""Everything that imports pygame: the game window, scenes, sprites, tweens,
the table layout from the Tiled map, the image cache and the sounds."""
