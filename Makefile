# The two commands a newcomer needs:
#   make serve  – build the game and serve it on http://127.0.0.1:8080/
#   make test   – every test: Rust core, wasm boundary (headless Chromium and Node), end-to-end
# Both install whatever is missing first (scripts/setup.sh).

PORT ?= 8080
WASM_PACK := $(shell command -v wasm-pack 2>/dev/null || echo $(HOME)/.cargo/bin/wasm-pack)

.PHONY: serve build test test-rust test-wasm test-unit test-boundary test-e2e lint bench setup-build setup-test

serve: build
	node scripts/serve.mjs $(PORT)

build: setup-build
	$(WASM_PACK) build --target web --out-dir pkg --release

test: setup-test lint test-rust test-wasm test-unit build test-boundary test-e2e

lint:
	cargo fmt --all -- --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy --lib --target wasm32-unknown-unknown -- -D warnings

test-rust:
	cargo test

test-wasm:
	$(WASM_PACK) test --headless --chrome -- --test web

test-unit:
	node --test tests/unit/

test-boundary:
	node --test tests/boundary/

test-e2e:
	npm run test:e2e

bench: build
	cargo bench --bench solve
	cargo bench --bench korf100
	cargo bench --bench walking_distance
	node benches/wasm_solve.mjs
	node benches/wasm_korf100.mjs
	node benches/wasm_hard80.mjs 1,5,9
	node benches/wasm_korf24.mjs

setup-build:
	@scripts/setup.sh build

setup-test:
	@scripts/setup.sh test
