import Foundation
import SegueCore
import SegueExport
import SegueFiles
import SegueTestSupport
import Testing

/// What the export tests share: the built-in scenarios, the UIKit stand-in module built from
/// Interfaces/UIKit.swift, and the goldens in Golden/ (docs/export.md, "How the export is checked").
enum ExportTestSupport {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let scenariosDirectory = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios").path
    static let goldenDirectory = testsDirectory.appendingPathComponent("Golden")
    static let uikitInterface = testsDirectory.appendingPathComponent("Interfaces/UIKit.swift")

    /// Every built-in scenario's name, from the Scenarios/ folder.
    static let builtinNames: [String] = BuiltinScenarios.list(in: scenariosDirectory).map(\.name)

    static func load(_ name: String, overrides: [String] = []) throws -> Scenario {
        try ScenarioLoader.load(path: scenariosDirectory + "/\(name).json", overrides: overrides).scenario
    }

    /// The UIKit export of the built-in `name`.
    static func export(_ name: String, overrides: [String] = []) throws -> String {
        SwiftExport.source(for: try load(name, overrides: overrides), target: .uikit)
    }

    /// The directory of the `UIKit` stand-in module (built once per test process).
    static func uikitModule() throws -> URL {
        try SwiftTypeCheck.module(named: "UIKit", interface: uikitInterface)
    }

    /// `swiftc -typecheck -warnings-as-errors` of generated `source` against the stand-in, after
    /// the rewrite of `@objc` and `#selector` that Linux needs (it has no Objective-C interop);
    /// Swift 6 unless `mode` says otherwise (the built-ins are checked in all three modes).
    static func typecheck(_ source: String, fileName: String, mode: SwiftTypeCheck.Mode = .swift6) throws -> SwiftTypeCheck.Outcome {
        try typecheck([(fileName, source)], mode: mode)
    }

    /// The same for several files in one `swiftc` call (one module, so their names must not clash).
    static func typecheck(_ files: [(name: String, source: String)], mode: SwiftTypeCheck.Mode) throws -> SwiftTypeCheck.Outcome {
        try SwiftTypeCheck.typecheck(files.map { ($0.name, SwiftTypeCheck.rewritingObjectiveC($0.source)) },
                                     moduleDirectories: [uikitModule()], mode: mode)
    }

    /// Whether goldens are being rewritten (`SEGUE_UPDATE_GOLDEN=1`).
    static var updatingGoldens: Bool { ProcessInfo.processInfo.environment["SEGUE_UPDATE_GOLDEN"] == "1" }
}
