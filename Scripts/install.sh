#!/usr/bin/env bash
# Builds the `shortcuts` CLI in release mode and installs it as DIR/bin/shortcuts.
#
#   Scripts/install.sh [--prefix DIR]      DIR defaults to /usr/local
#
# On Linux the binary is linked statically against the Swift runtime and Foundation
# (--static-swift-stdlib), so it runs on a machine without the Swift toolchain; it still needs the
# system's C libraries, libstdc++ and libcurl (Debian: libcurl4), as every Linux program does.
# Linking needs libcurl's development files (Debian/Ubuntu: libcurl4-openssl-dev), because the
# fallback client's URLSession (FoundationNetworking) is built on libcurl.
#
# On macOS the Swift runtime is part of the system, so the binary is linked against it as usual.
# macOS also ships Apple's own /usr/bin/shortcuts (the Shortcuts app's tool): call this one by its
# full path, DIR/bin/shortcuts, in scripts and build phases.
#
# Exit status: 0 installed, 1 the build or the installation failed, 2 bad usage.
set -euo pipefail

usage="usage: Scripts/install.sh [--prefix DIR]"
prefix=/usr/local
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix)
            [ $# -ge 2 ] || { echo "error: --prefix needs a directory" >&2; echo "$usage" >&2; exit 2; }
            prefix=$2
            shift 2
            ;;
        --prefix=*)
            prefix=${1#--prefix=}
            shift
            ;;
        -h | --help)
            echo "$usage"
            exit 0
            ;;
        *)
            echo "error: unknown argument '$1'" >&2
            echo "$usage" >&2
            exit 2
            ;;
    esac
done
[ -n "$prefix" ] || { echo "error: --prefix needs a directory" >&2; exit 2; }

cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then
    echo "error: swift is not on PATH; install the Swift 6 toolchain (https://swift.org/install) first" >&2
    exit 1
fi

flags=(-c release --product shortcuts)
if [ "$(uname -s)" = Linux ]; then
    flags+=(--static-swift-stdlib)
    has_curl_dev=no
    for directory in /usr/lib /usr/lib64 /usr/lib/*-linux-gnu /usr/local/lib $(echo "${LIBRARY_PATH:-}" | tr : " "); do
        [ -e "$directory/libcurl.so" ] && has_curl_dev=yes
    done
    if [ "$has_curl_dev" = no ]; then
        echo "error: linking statically needs libcurl's development files (the linker's -lcurl)." >&2
        echo "  Debian, Ubuntu: sudo apt-get install libcurl4-openssl-dev" >&2
        echo "  Fedora, RHEL:   sudo dnf install libcurl-devel" >&2
        exit 1
    fi
fi

echo "building: swift build ${flags[*]}"
swift build "${flags[@]}"
binary="$(swift build "${flags[@]}" --show-bin-path)/shortcuts"

# Copy to a temporary name beside the target, then rename: an interrupted install never leaves a
# half-written binary where the old one was.
mkdir -p "$prefix/bin"
target="$prefix/bin/shortcuts"
temporary="$prefix/bin/.shortcuts.install.$$"
trap 'rm -f "$temporary"' EXIT
cp "$binary" "$temporary"
if [ "$(uname -s)" = Linux ] && command -v strip >/dev/null 2>&1; then
    strip "$temporary" # symbols only: 78 MB -> 60 MB, most of the rest is ICU's data
fi
chmod 755 "$temporary"
mv -f "$temporary" "$target"
trap - EXIT

"$target" --version >/dev/null
echo "installed $("$target" --version) at $target"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "note: $prefix/bin is not on PATH; run it as $target" ;;
esac
if [ "$(uname -s)" = Darwin ]; then
    echo "note: macOS has Apple's own /usr/bin/shortcuts; call this one as $target"
fi
