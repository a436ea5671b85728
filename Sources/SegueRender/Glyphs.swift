#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore

/// The glyphs the rasteriser draws with, as glyph codes (`GlyphCode`: here all single Unicode
/// scalars), so the hot loop never touches a `Character`.
struct GlyphSet {
    /// Left-aligned eighth blocks by the number of eighths covered, 1…7 (index 0: a space).
    let eighths: [UInt32]
    let upperHalf: UInt32
    let lowerHalf: UInt32
    let space: UInt32
    let horizontal: UInt32
    let vertical: UInt32
    let topLeft: UInt32, topRight: UInt32, bottomLeft: UInt32, bottomRight: UInt32
    let frameTopLeft: UInt32, frameTopRight: UInt32, frameBottomLeft: UInt32, frameBottomRight: UInt32
    /// Fill patterns by paint order (first view painted gets the first), used when views are
    /// told apart by glyphs rather than colour.
    let patterns: [UInt32]
    /// The parallax edge shadow in pattern mode: `░`, or `/` in ASCII.
    let shadow: UInt32

    /// The Unicode set (box drawing, blocks) or the ASCII set.
    init(ascii: Bool) {
        func c(_ s: Unicode.Scalar) -> UInt32 { s.value }
        eighths = [c(" "), c("▏"), c("▎"), c("▍"), c("▌"), c("▋"), c("▊"), c("▉")]
        upperHalf = c("▀")
        lowerHalf = c("▄")
        space = c(" ")
        patterns = [c("."), c("="), c(":"), c("#"), c("%"), c("*"), c("~"), c("o")]
        shadow = ascii ? c("/") : c("░")
        if ascii {
            horizontal = c("-"); vertical = c("|")
            topLeft = c("+"); topRight = c("+"); bottomLeft = c("+"); bottomRight = c("+")
            frameTopLeft = c("+"); frameTopRight = c("+"); frameBottomLeft = c("+"); frameBottomRight = c("+")
        } else {
            horizontal = c("─"); vertical = c("│")
            topLeft = c("┌"); topRight = c("┐"); bottomLeft = c("└"); bottomRight = c("┘")
            frameTopLeft = c("╭"); frameTopRight = c("╮"); frameBottomLeft = c("╰"); frameBottomRight = c("╯")
        }
    }

    /// The pattern of the view painted `owner`-th (1-based); blank for the background (0).
    @inline(__always) func pattern(_ owner: UInt16) -> UInt32 {
        owner == 0 ? space : patterns[(Int(owner) - 1) % patterns.count]
    }
}

/// Colours packed as 0x00RRGGBB for the rasteriser's buffers.
enum Packed {
    @inline(__always) static func pack(_ c: RGB) -> UInt32 { UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b) }
    @inline(__always) static func unpack(_ v: UInt32) -> RGB {
        RGB(r: UInt8(truncatingIfNeeded: v >> 16), g: UInt8(truncatingIfNeeded: v >> 8), b: UInt8(truncatingIfNeeded: v))
    }

    /// `f` drawn with `alpha` (0…1) over `b`: the same arithmetic as `RGB.over`, per channel
    /// `round(f·a + b·(1 − a))`.
    @inline(__always) static func over(_ f: UInt32, _ b: UInt32, _ a: Double) -> UInt32 {
        @inline(__always) func mix(_ shift: UInt32) -> UInt32 {
            let fc = Double((f >> shift) & 0xFF), bc = Double((b >> shift) & 0xFF)
            return roundedChannel(fc * a + bc * (1 - a)) << shift
        }
        return mix(16) | mix(8) | mix(0)
    }

    /// `x.rounded()` (half away from zero) for 0 ≤ x < 2³², without a call to libm's `round`
    /// (the baseline x86-64 has no rounding instruction, and this runs for every blended cell):
    /// the integer part by truncation, and its fraction exactly, since x − ⌊x⌋ is exact.
    @inline(__always) static func roundedChannel(_ x: Double) -> UInt32 {
        let whole = UInt32(x)
        return x - Double(whole) >= 0.5 ? whole + 1 : whole
    }

    /// WCAG relative luminance of an sRGB colour, 0…1 (channels linearised, Rec. 709 weights).
    static func relativeLuminance(_ v: UInt32) -> Double {
        func lin(_ c: UInt32) -> Double {
            let x = Double(c & 0xFF) / 255
            return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * lin(v >> 16) + 0.7152 * lin(v >> 8) + 0.0722 * lin(v)
    }

    /// Black or white, whichever has the higher WCAG contrast ratio against `v` (black iff the
    /// luminance L satisfies (L + 0.05)/0.05 > 1.05/(L + 0.05)).
    static func contrast(_ v: UInt32) -> UInt32 {
        let l = relativeLuminance(v)
        return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? 0x000000 : 0xFFFFFF
    }

    /// The largest per-channel difference.
    @inline(__always) static func maxChannelDistance(_ a: UInt32, _ b: UInt32) -> Int {
        let dr = abs(Int((a >> 16) & 0xFF) - Int((b >> 16) & 0xFF))
        let dg = abs(Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF))
        let db = abs(Int(a & 0xFF) - Int(b & 0xFF))
        return max(dr, dg, db)
    }
}

extension RGB {
    /// Black or white, whichever contrasts more with this colour (WCAG): the text colour the
    /// rasteriser uses on a view, shared with the pictures (SeguePicture).
    public var contrastingText: RGB { Packed.unpack(Packed.contrast(Packed.pack(self))) }
}
