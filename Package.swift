// swift-tools-version: 6.0
import PackageDescription

/// `shortcuts` has no package dependencies by design: the Swift toolchain alone builds it, on Linux
/// servers and inside an iOS app's intent extension alike.
let package = Package(
    name: "shortcuts",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "ShortcutKit", targets: ["ShortcutKit"]),
        .executable(name: "shortcuts", targets: ["shortcuts"]),
        .executable(name: "shortcuts-bench", targets: ["shortcuts-bench"]),
        .executable(name: "shortcuts-eval", targets: ["shortcuts-eval"]),
    ],
    targets: [
        .target(name: "ShortcutKit"),
        .target(name: "ShortcutCLI", dependencies: ["ShortcutKit"]),
        .executableTarget(name: "shortcuts", dependencies: ["ShortcutCLI"]),
        .executableTarget(name: "shortcuts-bench", dependencies: ["ShortcutKit", "ShortcutCLI"]),
        .executableTarget(name: "shortcuts-eval", dependencies: ["ShortcutKit"]),
        .testTarget(
            name: "ShortcutKitTests",
            dependencies: ["ShortcutKit"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "ShortcutCLITests", dependencies: ["ShortcutCLI", "ShortcutKit"]),
    ],
    swiftLanguageModes: [.v6]
)
