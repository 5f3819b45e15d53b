"""The simulator (not built yet): the firmware on CPython with the terminal
as its panel and the keyboard as its buttons."""

import sys

if __name__ == "__main__":
    print("The simulator is not built yet: `make test` checks what exists so far.",
          file=sys.stderr)
    sys.exit(1)
