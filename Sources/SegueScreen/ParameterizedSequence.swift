/// A terminfo capability that takes one or two integer parameters (`cup`, `cuf`, `hpa`, `vpa`),
/// written many times a frame: when the capability is "text, a decimal number, text" (or two
/// numbers), as on every ANSI terminal, it is kept as that template and formatted without
/// terminfo; otherwise every use asks terminfo (docs/screen.md, "How a frame goes out").
public final class ParameterizedSequence: Sendable {
    /// Formats the capability for (p1, p2) the way terminfo's `tiparm` does; nil when it cannot.
    public typealias Format = @Sendable (_ p1: Int32, _ p2: Int32) -> [UInt8]?

    /// `prefix`, then `p1 + offset1` in decimal, then `middle`, `p2 + offset2` (when `arity` is 2),
    /// `suffix`; the three texts kept end to end in one array, what `append` copies from.
    struct Template: Sendable, Equatable {
        let text: [UInt8]
        /// Where `middle` and `suffix` start in `text`.
        let middleStart: Int, suffixStart: Int
        let offset1: Int32, offset2: Int32

        init(prefix: [UInt8], offset1: Int32, middle: [UInt8], offset2: Int32, suffix: [UInt8]) {
            text = prefix + middle + suffix
            middleStart = prefix.count
            suffixStart = prefix.count + middle.count
            self.offset1 = offset1
            self.offset2 = offset2
        }

        var prefix: [UInt8] { Array(text[..<middleStart]) }
        var middle: [UInt8] { Array(text[middleStart..<suffixStart]) }
        var suffix: [UInt8] { Array(text[suffixStart...]) }
    }

    /// How many parameters the capability takes, 1 or 2.
    let arity: Int
    /// The template, when the capability has that shape (checked on sample parameters).
    let template: Template?
    private let format: Format

    /// - Parameters:
    ///   - arity: 1 or 2.
    ///   - format: the capability formatted by terminfo.
    public convenience init(arity: Int, format: @escaping Format) {
        self.init(arity: arity, template: Self.derive(arity: arity, format: format), format: format)
    }

    private init(arity: Int, template: Template?, format: @escaping Format) {
        self.arity = arity
        self.template = template
        self.format = format
    }

    /// Appends the capability for `p1` (and `p2`) to `out`; false when terminfo could not format it.
    @discardableResult
    func append(_ p1: Int32, _ p2: Int32 = 0, to out: inout [UInt8]) -> Bool {
        guard let t = template else {
            guard let bytes = format(p1, p2) else { return false }
            out += bytes
            return true
        }
        t.text.withUnsafeBufferPointer { text in
            out.append(contentsOf: UnsafeBufferPointer(rebasing: text[..<t.middleStart]))
            Self.appendDecimal(p1 + t.offset1, to: &out)
            if arity == 2 {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: text[t.middleStart..<t.suffixStart]))
                Self.appendDecimal(p2 + t.offset2, to: &out)
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: text[t.suffixStart...]))
        }
        return true
    }

    /// The number of bytes `append` writes for these parameters.
    func count(_ p1: Int32, _ p2: Int32 = 0) -> Int {
        guard let t = template else { return format(p1, p2)?.count ?? Int.max / 2 }
        var n = t.text.count + Self.decimalDigits(p1 + t.offset1)
        if arity == 2 { n += Self.decimalDigits(p2 + t.offset2) }
        return n
    }

    /// The template that reproduces `format` on every sample; nil when there is none.
    static func derive(arity: Int, format: Format) -> Template? {
        let probe: (Int32, Int32) = (37, 85)
        guard let text = format(probe.0, probe.1) else { return nil }
        for o1 in [Int32(0), 1] {
            for o2 in arity == 2 ? [Int32(0), 1] : [0] {
                guard let t = split(text, first: decimal(probe.0 + o1), second: arity == 2 ? decimal(probe.1 + o2) : nil) else { continue }
                let template = Template(prefix: t.prefix, offset1: o1, middle: t.middle, offset2: o2, suffix: t.suffix)
                if reproduces(template, arity: arity, format: format) { return template }
            }
        }
        return nil
    }

    /// Whether `template` gives what `format` gives on parameters of every digit count.
    private static func reproduces(_ template: Template, arity: Int, format: Format) -> Bool {
        let samples: [(Int32, Int32)] = [(0, 0), (1, 9), (9, 10), (23, 79), (99, 100), (199, 999), (255, 1000), (4095, 12)]
        let probe = ParameterizedSequence(arity: arity, template: template, format: { _, _ in nil })
        return samples.allSatisfy { p in
            var out: [UInt8] = []
            probe.append(p.0, p.1, to: &out)
            return out == format(p.0, p.1)
        }
    }

    /// `text` cut around the first occurrence of `first` and the first occurrence of `second` after it.
    private static func split(_ text: [UInt8], first: [UInt8], second: [UInt8]?)
        -> (prefix: [UInt8], middle: [UInt8], suffix: [UInt8])? {
        guard let a = find(first, in: text, from: 0) else { return nil }
        let afterFirst = a + first.count
        guard let second else { return (Array(text[..<a]), [], Array(text[afterFirst...])) }
        guard let b = find(second, in: text, from: afterFirst) else { return nil }
        return (Array(text[..<a]), Array(text[afterFirst..<b]), Array(text[(b + second.count)...]))
    }

    private static func find(_ needle: [UInt8], in text: [UInt8], from start: Int) -> Int? {
        guard text.count - start >= needle.count else { return nil }
        return (start...(text.count - needle.count)).first { text[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    static func decimal(_ n: Int32) -> [UInt8] {
        var out: [UInt8] = []
        appendDecimal(n, to: &out)
        return out
    }

    /// `n` in decimal ASCII (a minus sign first when negative).
    @inline(__always) static func appendDecimal(_ n: Int32, to out: inout [UInt8]) {
        var v = Int(n)
        if v < 0 {
            out.append(UInt8(ascii: "-"))
            v = -v
        }
        if v < 10 {
            out.append(UInt8(ascii: "0") + UInt8(v))
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { d in
            while v > 0 {
                d[count] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
                count += 1
            }
            for i in stride(from: count - 1, through: 0, by: -1) { out.append(d[i]) }
        }
    }

    static func decimalDigits(_ n: Int32) -> Int {
        var v = abs(Int(n)), count = n < 0 ? 2 : 1
        while v >= 10 {
            v /= 10
            count += 1
        }
        return count
    }
}
