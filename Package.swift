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
        .executable(name: "shortcuts-eval", targets: ["shortcuts-eval"]),
    ],
    targets: [
        .target(name: "ShortcutKit"),
        /// The HTTP server behind `shortcuts serve`: POSIX sockets, so kept out of the portable library.
        .target(name: "ShortcutServer", dependencies: ["ShortcutKit"]),
        .target(name: "ShortcutCLI", dependencies: ["ShortcutKit", "ShortcutServer"]),
        .executableTarget(name: "shortcuts", dependencies: ["ShortcutCLI"]),
        .executableTarget(name: "shortcuts-bench", dependencies: ["ShortcutKit", "ShortcutCLI", "ShortcutServer"]),
        .executableTarget(name: "shortcuts-eval", dependencies: ["ShortcutKit"]),
        /// A fallback backend on loopback that the assistant and server tests start and count calls of.
        .target(
            name: "AssistantTestSupport", dependencies: ["ShortcutKit", "ShortcutServer"],
            path: "Tests/AssistantTestSupport"
        ),
        .testTarget(
            name: "ShortcutKitTests",
            dependencies: ["ShortcutKit", "AssistantTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        /// The server on its own: request parsing, the HTTP loop and the contract's service.
        .testTarget(
            name: "ShortcutServerTests", dependencies: ["ShortcutKit", "ShortcutServer", "AssistantTestSupport"]),
        .testTarget(
            name: "ShortcutCLITests",
            dependencies: ["ShortcutCLI", "ShortcutKit", "AssistantTestSupport"]
        ),
        /// The evaluation's counting (in-process, through `@testable import`) and its command end to end.
        .testTarget(
            name: "ShortcutsEvalTests", dependencies: ["shortcuts-eval", "ShortcutKit", "AssistantTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
