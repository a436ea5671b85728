import SegueCore

/// One `segue export` target's writer (docs/export.md): a scenario in, one Swift source file's
/// text out. `UIKitExport` (`UIKit/`) and `SwiftUIExport` (`SwiftUI/`) are the two;
/// `SwiftExport.source(for:target:command:)` picks one by `ExportTarget`.
protocol Exporter {
    /// - Parameters:
    ///   - scenario: the validated scenario.
    ///   - command: the command line the header names as what wrote the file; nil: the
    ///     target's own `segue export NAME …`.
    init(_ scenario: Scenario, command: String?)
    /// The whole file, ending with a newline.
    var source: String { get }
}
