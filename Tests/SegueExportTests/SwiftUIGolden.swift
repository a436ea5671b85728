import Foundation
import Testing

/// Golden files of the SwiftUI export (`Golden/SwiftUI/NAME.swift`), compared exactly and
/// rewritten with `SEGUE_UPDATE_GOLDEN=1 swift test --filter SwiftUIExportTests` (the house
/// rule of Tests/SegueRenderTests/GoldenSupport.swift).
enum SwiftUIGolden {
    /// The directory the goldens live in (beside this file).
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").appendingPathComponent("SwiftUI")

    /// Checks `source` against the golden `name`, or writes it with `SEGUE_UPDATE_GOLDEN=1`.
    static func expect(_ source: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent("\(name).swift")
        if ProcessInfo.processInfo.environment["SEGUE_UPDATE_GOLDEN"] == "1" {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try source.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("could not write golden \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden \(url.path); run with SEGUE_UPDATE_GOLDEN=1 to create it", sourceLocation: sourceLocation)
            return
        }
        guard expected != source else { return }
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = source.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(e.count, a.count)).first { e[$0] != a[$0] } ?? min(e.count, a.count)
        Issue.record("""
            \(name): the SwiftUI export differs from Golden/SwiftUI/\(name).swift at line \(line + 1) \
            (SEGUE_UPDATE_GOLDEN=1 to accept):
              - \(line < e.count ? String(e[line]) : "<missing>")
              + \(line < a.count ? String(a[line]) : "<missing>")
            """, sourceLocation: sourceLocation)
    }
}
