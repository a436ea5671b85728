import Foundation
import SegueTestSupport
import Testing

/// The type-check harness itself: a call that matches an interface's signature passes, and a
/// wrong argument label, a wrong type or a selector naming no method fails. Without this, a
/// harness that never ran swiftc would let every export test pass.
@Suite struct SwiftTypeCheckTests {
    static let interface = """
        @_exported import Foundation
        public struct Selector { public init(_ name: String) {} }
        public func _typeCheckedSelector<T>(_ method: T) -> Selector { Selector("") }
        open class Widget {
            public init(target: Any?, action: Selector?) {}
            open func move(by distance: Double, animated: Bool) {}
        }
        """

    func moduleDirectory() throws -> URL {
        let dir = try ToolRunner.temporaryDirectory(prefix: "segue-harness")
        let file = dir.appendingPathComponent("Widgets.swift")
        try Data(Self.interface.utf8).write(to: file)
        return try SwiftTypeCheck.module(named: "Widgets", interface: file)
    }

    @Test(arguments: [
        ("w.move(by: 2, animated: true)", true),
        ("w.move(distance: 2, animated: true)", false),
        ("w.move(by: \"far\", animated: true)", false),
        ("w.move(by: 2)", false),
    ])
    func callsAreCheckedAgainstTheInterface(call: String, compiles: Bool) throws {
        let source = "import Widgets\nfunc f(_ w: Widget) { \(call) }\n"
        let outcome = try SwiftTypeCheck.typecheck(source, fileName: "Call.swift", moduleDirectories: [moduleDirectory()])
        #expect(outcome.succeeded == compiles, "\(call): \(outcome.diagnostics)")
    }

    @Test(arguments: [("handle(_:)", true), ("handle(sender:)", false), ("missing(_:)", false)])
    func selectorsStillNameARealMethod(selector: String, compiles: Bool) throws {
        let source = """
            import Widgets
            final class Handler {
                lazy var widget = Widget(target: self, action: #selector(\(selector)))
                @objc func handle(_ widget: Widget) {}
            }

            """
        let rewritten = SwiftTypeCheck.rewritingObjectiveC(source)
        #expect(!rewritten.contains("@objc") && !rewritten.contains("#selector"))
        let outcome = try SwiftTypeCheck.typecheck(rewritten, fileName: "Selector.swift", moduleDirectories: [moduleDirectory()])
        #expect(outcome.succeeded == compiles, "#selector(\(selector)): \(outcome.diagnostics)")
    }
}
