"""``python -m koikoi`` starts the game."""

import sys

from koikoi.ui.app import main

sys.exit(main())
