"""The pure Koi-Koi rules engine: standard library only, no pygame."""
