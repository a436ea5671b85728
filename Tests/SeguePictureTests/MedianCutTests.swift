@testable import SeguePicture
import Testing

/// The GIF palette (`MedianCut`): a frame's large areas keep their exact colours, however many
/// other colours its edges and text add; a frame of few colours keeps all of them.
struct MedianCutTests {
    /// 4000 distinct faint colours (an antialiased edge, text) around two large fills.
    @Test func largeAreasKeepTheirExactColours() {
        let fillA: UInt32 = 0x1d4ed8, fillB: UInt32 = 0xb45309
        var colors: [(color: UInt32, count: Int)] = [(fillA, 200_000), (fillB, 100_000)]
        for i in 0..<4000 { colors.append((UInt32(i * 4111 % 0xFFFFFF), 3)) }
        let palette = MedianCut.palette(colors)
        #expect(palette.count <= 256)
        #expect(palette.contains(fillA) && palette.contains(fillB))
    }

    @Test func fewColoursAreKeptAsTheyAre() {
        let colors: [(color: UInt32, count: Int)] = (0..<256).map { (UInt32($0) << 8, $0 + 1) }
        #expect(Set(MedianCut.palette(colors)) == Set(colors.map(\.color)))
    }

    /// Every other colour maps to a palette entry within the spread of its box: the nearest
    /// entry of a grey ramp of 1000 levels cut into 256 boxes is at most a few levels away.
    @Test func theRestIsSharedByNearbyEntries() {
        let colors: [(color: UInt32, count: Int)] = (0..<1000).map { i in
            let v = UInt32(i * 255 / 999)
            return (v << 16 | v << 8 | UInt32(i % 4), 1)
        }
        let palette = MedianCut.palette(colors)
        for c in colors {
            let p = palette[Int(GIFPalette.nearest(c.color, palette))]
            let d = abs(Int(p >> 16 & 0xFF) - Int(c.color >> 16 & 0xFF))
            #expect(d <= 4, "\(c.color) → \(p)")
        }
    }
}
