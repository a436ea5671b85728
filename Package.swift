// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "segue",
    targets: [
        // The one JSON reader: a strict RFC 8259 parser with positions (`JSONNode`), the compact
        // writer, and the `Diagnostic`s every input's problems are reported as. A leaf: libc only,
        // no Foundation; the scenario, session and test-file parsers all read through it.
        .target(name: "SegueJSON", path: "Sources/SegueJSON"),
        // The pure model, SegueCore: SegueSupport → SegueScenario → SegueModel → SeguePlayback, under
        // the SegueCore umbrella. No clock, no terminal, no files, no environment: bytes in, values
        // and lines out (docs/terminal.md, "Who touches the world").
        // Numbers, text and geometry, a leaf: `DecimalText`, `NumberRange`, `Plural`, `SHA256`,
        // `Suggest`, `TextSafety`, `FileError`, points, sizes, rects and transforms.
        .target(name: "SegueSupport", path: "Sources/SegueSupport"),
        // The scenario as values: its specs, the loader (bytes in, values out), presets, finish
        // rules, the timing maths (curves, springs, keyframes, timing parameters), event scripts,
        // input events, tune values and tunable parameters, `KeyRepeat`, `SheetGeometry`.
        .target(name: "SegueScenario", dependencies: ["SegueJSON", "SegueSupport"], path: "Sources/SegueScenario"),
        // The model: the animation engine and property animators, views, the transition model
        // (context, percent-driven and custom interaction, coordinator), containers, gestures,
        // the system chrome, `SimulatedApp` and its `Runtime` and UIKit call log, the release
        // checks, `Explain`, the `Scene` it produces.
        .target(name: "SegueModel", dependencies: ["SegueSupport", "SegueScenario"], path: "Sources/SegueModel"),
        // Playing the model: key maps, sessions (encoding, parsing, comparison), the `Player`, its
        // model history and onion skin, the inspector's tuning and in-place writes.
        .target(name: "SeguePlayback", dependencies: ["SegueJSON", "SegueSupport", "SegueScenario", "SegueModel"],
                path: "Sources/SeguePlayback"),
        // The umbrella: re-exports SegueSupport, SegueScenario, SegueModel and SeguePlayback.
        .target(name: "SegueCore", dependencies: ["SegueSupport", "SegueScenario", "SegueModel", "SeguePlayback"], path: "Sources/SegueCore"),
        // Core's edge to the file system and the process: reading scenario and session files,
        // listing and locating the built-in scenarios ($SEGUE_SCENARIOS, /proc/self/exe).
        .target(name: "SegueFiles", dependencies: ["SegueJSON", "SegueCore"], path: "Sources/SegueFiles"),
        // Pixels in memory, a leaf: RGBA images, their resampling and the library of scaled images the
        // renderers draw from. No decoding (SegueImage), no drawing.
        .target(name: "SeguePixels", dependencies: ["SegueCore"], path: "Sources/SeguePixels"),
        // Scene → cells: rasteriser, side panel, encoders (text, ANSI, asciicast). No ncurses, no clock.
        .target(name: "SegueRender", dependencies: ["SegueCore", "SeguePixels"], path: "Sources/SegueRender"),
        // The numeric records of a run: the timeline CSV and the call log's JSON Lines (`segue timeline`,
        // `segue test`). Pure text; of SegueRender it uses `Affine` and `JSONText`.
        .target(name: "SegueRecords", dependencies: ["SegueCore", "SegueRender"], path: "Sources/SegueRecords"),
        // Scenario → Swift source for Xcode (`segue export`): UIKit animators, interaction
        // controllers and delegates, or SwiftUI animations (docs/export.md). Pure text, no files.
        .target(name: "SegueExport", dependencies: ["SegueCore"], path: "Sources/SegueExport"),
        // `segue test`: test files, the recorded run, expectations, the UIKit contract checks and
        // their reports (docs/testing-transitions.md). Pure: files come in as bytes.
        .target(name: "SegueChecks", dependencies: ["SegueJSON", "SegueCore", "SegueRender", "SegueRecords"], path: "Sources/SegueChecks"),
        // The ncursesw C library (module map + shim.h; no pkgConfig, see docs/architecture.md).
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses", providers: [.apt(["libncurses-dev"])]),
        // zlib (compress2, crc32) for PNG: the header is on the default path, so no pkgConfig (docs/architecture.md).
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
        // FreeType 2 for the pictures' text; its headers need pkg-config's include path (docs/architecture.md).
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        // libpng (simplified API) and libjpeg-turbo (a setjmp shim in shim.h) for the scenarios' images (docs/architecture.md).
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", path: "Sources/CJPEG", providers: [.apt(["libjpeg62-turbo-dev"])]),
        // Image files → pixels for the renderers: PNG and JPEG decoding, the size limits, a
        // scenario's images loaded relative to its file (docs/scenarios.md, "Images").
        .target(name: "SegueImage", dependencies: ["SegueJSON", "SegueCore", "SegueFiles", "SegueRender", "SeguePixels", "CPNG", "CJPEG"], path: "Sources/SegueImage"),
        // Scene → pixels and picture files (`segue render --format png|gif`): rounded views, text
        // through FreeType, PNG through zlib, GIF with its own LZW. No Foundation, no clock.
        .target(name: "SeguePicture", dependencies: ["SegueCore", "SegueRender", "SeguePixels", "CZlib", "CFreeType"], path: "Sources/SeguePicture"),
        // The terminal's pure part: the `TerminalBackend` protocol and its in-memory backend, the frames
        // as bytes (`TerminalScreen`, `TerminalCells`, `ScreenWriter` with the `TerminalSequences` it is
        // given), the mouse and private-report parsers. No ncurses, no file descriptors, no clock.
        .target(name: "SegueScreen", dependencies: ["SegueCore", "SegueRender"], path: "Sources/SegueScreen"),
        // The ncurses backend: screen lifecycle, the sequences read from terminfo, key and mouse
        // decoding, the synchronized-output query, signal-safe restore.
        .target(name: "SegueTerminal", dependencies: ["CNcurses", "SegueCore", "SegueRender", "SegueScreen"], path: "Sources/SegueTerminal"),
        // Test fixture for the terminal backend's end-to-end tests under tmux (not installed).
        .executableTarget(name: "segue-termcheck", dependencies: ["SegueTerminal", "SegueRender", "SegueCore"],
                          path: "Sources/segue-termcheck"),
        // Runs before the shared libraries' initialisers: keeps the Swift runtime's crash
        // backtracer off SIGQUIT (docs/terminal.md, "Signals").
        .target(name: "CSegueLaunch", path: "Sources/CSegueLaunch"),
        // The segue-swift host's model time and watchdog for user code: clock_gettime, dispatch_time,
        // dispatch_after and dispatch_async defined by the host, answering in model time while user
        // code runs (docs/user-code.md, "Time and determinism"). C only, libc and pthreads.
        .target(name: "CSegueModelTime", path: "Sources/CSegueModelTime"),
        // Command lines in general: options declared once as typed `Option`s and read back as
        // `invocation[option]`, the parser, the help text, and the shell completions and man page
        // option lists generated from the declarations (docs/cli.md, "For developers"). Knows no
        // command of segue's; no Foundation.
        .target(name: "SegueArguments", dependencies: ["SegueCore", "SegueRender"], path: "Sources/SegueArguments"),
        // Your own UIKit code, its foundation (docs/user-code.md): a user's Swift sources rewritten
        // keeping every column (`SourceRewrite`), compiled by swiftc into a cached `.so`
        // (`SwiftCompiler`), swiftc's errors as segue's lines (`CompileDiagnostic`), the literals the
        // inspector tunes (`SwiftLiteralRows`, as SegueScenario's `SourceLiteral`s). libc and
        // posix_spawn, no Foundation, so the static `segue` can link it.
        .target(name: "SegueUserCode", dependencies: ["SegueSupport", "SegueScenario"], path: "Sources/SegueUserCode"),
        // UIKit's transition API backed by the model, for an engineer's own Swift (docs/user-code.md,
        // "The API"): UIView, the animations, the controllers and containers, the transitioning
        // protocols, gesture recognizers. Re-exports Foundation (NSObject, CGRect & co. are its);
        // only the dynamically linked `segue-swift` host links it, never the static `segue`.
        .target(name: "SegueUIKit", dependencies: ["SegueCore"], path: "Sources/SegueUIKit"),
        // `import UIKit`, `import CoreGraphics`, `import QuartzCore` in a user's file: each only re-exports SegueUIKit.
        .target(name: "UIKit", dependencies: ["SegueUIKit"], path: "Sources/UIKit"),
        .target(name: "CoreGraphics", dependencies: ["SegueUIKit"], path: "Sources/CoreGraphics"),
        .target(name: "QuartzCore", dependencies: ["SegueUIKit"], path: "Sources/QuartzCore"),
        // The previewer as a library: input, comparison and test-file loading, the headless
        // session every headless command shares, the live loop and its terminal, the gallery, and
        // what each command does with its settings. A host (`segue`, later `segue-swift`) parses its
        // command line and calls it. No Foundation (the static `segue` binary has none).
        .target(name: "SegueApp", dependencies: ["SegueJSON", "SegueCore", "SegueFiles", "SegueRender", "SegueTerminal", "SegueExport",
                                                 "SeguePicture", "SegueChecks", "SegueImage", "SeguePixels", "SegueRecords", "SegueScreen"],
                path: "Sources/SegueApp"),
        // segue's command line as a library: the commands' declarations, help, errors and dispatch
        // (`SegueCLI.main`), shared by the two hosts: `segue` and `segue-swift`. The work is SegueApp's.
        .target(name: "SegueCommandLine", dependencies: ["SegueApp", "SegueArguments", "SegueJSON", "SegueCore", "SegueFiles", "SegueRender", "SegueTerminal",
                                                        "SegueExport", "SeguePicture", "SegueChecks", "SegueImage", "SeguePixels", "SegueRecords", "SegueScreen",
                                                        "SegueUserCode"],
                path: "Sources/SegueCommandLine"),
        // The command-line tool: `main` only (signals, then `SegueCLI.main`). Static in release, no Foundation.
        .executableTarget(name: "segue", dependencies: ["CSegueLaunch", "SegueCommandLine", "SegueTerminal"], path: "Sources/segue"),
        // The host for an engineer's own UIKit code (docs/user-code.md, "The host"): segue's commands
        // on SegueApp, with models built by the user's compiled code. Dynamically linked (a static
        // executable cannot load Swift code) and exporting its symbols, which the user's library
        // binds to when it is loaded; the static `segue` runs it for scenarios with Swift sources.
        .executableTarget(name: "segue-swift", dependencies: ["CSegueLaunch", "CSegueModelTime", "SegueCommandLine", "SegueApp", "SegueUIKit", "UIKit", "CoreGraphics", "QuartzCore", "SegueUserCode",
                                                              "SegueCore", "SegueJSON", "SegueFiles"],
                          path: "Sources/segue-swift",
                          linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        // A second host on SegueApp (not installed): plays a built-in scenario in process on the
        // in-memory terminal with scripted keys, through the live previewer's own loop, and
        // prints the frames (SegueCLITests.AppLibraryTests compares them with `segue render`).
        .executableTarget(name: "segue-app-example", dependencies: ["SegueApp"], path: "Sources/segue-app-example"),
        // Rasterise + diff throughput on a synthetic mid-transition scene, the time of each built-in's
        // export, and the pictures (`make bench`).
        .executableTarget(name: "segue-bench", dependencies: ["SegueApp", "SegueCore", "SegueFiles", "SegueRender", "SegueExport", "SeguePicture",
                                                             "SegueImage", "SeguePixels", "SegueScreen", "SegueTerminal"],
                          path: "Sources/segue-bench"),
        // SegueUIKit driven as user code drives it, in process: UIKit-style code against the model (the tests import
        // SegueUIKit, not UIKit: swift-testing looks for a `_Testing_UIKit` overlay when a file imports both).
        .testTarget(name: "SegueUIKitTests", dependencies: ["SegueUIKit", "SegueCore"], path: "Tests/SegueUIKitTests"),
        .testTarget(name: "SegueCoreTests", dependencies: ["SegueJSON", "SegueCore", "SegueSupport", "SegueScenario", "SegueModel", "SeguePlayback",
                                                       "SegueFiles", "SegueTestSupport"], path: "Tests/SegueCoreTests", exclude: ["Fixtures"]),
        // Support/ holds helper scripts the tests run (pyte_screen.py); Golden/ the expected frames.
        .testTarget(name: "SegueRenderTests", dependencies: ["SegueCore", "SegueFiles", "SegueRender", "SegueRecords", "SegueImage", "SeguePixels",
                                                          "SegueTestSupport"], path: "Tests/SegueRenderTests",
                    exclude: ["Support", "Golden"]),
        // End-to-end tests that run the built `segue` and `segue-app-example` binaries (the dependencies make SwiftPM build them first).
        .testTarget(name: "SegueCLITests", dependencies: ["segue", "segue-swift", "SegueCommandLine", "SegueApp", "SegueUserCode", "segue-app-example", "SegueArguments", "SegueJSON", "SegueCore", "SegueFiles", "SegueRender", "SegueChecks", "SeguePixels", "SegueScreen",
                                                        "SegueTerminal", "SegueTestSupport"],
                    path: "Tests/SegueCLITests"),
        // The export's generated code, type-checked against interface files of the UIKit and SwiftUI
        // declarations it uses (Interfaces/); Golden/ holds the generated code per built-in scenario.
        .testTarget(name: "SegueExportTests", dependencies: ["SegueCore", "SegueFiles", "SegueExport", "SegueTestSupport"],
                    path: "Tests/SegueExportTests", exclude: ["Interfaces", "Golden"]),
        // Helpers the test targets share (spawning programs with waitpid, running outside tools).
        .target(name: "SegueTestSupport", path: "Tests/SegueTestSupport"),
        // Support/ holds the Pillow script that decodes the pictures independently (picture_probe.py).
        .testTarget(name: "SeguePictureTests", dependencies: ["SegueCore", "SegueFiles", "SeguePicture", "SegueTestSupport"],
                    path: "Tests/SeguePictureTests", exclude: ["Support"]),
        // Decoding, scaling and drawing the scenarios' images; SHA-256; sessions with images.
        .testTarget(name: "SegueImageTests", dependencies: ["SegueJSON", "SegueCore", "SegueFiles", "SegueRender", "SegueImage", "SeguePicture", "SeguePixels",
                                                         "SegueTestSupport"],
                    path: "Tests/SegueImageTests"),
        // The rewrite on hand-written sources; compiling with the real swiftc into a temporary cache.
        .testTarget(name: "SegueUserCodeTests", dependencies: ["SegueUserCode", "SegueSupport", "SegueScenario", "SeguePlayback"], path: "Tests/SegueUserCodeTests"),
        .testTarget(name: "SegueTerminalTests", dependencies: ["SegueScreen", "SegueTerminal", "CNcurses", "segue-termcheck", "SegueTestSupport"],
                    path: "Tests/SegueTerminalTests"),
    ],
    swiftLanguageModes: [.v6]
)
