# segue — make run (install what is missing, build, open the previewer) and make test.
SWIFT ?= swift
CONFIG ?= release
BIN = .build/$(CONFIG)/segue
# Release builds are fully static executables, their hot code together: a smaller peak memory
# (docs/testing-and-performance.md, "Memory"). Flags here, not in Package.swift, where unsafeFlags
# would stop the package from being used as a dependency. -static-executable: no dynamic loader,
# no shared libraries, no dynamic symbol tables, only the used parts of libc and libstdc++, all
# position-dependent; ncursesw's terminfo half (libtinfo) and FreeType's brotli have to be named
# for a static link (their .so files pull them in by themselves). -function-sections and lld's
# --symbol-ordering-file put the functions scripts/symbol-order.txt lists (those the previewer
# runs: make symbol-order) first, side by side; names gone from the code are skipped silently.
SYMBOL_ORDER = $(CURDIR)/scripts/symbol-order.txt
STATIC = --static-swift-stdlib -Xswiftc -static-executable -Xlinker -ltinfo -Xlinker -lbrotlidec -Xlinker -lbrotlicommon \
         -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld \
         -Xlinker --symbol-ordering-file=$(SYMBOL_ORDER) -Xlinker --no-warn-symbol-ordering
RELEASE_FLAGS = $(if $(filter release,$(CONFIG)),$(STATIC))
# swift build does not know the list is an input of the link: a list newer than a release binary
# removes the binary, so that swift build links it again.
RELINK_ON_NEW_ORDER = @for b in .build/release/segue .build/release/segue-bench; do [ ! $(SYMBOL_ORDER) -nt $$b ] || rm -f $$b; done
# The host for user code, segue-swift (docs/user-code.md, "The host"), is dynamically linked, so
# never with STATIC: in release it has its own scratch path (two flag sets in one .build would
# rebuild each other) and a link beside the static segue, which runs it from there (relative to
# where .build/release really is: SwiftPM's own link to .build/<triple>/release). It finds its
# Modules through /proc/self/exe, which resolves the link. Release links with --gc-sections, yet
# SegueUIKit's public symbols the host never calls stay: Package.swift's --export-dynamic puts
# every exported symbol in the dynamic table, and the linker keeps those as roots.
HOST_SCRATCH = .build/swift-host
HOST_BIN = $(if $(filter release,$(CONFIG)),$(HOST_SCRATCH),.build)/$(CONFIG)/segue-swift

.PHONY: all deps build run test test-fast check check-selftest generated bench bench-render bench-previewer bench-floor bench-user-code bench-crash symbol-order clean install uninstall

all: build

# Installs the system packages segue needs, only when they are missing.
deps:
	@bash scripts/deps.sh

# The segue binary and its host for user code (the benchmark and test fixtures are built by their own targets).
build:
	$(RELINK_ON_NEW_ORDER)
	$(SWIFT) build -c $(CONFIG) --product segue $(RELEASE_FLAGS)
	$(SWIFT) build -c $(CONFIG) --product segue-swift $(if $(filter release,$(CONFIG)),--scratch-path $(HOST_SCRATCH))
	@[ $(HOST_BIN) = .build/$(CONFIG)/segue-swift ] || ln -sfnr $(HOST_BIN) .build/$(CONFIG)/segue-swift

run: deps build
	@$(BIN) $(ARGS)

test: deps
	$(SWIFT) test

# The suite without the tests that drive a real terminal: tmux (LivePreviewerTests and its
# extensions in Tests/SegueCLITests/Live/, TermcheckEndToEndTests) and the built binary in a
# pseudo-terminal (StartupSignalTests, SynchronizedOutputTests, SynchronizedOutputQueryTests).
# A new terminal test is an extension of LivePreviewerTests, or its suite's name joins this
# pattern: make check (scripts/terminal-tests-check.py) fails on one that would escape it.
TERMINAL_TESTS = LivePreviewerTests|TermcheckEndToEndTests|StartupSignalTests|SynchronizedOutput
test-fast:
	$(SWIFT) test --skip '$(TERMINAL_TESTS)'

# Guardrails, no build, a few seconds (CONTRIBUTING.md): the format lint (.swift-format), the
# shape rules, the layers of docs/architecture.md, the docs' links and paths, the terminal tests'
# names; then duplicates, where installed, as a report that never fails; then the checks' own
# test (each checker fed a small bad tree must fail). Every problem is one line, file:line.
check:
	@status=0; \
	python3 scripts/format-lint.py || status=1; \
	python3 scripts/shape-check.py || status=1; \
	python3 scripts/layer-check.py || status=1; \
	python3 scripts/doc-link-check.py || status=1; \
	python3 scripts/terminal-tests-check.py || status=1; \
	if command -v duplicates >/dev/null 2>&1; then echo "duplicates (a report, never a failure; paths under Sources/):"; duplicates --repo Sources --seconds 10 || true; \
	else echo "duplicates: not installed (a review aid, reported only)"; fi; \
	python3 scripts/check-selftest.py || status=1; \
	exit $$status

# Remakes the files generated from the commands' declarations (docs/cli.md, "For developers"):
# the bash and zsh completions and the man page's option lists (`segue _generate`). Commit them:
# GeneratedFilesTests fails when they differ from what the declarations make.
generated:
	$(SWIFT) build --product segue
	.build/debug/segue _generate bash > scripts/completions/segue.bash.new && mv scripts/completions/segue.bash.new scripts/completions/segue.bash
	.build/debug/segue _generate zsh > scripts/completions/_segue.new && mv scripts/completions/_segue.new scripts/completions/_segue
	.build/debug/segue _generate man docs/segue.1 > docs/segue.1.new && mv docs/segue.1.new docs/segue.1

# Benchmarks (not tests): frames/s of compose + diff and of the model step on pop-parallax
# mid-transition; then the previewer in a 120x40 pty: CPU and bytes per animated second, idle
# CPU, time to first frame, peak memory; then the previewer against a C program on bare
# ncursesw (scripts/bench/floor.c) and instructions per frame under callgrind.
# Then user code (scripts/bench-user-code.py): compiling and loading 200 lines of an app's
# transition code, cold and cached, and the frame cost of exported Swift against its JSON;
# and how soon a crash in it gives the terminal back (scripts/bench-crash-restore.py).
bench: bench-render bench-previewer bench-floor bench-user-code bench-crash

bench-render:
	$(RELINK_ON_NEW_ORDER)
	$(SWIFT) build -c release $(STATIC) --product segue-bench && .build/release/segue-bench

bench-previewer:
	$(RELINK_ON_NEW_ORDER)
	$(SWIFT) build -c release $(STATIC) --product segue
	python3 scripts/bench-previewer.py --bin .build/release/segue

bench-floor:
	$(RELINK_ON_NEW_ORDER)
	$(SWIFT) build -c release $(STATIC) --product segue
	$(SWIFT) build -c release $(STATIC) --product segue-bench
	python3 scripts/bench/compare.py --bin .build/release/segue --bench-bin .build/release/segue-bench

bench-user-code:
	$(MAKE) build CONFIG=release
	python3 scripts/bench-user-code.py --bin .build/release/segue --host .build/release/segue-swift

# A crash in user code: from the host's death to the terminal restored (scripts/bench-crash-restore.py).
bench-crash:
	$(MAKE) build CONFIG=release
	python3 scripts/bench-crash-restore.py --bin .build/release/segue

# Regenerates scripts/symbol-order.txt (the release link's function order) from callgrind runs of
# the previewer (scripts/symbol-order.py; needs valgrind). Commit the new list.
symbol-order:
	$(SWIFT) build -c release $(STATIC) --product segue
	python3 scripts/symbol-order.py --bin .build/release/segue

clean:
	$(SWIFT) package clean
	rm -rf .build

# make install PREFIX=… (default /usr/local; DESTDIR for staging): the release binary to
# $(PREFIX)/bin, the built-in scenarios to $(PREFIX)/share/segue/Scenarios (where the binary
# finds them: docs/architecture.md), the man page, and bash and zsh completions. It builds the
# release binary first; INSTALL_BIN=PATH installs that binary instead, without building.
# The host for user code goes to $(PREFIX)/lib/segue/segue-swift with the module files user code
# compiles against in lib/segue/Modules (where the host looks: beside its resolved executable),
# and a link bin/segue-swift beside bin/segue (where segue looks for it). INSTALL_HOST=PATH names
# the host (its Modules folder beside it); with INSTALL_BIN and no INSTALL_HOST, no host.
# make uninstall removes exactly those files, and the folders it made when they are left empty.
PREFIX ?= /usr/local
DESTDIR ?=
INSTALL_BIN ?=
INSTALL ?= install
INSTALL_HOST ?= $(if $(INSTALL_BIN),,$(HOST_BIN))
ROOT = $(DESTDIR)$(PREFIX)
BINDIR = $(ROOT)/bin
SHAREDIR = $(ROOT)/share
SCENARIODIR = $(SHAREDIR)/segue/Scenarios
MANDIR = $(SHAREDIR)/man/man1
BASHDIR = $(SHAREDIR)/bash-completion/completions
ZSHDIR = $(SHAREDIR)/zsh/site-functions
HOSTDIR = $(ROOT)/lib/segue
SCENARIOS = $(notdir $(wildcard Scenarios/*.json))
# The built-ins' images (scripts/make-images.py), installed beside them: image paths are relative to the scenario.
IMAGES = $(notdir $(wildcard Scenarios/Images/*.png Scenarios/Images/*.jpg))

install: $(if $(INSTALL_BIN),,build)
	$(INSTALL) -d $(BINDIR) $(SCENARIODIR) $(SCENARIODIR)/Images $(MANDIR) $(BASHDIR) $(ZSHDIR)
	$(INSTALL) -m 755 $(or $(INSTALL_BIN),$(BIN)) $(BINDIR)/segue
	$(INSTALL) -m 644 $(addprefix Scenarios/,$(SCENARIOS)) $(SCENARIODIR)/
	$(INSTALL) -m 644 $(addprefix Scenarios/Images/,$(IMAGES)) $(SCENARIODIR)/Images/
	$(INSTALL) -m 644 docs/segue.1 $(MANDIR)/segue.1
	$(INSTALL) -m 644 scripts/completions/segue.bash $(BASHDIR)/segue
	$(INSTALL) -m 644 scripts/completions/_segue $(ZSHDIR)/_segue
ifneq ($(INSTALL_HOST),)
	$(INSTALL) -d $(HOSTDIR)/Modules
	$(INSTALL) -m 755 $(INSTALL_HOST) $(HOSTDIR)/segue-swift
	$(INSTALL) -m 644 $$(dirname $$(readlink -f $(INSTALL_HOST)))/Modules/*.swiftmodule $(HOSTDIR)/Modules/
	ln -sfn ../lib/segue/segue-swift $(BINDIR)/segue-swift
endif

uninstall:
	rm -f $(BINDIR)/segue $(BINDIR)/segue-swift $(HOSTDIR)/segue-swift $(HOSTDIR)/Modules/*.swiftmodule $(addprefix $(SCENARIODIR)/,$(SCENARIOS)) $(addprefix $(SCENARIODIR)/Images/,$(IMAGES)) $(MANDIR)/segue.1 $(BASHDIR)/segue $(ZSHDIR)/_segue
	-@for d in $(HOSTDIR)/Modules $(HOSTDIR) $(ROOT)/lib $(SCENARIODIR)/Images $(SCENARIODIR) $(SHAREDIR)/segue $(MANDIR) $(SHAREDIR)/man $(BASHDIR) $(SHAREDIR)/bash-completion \
	           $(ZSHDIR) $(SHAREDIR)/zsh $(SHAREDIR) $(BINDIR); do rmdir "$$d" 2>/dev/null; done; true
