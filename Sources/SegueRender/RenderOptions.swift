import SegueCore

/// How a frame is drawn: the look options of `segue play` and `segue render`.
public struct RenderOptions: Sendable, Equatable {
    /// The colours the output can show. The grid always stores RGB (the encoders map it to the
    /// palette); `.none` stores no colour at all and tells views apart by pattern glyphs.
    /// Default `.direct`.
    public var colorMode: ColorMode
    /// `--ascii`: only ASCII glyphs (every byte < 0x80): views filled with a pattern glyph per
    /// paint order, borders and the device frame drawn with `+ - |`, no block characters.
    /// Colours still apply unless `colorMode` is `.none`. Default false.
    public var ascii: Bool
    /// Reserve the side panel beside the device when the terminal is wide enough (`--no-hud`
    /// turns it off). Default true.
    public var showsPanel: Bool
    /// Where the side panel does not fit, put the compact panel under the device (a comparison's
    /// halves; `Layout`, `CompactPanel`). Default false.
    public var compactPanel = false
    /// The device is `fill`: the container takes the whole drawing area at 10 × 20 pt a cell.
    /// Default false.
    public var isFill: Bool
    /// The container's background, shown where no view covers the device. Default `#121212`.
    public var background: RGB
    /// The colour of the device frame's lines. Default `#6b7280`.
    public var frameColor: RGB

    public init(colorMode: ColorMode = .direct, ascii: Bool = false, showsPanel: Bool = true, isFill: Bool = false,
                background: RGB = RGB(r: 0x12, g: 0x12, b: 0x12), frameColor: RGB = RGB(r: 0x6b, g: 0x72, b: 0x80)) {
        self.colorMode = colorMode
        self.ascii = ascii
        self.showsPanel = showsPanel
        self.isFill = isFill
        self.background = background
        self.frameColor = frameColor
    }

    /// Whether views are told apart by pattern glyphs (ASCII output, or no colour).
    public var usesPatterns: Bool { ascii || colorMode == .none }
}
