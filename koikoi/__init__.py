"""Koi-Koi: the Hanafuda card game."""
