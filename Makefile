# The project's commands. Every target works on a fresh clone: the first one
# that needs Python tools creates .venv from requirements.txt.

PY      := .venv/bin/python
VENV    := .venv/.installed
BOARD   ?= sim
PORT    ?= auto

.PHONY: sim test build lint clean

$(VENV): requirements.txt
	python3 -m venv .venv
	.venv/bin/pip install --disable-pip-version-check -q -r requirements.txt
	touch $(VENV)

## make sim: the simulator in this terminal (keys: a b c, shift for long press)
sim: $(VENV)
	$(PY) -m host_tools.sim --board $(BOARD) --flash sim-flash

## make test: everything CI checks
test: $(VENV) lint build
	$(PY) -m pytest -q -p no:cacheprovider tests

## make build: compile every firmware and board module for the RP2040
build: $(VENV)
	$(PY) -m host_tools.build

lint: $(VENV)
	$(PY) -m ruff check $(wildcard firmware boards host_tools tests)

clean:
	rm -rf build .venv
