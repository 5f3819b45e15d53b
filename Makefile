# The project's commands. Every target works on a fresh clone: the first one
# that needs Python tools creates .venv from requirements.txt.

PY      := .venv/bin/python
VENV    := .venv/.installed
BOARD   ?= sim
PORT    ?= auto

.PHONY: sim test build typecheck lint fonts texts deploy bench bench-device clean

$(VENV): requirements.txt
	python3 -m venv .venv
	.venv/bin/pip install --disable-pip-version-check -q -r requirements.txt
	touch $(VENV)

## make sim [VIEW=pixels|braille|text]: the simulator in this terminal (keys: a b c, shift for long press)
sim: $(VENV)
	$(PY) -m host_tools.sim --board $(BOARD) --flash sim-flash $(if $(VIEW),--view $(VIEW))

## make test: everything CI checks
test: $(VENV) lint build typecheck tmux
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

## make deploy BOARD=badger2040 [PORT=/dev/ttyACM0] [DRY_RUN=1]: put the firmware on a Pico
deploy: build
	$(PY) -m host_tools.deploy --board $(BOARD) --port $(PORT) $(if $(DRY_RUN),--dry-run)

## make bench: fuel, heap, sizes and refreshes of a whole scripted game (build/bench.json)
bench: $(VENV) build
	$(PY) -m host_tools.bench

## make bench-device [PORT=...]: times and heap on a connected board
bench-device: build
	$(PY) -m host_tools.bench_device --port $(PORT)

lint: $(VENV)
	$(PY) -m ruff check $(wildcard firmware boards host_tools tests)

clean:
	rm -rf build .venv
