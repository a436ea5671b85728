/// One xterm mouse report as the terminal sent it: what a button did, and where.
public struct MouseReport: Sendable, Equatable {
    /// The two report forms of xterm's mouse protocol (docs/terminal.md, "Mouse").
    public enum Encoding: Sendable, Equatable, CaseIterable {
        /// `ESC [ M b x y`: three raw bytes, each the value + 32 (coordinates 1-based), so no
        /// column or row past 223 can be told.
        case x10
        /// `ESC [ < b ; x ; y M` (press, motion) or `… m` (release), decimal, 1-based: mode 1006.
        case sgr

        /// The bytes every report of this form starts with.
        public var prefix: String {
            switch self {
            case .x10: "\u{1B}[M"
            case .sgr: "\u{1B}[<"
            }
        }
    }

    /// What the button did.
    public enum Action: Sendable, Equatable {
        /// Button `n` went down (1 left, 2 middle, 3 right, 4–7 the wheel, 8–11 extra buttons).
        case press(button: Int)
        /// The pointer moved with button `n` held; nil: with no button held (hover).
        case motion(button: Int?)
        /// Button `n` came up; nil: some button (X10 does not say which).
        case release(button: Int?)
    }

    /// What the button did.
    public var action: Action
    /// The cell reported, 0-based from the terminal's top-left (≥ 0, not yet limited to the
    /// screen: see `MouseDecoder.clamp`). Unit: cells; at most 222 in X10, 99 998 in SGR.
    public var column: Int, row: Int

    /// A report of `action` at `column`, `row` (0-based cells, ≥ 0).
    public init(action: Action, column: Int, row: Int) {
        self.action = action; self.column = column; self.row = row
    }

    /// The report for button code `code` (the modifier bits 4 Shift, 8 Meta, 16 Control are
    /// ignored; 32 is motion, 64 the wheel, 128 the extra buttons; low bits 3 without 64 or 128
    /// is "no button"), `released` for SGR's final `m`.
    init(code: Int, released: Bool, column: Int, row: Int) {
        let low = code & 3
        let group = code & 64 != 0 ? 4 : code & 128 != 0 ? 8 : 1
        let button: Int? = low == 3 && group == 1 ? nil : group + low
        let action: Action
        if released || (button == nil && code & 32 == 0) {
            action = .release(button: button)
        } else if code & 32 != 0 {
            action = .motion(button: button)
        } else {
            action = .press(button: button ?? 1)
        }
        self.init(action: action, column: column, row: row)
    }
}

/// Reads xterm mouse reports byte by byte, both forms (X10 `ESC [ M b x y` and SGR
/// `ESC [ < b ; x ; y M|m`), and turns away anything that is not a well-formed report, so that a
/// broken one becomes neither a mouse event nor a key.
///
/// - An X10 report is the prefix and exactly three bytes, each ≥ 32; a coordinate byte of 32
///   (cell 0 in the 1-based encoding) makes the report malformed.
/// - An SGR report is read as the control sequence it is (ECMA-48: parameter bytes 0x30–0x3F,
///   intermediate bytes 0x20–0x2F, one final byte 0x40–0x7E), so a malformed one is swallowed
///   whole. It is a report only when the parameters are three decimal numbers of 1 to 5 digits,
///   with column and row ≥ 1, and the final byte is `M` or `m`.
/// - Inside a report, ESC drops the report so far and starts the next sequence (as ECMA-48 has
///   it); any other byte that cannot be part of a report (a control byte, and in SGR also DEL
///   and bytes ≥ 0x80) ends a truncated report and is handed back.
///
/// The parser is pure: the backend feeds it the prefix ncurses matched, then the bytes after it.
public struct MouseReportParser: Sendable {
    /// What one byte did.
    public enum Step: Sendable, Equatable {
        /// The report is not complete yet.
        case needsMore
        /// The byte completed a well-formed report.
        case report(MouseReport)
        /// What was fed is not a mouse report and is dropped. `unread` is the byte that showed
        /// it when that byte belongs to what comes next (a control byte such as ESC): read it
        /// again as input. Nil when the byte was part of the dropped sequence.
        case rejected(unread: UInt8?)
    }

    private enum State: Sendable {
        case start, escape, bracket
        case x10([UInt8])
        /// SGR: the parameter bytes so far (at most `maxParameterBytes` kept), whether more
        /// came, and whether an intermediate byte came.
        case sgr(parameters: [UInt8], overflow: Bool, intermediate: Bool)
    }

    /// Parameter bytes an SGR report can have: three numbers of up to 5 digits, two `;`.
    static let maxParameterBytes = 17
    /// Digits in one SGR number (up to 99 999).
    static let maxDigits = 5

    private var state = State.start

    public init() {}

    /// Whether the parser is between reports (nothing fed since the last report or rejection).
    public var isIdle: Bool {
        if case .start = state { return true }
        return false
    }

    /// Feeds one byte (any value) of the input; after a `.report` or a `.rejected` the parser
    /// is idle again, ready for the next report's ESC.
    public mutating func feed(_ byte: UInt8) -> Step {
        let step = advance(byte)
        if step != .needsMore { state = .start }
        return step
    }

    private mutating func advance(_ byte: UInt8) -> Step {
        switch state {
        case .start:
            guard byte == 0x1B else { return .rejected(unread: byte) }
            state = .escape
        case .escape:
            guard byte == UInt8(ascii: "[") else { return .rejected(unread: byte) }
            state = .bracket
        case .bracket:
            switch byte {
            case UInt8(ascii: "M"): state = .x10([])
            case UInt8(ascii: "<"): state = .sgr(parameters: [], overflow: false, intermediate: false)
            default: return .rejected(unread: byte)
            }
        case .x10 where byte == 0x1B, .sgr where byte == 0x1B:
            state = .escape
        case .x10(var bytes):
            guard byte >= 32 else { return .rejected(unread: byte) }
            bytes.append(byte)
            guard bytes.count == 3 else {
                state = .x10(bytes)
                return .needsMore
            }
            return Self.x10Report(bytes).map { .report($0) } ?? .rejected(unread: nil)
        case .sgr(var parameters, var overflow, var intermediate):
            switch byte {
            case 0x30...0x3F:
                if parameters.count < Self.maxParameterBytes { parameters.append(byte) } else { overflow = true }
            case 0x20...0x2F:
                intermediate = true
            case 0x40...0x7E:
                guard !overflow, !intermediate, byte == UInt8(ascii: "M") || byte == UInt8(ascii: "m"),
                      let report = Self.sgrReport(parameters, released: byte == UInt8(ascii: "m")) else {
                    return .rejected(unread: nil)
                }
                return .report(report)
            default:
                return .rejected(unread: byte)
            }
            state = .sgr(parameters: parameters, overflow: overflow, intermediate: intermediate)
        }
        return .needsMore
    }

    /// X10: each byte is the value + 32; coordinates are 1-based, so a byte of 32 is no cell.
    private static func x10Report(_ bytes: [UInt8]) -> MouseReport? {
        let (code, x, y) = (Int(bytes[0]) - 32, Int(bytes[1]) - 33, Int(bytes[2]) - 33)
        guard x >= 0, y >= 0 else { return nil }
        return MouseReport(code: code, released: false, column: x, row: y)
    }

    /// SGR: `code;column;row`, decimal, coordinates 1-based.
    private static func sgrReport(_ parameters: [UInt8], released: Bool) -> MouseReport? {
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var numbers: [Int] = []
        for field in fields {
            guard (1...maxDigits).contains(field.count),
                  field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        guard numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        return MouseReport(code: numbers[0], released: released, column: numbers[1] - 1, row: numbers[2] - 1)
    }
}
