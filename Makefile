# SPDX-License-Identifier: Apache-2.0
# The two entry points of the README. Everything else is Meson.
.PHONY: run test
run:
	@scripts/run.sh
test:
	@scripts/test.sh
