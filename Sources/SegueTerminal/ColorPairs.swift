import SegueCore
import SegueRender

/// Maps a cell's RGB colours to terminal colour numbers, as ncurses' `init_extended_pair` takes them.
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

/// Colour pairs handed out on demand: each (foreground, background) combination gets the next
/// free pair number, from 1 up to `capacity` − 1 (pair 0 is the terminal default pair and stands
/// for (`defaultPair`)). When the pairs run out, `reset()` starts over and the caller repaints.
public struct ColorPairCache: Sendable {
    struct Key: Hashable { var fg: Int32; var bg: Int32 }
    private var pairs: [Key: Int32] = [:]
    /// Pairs of palette colours (−1…255 each, the 256- and 16-colour modes) by
    /// `(fg + 1) · 257 + bg + 1`, as pair + 1 (0: none yet): a lookup without hashing.
    private var flat: [Int32] = []
    private static let flatSide: Int32 = 257
    private var next: Int32 = 1
    /// The number of pairs the terminal has (ncurses' `COLOR_PAIRS`), ≥ 1.
    public let capacity: Int
    /// The colours of pair 0: (−1, −1) when the terminal's default colours can be used.
    public let defaultPair: (fg: Int32, bg: Int32)

    public init(capacity: Int, defaultPair: (fg: Int32, bg: Int32) = (-1, -1)) {
        self.capacity = max(1, capacity)
        self.defaultPair = defaultPair
    }

    /// Pair numbers handed out so far (pair 0 not counted).
    public private(set) var count = 0

    /// The pair for `fg` on `bg`, and whether it is new (the caller must then define it with
    /// `init_extended_pair`); nil when every pair is in use.
    public mutating func pair(fg: Int32, bg: Int32) -> (pair: Int32, isNew: Bool)? {
        if fg == defaultPair.fg && bg == defaultPair.bg { return (0, false) }
        let side = Self.flatSide
        let slot = fg >= -1 && fg < side - 1 && bg >= -1 && bg < side - 1 ? Int((fg + 1) * side + bg + 1) : nil
        if let slot, !flat.isEmpty, flat[slot] > 0 { return (flat[slot] - 1, false) }
        let key = Key(fg: fg, bg: bg)
        if slot == nil, let p = pairs[key] { return (p, false) }
        guard Int(next) < capacity else { return nil }
        let p = next
        next += 1
        if let slot {
            if flat.isEmpty { flat = [Int32](repeating: 0, count: Int(side * side)) }
            flat[slot] = p + 1
        } else {
            pairs[key] = p
        }
        count += 1
        return (p, true)
    }

    /// Forgets every pair.
    public mutating func reset() {
        pairs.removeAll(keepingCapacity: true)
        if !flat.isEmpty { flat = [Int32](repeating: 0, count: flat.count) }
        count = 0
        next = 1
    }
}
