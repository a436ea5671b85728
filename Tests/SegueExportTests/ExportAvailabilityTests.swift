import Foundation
import SegueCore
import SegueExport
import Testing

/// Every export builds for an iOS 17 target (docs/export.md, "How the export is checked"): an API
/// newer than iOS 17 is used only inside a declaration marked `@available(iOS N, *)` or an
/// `if #available(iOS N, *)` on its line. swiftc on Linux does not check iOS availability (it
/// compiles for Linux), so this reads the scopes: each use's enclosing declarations, found by
/// their braces, and the attributes written just above them.
@Suite struct ExportAvailabilityTests {
    /// The APIs newer than iOS 17 that the generators use, with the iOS version that has them
    /// (Apple's documentation: UIViewController.preferredTransition and Transition.zoom, iOS 18;
    /// UINavigationController.interactiveContentPopGestureRecognizer, iOS 26; SwiftUI's
    /// navigationTransition(_:) and matchedTransitionSource(id:in:), iOS 18).
    static let newerAPIs: [(use: String, iOS: Int)] = [
        (".preferredTransition", 18), (".zoom(options:", 18), ("interactiveContentPopGestureRecognizer", 26),
        ("navigationTransition(", 18), ("matchedTransitionSource(", 18),
    ]

    /// The iOS version the scopes around line `index` of `lines` guarantee (0: none).
    static func guaranteed(_ lines: [String], at index: Int) -> Int {
        func version(_ line: String, _ marker: String) -> Int {
            guard let r = line.range(of: marker) else { return 0 }
            return Int(line[r.upperBound...].prefix { $0.isNumber }) ?? 0
        }
        var best = version(lines[index], "#available(iOS ")
        var balance = 0
        for j in stride(from: index - 1, through: 0, by: -1) {
            balance += lines[j].filter { $0 == "{" }.count - lines[j].filter { $0 == "}" }.count
            guard balance > 0 else { continue }
            balance = 0  // line j opens a scope around the use: read its attributes
            for k in stride(from: j, through: max(0, j - 3), by: -1) {
                best = max(best, version(lines[k], "@available(iOS "), version(lines[k], "#available(iOS "))
            }
        }
        return best
    }

    /// Each use of a newer API that no scope guards, as `name:line: use needs iOS N`.
    static func unguardedUses(_ source: String, name: String) -> [String] {
        let lines = source.components(separatedBy: "\n")
        var found: [String] = []
        for (i, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
            for api in newerAPIs where line.contains(api.use) && guaranteed(lines, at: i) < api.iOS {
                found.append("\(name):\(i + 1): \(api.use) needs iOS \(api.iOS)")
            }
        }
        return found
    }

    @Test(arguments: [ExportTarget.uikit, .swiftui])
    func everyExportBuildsForIOS17(target: ExportTarget) throws {
        var found: [String] = []
        for name in ExportTestSupport.builtinNames {
            found += Self.unguardedUses(SwiftExport.source(for: try ExportTestSupport.load(name), target: target), name: name)
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// The scan can fail: a zoom function without its attribute, or the iOS 26 call without its
    /// `#available`, is found.
    @Test func anUnguardedUseIsFound() throws {
        let source = try ExportTestSupport.export("zoom")
        #expect(Self.unguardedUses(source, name: "zoom").isEmpty)
        #expect(!Self.unguardedUses(source.replacingOccurrences(of: "@available(iOS 18.0, *)\n", with: ""), name: "zoom").isEmpty)
        let pop = try ExportTestSupport.export("pop-parallax")
        let bare = pop.replacingOccurrences(of: "if #available(iOS 26.0, *) { navigationController.interactiveContentPopGestureRecognizer?.isEnabled = false }",
                                            with: "navigationController.interactiveContentPopGestureRecognizer?.isEnabled = false")
        #expect(bare != pop)
        #expect(Self.unguardedUses(bare, name: "pop-parallax") == ["pop-parallax:\(Self.lineNumber(of: "interactiveContentPopGestureRecognizer", in: bare)): interactiveContentPopGestureRecognizer needs iOS 26"])
    }

    static func lineNumber(of text: String, in source: String) -> Int {
        (source.components(separatedBy: "\n").firstIndex { $0.contains(text) && !$0.hasPrefix("//") } ?? -1) + 1
    }
}
