// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "segue",
    targets: [
        // The pure model: geometry, timing curves, springs, keyframes, the animator,
        // the transition model, containers, gestures, scenarios and sessions. No clock, no terminal.
        .target(name: "SegueCore", path: "Sources/SegueCore"),
        // Scene → cells: rasteriser, side panel, encoders (text, ANSI, asciicast, timeline CSV). No ncurses, no clock.
        .target(name: "SegueRender", dependencies: ["SegueCore"], path: "Sources/SegueRender"),
        // The command-line tool.
        .executableTarget(name: "segue", dependencies: ["SegueCore", "SegueRender"], path: "Sources/segue"),
        .testTarget(name: "SegueCoreTests", dependencies: ["SegueCore"], path: "Tests/SegueCoreTests", exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
