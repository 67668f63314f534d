# psst — build, install, test, demo. Every target installs what it needs on a fresh Debian machine.
PREFIX ?= $(HOME)/.local
SWIFT ?= swift
CONFIG ?= release
TOOLS := $(shell python3 -c 'import re;print(" ".join(re.findall(r"\"(psst-[a-z-]+)\"", open("Package.swift").read().split("let package")[0])))')
BIN = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path)

.PHONY: all deps build install uninstall test demo docs check-docs bench clean

all: build

deps:
	@scripts/install-deps

build: deps
	$(SWIFT) build -c $(CONFIG)

install: build
	install -d $(PREFIX)/bin $(PREFIX)/share/man/man1 $(PREFIX)/share/bash-completion/completions \
	  $(PREFIX)/share/zsh/site-functions $(PREFIX)/share/fish/vendor_completions.d
	for tool in $(TOOLS); do \
	  install -m 0755 $(BIN)/$$tool $(PREFIX)/bin/$$tool; \
	  install -m 0644 man/man1/$$tool.1 $(PREFIX)/share/man/man1/$$tool.1; \
	  install -m 0644 completions/bash/$$tool $(PREFIX)/share/bash-completion/completions/$$tool; \
	  install -m 0644 completions/zsh/_$$tool $(PREFIX)/share/zsh/site-functions/_$$tool; \
	  install -m 0644 completions/fish/$$tool.fish $(PREFIX)/share/fish/vendor_completions.d/$$tool.fish; \
	done
	@echo "installed $(words $(TOOLS)) tools under $(PREFIX)"

uninstall:
	for tool in $(TOOLS); do \
	  rm -f $(PREFIX)/bin/$$tool $(PREFIX)/share/man/man1/$$tool.1 \
	    $(PREFIX)/share/bash-completion/completions/$$tool $(PREFIX)/share/zsh/site-functions/_$$tool \
	    $(PREFIX)/share/fish/vendor_completions.d/$$tool.fish; \
	done

# Man pages and completions are generated from the command definitions and committed.
docs: deps
	$(SWIFT) build -c debug
	scripts/gen-docs $$($(SWIFT) build -c debug --show-bin-path)

check-docs: deps
	$(SWIFT) build -c debug
	scripts/gen-docs --check $$($(SWIFT) build -c debug --show-bin-path)

test: deps
	$(SWIFT) build -c debug
	scripts/gen-docs --check $$($(SWIFT) build -c debug --show-bin-path)
	PSST_BIN_DIR=$$($(SWIFT) build -c debug --show-bin-path) $(SWIFT) test

demo: build
	PATH="$(BIN):$$PATH" scripts/demo

bench: build
	PATH="$(BIN):$$PATH" bench/run

clean:
	rm -rf .build
