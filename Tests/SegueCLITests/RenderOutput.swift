import Foundation

/// Reading what `segue render` wrote: text frame blocks, cast events, and a check that output
/// holds nothing a terminal would act on beyond the encoder's own sequences.
enum RenderOutput {
    /// The frames of `--format text` output: each `--- t=…` header with the lines up to the next.
    static func textFrames(_ output: String) -> [(header: String, lines: [String])] {
        var frames: [(header: String, lines: [String])] = []
        var lines = output.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        for line in lines {
            if line.hasPrefix("--- t=") {
                frames.append((line, []))
            } else if !frames.isEmpty {
                frames[frames.count - 1].lines.append(line)
            }
        }
        return frames
    }

    /// One `[t, "o", data]` event of an asciicast v2 file.
    struct CastEvent {
        var t: Double
        var data: String
    }

    /// The header object and the output events of a cast; nil when a line is not valid JSON of
    /// the asciicast v2 shape.
    static func cast(_ text: String) -> (header: [String: Any], events: [CastEvent])? {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first,
              let header = try? JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any] else { return nil }
        var events: [CastEvent] = []
        for line in lines.dropFirst() {
            guard let a = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], a.count == 3,
                  let t = (a[0] as? NSNumber)?.doubleValue, a[1] as? String == "o", let data = a[2] as? String else { return nil }
            events.append(CastEvent(t: t, data: data))
        }
        return (header, events)
    }

    /// Whether `s` is a control character a terminal might act on: C0 other than line feed, DEL,
    /// C1, or a bidi override/isolate (which reorders what follows).
    static func isUnsafe(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return (v < 0x20 && v != 0x0A) || (v >= 0x7F && v <= 0x9F) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// The problems in terminal output `s`: every ESC must start a CSI sequence made of an
    /// optional `?`, digits and semicolons, and a final letter in `HmJlh` (cursor position, SGR,
    /// erase display, cursor show/hide) — and only when `allowCSI`; no other control character
    /// may appear. Empty when the output is safe.
    static func problems(in s: String, allowCSI: Bool) -> [String] {
        let u = Array(s.unicodeScalars)
        var out: [String] = []
        var i = 0
        while i < u.count {
            let c = u[i]
            if c == "\u{1B}" {
                guard allowCSI else {
                    out.append("ESC at scalar \(i)")
                    i += 1
                    continue
                }
                var j = i + 1
                guard j < u.count, u[j] == "[" else {
                    out.append("ESC not followed by '[' at scalar \(i): \(snippet(u, i))")
                    i += 1
                    continue
                }
                j += 1
                if j < u.count, u[j] == "?" { j += 1 }
                while j < u.count, ("0"..."9").contains(u[j]) || u[j] == ";" { j += 1 }
                if j < u.count, "HmJlh".unicodeScalars.contains(u[j]) {
                    i = j + 1
                } else {
                    out.append("escape sequence outside the encoder's set at scalar \(i): \(snippet(u, i))")
                    i += 1
                }
                continue
            }
            if isUnsafe(c) { out.append(String(format: "control character U+%04X at scalar %d", c.value, i)) }
            i += 1
        }
        return out
    }

    private static func snippet(_ u: [Unicode.Scalar], _ i: Int) -> String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: u[i..<min(u.count, i + 12)])
        return String(s).debugDescription
    }
}
