# `shortcuts serve` in a container: the Swift toolchain image builds, debian:bookworm-slim runs.
#
#   docker build -t shortcuts-serve .
#   docker run --rm -p 8080:8080 -v "$PWD/shortcuts.json:/etc/shortcuts/shortcuts.json:ro" \
#       shortcuts-serve --fallback http://backend:5000/api/voice-assistant
#
# Written to the image layout of swift:<version>-bookworm and debian:bookworm-slim, but not built by
# this repository's CI, which has no Docker engine: the same static binary is proven to run without the
# toolchain by Scripts/check-standalone-binary.sh instead (see Docs/Install.md).
ARG SWIFT_IMAGE=swift:6.3-bookworm

FROM ${SWIFT_IMAGE} AS build
# -lcurl for FoundationNetworking when linking the Swift runtime statically (the swift images carry it;
# installing it again is a no-op there and keeps a slimmer toolchain image working).
RUN apt-get update && apt-get install -y --no-install-recommends libcurl4-openssl-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /package
# Package.swift names the test targets' folders, so the whole package is copied (.dockerignore keeps
# build products out).
COPY . .
RUN swift build -c release --product shortcuts --static-swift-stdlib \
    && install -D -s "$(swift build -c release --product shortcuts --static-swift-stdlib --show-bin-path)/shortcuts" \
        /out/shortcuts

FROM debian:bookworm-slim
# The binary holds the Swift runtime and Foundation; what remains is the system's C libraries,
# libstdc++ (in the base image), libcurl for the fallback client, and CA certificates for an https backend.
RUN apt-get update && apt-get install -y --no-install-recommends libcurl4 ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --no-create-home --shell /usr/sbin/nologin shortcuts
COPY --from=build /out/shortcuts /usr/local/bin/shortcuts
COPY shortcuts.json /etc/shortcuts/shortcuts.json
USER shortcuts
EXPOSE 8080
# In a container the server listens on every interface; publish the port only where it should be reached.
# serve stops cleanly on SIGTERM (docker stop): requests in flight are answered, exit status 0.
ENTRYPOINT ["/usr/local/bin/shortcuts", "serve", "--host", "0.0.0.0", "--port", "8080", \
    "--registry", "/etc/shortcuts/shortcuts.json"]
