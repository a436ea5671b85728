import SegueScenario

/// One inspector step of a number literal in a scenario's Swift source (docs/user-code.md, "The
/// inspector on your code"): `play` writes it into the source file in place — every other byte
/// kept, as `InPlaceWrite` does for a scenario file — and the hot reload runs the new version.
/// The step is applied to the file as it is when it is written, so steps taken while a reload
/// is under way add up.
public struct SourceLiteralStep: Sendable, Equatable {
    /// The literal as the version running has it.
    public var literal: SourceLiteral
    /// Its place among its file's literals, 0-based: with its line and name, how it is found
    /// again in the file as it is now.
    public var index: Int
    /// The step, signed, in the literal's unit.
    public var delta: Double

    public init(literal: SourceLiteral, index: Int, delta: Double) {
        self.literal = literal
        self.index = index
        self.delta = delta
    }

    /// What a step wrote: the file's new bytes, the literal as it was in the file, its new text.
    public struct Written: Sendable, Equatable {
        public var bytes: [UInt8]
        public var before: SourceLiteral
        public var after: String
        /// `CardPop.swift:37 duration 0.35 → 0.4`.
        public var report: String { "\(before.placeName) \(before.text) → \(after)" }
    }

    /// `bytes` (the source file now) with the literal stepped, or why not: the file's
    /// `literals` now (found in `bytes` as the running version's were) must still have it at
    /// `index`, on its line, with its name — else the file was edited since, and the step is
    /// refused rather than made somewhere else — and a literal at 0 does not step below it.
    public func apply(to bytes: [UInt8], literals: [SourceLiteral]) -> Result<Written, TuneRefusal> {
        let mine = literals.filter { $0.file == literal.file }
        guard index < mine.count, mine[index].line == literal.line, mine[index].name == literal.name else {
            return .failure(TuneRefusal(message: "\(literal.placeName): \(literal.file) was edited since: save it, then step again"))
        }
        let now = mine[index]
        let stepped = now.stepped(by: delta)
        guard stepped.text != now.text else {
            return .failure(TuneRefusal(message: "\(now.placeName) stays \(now.text): a step does not change a literal's sign"))
        }
        let out = InPlaceWrite.splicing(bytes, [InPlaceWrite.Splice(range: now.range, text: stepped.text)])
        return .success(Written(bytes: out, before: now, after: stepped.text))
    }
}
