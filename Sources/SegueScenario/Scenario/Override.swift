import SegueJSON
import SegueSupport

/// One `--set KEY.PATH=VALUE` override, applied to a scenario's JSON tree before validation.
///
/// - KEY.PATH: keys separated by `.`, array items as `[i]` (or `.i`), e.g.
///   `transitions.pop.animator.duration`, `screens[1].color`. Element-target keys that contain a
///   dot (`inbox.thumb`) are matched greedily against the keys already present.
///   Missing objects along the path are created; array items must exist. At most
///   `maxSteps` (64) parts.
/// - VALUE: parsed as JSON if it parses (`1.2`, `true`, `"text"`, `[0.42,0,0.58,1]`), else
///   taken as a string (`fade`, `#ff0000`).
///
/// Problems are diagnostics in the file `--set`, line 1, with the column counted in the
/// `KEY.PATH=VALUE` argument (Unicode scalars, 1-based).
public struct Override: Sendable, Equatable {
    /// One step of the key path.
    package struct Step: Sendable, Equatable {
        package var text: String
        /// Written as `[i]`.
        package var isIndex: Bool
        /// Column of the step in the argument, 1-based.
        package var column: Int
    }

    /// The argument as given.
    public var argument: String
    /// The key path as written (before `=`).
    public var keyPath: String
    /// The new value; its positions are in the file `--set`.
    public var value: JSONNode
    package var steps: [Step]

    /// The file name diagnostics about overrides use.
    public static let diagnosticFile = "--set"
    /// The most parts (keys and indices) a key path may have: a scenario's JSON nests at most
    /// 64 levels (`JSONParser.Limits.maxDepth`), so a longer path cannot name anything.
    public static let maxSteps = JSONParser.Limits.standard.maxDepth

    /// Parses `KEY.PATH=VALUE`.
    public init(parsing argument: String) throws(DiagnosticsError) {
        let scalars = Array(argument.unicodeScalars)
        guard let eq = scalars.firstIndex(of: "="), eq > 0 else {
            throw Self.error(column: 1, path: "", "expected KEY.PATH=VALUE (e.g. transitions.pop.animator.duration=1.2), got '\(argument)'")
        }
        let keyPath = String(String.UnicodeScalarView(scalars[0..<eq]))
        // Steps.
        var steps: [Step] = []
        var k = 0
        var current = ""
        var currentStart = 1
        func tooDeep(_ column: Int) -> DiagnosticsError {
            Self.error(column: column, path: String(keyPath.unicodeScalars.prefix(column - 1)),
                       "the key path has more than \(Self.maxSteps) parts, deeper than any scenario can nest "
                       + "(JSON nesting is limited to \(JSONParser.Limits.standard.maxDepth) levels)")
        }
        func flushKey(_ at: Int) throws(DiagnosticsError) {
            if current.isEmpty { throw Self.error(column: at, path: keyPath, "empty key in the path '\(keyPath)'") }
            if steps.count == Self.maxSteps { throw tooDeep(currentStart) }
            steps.append(Step(text: current, isIndex: false, column: currentStart))
            current = ""
        }
        var afterIndex = false
        while k < eq {
            let c = scalars[k]
            if c == "." {
                if !afterIndex { try flushKey(k + 1) }
                afterIndex = false
                currentStart = k + 2
            } else if c == "[" {
                if !afterIndex { try flushKey(k + 1) }
                guard let close = scalars[k..<eq].firstIndex(of: "]") else {
                    throw Self.error(column: k + 1, path: keyPath, "'[' without ']' in the path")
                }
                let digits = String(String.UnicodeScalarView(scalars[(k + 1)..<close]))
                guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.count <= 6 else {
                    throw Self.error(column: k + 2, path: keyPath, "'[\(digits)]' is not an array index")
                }
                if steps.count == Self.maxSteps { throw tooDeep(k + 1) }
                steps.append(Step(text: digits, isIndex: true, column: k + 1))
                k = close
                afterIndex = true
                currentStart = k + 2
            } else {
                if afterIndex { throw Self.error(column: k + 1, path: keyPath, "expected '.' or '[' after ']'") }
                current.unicodeScalars.append(c)
            }
            k += 1
        }
        if !afterIndex { try flushKey(eq + 1) }
        self.argument = argument
        self.keyPath = keyPath
        self.steps = steps
        // Value.
        let valueText = String(String.UnicodeScalarView(scalars[(eq + 1)...]))
        let valueColumn = eq + 2
        if let node = try? JSONParser.parse(valueText, file: Self.diagnosticFile, column: valueColumn, positionFile: Self.diagnosticFile) {
            value = node
        } else {
            let n = valueText.unicodeScalars.count
            value = JSONNode(.string(valueText), position: SourcePosition(file: Self.diagnosticFile, line: 1, column: valueColumn),
                             scalarOffsets: Array(0...n))
        }
    }

    static func error(column: Int, path: String, _ message: String) -> DiagnosticsError {
        DiagnosticsError([Diagnostic(file: diagnosticFile, line: 1, column: column, keyPath: path, message: message)])
    }

    /// Sets the value in `root`.
    public func apply(to root: inout JSONNode) throws(DiagnosticsError) {
        try set(&root, steps[...], JSONPath.root)
    }

    private func set(_ node: inout JSONNode, _ rest: ArraySlice<Step>, _ path: JSONPath) throws(DiagnosticsError) {
        guard let step = rest.first else {
            node = value
            return
        }
        switch node.value {
        case .object(var members):
            if step.isIndex {
                throw Self.error(column: step.column, path: path.description, "'\(path)' is an object: use a key, not [\(step.text)]")
            }
            // Longest run of plain keys that names an existing member (keys may contain dots).
            var run = 0
            while run < rest.count && !rest[rest.startIndex + run].isIndex { run += 1 }
            for n in stride(from: run, through: 1, by: -1) {
                let key = rest[rest.startIndex..<(rest.startIndex + n)].map(\.text).joined(separator: ".")
                if let k = members.firstIndex(where: { $0.key == key }) {
                    try set(&members[k].value, rest.dropFirst(n), path / key)
                    node.value = .object(members)
                    return
                }
            }
            // A new member (objects created on the way).
            var child: JSONNode
            let position = SourcePosition(file: Self.diagnosticFile, line: 1, column: step.column)
            if rest.count > 1 {
                if rest[rest.startIndex + 1].isIndex {
                    throw Self.error(column: step.column, path: (path / step.text).description,
                                     "'\(path / step.text)' does not exist, so it has no item [\(rest[rest.startIndex + 1].text)]")
                }
                child = JSONNode(.object([]), position: position)
            } else {
                child = value
            }
            try set(&child, rest.dropFirst(), path / step.text)
            members.append(JSONMember(key: step.text, keyPosition: position, value: child))
            node.value = .object(members)
        case .array(var items):
            guard let i = Int(step.text), step.isIndex || step.text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw Self.error(column: step.column, path: path.description, "'\(path)' is an array: use an index like [0], not '\(step.text)'")
            }
            guard i < items.count else {
                throw Self.error(column: step.column, path: (path / i).description,
                                 "index \(i) is out of range: '\(path)' has \(Plural.count(items.count, "item"))")
            }
            try set(&items[i], rest.dropFirst(), path / i)
            node.value = .array(items)
        default:
            throw Self.error(column: step.column, path: path.description,
                             "'\(path)' is \(node.value.kindDescription), so it has no '\(step.text)'")
        }
    }
}
