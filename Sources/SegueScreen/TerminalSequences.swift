#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueRender

/// The control sequences `ScreenWriter` sends, as the terminal's terminfo entry spells them
/// (docs/screen.md, "How a frame goes out"). Read once when the screen is set up; a capability
/// the terminal lacks is nil, and the writer then does without it. SegueTerminal reads them
/// from terminfo (`TerminalSequences+Terminfo.swift`).
public struct TerminalSequences: Sendable {
    /// `cup`: the cursor to (row, column), both 0-based. Required.
    public var cursorAddress: ParameterizedSequence
    /// `cuf`: n columns right.
    public var cursorRight: ParameterizedSequence?
    /// `hpa`: to a column of the cursor's row, 0-based.
    public var columnAddress: ParameterizedSequence?
    /// `vpa`: to a row, staying in the cursor's column, 0-based.
    public var rowAddress: ParameterizedSequence?
    /// `cub1`: one column left.
    public var cursorLeftOne: [UInt8]?
    /// `setaf` / `setab`: the foreground / background to a colour number (0-based, as `TerminalCells` maps them).
    public var foreground: ParameterizedSequence?
    public var background: ParameterizedSequence?
    /// `op`: both colours back to the terminal's defaults.
    public var originalPair: [UInt8]?
    /// `sgr0`: attributes and colours off.
    public var exitAttributes: [UInt8]
    /// `bold`, `dim`, `rev`, `smul`: turn one attribute on.
    public var bold: [UInt8]?
    public var dim: [UInt8]?
    public var reverse: [UInt8]?
    public var underline: [UInt8]?
    /// `clear`: clear the screen and home the cursor.
    public var clearScreen: [UInt8]?
    /// `am`: writing the last column wraps. `xenl`: …but only at the next glyph (so the
    /// bottom-right cell can be written without scrolling).
    public var autoRightMargin: Bool
    public var eatsNewlineGlitch: Bool

    /// No sequences at all (a writer made before the terminal is known writes nothing useful).
    public static let none = TerminalSequences(
        cursorAddress: ParameterizedSequence(arity: 2) { _, _ in nil }, cursorRight: nil, columnAddress: nil, rowAddress: nil,
        cursorLeftOne: nil, foreground: nil, background: nil, originalPair: nil, exitAttributes: [],
        bold: nil, dim: nil, reverse: nil, underline: nil, clearScreen: nil, autoRightMargin: false, eatsNewlineGlitch: false)

    /// The sequence that turns `attribute` (one of bold, dim, reverse, underline) on.
    func enter(_ attribute: CellAttributes) -> [UInt8]? {
        switch attribute {
        case .bold: bold
        case .dim: dim
        case .reverse: reverse
        case .underline: underline
        default: nil
        }
    }
}
