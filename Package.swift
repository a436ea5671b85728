// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "segue",
    targets: [
        // The pure model: geometry, timing curves, springs, keyframes, the animator,
        // the transition model, containers, gestures, scenarios and sessions. No clock, no terminal.
        .target(name: "SegueCore", path: "Sources/SegueCore"),
        // The command-line tool.
        .executableTarget(name: "segue", dependencies: ["SegueCore"], path: "Sources/segue"),
        .testTarget(name: "SegueCoreTests", dependencies: ["SegueCore"], path: "Tests/SegueCoreTests"),
    ],
    swiftLanguageModes: [.v6]
)
