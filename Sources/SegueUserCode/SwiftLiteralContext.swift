/// Where a literal stands in the code, read backwards from it (`SwiftLiteralRows`' rules): an
/// argument, an assignment, a comparison, a function's result.
extension LiteralScan {
    static let operatorBytes = Array("=-+*/%<>!&|^~?.".utf8)

    /// After `label:` — the label names it; a label that names nothing (`dx:` in
    /// `initialVelocity: CGVector(dx: 1, dy: 0)`) is named by the argument it is inside.
    func argument(colon: Int, value: Double) -> SwiftLiteralKind? {
        guard let label = identifier(endingAt: previousNonSpace(colon)) else { return nil }
        if let kind = SwiftLiteralKind.named(label.name, value: value) { return kind }
        // Inside `outer: Type(label: …`: the open parenthesis, the type's name right before it, the outer label.
        var depth = 0
        var k = label.start - 1
        while k >= 0 {
            let b = code[k]
            if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") { depth += 1 }
            if b == UInt8(ascii: "[") || b == UInt8(ascii: "{") || b == UInt8(ascii: ";") { return nil }
            if b == UInt8(ascii: "(") {
                if depth == 0 { break }
                depth -= 1
            }
            k -= 1
        }
        guard k > 0, let type = identifier(endingAt: k - 1) else { return nil }
        let colon = previousNonSpace(type.start)
        guard colon >= 0, code[colon] == UInt8(ascii: ":"), let outer = identifier(endingAt: previousNonSpace(colon)),
              var kind = SwiftLiteralKind.named(outer.name, value: value) else { return nil }
        kind.name += " " + label.name
        return kind
    }

    /// After a single `=`: the name assigned (`self.completionSpeed = 0.8`: `completionSpeed`), or
    /// declared with a type (`let damping: CGFloat = 0.7`, a default argument): the name before the `:`.
    func assignment(equals p: Int, value: Double) -> SwiftLiteralKind? {
        guard p > 0, !Self.operatorBytes.contains(code[p - 1]) else { return nil }
        var depth = 0
        var k = p - 1
        var colon: Int?
        while k >= 0 {
            let b = code[k]
            if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: ">") { depth += 1 }
            if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") || b == UInt8(ascii: "<") {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0 && (b == UInt8(ascii: "\n") || b == UInt8(ascii: ";") || b == UInt8(ascii: "{") || b == UInt8(ascii: ",")) { break }
            if depth == 0 && b == UInt8(ascii: ":") { colon = k }
            k -= 1
        }
        let nameEnd = colon.map { previousNonSpace($0) } ?? previousNonSpace(p)
        guard nameEnd >= 0, let name = identifier(endingAt: nameEnd) else { return nil }
        return SwiftLiteralKind.named(name.name, value: value)
    }

    /// The comparison operator (`>`, `<`, `>=`, `<=`) whose last byte is at `p`, and where it
    /// starts; nil for any other operator (`->`, `==`, `>>`, …).
    func comparison(endingAt p: Int) -> (op: String, start: Int)? {
        var start = p
        if code[p] == UInt8(ascii: "=") {
            guard p > 0, code[p - 1] == UInt8(ascii: ">") || code[p - 1] == UInt8(ascii: "<") else { return nil }
            start = p - 1
        }
        guard code[start] == UInt8(ascii: ">") || code[start] == UInt8(ascii: "<") else { return nil }
        if start > 0, Self.operatorBytes.contains(code[start - 1]) { return nil }
        return (String(decoding: code[start...p], as: UTF8.self), start)
    }

    /// Words of a comparison's left side that say nothing of what is compared.
    static let plainWords: Set<String> = ["if", "guard", "while", "return", "let", "var", "case", "where", "else", "self", "try",
                                          "await", "in", "x", "y", "dx", "dy", "width", "height", "abs", "min", "max",
                                          "magnitude", "CGFloat", "Double", "Float"]

    /// The right side of a comparison: a threshold, named by its left side — `velocity >` when a
    /// word of it says velocity (a speed), else its first word that says something (`progress >`).
    func threshold(operator op: (op: String, start: Int), value: Double) -> SwiftLiteralKind? {
        var depth = 0
        var k = op.start - 1
        var words: [String] = []
        while k >= 0 {
            let b = code[k]
            if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") { depth += 1 }
            if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") {
                if depth == 0 { break }
                depth -= 1
            }
            if b == UInt8(ascii: "{") || b == UInt8(ascii: "}") { break }
            if depth == 0 && ",;\n?=&|".utf8.contains(b) { break }
            if Self.isIdentifier(b), let word = identifier(endingAt: k) {
                words.append(word.name)
                k = word.start - 1
                continue
            }
            k -= 1
        }
        let said = words.reversed().filter { !Self.plainWords.contains($0) && !Self.isDigit($0.utf8.first) }
        if said.contains(where: { $0.lowercased().contains("velocity") }) {
            return SwiftLiteralKind.velocity("velocity \(op.op)", value: value)
        }
        return said.first.map { SwiftLiteralKind.threshold("\($0) \(op.op)", value: value) }
    }

    /// The whole body of a function or computed property (`-> TimeInterval { 0.35 }`): named by it.
    func returned(openBrace p: Int, value: Double) -> SwiftLiteralKind? {
        var j = p + 1
        while Self.isSpace(byte(j)) { j += 1 }
        while Self.isDigit(byte(j)) || ".eE_-+".utf8.contains(byte(j) ?? 0) { j += 1 }
        while Self.isSpace(byte(j)) { j += 1 }
        guard byte(j) == UInt8(ascii: "}"), let name = declarationName(brace: p) else { return nil }
        return SwiftLiteralKind.named(name, value: value)
    }

    /// The function that a `return` at `k` returns from: the nearest enclosing body that is a
    /// function's or a computed property's.
    func enclosingFunction(before k: Int) -> String? {
        var depth = 0
        var j = k - 1
        while j >= 0 {
            if code[j] == UInt8(ascii: "}") { depth += 1 }
            if code[j] == UInt8(ascii: "{") {
                if depth == 0, let name = declarationName(brace: j) { return name }
                depth = max(0, depth - 1)
            }
            j -= 1
        }
        return nil
    }

    /// Words that open a statement's block, not a declaration's body.
    static let statementWords: Set<String> = ["if", "guard", "while", "for", "switch", "else", "do", "catch", "defer", "repeat",
                                              "return", "let", "in"]

    /// The name of the `func` or `var` whose body opens at the brace `b`; nil when it opens
    /// something else (a closure, a type, an `if`).
    func declarationName(brace b: Int) -> String? {
        var depth = 0
        var k = b - 1
        var name: String?
        while k >= 0 {
            let c = code[k]
            if c == UInt8(ascii: ")") { depth += 1 }
            if c == UInt8(ascii: "(") { depth -= 1 }
            if depth == 0 && "{};=".utf8.contains(c) { return nil }
            if depth == 0, Self.isIdentifier(c), let word = identifier(endingAt: k) {
                if word.name == "func" || word.name == "var" { return name }
                if Self.statementWords.contains(word.name) { return nil }
                name = word.name
                k = word.start - 1
                continue
            }
            k -= 1
        }
        return nil
    }
}
