import SegueCore
import SegueTerminal
import Testing
import SegueScreen

/// xterm's mouse report forms, written out from xterm's "Mouse Tracking" documentation rather
/// than from the parser: X10 is `ESC [ M`, then 32 + button code, 32 + column, 32 + row
/// (1-based: the top-left cell is 1, 1); SGR (mode 1006) is `ESC [ <` code `;` column `;` row
/// (decimal, 1-based), then `M` for a press or motion and `m` for a release. Button codes: 0 the
/// first button, 1 the second, 2 the third, 3 no button / released; + 4 Shift, + 8 Meta,
/// + 16 Control, + 32 motion, + 64 the wheel.
enum XtermReport {
    static func x10(code: Int, col: Int, row: Int) -> [UInt8] {
        [0x1B, 0x5B, 0x4D, UInt8(32 + code), UInt8(32 + col + 1), UInt8(32 + row + 1)]
    }

    static func sgr(code: Int, col: Int, row: Int, release: Bool = false) -> [UInt8] {
        Array("\u{1B}[<\(code);\(col + 1);\(row + 1)\(release ? "m" : "M")".utf8)
    }

    static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }
}

/// Feeds `bytes` until the parser answers something other than `.needsMore`: that answer and
/// how many bytes it took (all of them, with `.needsMore`, when the report is not complete).
func parse(_ bytes: [UInt8]) -> (step: MouseReportParser.Step, used: Int) {
    var parser = MouseReportParser()
    for (i, byte) in bytes.enumerated() {
        let step = parser.feed(byte)
        if step != .needsMore { return (step, i + 1) }
    }
    return (.needsMore, bytes.count)
}

@Suite struct MouseReportParserTests {
    typealias Action = MouseReport.Action

    /// Well-formed reports of both forms, anywhere on the screen (SGR past column 223, where an
    /// X10 byte runs out), with and without modifier keys held.
    @Test(arguments: [
        (XtermReport.sgr(code: 0, col: 9, row: 4), Action.press(button: 1), 9, 4),
        (XtermReport.sgr(code: 32, col: 10, row: 4), .motion(button: 1), 10, 4),
        (XtermReport.sgr(code: 0, col: 10, row: 4, release: true), .release(button: 1), 10, 4),
        (XtermReport.sgr(code: 0, col: 300, row: 40), .press(button: 1), 300, 40),
        (XtermReport.sgr(code: 32, col: 300, row: 41), .motion(button: 1), 300, 41),
        (XtermReport.sgr(code: 0, col: 301, row: 41, release: true), .release(button: 1), 301, 41),
        (XtermReport.sgr(code: 0, col: 99_998, row: 0), .press(button: 1), 99_998, 0),
        (XtermReport.sgr(code: 4, col: 1, row: 2), .press(button: 1), 1, 2),
        (XtermReport.sgr(code: 16 + 32, col: 1, row: 2), .motion(button: 1), 1, 2),
        (XtermReport.sgr(code: 35, col: 1, row: 2), .motion(button: nil), 1, 2),
        (XtermReport.sgr(code: 2, col: 1, row: 2), .press(button: 3), 1, 2),
        (XtermReport.sgr(code: 64, col: 1, row: 2), .press(button: 4), 1, 2),
        (XtermReport.sgr(code: 65, col: 1, row: 2), .press(button: 5), 1, 2),
        (XtermReport.x10(code: 0, col: 3, row: 4), .press(button: 1), 3, 4),
        (XtermReport.x10(code: 32, col: 5, row: 4), .motion(button: 1), 5, 4),
        (XtermReport.x10(code: 3, col: 9, row: 6), .release(button: nil), 9, 6),
        (XtermReport.x10(code: 35, col: 1, row: 1), .motion(button: nil), 1, 1),
        (XtermReport.x10(code: 1, col: 0, row: 0), .press(button: 2), 0, 0),
        // The last cell X10 can name: byte 255 = 32 + 223 (1-based) = column 222.
        (XtermReport.x10(code: 0, col: 222, row: 222), .press(button: 1), 222, 222),
        (XtermReport.x10(code: 8 + 32, col: 99, row: 4), .motion(button: 1), 99, 4),
    ])
    func wellFormedReports(bytes: [UInt8], action: Action, col: Int, row: Int) {
        let (step, used) = parse(bytes)
        #expect(step == .report(MouseReport(action: action, column: col, row: row)))
        #expect(used == bytes.count, "the report ends on its last byte")
    }

    /// Malformed reports are dropped whole: no event, and none of their bytes left over to be
    /// read as keys. (`ESC [ M SP SP SP` used to become a press at column −1, row −1, which made
    /// a recording unreadable; SGR's 0 is no cell either, its numbers being 1-based.)
    @Test(arguments: [
        [0x1B, 0x5B, 0x4D, 0x20, 0x20, 0x20],
        [0x1B, 0x5B, 0x4D, 0x20, 0x21, 0x20],
        [0x1B, 0x5B, 0x4D, 0x20, 0x20, 0x21],
        XtermReport.bytes("\u{1B}[<0;0;0M"),
        XtermReport.bytes("\u{1B}[<0;0;5M"),
        XtermReport.bytes("\u{1B}[<0;5;0m"),
        XtermReport.bytes("\u{1B}[<0;5M"),
        XtermReport.bytes("\u{1B}[<0;1;1;1M"),
        XtermReport.bytes("\u{1B}[<;1;1M"),
        XtermReport.bytes("\u{1B}[<0;;1M"),
        XtermReport.bytes("\u{1B}[<M"),
        XtermReport.bytes("\u{1B}[<0;123456;1M"),
        XtermReport.bytes("\u{1B}[<0;1;" + String(repeating: "9", count: 40) + "M"),
        XtermReport.bytes("\u{1B}[<0:1;1;1M"),
        XtermReport.bytes("\u{1B}[<0;1;<1M"),
        XtermReport.bytes("\u{1B}[<0;1;1 M"),
        XtermReport.bytes("\u{1B}[<0;1;1q"),
        XtermReport.bytes("\u{1B}[<0;1;1~"),
    ])
    func malformedReportsAreDroppedWhole(bytes: [UInt8]) {
        let (step, used) = parse(bytes)
        #expect(step == .rejected(unread: nil))
        #expect(used == bytes.count, "all \(bytes.count) bytes belong to the dropped report")
    }

    /// A report cut short by a byte that cannot be in it: dropped, and that byte handed back,
    /// since it is the next input (Enter here, not part of the report).
    static let truncated: [([UInt8], UInt8)] = [
        (XtermReport.bytes("\u{1B}[<0;1\r"), 13),
        (XtermReport.bytes("\u{1B}[<0;1;1\t"), 9),
        ([0x1B, 0x5B, 0x3C, 0x30, 0x3B, 0x85], 0x85),
        ([0x1B, 0x5B, 0x3C, 0x30, 0x3B, 0x7F], 0x7F),
        ([0x1B, 0x5B, 0x4D, 0x20, 0x0A], 0x0A),
        ([0x1B, 0x5B, 0x4D, 0x20, 0x21, 0x00], 0x00),
        // Not a report at all.
        (XtermReport.bytes("\u{1B}[A"), UInt8(ascii: "A")),
        (XtermReport.bytes("\u{1B}O"), UInt8(ascii: "O")),
        (XtermReport.bytes("q"), UInt8(ascii: "q")),
    ]

    @Test(arguments: truncated)
    func truncatedReportsHandBackTheByteThatEndedThem(bytes: [UInt8], unread: UInt8) {
        let (step, used) = parse(bytes)
        #expect(step == .rejected(unread: unread))
        #expect(used == bytes.count)
    }

    /// Reports whose end has not come yet: the parser waits (the backend gives up after a
    /// timeout, and the report is dropped).
    @Test(arguments: [
        XtermReport.bytes("\u{1B}"), XtermReport.bytes("\u{1B}["), XtermReport.bytes("\u{1B}[M"),
        XtermReport.bytes("\u{1B}[M !"), XtermReport.bytes("\u{1B}[<"), XtermReport.bytes("\u{1B}[<0;301;4"),
    ])
    func incompleteReportsWait(bytes: [UInt8]) {
        #expect(parse(bytes).step == .needsMore)
    }

    /// An ESC inside a report drops the report so far and starts the next one, which is read
    /// in full (a truncated report followed at once by another).
    @Test(arguments: [
        XtermReport.bytes("\u{1B}[<0;1") + XtermReport.sgr(code: 0, col: 7, row: 7),
        [0x1B, 0x5B, 0x4D, 0x20] + XtermReport.sgr(code: 0, col: 7, row: 7),
        XtermReport.bytes("\u{1B}[<0;1") + XtermReport.x10(code: 0, col: 7, row: 7),
    ])
    func escapeInsideAReportStartsTheNext(bytes: [UInt8]) {
        let (step, used) = parse(bytes)
        #expect(step == .report(MouseReport(action: .press(button: 1), column: 7, row: 7)))
        #expect(used == bytes.count)
    }

    /// Back-to-back reports in one read: each is parsed on its own, the parser idle between.
    @Test func reportsInARow() {
        let stream = XtermReport.sgr(code: 0, col: 250, row: 3) + XtermReport.x10(code: 32, col: 200, row: 3)
            + [0x1B, 0x5B, 0x4D, 0x20, 0x20, 0x20] + XtermReport.sgr(code: 0, col: 260, row: 3, release: true)
        var parser = MouseReportParser()
        var steps: [MouseReportParser.Step] = []
        for byte in stream {
            let step = parser.feed(byte)
            if step != .needsMore {
                steps.append(step)
                #expect(parser.isIdle)
            }
        }
        #expect(steps == [
            .report(MouseReport(action: .press(button: 1), column: 250, row: 3)),
            .report(MouseReport(action: .motion(button: 1), column: 200, row: 3)),
            .rejected(unread: nil),
            .report(MouseReport(action: .release(button: 1), column: 260, row: 3)),
        ])
    }
}

@Suite struct MouseReportDecodingTests {
    func report(_ action: MouseReport.Action, _ x: Int, _ y: Int) -> MouseReport {
        MouseReport(action: action, column: x, row: y)
    }

    @Test func pressDragReleaseOfTheFirstButton() {
        var d = MouseDecoder()
        #expect(d.decode(report: report(.press(button: 1), 300, 4)) == MouseEvent(kind: .press, x: 300, y: 4))
        #expect(d.isButtonDown)
        #expect(d.decode(report: report(.motion(button: 1), 310, 5)) == MouseEvent(kind: .drag, x: 310, y: 5))
        #expect(d.decode(report: report(.release(button: 1), 312, 5)) == MouseEvent(kind: .release, x: 312, y: 5))
        #expect(!d.isButtonDown)
    }

    /// X10 does not say which button came up: a release while the first button is down is its.
    @Test func x10ReleaseEndsTheFirstButton() {
        var d = MouseDecoder()
        _ = d.decode(report: report(.press(button: 1), 3, 4))
        #expect(d.decode(report: report(.release(button: nil), 9, 6)) == MouseEvent(kind: .release, x: 9, y: 6))
    }

    /// Not events of the first button: other buttons, the wheel, hover, and motion or a release
    /// with the first button up.
    @Test(arguments: [
        MouseReport.Action.press(button: 2), .press(button: 3), .press(button: 4), .motion(button: nil),
        .motion(button: 1), .motion(button: 3), .release(button: 1), .release(button: nil), .release(button: 3),
    ])
    func otherReportsAreNoEvent(action: MouseReport.Action) {
        var d = MouseDecoder()
        #expect(d.decode(report: report(action, 5, 5)) == nil)
        #expect(!d.isButtonDown)
    }

    /// Holding the first button, a wheel turn or another button's release does not end it.
    @Test func otherButtonsWhileTheFirstIsDown() {
        var d = MouseDecoder()
        _ = d.decode(report: report(.press(button: 1), 1, 1))
        #expect(d.decode(report: report(.press(button: 4), 1, 1)) == nil)
        #expect(d.decode(report: report(.release(button: 3), 1, 1)) == nil)
        #expect(d.isButtonDown)
    }

    /// Every coordinate lands on a 120 × 40 screen: columns 0…119, rows 0…39.
    @Test(arguments: [
        (300, 5, 119, 5), (5, 50, 5, 39), (120, 40, 119, 39), (119, 39, 119, 39), (0, 0, 0, 0),
        (-1, -1, 0, 0), (-5, 7, 0, 7), (99_998, 99_998, 119, 39),
    ])
    func clampedToTheScreen(x: Int, y: Int, cx: Int, cy: Int) {
        let size = TerminalSize(cols: 120, rows: 40)
        for kind in MouseEvent.Kind.allCases {
            #expect(MouseDecoder.clamp(MouseEvent(kind: kind, x: x, y: y), to: size) == MouseEvent(kind: kind, x: cx, y: cy))
        }
    }

    @Test func clampedToAScreenWithoutCells() {
        #expect(MouseDecoder.clamp(MouseEvent(kind: .press, x: 3, y: 4), to: TerminalSize(cols: 0, rows: 0))
            == MouseEvent(kind: .press, x: 0, y: 0))
    }
}
