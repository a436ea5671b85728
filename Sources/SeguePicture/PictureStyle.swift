import SegueCore

/// The pictures' fixed colours.
public enum PictureStyle {
    /// Around the display and between a film strip's frames: GitHub's light canvas `#f6f8fa`,
    /// which reads well in both of its themes.
    public static let background = RGB(r: 0xf6, g: 0xf8, b: 0xfa)
    /// The line around a film strip's displays: GitHub's border grey `#d0d7de`.
    public static let outline = RGB(r: 0xd0, g: 0xd7, b: 0xde)
    /// A film strip's labels: `#57606a`.
    public static let label = RGB(r: 0x57, g: 0x60, b: 0x6a)
}
