/// A use in a user's source of what runs on real time or differs between runs — a thread, a
/// `Task`, a `Timer`, a random number — which `segue check` reports as a warning (docs/user-code.md,
/// "Time and determinism"): `segue: FILE:LINE:COL: warning: not deterministic in segue: what`.
/// Found lexically (comments and strings skipped, `SwiftCodeScanner`), not by the type checker.
public struct NondeterministicUse: Sendable, Hashable, CustomStringConvertible {
    /// The source's path, as its diagnostics name it.
    public var file: String
    /// Line, 1-based.
    public var line: Int
    /// Column, 1-based, in UTF-8 bytes (as swiftc counts).
    public var column: Int
    /// What was found and why it is not deterministic.
    public var message: String

    /// `segue: FILE:LINE:COL: warning: not deterministic in segue: message`.
    public var description: String {
        "segue: \(file):\(line):\(column): warning: not deterministic in segue: \(message)"
    }

    /// What is looked for: the text (found at an identifier's start, except a `.member`) and why.
    static let patterns: [(text: String, why: String)] = [
        ("Thread.detachNewThread", "Thread.detachNewThread runs beside the model's steps"),
        ("Thread.sleep", "Thread.sleep waits real time and holds the model's step (the watchdog ends it past its limit)"),
        ("Thread(", "a Thread runs beside the model's steps"),
        ("DispatchQueue.global", "DispatchQueue.global runs work on other threads, on real time"),
        ("Task.sleep", "Task.sleep waits real time"),
        ("Task.detached", "a Task runs beside the model's steps"),
        ("Task {", "a Task runs beside the model's steps"),
        ("Task{", "a Task runs beside the model's steps"),
        ("Timer.scheduledTimer", "a Timer fires on real time (DispatchQueue.main.asyncAfter runs on model time)"),
        ("Timer(", "a Timer fires on real time (DispatchQueue.main.asyncAfter runs on model time)"),
        (".random(", "random numbers differ between runs"),
        ("arc4random", "random numbers differ between runs"),
        ("SystemRandomNumberGenerator", "random numbers differ between runs"),
    ]

    /// Every use in `source`, in order of position.
    public static func find(in source: SwiftSource) -> [NondeterministicUse] {
        let code = SwiftCodeScanner.codeOnly(Array(source.text.utf8))
        var found: [NondeterministicUse] = []
        var line = 1
        var lineStart = 0
        var i = 0
        while i < code.count {
            if code[i] == UInt8(ascii: "\n") {
                line += 1
                lineStart = i + 1
            } else if let match = match(in: code, at: i) {
                found.append(NondeterministicUse(file: source.path, line: line, column: i - lineStart + 1, message: match.why))
                i += match.text.utf8.count
                continue
            }
            i += 1
        }
        return found
    }

    /// The pattern starting at `offset`, when it starts a word there (a `.member` may follow one).
    private static func match(in code: [UInt8], at offset: Int) -> (text: String, why: String)? {
        for pattern in patterns {
            let text = Array(pattern.text.utf8)
            guard offset + text.count <= code.count, code[offset..<offset + text.count].elementsEqual(text) else { continue }
            if text.first != UInt8(ascii: "."), offset > 0, isIdentifierByte(code[offset - 1]) { continue }
            return pattern
        }
        return nil
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }
}
