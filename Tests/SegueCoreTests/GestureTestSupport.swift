@testable import SegueCore

/// Whether two numbers agree to within `tol` (absolute).
func nearly(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }

/// Whether two gesture update lists agree, numbers to within `tol`.
func nearly(_ a: [GestureUpdate], _ b: [GestureUpdate], _ tol: Double = 1e-9) -> Bool {
    guard a.count == b.count else { return false }
    for (x, y) in zip(a, b) {
        switch (x, y) {
        case let (.began(p1), .began(p2)):
            if !nearly(p1, p2, tol) { return false }
        case let (.changed(p1, t1, v1), .changed(p2, t2, v2)):
            if !nearly(p1, p2, tol) || !nearly(t1, t2, tol) || !nearly(v1, v2, tol * 1000) { return false }
        case let (.ended(p1, v1), .ended(p2, v2)):
            if !nearly(p1, p2, tol) || !nearly(v1, v2, tol * 1000) { return false }
        case (.cancelled, .cancelled), (.failed, .failed):
            break
        default:
            return false
        }
    }
    return true
}

/// The phone container of SPEC §1 (390×844 pt).
let phoneContainer = Size(width: 390, height: 844)

extension EdgePanGesture {
    /// Presses `key` `count` times, `interval` seconds apart from `t0`; returns every update.
    mutating func press(_ key: Key, _ count: Int, from t0: Double, every interval: Double = 0.03,
                        canBegin: () -> Bool = { true }) -> [GestureUpdate] {
        var all: [GestureUpdate] = []
        for i in 0..<count { all += handle(key, at: t0 + Double(i) * interval, canBegin: canBegin) }
        return all
    }
}

extension PinchGesture {
    mutating func press(_ key: Key, _ count: Int, from t0: Double, every interval: Double = 0.03) -> [GestureUpdate] {
        var all: [GestureUpdate] = []
        for i in 0..<count { all += handle(key, at: t0 + Double(i) * interval) }
        return all
    }
}
