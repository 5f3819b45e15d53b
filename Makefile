# The project's commands. Every target works on a fresh clone: the first one
# that needs Python tools creates .venv from requirements.txt.

PY      := .venv/bin/python
VENV    := .venv/.installed
BOARD   ?= sim
PORT    ?= auto

.PHONY: sim test build typecheck lint fonts texts docs deploy bench bench-device presses clean web web-serve

$(VENV): requirements.txt
	python3 -m venv .venv
	.venv/bin/pip install --disable-pip-version-check -q -r requirements.txt
	touch $(VENV)

## make sim [VIEW=pixels|braille|text]: the simulator in this terminal (keys: a b c, shift for long press)
sim: $(VENV)
	$(PY) -m host_tools.sim --board $(BOARD) --flash sim-flash $(if $(VIEW),--view $(VIEW))

## make test: everything CI checks (the browser test needs /usr/bin/chromium)
test: $(VENV) lint build typecheck tmux presses
	@test -x /usr/bin/chromium || echo "make test: no /usr/bin/chromium, the browser test (tests/host/test_web.py) is SKIPPED; apt-get install chromium runs it"
	$(PY) -m pytest -q -p no:cacheprovider tests

# The simulator's terminal tests drive it in tmux: installed with apt-get
# when missing and run as root (as CI runs); otherwise those tests skip.
.PHONY: tmux
tmux:
	@command -v tmux >/dev/null || [ "$$(id -u)" != 0 ] || ! command -v apt-get >/dev/null || \
		{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tmux; }

## make build: compile every firmware and board module for the RP2040
build: $(VENV)
	$(PY) -m host_tools.build

## make typecheck: firmware/hw and boards against the stubs of each Pico's MicroPython (requirements-stubs.txt)
typecheck: $(VENV)
	$(PY) -m host_tools.typecheck

## make fonts: regenerate firmware/ui/fonts from the Terminus sources
fonts: $(VENV)
	$(PY) -m host_tools.fontgen

## make texts: number the text ids in the code from the text packs (*.lang)
texts: $(VENV)
	$(PY) -m host_tools.texts

## make docs: draw the README's picture of the panel (docs/panel.png); the figures in
## docs/performance.md are written by make bench and make presses
docs: $(VENV)
	$(PY) -m host_tools.docs

## make deploy BOARD=badger2040 [PORT=/dev/ttyACM0] [DRY_RUN=1] [PAGE=https://...]: put the firmware on a Pico
deploy: build
	$(PY) -m host_tools.deploy --board $(BOARD) --port $(PORT) $(if $(DRY_RUN),--dry-run) $(if $(PAGE),--page $(PAGE))

## make bench: fuel, heap, sizes and refreshes of a whole scripted game and every reference game (build/bench.json)
bench: $(VENV) build
	$(PY) -m host_tools.bench

## make presses [BUDGETS=1]: presses, refreshes and waiting of every reference game
## (build/presses.json); fails if a game's ranking or category totals drift
presses: $(VENV) build
	$(PY) -m host_tools.presses $(if $(BUDGETS),--enforce-budgets)

## make bench-device [PORT=...]: times and heap on a connected board
bench-device: build
	$(PY) -m host_tools.bench_device --port $(PORT)

## make web: the device in a web page, a static site in build/web (needs npm)
web: $(VENV)
	$(PY) -m host_tools.web build

## make web-serve: build the page and serve it on http://127.0.0.1:8021/
web-serve: $(VENV)
	$(PY) -m host_tools.web serve

lint: $(VENV)
	$(PY) -m ruff check $(wildcard firmware boards host_tools tests web)

clean:
	rm -rf build .venv
