"""Any game: the game module is game.py (the hooks games/__init__.py
describes), its steps, rules, data, scorer and glance the other modules here,
its words texts.lang."""
