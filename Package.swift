// swift-tools-version: 6.0
import PackageDescription

/// `shortcuts` has no package dependencies by design: the Swift toolchain alone builds it, on Linux
/// servers and inside an iOS app's intent extension alike.
let package = Package(
    name: "shortcuts",
    // The library needs iOS 16 (an intent extension); the CLI and server use Mutex and task
    // executors, which need macOS 15.
    platforms: [.macOS(.v15), .iOS(.v16)],
    products: [
        .library(name: "ShortcutKit", targets: ["ShortcutKit"]),
        .executable(name: "shortcuts", targets: ["shortcuts"]),
        .executable(name: "shortcuts-bench", targets: ["shortcuts-bench"]),
    ],
    targets: [
        .target(name: "ShortcutKit"),
        /// The HTTP server behind `shortcuts serve`: POSIX sockets, so kept out of the portable library.
        .target(name: "ShortcutServer", dependencies: ["ShortcutKit"]),
        .target(name: "ShortcutCLI", dependencies: ["ShortcutKit", "ShortcutServer"]),
        .executableTarget(name: "shortcuts", dependencies: ["ShortcutCLI"]),
        .executableTarget(name: "shortcuts-bench", dependencies: ["ShortcutKit", "ShortcutCLI", "ShortcutServer"]),
        /// A fallback backend on loopback that the assistant and server tests start and count calls of.
        .target(
            name: "AssistantTestSupport", dependencies: ["ShortcutKit", "ShortcutServer"],
            path: "Tests/AssistantTestSupport"
        ),
        .testTarget(
            name: "ShortcutKitTests",
            dependencies: ["ShortcutKit", "ShortcutServer", "AssistantTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ShortcutCLITests",
            dependencies: ["ShortcutCLI", "ShortcutKit", "ShortcutServer", "AssistantTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
