import Testing
@testable import SegueRender
import SegueCore
@testable import SegueRecords

/// The call log's JSON Lines (`timeline --log`).
struct CallLogJSONLinesTests {
    @Test(arguments: [
        (LogEntry(t: 0.5, call: .startInteractiveTransition(.percentDriven)), #"{"t": 0.5, "call": "startInteractiveTransition"}"#),
        (LogEntry(t: 2, call: .update(1)), #"{"t": 2, "call": "update(1)"}"#),
        (LogEntry(t: 1.0 / 60, call: .note("x")), #"{"t": 0.016667, "call": "x"}"#),
        (LogEntry(t: 1.4, call: .warning("say \"hi\"\u{1B}\\ →")),
         #"{"t": 1.4, "call": "say \"hi\"\u001b\\ →", "warning": true}"#),
    ])
    func line(entry: LogEntry, expected: String) {
        #expect(CallLogJSONLines.line(entry) == expected)
    }
}
