@testable import SegueTerminal
import Testing
@testable import SegueScreen

/// The terminal's `ESC [ ?` replies, byte by byte after the prefix, as xterm's ctlseqs document
/// them: DECRPM `ESC [ ? Pd ; Ps $ y`, the device-attributes reply `ESC [ ? Ps ; … c`.
@Suite struct PrivateReportParserTests {
    static func parse(_ text: String) -> PrivateReportParser.Step {
        var parser = PrivateReportParser()
        var last = PrivateReportParser.Step.needsMore
        for byte in text.utf8 {
            last = parser.feed(byte)
            if last != .needsMore { break }
        }
        return last
    }

    @Test(arguments: [("2026;2$y", 2026, 2), ("2026;1$y", 2026, 1), ("2026;0$y", 2026, 0), ("1049;4$y", 1049, 4), (";3$y", 0, 3)])
    func modeReports(text: String, mode: Int, state: Int) throws {
        guard case .report(let r) = Self.parse(text) else { Issue.record("\(text) is no report"); return }
        let m = try #require(r.modeReport)
        #expect(m.mode == mode && m.state == state)
    }

    @Test func aDeviceAttributesReplyIsAReportButNoModeReport() {
        guard case .report(let r) = Self.parse("62;22;52c") else { Issue.record("no report"); return }
        #expect(r.parameters == [62, 22, 52] && r.final == UInt8(ascii: "c") && r.intermediates.isEmpty)
        #expect(r.modeReport == nil)
    }

    @Test func aReplyWithoutTheDollarIsNoModeReport() {
        guard case .report(let r) = Self.parse("2026;2y") else { Issue.record("no report"); return }
        #expect(r.modeReport == nil)
    }

    @Test(arguments: [("2026\u{1B}[A", UInt8(0x1B)), ("20\u{07}", nil), ("2026;2$\u{7F}", nil)])
    func brokenReplies(text: String, unread: UInt8?) {
        #expect(Self.parse(text) == .rejected(unread: unread))
    }

    @Test func aReplyPastTheLimitIsDropped() {
        #expect(Self.parse(String(repeating: "1", count: PrivateReportParser.limit + 1)) == .rejected(unread: nil))
        #expect(Self.parse(String(repeating: "1", count: PrivateReportParser.limit - 1)) == .needsMore)
    }
}
