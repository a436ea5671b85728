import Testing
@testable import SegueCore

struct EventScriptTests {
    @Test func specExample() throws {
        // docs/cli.md: `0.2 p; 1.0 right*10@0.03; 1.5 enter`.
        let e = try EventScript.parse("0.2 p; 1.0 right*10@0.03; 1.5 enter")
        #expect(e.count == 12)
        #expect(e[0] == TimedEvent(t: 0.2, event: .key(.char("p"))))
        for k in 0..<10 { #expect(e[1 + k] == TimedEvent(t: 1.0 + Double(k) * 0.03, event: .key(.right))) }
        #expect(e[11] == TimedEvent(t: 1.5, event: .key(.enter)))
    }

    @Test func allActions() throws {
        let e = try EventScript.parse("""
        0 resize 120 40
        0.1 mouse press 3 4; 0.2 mouse drag 10 4; 0.3 mouse release 11 4
        0.4 plus; 0.5 -; 0.6 +; 0.7 escape; 0.8 space; 0.9 ?; 1 .; 2 end
        """)
        #expect(e.map(\.event) == [
            .resize(cols: 120, rows: 40),
            .mouse(MouseEvent(kind: .press, x: 3, y: 4)), .mouse(MouseEvent(kind: .drag, x: 10, y: 4)),
            .mouse(MouseEvent(kind: .release, x: 11, y: 4)),
            .key(.plus), .key(.minus), .key(.plus), .key(.escape), .key(.space), .key(.char("?")), .key(.char(".")), .end,
        ])
    }

    /// Page Up / Page Down (they scroll the panel's call log) are `pageup` / `pagedown` in scripts and sessions.
    @Test func pageKeys() throws {
        let e = try EventScript.parse("0.5 pageup; 1 pagedown*2@0.25")
        #expect(e == [TimedEvent(t: 0.5, event: .key(.pageUp)), TimedEvent(t: 1, event: .key(.pageDown)),
                      TimedEvent(t: 1.25, event: .key(.pageDown))])
        #expect(EventScript.format(e) == "0.5 pageup; 1 pagedown*2@0.25")
        #expect(SessionFile.line(for: e[0]) == #"{"t":0.5,"key":"pageup"}"#)
    }

    @Test func sortedAndStable() throws {
        let e = try EventScript.parse("1 b; 0.5 p; 1 q; 0.5 r*2@0.5")
        // r at 0.5 and 1.0; p at 0.5 comes first (script order), then b, q, r at 1.0 in script order.
        #expect(e.map { EventScript.actionText($0.event) } == ["p", "r", "b", "q", "r"])
        #expect(e.map(\.t) == [0.5, 0.5, 1, 1, 1])
    }

    @Test func repeatWithoutIntervalUsesTheDefault() throws {
        let e = try EventScript.parse("0 left*3")
        #expect(e.map(\.t) == [0, 0.03, 0.06])
    }

    @Test func emptyScriptAndStraySeparators() throws {
        #expect(try EventScript.parse("").isEmpty)
        #expect(try EventScript.parse(" ; ;\n").isEmpty)
        #expect(try EventScript.parse("0.5 p;").count == 1)
    }

    @Test(arguments: [
        ("x p", 1, 1, "'x' is not a time"),
        ("0.5", 1, 4, "expected an action"),
        ("0.5 rigth", 1, 5, "unknown key 'rigth' (did you mean 'right'?)"),
        ("0.5 right*0@0.1", 1, 11, "not a repeat count"),
        ("0.5 right*3@-1", 1, 13, "not a repeat interval"),
        ("0.5 mouse click 1 2", 1, 11, "unknown mouse action 'click'"),
        ("0.5 mouse press 1", 1, 18, "expected the row"),
        ("0.5 resize 0 10", 1, 12, "not a valid column count"),
        ("0.5 p q", 1, 7, "expected ';'"),
        ("1 p;\n  -2 q", 2, 3, "'-2' is not a time"),
        ("1 end; 2 p", 1, 8, "comes after 'end'"),
        ("1 end; 1 end", 1, 10, "a second 'end'"),
        ("0.5 right*10001", 1, 11, "not a repeat count"),
        ("99999 p", 1, 1, "not a time"),
    ])
    func errors(script: String, line: Int, column: Int, message: String) {
        do {
            _ = try EventScript.parse(script)
            Issue.record("accepted \(script)")
        } catch {
            #expect(error.line == line && error.column == column, "\(script): \(error)")
            #expect(error.message.contains(message), "\(script): \(error)")
        }
    }

    @Test func tooManyEventsAreRefused() {
        #expect(throws: EventScriptError.self) {
            try EventScript.parse(String(repeating: "0 right*10000@0; ", count: 11))
        }
    }

    @Test(arguments: [
        "0.5 right*12@0.03; 0.9 enter",
        "0 p; 0.1 mouse press 0 0; 0.10000000000000001 mouse drag 5 6; 3 resize 80 24; 4 end",
        "0.3 left*2@0.1; 0.7 left; 1e-05 q",
        "1 right*5@0.125; 1 minus*3@0",
    ])
    func formatRoundTrips(script: String) throws {
        let events = try EventScript.parse(script)
        let text = EventScript.format(events)
        #expect(try EventScript.parse(text) == events, "\(text)")
    }

    @Test func formatGroupsEvenRuns() throws {
        let events = (0..<4).map { TimedEvent(t: 2 + Double($0) * 0.25, event: .key(.right)) } + [TimedEvent(t: 4, event: .key(.enter))]
        #expect(EventScript.format(events) == "2 right*4@0.25; 4 enter")
    }
}
