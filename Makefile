# segue — make run (install what is missing, build, open the previewer) and make test.
SWIFT ?= swift
CONFIG ?= release
BIN = .build/$(CONFIG)/segue

.PHONY: all deps build run test bench bench-render bench-previewer clean

all: build

# Installs the system packages segue needs, only when they are missing.
deps:
	@bash scripts/deps.sh

# The segue binary only (the benchmark and test fixtures are built by their own targets).
build:
	$(SWIFT) build -c $(CONFIG) --product segue

run: deps build
	@$(BIN) $(ARGS)

test: deps
	$(SWIFT) test

# Benchmarks (not tests): frames/s of compose + diff and of the model step on pop-parallax
# mid-transition; then the previewer in a 120x40 pty: CPU and bytes per animated second, idle
# CPU, time to first frame, peak memory.
bench: bench-render bench-previewer

bench-render:
	$(SWIFT) build -c release --product segue-bench && .build/release/segue-bench

bench-previewer:
	$(SWIFT) build -c release --product segue
	python3 scripts/bench-previewer.py --bin .build/release/segue

clean:
	$(SWIFT) package clean
	rm -rf .build
