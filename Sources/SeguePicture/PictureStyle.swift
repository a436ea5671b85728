import SegueCore

/// The pictures' fixed colours.
public enum PictureStyle {
    /// Around the display and between a film strip's frames: GitHub's light canvas `#f6f8fa`,
    /// which reads well in both of its themes.
    public static let background = RGB(r: 0xf6, g: 0xf8, b: 0xfa)
    /// A film strip's labels: `#57606a`.
    public static let label = RGB(r: 0x57, g: 0x60, b: 0x6a)
}
