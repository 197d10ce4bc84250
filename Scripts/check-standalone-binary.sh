#!/usr/bin/env bash
# Proves that an installed `shortcuts` binary runs without the Swift toolchain (Linux).
#
#   Scripts/check-standalone-binary.sh BINARY
#
# 1. `ldd` lists no library of the toolchain (its lib directory, libswift*, libFoundation*, libdispatch).
# 2. The binary answers with an empty environment and LD_LIBRARY_PATH empty.
# 3. As root (CI): the binary runs in a scratch root holding only itself, the system libraries `ldd`
#    lists and /proc (a private mount namespace and chroot), so no file of the toolchain exists for it.
#
# Exit status: 0 all checks passed, 1 a check failed, 2 bad usage.
set -euo pipefail

[ $# -eq 1 ] || { echo "usage: Scripts/check-standalone-binary.sh BINARY" >&2; exit 2; }
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
[ -x "$binary" ] || { echo "error: $1 is not an executable file" >&2; exit 2; }
cd "$(dirname "$0")/.."
registry=$PWD/shortcuts.json
utterance="open villager in VillagePay"
expected=TalkToVillagerIntent

if [ "$(uname -s)" != Linux ]; then
    echo "skipped: the standalone check is for Linux (on macOS the Swift runtime is part of the system)"
    exit 0
fi

toolchain_lib=""
if command -v swift >/dev/null 2>&1; then
    toolchain_lib=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib
fi
libraries=$(ldd "$binary")
if echo "$libraries" | grep -E 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime' >/dev/null \
    || { [ -n "$toolchain_lib" ] && echo "$libraries" | grep -F "$toolchain_lib" >/dev/null; }; then
    echo "error: $binary links libraries of the Swift toolchain; build it with Scripts/install.sh:" >&2
    echo "$libraries" >&2
    exit 1
fi
echo "ok: ldd lists no library of the Swift toolchain"

answer=$(env -i LD_LIBRARY_PATH= "$binary" match --registry "$registry" "$utterance")
if [ "$(echo "$answer" | head -n 1)" != "$expected" ]; then
    echo "error: with an empty environment, '$utterance' gave: $answer" >&2
    exit 1
fi
echo "ok: runs with an empty environment and LD_LIBRARY_PATH="

if [ "$(id -u)" != 0 ] || ! unshare --mount true 2>/dev/null; then
    echo "skipped: the scratch-root run needs root and unshare (CI runs it)"
    exit 0
fi
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
mkdir -p "$root/bin" "$root/proc"
cp "$binary" "$root/bin/shortcuts"
cp "$registry" "$root/shortcuts.json"
for library in $(echo "$libraries" | grep -o '/[^ ]*'); do
    mkdir -p "$root$(dirname "$library")"
    cp -L "$library" "$root$library"
done
# Swift reads its arguments from /proc/self/cmdline on Linux: the scratch root gets /proc, nothing else.
answer=$(unshare --mount --fork sh -c \
    'mount --rbind /proc "$1/proc" && exec chroot "$1" /bin/shortcuts match --registry /shortcuts.json "$2"' \
    sh "$root" "$utterance")
if [ "$(echo "$answer" | head -n 1)" != "$expected" ]; then
    echo "error: in a scratch root without the toolchain, '$utterance' gave: $answer" >&2
    exit 1
fi
echo "ok: runs in a scratch root holding only the binary, its system libraries and /proc"
