#!/bin/sh
# Checks that a manual page is clean roff, the way lintian does: groff run by man with all
# warnings on must print nothing, and lexgrog (what mandb uses for whatis/apropos) must
# find a NAME line. Exits 77 (skipped) when man-db is not installed.
# Usage: manpage-lint.sh PAGE
set -eu
page="$1"

if ! command -v man >/dev/null 2>&1 || ! command -v lexgrog >/dev/null 2>&1; then
    echo "man or lexgrog not found: install the Debian package man-db to lint $page"
    exit 77
fi

# -Z: stop after troff, so only troff's own warnings are printed; --warnings turns them on.
warnings="$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z "$page" 2>&1 >/dev/null)"
if [ -n "$warnings" ]; then
    echo "groff warnings in $page:"
    echo "$warnings"
    exit 1
fi

if ! lexgrog "$page"; then
    echo "lexgrog cannot parse the NAME section of $page (whatis and apropos would not find it)"
    exit 1
fi
