import SegueCore

/// What `segue export --target` writes: UIKit code for an Xcode project (animators,
/// interaction controllers, delegates), or the timing as SwiftUI `Animation` values.
public enum ExportTarget: String, Sendable, CaseIterable {
    case uikit, swiftui
}

/// `segue export`: one Swift source file that reproduces a scenario's transitions with its
/// exact values (docs/export.md). Pure: a scenario in, the file's text out.
public enum SwiftExport {
    /// The Swift source of `scenario` for `target`, ending with a newline.
    /// - Parameters:
    ///   - scenario: a validated scenario.
    ///   - target: `uikit` (the default) or `swiftui`.
    ///   - command: the command line the header names as what wrote the file (any text;
    ///     control characters become spaces); default nil: `segue export NAME`.
    public static func source(for scenario: Scenario, target: ExportTarget = .uikit, command: String? = nil) -> String {
        target.exporter.init(scenario, command: command).source
    }
}

extension ExportTarget {
    /// The writer of this target.
    var exporter: any Exporter.Type {
        switch self {
        case .uikit: UIKitExport.self
        case .swiftui: SwiftUIExport.self
        }
    }
}
