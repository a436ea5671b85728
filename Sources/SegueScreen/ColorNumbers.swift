import SegueCore
import SegueRender

/// Maps a cell's RGB colours to terminal colour numbers, as terminfo's `setaf` and `setab` take them.
public enum ColorNumbers {
    /// The colour number for `rgb` in `mode` on a terminal with `colors` colours (ncurses'
    /// `COLORS`): −1 (the terminal's default colour) for nil or in `.none` mode; the RGB value
    /// packed as `0xRRGGBB` in `.direct` mode (values below 8 are raised to 8, which direct-colour
    /// terminfo entries would read as palette indices); the nearest xterm colour in `.xterm256`
    /// mode; the nearest ANSI colour in `.ansi16` mode, folded onto 0…7 when `colors` < 16.
    public static func number(for rgb: RGB?, mode: ColorMode, colors: Int) -> Int32 {
        guard let c = rgb else { return -1 }
        switch mode {
        case .none:
            return -1
        case .direct:
            return max(8, Int32(c.r) << 16 | Int32(c.g) << 8 | Int32(c.b))
        case .xterm256:
            return Int32(Palette.xterm256Index(for: c))
        case .ansi16:
            let i = Palette.ansi16Index(for: c)
            return Int32(colors < 16 ? i % 8 : i)
        }
    }

    /// The richest mode a terminal with `colors` colours can show (`hasColors` false: none),
    /// lowered to `limit` when one is given (e.g. `.none` for `NO_COLOR`).
    public static func mode(colors: Int, hasColors: Bool, limit: ColorMode?) -> ColorMode {
        let capable: ColorMode
        if !hasColors || colors < 8 {
            capable = .none
        } else if colors >= 1 << 24 {
            capable = .direct
        } else if colors >= 256 {
            capable = .xterm256
        } else {
            capable = .ansi16
        }
        guard let limit else { return capable }
        return rank(limit) < rank(capable) ? limit : capable
    }

    static func rank(_ m: ColorMode) -> Int {
        switch m {
        case .none: 0
        case .ansi16: 1
        case .xterm256: 2
        case .direct: 3
        }
    }
}
