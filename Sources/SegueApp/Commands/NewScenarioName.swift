/// NAME of `segue new NAME` (docs/cli.md, "`segue new`"): a path to the scenario file, with or
/// without `.json`, whose file name is the scenario's name — a letter, then letters, digits, `-`
/// or `_`, at most 64 (an identifier of docs/scenarios.md that also makes Swift type names).
struct NewScenarioName {
    /// The scenario's name: the file name without `.json` (`my-pop`).
    let name: String
    /// The scenario file's path as given, ending in `.json` (`Transitions/my-pop.json`).
    let jsonPath: String
    /// `name` in UpperCamelCase, the Swift file's and its types' stem (`my-pop` → `MyPop`).
    let typeName: String

    /// The Swift file's path: `typeName.swift` beside the scenario (`Transitions/MyPop.swift`).
    var swiftPath: String {
        let folder = jsonPath.lastIndex(of: "/").map { String(jsonPath[...$0]) } ?? ""
        return folder + typeName + ".swift"
    }

    /// Reads NAME; a usage error (exit 2) names what is wrong with it.
    init(_ argument: String) throws(CLIError) {
        guard !argument.isEmpty else { throw .usage("'': an empty NAME names no file (give a name such as my-pop)") }
        let path = argument.hasSuffix(".json") ? String(argument.dropLast(5)) : argument
        let base = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard Self.isValid(base) else {
            throw .usage("\(Sanitize.text(argument)): a scenario's name is a letter, then letters, digits, - or _ "
                         + "(at most 64), got '\(Sanitize.text(base))'")
        }
        name = base
        jsonPath = path + ".json"
        typeName = Self.upperCamelCase(base)
    }

    /// A letter, then letters, digits, `-` or `_` (ASCII), 1…64 characters.
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 64, isLetter(first) else { return false }
        return name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    /// `my-pop` → `MyPop`, `card_pop2` → `CardPop2`, `pop` → `Pop`: each part between `-` and `_`
    /// with its first letter upper-cased, the rest kept.
    static func upperCamelCase(_ name: String) -> String {
        name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private static func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
}
