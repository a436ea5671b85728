import SegueCore

/// The colours a terminal can show, and how an RGB colour maps onto them.
public enum ColorMode: String, Sendable, Equatable, CaseIterable {
    /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    case direct
    /// The xterm 256-colour palette: 16 system colours, a 6×6×6 cube, 24 greys.
    case xterm256
    /// The 16 ANSI colours.
    case ansi16
    /// No colour (`NO_COLOR`, or a terminal without colours): views are told apart by glyphs.
    case none

    /// The mode a terminal with these environment variables supports: `NO_COLOR` (any value)
    /// wins, then `COLORTERM` truecolor/24bit, then a `TERM` containing `256color`, then `16`
    /// for other terminals (`dumb` gives none).
    public static func detect(environment env: [String: String]) -> ColorMode {
        if let v = env["NO_COLOR"], !v.isEmpty { return .none }
        if let ct = env["COLORTERM"]?.lowercased(), ct == "truecolor" || ct == "24bit" { return .direct }
        let term = env["TERM"] ?? ""
        if term.contains("256color") { return .xterm256 }
        if term.isEmpty || term == "dumb" { return .none }
        return .ansi16
    }
}

/// RGB → terminal colour index mapping.
public enum Palette {
    /// The six levels of each channel in the xterm colour cube.
    public static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The RGB value of xterm colour `index` (0…255), with xterm's default system colours.
    public static func rgb(xterm index: Int) -> RGB {
        switch index {
        case 0..<16: return ansi16[index]
        case 16..<232:
            let i = index - 16
            return RGB(r: UInt8(cubeLevels[i / 36]), g: UInt8(cubeLevels[(i / 6) % 6]), b: UInt8(cubeLevels[i % 6]))
        default:
            let v = UInt8(8 + 10 * (min(max(index, 232), 255) - 232))
            return RGB(r: v, g: v, b: v)
        }
    }

    /// xterm's default RGB values of the 16 system colours.
    public static let ansi16: [RGB] = [
        RGB(r: 0, g: 0, b: 0), RGB(r: 205, g: 0, b: 0), RGB(r: 0, g: 205, b: 0), RGB(r: 205, g: 205, b: 0),
        RGB(r: 0, g: 0, b: 238), RGB(r: 205, g: 0, b: 205), RGB(r: 0, g: 205, b: 205), RGB(r: 229, g: 229, b: 229),
        RGB(r: 127, g: 127, b: 127), RGB(r: 255, g: 0, b: 0), RGB(r: 0, g: 255, b: 0), RGB(r: 255, g: 255, b: 0),
        RGB(r: 92, g: 92, b: 255), RGB(r: 255, g: 0, b: 255), RGB(r: 0, g: 255, b: 255), RGB(r: 255, g: 255, b: 255),
    ]

    @inline(__always) static func distance(_ a: RGB, _ b: RGB) -> Int {
        let dr = Int(a.r) - Int(b.r), dg = Int(a.g) - Int(b.g), db = Int(a.b) - Int(b.b)
        // Weighted Euclidean distance (red 2, green 4, blue 3), a cheap perceptual approximation.
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }

    @inline(__always) static func nearestLevel(_ v: UInt8) -> Int {
        let v = Int(v)
        if v < 48 { return 0 }
        if v < 115 { return 1 }
        return (v - 35) / 40
    }

    /// The nearest xterm colour in the cube or the grey ramp (16…255). The 16 system colours
    /// are skipped because terminals redefine them.
    public static func xterm256Index(for c: RGB) -> Int {
        let ri = nearestLevel(c.r), gi = nearestLevel(c.g), bi = nearestLevel(c.b)
        let cubeIndex = 16 + 36 * ri + 6 * gi + bi
        let cube = rgb(xterm: cubeIndex)
        let average = (Int(c.r) + Int(c.g) + Int(c.b)) / 3
        let greyStep = average > 238 ? 23 : max(0, (average - 3) / 10)
        let greyIndex = 232 + min(greyStep, 23)
        let grey = rgb(xterm: greyIndex)
        return distance(c, grey) < distance(c, cube) ? greyIndex : cubeIndex
    }

    /// The nearest of the 16 ANSI colours (0…15).
    public static func ansi16Index(for c: RGB) -> Int {
        var best = 0, bestDistance = Int.max
        for (i, p) in ansi16.enumerated() {
            let d = distance(c, p)
            if d < bestDistance { best = i; bestDistance = d }
        }
        return best
    }
}
