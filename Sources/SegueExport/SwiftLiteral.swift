import SegueCore

/// Values as Swift source (docs/export.md, "Values"): numbers in their shortest exact decimal
/// form (`0.4`, never `0.40000000000000002`), colours as `UIColor(red:green:blue:alpha:)` with
/// each component exactly n / 255, names in UpperCamelCase.
enum SwiftLiteral {
    /// `v` with up to 6 decimals and no trailing zeros (`DecimalText.compact`): 0.4 → `0.4`, 1 → `1`.
    static func number(_ v: Double) -> String { DecimalText.compact(v) }

    /// `value * name` simplified: `name` for 1, `-name` for −1, `0` for 0, else `0.3333 * name`.
    static func product(_ value: Double, _ name: String) -> String {
        switch value {
        case 0: "0"
        case 1: name
        case -1: "-" + name
        default: number(value) + " * " + name
        }
    }

    /// An angle in degrees (clockwise, as on screen and in UIKit) as radians: `-270 * .pi / 180`.
    static func radians(degrees: Double) -> String {
        degrees == 0 ? "0" : number(degrees) + " * .pi / 180"
    }

    /// One colour component 0…255 as an exact fraction: `0`, `1`, or `29 / 255`.
    static func component(_ c: UInt8) -> String {
        switch c {
        case 0: "0"
        case 255: "1"
        default: "\(c) / 255"
        }
    }

    /// `UIColor(red: 29 / 255, green: 78 / 255, blue: 216 / 255, alpha: 1)`.
    static func color(_ c: RGB) -> String { color(c, alpha: 1) }

    /// `UIColor(red: 0, green: 0, blue: 0, alpha: 0.2)`; `alpha` 0…1.
    static func color(_ c: RGB, alpha: Double) -> String {
        "UIColor(red: \(component(c.r)), green: \(component(c.g)), blue: \(component(c.b)), alpha: \(number(alpha)))"
    }

    /// `pop-parallax` → `PopParallax`: words split at every character that is not a letter or
    /// digit, each capitalised; a leading digit gets a `Scenario` prefix so the name is an identifier.
    static func typeName(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first, !first.isNumber else { return "Scenario" + joined }
        return joined
    }

    /// The prefix of a scenario's type names: `typeName`, with `Scenario` before a name that
    /// starts like Apple's own types (`UI`, `NS`, `CG`, `CA`, `CF` and a capital or nothing), so a
    /// scenario called `UI` writes `ScenarioUIPresentationController`, not UIKit's class.
    static func scenarioTypeName(_ name: String) -> String {
        let joined = typeName(name)
        let head = String(joined.prefix(2)), third = joined.dropFirst(2).first
        guard ["UI", "NS", "CG", "CA", "CF"].contains(head), third.map({ $0.isUppercase || $0.isNumber }) ?? true else { return joined }
        return "Scenario" + joined
    }

    /// `titleBar` → `TitleBar` (an element id inside a variable name).
    static func capitalized(_ id: String) -> String { typeName(id) }

    /// One identifier per key, unique among themselves and not in `reserved` (the generator's own
    /// names): `base(key)`, else with `suffix`, else with `suffix` and 2, 3, … — so ids that differ
    /// only in punctuation (`photo-1`, `photo1`) or that are named like the generator's variables
    /// (`view` → `fromView`) get names of their own. Keys are taken in the order given.
    static func uniqueNames(_ keys: [String], base: (String) -> String, suffix: String, reserved: Set<String>) -> [String: String] {
        var taken = reserved
        var out: [String: String] = [:]
        for key in keys where out[key] == nil {
            var name = base(key)
            var n = 1
            while taken.contains(name) {
                name = base(key) + suffix + (n == 1 ? "" : String(n))
                n += 1
            }
            taken.insert(name)
            out[key] = name
        }
        return out
    }

    /// A string literal: `"text"` with backslashes, quotes and control characters escaped.
    static func string(_ s: String) -> String { SwiftStringLiteral.quoted(s) }

    /// Text safe inside a `//` comment and on a terminal: control characters (C0, DEL, C1) and
    /// bidirectional overrides become spaces.
    static func comment(_ s: String) -> String {
        String(s.unicodeScalars.map { SwiftStringLiteral.isControl($0) ? " " : Character($0) })
    }
}
