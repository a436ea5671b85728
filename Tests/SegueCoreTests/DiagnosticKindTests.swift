import Testing
@testable import SegueCore
import SegueJSON

/// A diagnostic's kind (docs/architecture.md, `Diagnostic`): what code acts on, never the words.
struct DiagnosticKindTests {
    static func problems(_ text: String) -> [Diagnostic] {
        do {
            _ = try ScenarioLoader.load(text: text, file: "x.json")
            return []
        } catch { return error.diagnostics }
    }

    @Test func anUnknownKeyIsOfItsKindAndAWrongValueIsInvalid() {
        let d = Self.problems("""
        {"screens": [{"id": "a", "colour": "#ffffff"}], "container": {"kind": "navigation", "stack": [1]}}
        """)
        #expect(d.map(\.keyPath) == ["screens[0].colour", "container.stack[0]"], "\(d)")
        #expect(d.map(\.kind) == [.unknownKey, .invalid])
    }
}
