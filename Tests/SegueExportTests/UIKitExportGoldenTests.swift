import Foundation
import SegueExport
import Testing

/// The generated code of every built-in, compared exactly with Golden/<name>.swift (read once by
/// a person: code an iOS engineer would keep). `SEGUE_UPDATE_GOLDEN=1` rewrites them.
@Suite struct UIKitExportGoldenTests {
    @Test(arguments: ExportTestSupport.builtinNames)
    func exportMatchesItsGolden(name: String) throws {
        let actual = try ExportTestSupport.export(name)
        let url = ExportTestSupport.goldenDirectory.appendingPathComponent("\(name).swift")
        if ExportTestSupport.updatingGoldens {
            try FileManager.default.createDirectory(at: ExportTestSupport.goldenDirectory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden \(url.path); run with SEGUE_UPDATE_GOLDEN=1 to create it")
            return
        }
        guard expected != actual else { return }
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let common = min(e.count, a.count)
        let first = (0..<common).first { e[$0] != a[$0] } ?? common
        func shown(_ lines: [Substring]) -> String { first < lines.count ? String(lines[first]) : "(end of file)" }
        let message = "\(name): the export differs from Golden/\(name).swift at line \(first + 1) (SEGUE_UPDATE_GOLDEN=1 to accept):\n"
            + "  golden: \(shown(e))\n  actual: \(shown(a))"
        Issue.record(Comment(rawValue: message))
    }
}
