import SegueRender
import Testing
import SeguePixels

/// Resampling against values worked out by hand: area averaging when shrinking, bilinear
/// (centres at +0.5, edges clamped) when growing, and exact 2 × 2 halving.
struct ResampleTests {
    /// A one-row grey image: each value in r, g, b, alpha 255.
    static func row(_ values: [UInt8]) -> [UInt8] { values.flatMap { [$0, $0, $0, 255] } }
    static func greys(_ rgba: [UInt8]) -> [UInt8] { stride(from: 0, to: rgba.count, by: 4).map { rgba[$0] } }

    @Test(arguments: [
        // 3 → 2: each output pixel covers 1.5 source pixels: (0·1 + 90·0.5)/1.5 = 30, (90·0.5 + 180·1)/1.5 = 150.
        ([0, 90, 180] as [UInt8], 2, [30, 150] as [UInt8]),
        // 4 → 2: plain pairs: 50, 227.5 → 228.
        ([0, 100, 200, 255], 2, [50, 228]),
        // 2 → 4: centres at 0.25, 0.75, 1.25, 1.75 source pixels, minus 0.5, clamped: 0, 25, 75, 100.
        ([0, 100], 4, [0, 25, 75, 100]),
    ])
    func oneRow(_ source: [UInt8], to width: Int, expected: [UInt8]) {
        let out = Resample.rgba(Self.row(source), width: source.count, height: 1, toWidth: width, toHeight: 1)
        #expect(Self.greys(out) == expected)
        #expect(stride(from: 3, to: out.count, by: 4).allSatisfy { out[$0] == 255 })
    }

    /// 2 × 2 → 1: the mean rounded half up, (10 + 20 + 30 + 41 + 2) / 4 = 25; an odd 3 × 1 keeps
    /// its last pixel as its own neighbour: (0 + 100) / 2 = 50, then 200.
    @Test func halving() {
        let square = RGBAImage(width: 2, height: 2, bytes: Self.row([10, 20, 30, 41]))
        #expect(Self.greys(Resample.halved(square).bytes) == [25])
        let odd = RGBAImage(width: 3, height: 1, bytes: Self.row([0, 100, 200]))
        let h = Resample.halved(odd)
        #expect(h.width == 2 && h.height == 1 && Self.greys(h.bytes) == [50, 200])
    }
}
