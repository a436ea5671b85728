/// One problem found in an input file (a scenario, a session, an event script or a `--set`
/// value), printed as `segue: FILE:LINE:COL: key.path: message`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The file as the user named it (`Scenarios/pop-parallax.json`, `run.segue`, `--set`, …).
    public var file: String
    /// Line, 1-based.
    public var line: Int
    /// Column, 1-based, in Unicode scalars.
    public var column: Int
    /// Where in the document, e.g. `transitions.pop.interaction.finish.rule` or
    /// `screens[1].color`; empty when the problem is not inside a value (a syntax error at the top).
    public var keyPath: String
    /// What is wrong, in plain words.
    public var message: String
    /// What kind of problem it is: code that acts on a problem matches this, never `message`.
    public var kind: Kind

    /// The kinds of problem code tells apart.
    public enum Kind: Sendable, Hashable {
        /// A key the object may not have (`unknown key 'x'`).
        case unknownKey
        /// Any other problem: a wrong type, a value out of range, a missing key, bad syntax.
        case invalid
    }

    public init(file: String, line: Int, column: Int, keyPath: String, message: String, kind: Kind = .invalid) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
        self.kind = kind
    }

    /// A diagnostic at `position`; a position that names its own file (a `--set` value) wins
    /// over `file`.
    public init(file: String, at position: SourcePosition, keyPath: String, message: String, kind: Kind = .invalid) {
        self.init(file: position.file ?? file, line: position.line, column: position.column,
                  keyPath: keyPath, message: message, kind: kind)
    }

    /// `segue: FILE:LINE:COL: key.path: message` (the key path part is left out when empty).
    public var description: String { "segue: " + located }

    /// `FILE:LINE:COL: key.path: message`, without the `segue: ` prefix (for warnings, which
    /// put `segue: COMMAND: warning: ` before it).
    public var located: String {
        "\(file):\(line):\(column): " + (keyPath.isEmpty ? "" : "\(keyPath): ") + message
    }
}

/// Every problem found in one input, in the order they appear in it. Thrown by the loaders;
/// `description` is one `segue: …` line per problem.
public struct DiagnosticsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The problems, in reading order; never empty when thrown.
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    /// One `segue: …` line per problem.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }

    /// Sorts diagnostics into reading order: grouped by file (in the order the files first
    /// appear), then by line and column; ties keep the order they were found in.
    public static func sorted(_ list: [Diagnostic]) -> [Diagnostic] {
        var fileOrder: [String: Int] = [:]
        for d in list where fileOrder[d.file] == nil { fileOrder[d.file] = fileOrder.count }
        return list.enumerated().sorted { a, b in
            let fa = fileOrder[a.element.file]!, fb = fileOrder[b.element.file]!
            if fa != fb { return fa < fb }
            if a.element.line != b.element.line { return a.element.line < b.element.line }
            if a.element.column != b.element.column { return a.element.column < b.element.column }
            return a.offset < b.offset
        }.map(\.element)
    }
}

/// A path to a value inside a JSON document: `transitions.pop.animator.duration`,
/// `screens[1].color`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step: an object key or an array index (0-based).
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }
    /// The steps from the document root.
    public var components: [Component]
    public init(_ components: [Component] = []) { self.components = components }

    /// The empty path (the document itself).
    public static let root = JSONPath()

    /// This path extended by an object key.
    public func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
    /// This path extended by an array index.
    public func appending(index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }
    /// `path / "key"`: shorthand for `appending(_:)`.
    public static func / (path: JSONPath, key: String) -> JSONPath { path.appending(key) }
    /// `path / 3`: shorthand for `appending(index:)`.
    public static func / (path: JSONPath, index: Int) -> JSONPath { path.appending(index: index) }

    /// Keys joined by `.`, array indices as `[i]`.
    public var description: String {
        var s = ""
        for c in components {
            switch c {
            case .key(let k): s += s.isEmpty ? k : ".\(k)"
            case .index(let i): s += "[\(i)]"
            }
        }
        return s
    }
}
