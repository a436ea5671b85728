/// The DEC private modes a stream of terminal output leaves on, read from its set and reset
/// sequences (`ESC [ ? P1 ; P2 … h` and `… l`, as xterm and ECMA-48 define them), independently
/// of how segue or ncurses wrote them: 1049 the alternate screen, 25 the visible cursor, 1000,
/// 1003 and 1006 mouse reporting, 2026 synchronized output.
struct PrivateModeTrace {
    /// The last state each mode number was put in (true: set); modes never mentioned are absent.
    private(set) var last: [Int: Bool] = [:]

    init(_ bytes: [UInt8]) {
        var i = 0
        while i + 2 < bytes.count {
            guard bytes[i] == 0x1B, bytes[i + 1] == UInt8(ascii: "["), bytes[i + 2] == UInt8(ascii: "?") else {
                i += 1
                continue
            }
            var j = i + 3
            var numbers: [Int] = []
            var current: Int?
            while j < bytes.count {
                let b = bytes[j]
                if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
                    current = (current ?? 0) * 10 + Int(b - UInt8(ascii: "0"))
                } else if b == UInt8(ascii: ";") {
                    numbers.append(current ?? 0)
                    current = nil
                } else {
                    break
                }
                j += 1
            }
            if let current { numbers.append(current) }
            if j < bytes.count, bytes[j] == UInt8(ascii: "h") || bytes[j] == UInt8(ascii: "l") {
                for n in numbers { last[n] = bytes[j] == UInt8(ascii: "h") }
            }
            i = j
        }
    }

    /// Whether the output leaves the terminal as a program found it: main screen, cursor
    /// visible (if it was ever hidden), no mouse reporting, no synchronized update left open.
    var restored: Bool {
        last[1049] != true && last[25] != false && [1000, 1003, 1006, 2026].allSatisfy { last[$0] != true }
    }

    /// Whether the output ever switched to the alternate screen.
    var usedAlternateScreen: Bool { last[1049] != nil }
}
