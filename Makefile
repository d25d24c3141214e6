# The two commands a newcomer needs:
#   make serve  – build the game and serve it on http://127.0.0.1:8080/
#   make test   – every test: Rust core, wasm boundary (headless Chromium and Node), end-to-end
# Both install whatever is missing first (scripts/setup.sh).

PORT ?= 8080
WASM_PACK := $(shell command -v wasm-pack 2>/dev/null || echo $(HOME)/.cargo/bin/wasm-pack)
# binaryen's wasm-opt from npm (package.json pins it): Debian's is too old to read what
# wasm-bindgen emits. The features are those rustc's wasm32 target turns on, which the module
# uses (its target_features section lists them too).
WASM_OPT := node_modules/.bin/wasm-opt
WASM_FEATURES := --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
	--enable-reference-types --enable-multivalue --enable-mutable-globals
# The browser tests in tests/web.rs build the 15-puzzle tables in the page's main thread, which
# takes well over wasm-bindgen-test's default 20 s on a loaded machine.
export WASM_BINDGEN_TEST_TIMEOUT ?= 600

# The steps share target/, pkg/ and the machine's two cores, and `test` lists them in the order
# they must run: `make -j test` runs them one after another all the same.
.NOTPARALLEL:

.PHONY: serve build test test-rust test-wasm test-unit test-boundary test-e2e lint bench setup-build setup-test

serve: build
	node scripts/serve.mjs $(PORT)

build: setup-build
	$(WASM_PACK) build --target web --out-dir pkg --release
	$(WASM_OPT) -O3 $(WASM_FEATURES) pkg/slide_puzzle_bg.wasm -o pkg/slide_puzzle_bg.wasm
	node scripts/build-sw.mjs # sw.js: the files to keep offline, read from the tree

test: setup-test lint test-rust test-wasm build test-unit test-boundary test-e2e

lint:
	cargo fmt --all -- --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy --lib --target wasm32-unknown-unknown -- -D warnings
	RUSTDOCFLAGS="-D warnings" cargo doc --no-deps

test-rust:
	cargo test

test-wasm:
	$(WASM_PACK) test --headless --chrome -- --test web

test-unit: # the unit tests load the wasm build in pkg/ (the rules), so they come after `build`
	node --test tests/unit/

test-boundary:
	node --test tests/boundary/

test-e2e:
	npm run test:e2e

bench: build
	cargo bench --bench solve
	cargo bench --bench korf100
	cargo bench --bench walking_distance
	cargo bench --bench shapes
	node benches/wasm_solve.mjs
	node benches/wasm_korf100.mjs
	node benches/wasm_short4.mjs
	node benches/wasm_hard80.mjs 1,5,9
	node benches/wasm_korf24.mjs
	node benches/wasm_shapes.mjs
	node benches/page_perf.mjs

setup-build:
	@scripts/setup.sh build

setup-test:
	@scripts/setup.sh test
