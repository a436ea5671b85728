/// A hash table from colours (0xRRGGBB) to a count and a palette index, open addressing with
/// linear probing; grows to keep its load under a half. The quantiser's histogram.
struct ColorTable {
    private(set) var keys: [UInt32]
    var counts: [Int]
    var indices: [UInt8]
    private var mask: Int
    private(set) var count = 0
    private static let empty: UInt32 = 0xFFFF_FFFF

    init(capacity: Int = 1 << 12) {
        var n = 16
        while n < 2 * capacity { n <<= 1 }
        keys = [UInt32](repeating: Self.empty, count: n)
        counts = [Int](repeating: 0, count: n)
        indices = [UInt8](repeating: 0, count: n)
        mask = n - 1
    }

    /// The slot of `color`, inserting it (count 0) when it is new.
    @inline(__always) mutating func slot(_ color: UInt32) -> Int {
        var i = Int((color &* 0x9E37_79B1) >> 16) & mask
        while true {
            let k = keys[i]
            if k == color { return i }
            if k == Self.empty {
                if 2 * (count + 1) > keys.count {
                    grow()
                    return slot(color)
                }
                keys[i] = color
                count += 1
                return i
            }
            i = (i + 1) & mask
        }
    }

    /// The slot of `color`, which must be in the table.
    @inline(__always) func find(_ color: UInt32) -> Int {
        var i = Int((color &* 0x9E37_79B1) >> 16) & mask
        while keys[i] != color { i = (i + 1) & mask }
        return i
    }

    /// The colours in the table with their counts.
    var entries: [(color: UInt32, count: Int)] {
        var out: [(color: UInt32, count: Int)] = []
        out.reserveCapacity(count)
        for i in keys.indices where keys[i] != Self.empty { out.append((keys[i], counts[i])) }
        return out
    }

    private mutating func grow() {
        let old = entries
        self = ColorTable(capacity: keys.count)
        for e in old { counts[slot(e.color)] = e.count }
    }
}
