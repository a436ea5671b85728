/// Reads a terminal's reply that starts `ESC [ ?` (a private control sequence: the reply to a
/// mode query, DECRPM `ESC [ ? mode ; state $ y`, or to a device-attributes query, `ESC [ ? … c`)
/// byte by byte, after the prefix: parameter bytes (digits and `;`), intermediate bytes
/// (`$`, space … `/`), one final byte `@` … `~` (docs/screen.md, "How a frame goes out").
public struct PrivateReportParser: Sendable {
    /// A whole reply.
    public struct Report: Sendable, Equatable {
        /// The numbers of the parameters, in order (an empty parameter counts as 0).
        var parameters: [Int]
        /// The intermediate bytes (e.g. `$` in DECRPM).
        var intermediates: [UInt8]
        /// The final byte (e.g. `y` in DECRPM, `c` in a device-attributes reply).
        var final: UInt8

        /// The mode and its state when this is a DECRPM reply to a DEC private mode query:
        /// state 0 not recognised, 1 set, 2 reset, 3 permanently set, 4 permanently reset.
        public var modeReport: (mode: Int, state: Int)? {
            guard final == UInt8(ascii: "y"), intermediates == [UInt8(ascii: "$")], parameters.count == 2 else { return nil }
            return (parameters[0], parameters[1])
        }
    }

    public enum Step: Sendable, Equatable {
        case needsMore
        case report(Report)
        /// Not a reply of this form (or longer than `limit`): dropped. `unread` is the byte that
        /// showed it, to hand back when it may begin something else (an ESC).
        case rejected(unread: UInt8?)
    }

    /// Bytes after the prefix a reply may take, at most.
    static let limit = 64

    private var parameters: [Int] = [0]
    private var intermediates: [UInt8] = []
    private var count = 0

    public init() {}

    public mutating func feed(_ byte: UInt8) -> Step {
        count += 1
        guard count <= Self.limit else { return .rejected(unread: nil) }
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9") where intermediates.isEmpty:
            let digit = Int(byte - UInt8(ascii: "0"))
            let last = parameters.count - 1
            parameters[last] = min(parameters[last] * 10 + digit, 1_000_000)
            return .needsMore
        case UInt8(ascii: ";") where intermediates.isEmpty:
            parameters.append(0)
            return .needsMore
        case 0x20...0x2F:
            intermediates.append(byte)
            return .needsMore
        case 0x40...0x7E:
            return .report(Report(parameters: parameters, intermediates: intermediates, final: byte))
        case 0x1B:
            return .rejected(unread: byte)
        default:
            return .rejected(unread: nil)
        }
    }
}
