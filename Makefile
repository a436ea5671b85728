# segue — make run (install what is missing, build, open the previewer) and make test.
SWIFT ?= swift
CONFIG ?= release
BIN = .build/$(CONFIG)/segue

.PHONY: all deps build run test bench clean

all: build

# Installs the system packages segue needs, only when they are missing.
deps:
	@bash scripts/deps.sh

build:
	$(SWIFT) build -c $(CONFIG)

run: deps build
	@$(BIN) $(ARGS)

test: deps
	$(SWIFT) test

# Frames/s of compose + diff and of the model step on the built-in pop-parallax, mid-transition.
bench:
	$(SWIFT) build -c release --product segue-bench && .build/release/segue-bench

clean:
	$(SWIFT) package clean
	rm -rf .build
