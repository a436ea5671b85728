import SegueCore

/// Select Graphic Rendition parameters: how a cell's colours and attributes are spelled for a
/// terminal with a given `ColorMode`.
public enum SGR {
    /// A colour as the terminal will see it: already mapped to the mode's palette, so two RGB
    /// values that map to the same index compare equal and cost no escape sequence.
    public enum TerminalColor: Sendable, Hashable {
        /// 24-bit colour.
        case rgb(UInt8, UInt8, UInt8)
        /// xterm 256-colour index 0…255.
        case indexed(Int)
        /// ANSI colour 0…15 (8…15 are the bright ones).
        case ansi(Int)
    }

    /// `color` mapped for `mode`; nil for the terminal's default colour (and always in `.none`).
    public static func map(_ color: RGB?, mode: ColorMode) -> TerminalColor? {
        guard let c = color else { return nil }
        switch mode {
        case .direct: return .rgb(c.r, c.g, c.b)
        case .xterm256: return .indexed(Palette.xterm256Index(for: c))
        case .ansi16: return .ansi(Palette.ansi16Index(for: c))
        case .none: return nil
        }
    }

    /// The parameters for a foreground (`background` false) or background colour:
    /// `38;2;r;g;b`, `38;5;n`, `30`–`37`/`90`–`97` (backgrounds `48;…`, `40`–`47`/`100`–`107`),
    /// and `39`/`49` for the default colour.
    public static func parameters(_ color: TerminalColor?, background: Bool) -> String {
        switch color {
        case nil: return background ? "49" : "39"
        case let .rgb(r, g, b): return (background ? "48;2;" : "38;2;") + "\(r);\(g);\(b)"
        case .indexed(let n): return (background ? "48;5;" : "38;5;") + String(n)
        case .ansi(let n):
            let base = background ? 40 : 30
            return String(n < 8 ? base + n : base + 60 + (n - 8))
        }
    }

    /// Attribute parameters in a fixed order: bold 1, dim 2, underline 4, reverse 7.
    public static func parameters(_ attributes: CellAttributes) -> [String] {
        var p: [String] = []
        if attributes.contains(.bold) { p.append("1") }
        if attributes.contains(.dim) { p.append("2") }
        if attributes.contains(.underline) { p.append("4") }
        if attributes.contains(.reverse) { p.append("7") }
        return p
    }

    /// The pen: what the terminal currently draws with.
    public struct Pen: Sendable, Hashable {
        /// Foreground, mapped; nil = the terminal's default.
        public var fg: TerminalColor?
        /// Background, mapped; nil = the terminal's default.
        public var bg: TerminalColor?
        /// Bold, dim, underline, reverse.
        public var attributes: CellAttributes
        /// The terminal's state after `ESC[0m`.
        public static let reset = Pen(fg: nil, bg: nil, attributes: [])

        public init(fg: TerminalColor?, bg: TerminalColor?, attributes: CellAttributes) {
            self.fg = fg
            self.bg = bg
            self.attributes = attributes
        }

        /// The pen that draws `cell` in `mode`.
        public init(_ cell: Cell, mode: ColorMode) {
            self.init(fg: SGR.map(cell.fg, mode: mode), bg: SGR.map(cell.bg, mode: mode), attributes: cell.attributes)
        }
    }

    /// The escape sequence that changes the terminal from pen `old` to pen `new`, or "" when
    /// they are equal. When the attributes are equal only the changed colours are sent;
    /// otherwise the sequence starts with `0` (reset) and sets everything `new` has.
    public static func transition(from old: Pen, to new: Pen) -> String {
        if old == new { return "" }
        var p: [String] = []
        if old.attributes == new.attributes {
            if old.fg != new.fg { p.append(parameters(new.fg, background: false)) }
            if old.bg != new.bg { p.append(parameters(new.bg, background: true)) }
        } else {
            p.append("0")
            p += parameters(new.attributes)
            if new.fg != nil { p.append(parameters(new.fg, background: false)) }
            if new.bg != nil { p.append(parameters(new.bg, background: true)) }
        }
        return "\u{1B}[" + p.joined(separator: ";") + "m"
    }
}
