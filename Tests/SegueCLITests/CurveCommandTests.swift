import Foundation
import Testing

/// `segue curve SPEC --csv` against the docs' printed numbers and closed forms written out here.
struct CurveCSVTests {
    /// Parses `t,progress` CSV into pairs, checking the header and the six-decimal format.
    private func rows(_ r: SegueResult) -> [(t: Double, p: Double)] {
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines.first == "t,progress")
        return r.lines.dropFirst().map { line in
            let parts = line.split(separator: ",")
            #expect(parts.count == 2)
            for part in parts {
                #expect(part.split(separator: ".").last?.count == 6, "not 6 decimals: \(line)")
            }
            return (Double(parts[0]) ?? .nan, Double(parts[1]) ?? .nan)
        }
    }

    /// docs/animation.md: ζ = 0.6 and 0.8, v = 0, p at t/d = 0.1, 0.25, 0.5, 0.75, 1.
    @Test(arguments: [
        (0.6, [0.373586, 0.998183, 1.036927, 0.991685, 1.000539]),
        (0.8, [0.248595, 0.748367, 1.009077, 1.007552, 1.000301]),
    ])
    func blockSpringMatchesTheSpecTable(zeta: Double, table: [Double]) throws {
        let spec = "spring(duration: 0.5, damping: \(zeta), velocity: 0)"
        // 11 samples: t/d = 0, 0.1, …, 1 → the table's 0.1, 0.5 and 1.
        let eleven = rows(try runSegue(["curve", spec, "--csv", "--samples", "11"]))
        #expect(eleven.count == 11)
        for (i, row) in eleven.enumerated() { #expect(abs(row.t - 0.05 * Double(i)) < 1e-9) }
        #expect(eleven.first! == (0, 0))
        #expect(abs(eleven[1].p - table[0]) < 1e-6)
        #expect(abs(eleven[5].p - table[2]) < 1e-6)
        #expect(abs(eleven[10].p - table[4]) < 1e-6)
        // 5 samples: t/d = 0, 0.25, 0.5, 0.75, 1 → the table's 0.25, 0.5, 0.75, 1.
        let five = rows(try runSegue(["curve", spec, "--csv", "--samples", "5"]))
        #expect(five.map(\.t) == [0, 0.125, 0.25, 0.375, 0.5])
        for (row, expected) in zip(five.dropFirst(), table.dropFirst()) { #expect(abs(row.p - expected) < 1e-6) }
    }

    /// docs/animation.md check values; 21 samples over 1 s include x = 0.1, 0.25, 0.5, 0.75, 0.9.
    @Test(arguments: [
        ("easeInOut", [0.019722, 0.129162, 0.5, 0.870838, 0.980278]),
        ("easeOut", [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
        ("bezier(0.42, 0, 0.58, 1)", [0.019722, 0.129162, 0.5, 0.870838, 0.980278]),
    ])
    func curvesMatchTheSpecTable(spec: String, table: [Double]) throws {
        let r = rows(try runSegue(["curve", spec, "--csv", "--samples", "21"]))
        #expect(r.count == 21)
        for (index, expected) in zip([2, 5, 10, 15, 18], table) {
            #expect(abs(r[index].p - expected) < 1e-6, "\(spec) row \(index)")
        }
        #expect(r.last! == (1, 1))
    }

    @Test func durationScalesTheTimeAxisOfACurve() throws {
        let r = rows(try runSegue(["curve", "easeOut", "--csv", "--samples", "21", "--duration", "2"]))
        #expect(r.last!.t == 2)
        #expect(abs(r[5].t - 0.5) < 1e-9)
        #expect(abs(r[5].p - 0.378138) < 1e-6)
    }

    @Test func defaultIs101RowsOverOneSecond() throws {
        let r = rows(try runSegue(["curve", "linear", "--csv"]))
        #expect(r.count == 101)
        for (i, row) in r.enumerated() {
            #expect(abs(row.t - Double(i) / 100) < 1e-9)
            #expect(abs(row.p - Double(i) / 100) < 1e-6)
        }
    }

    @Test func blockSpringIgnoresDurationOptionWhenItHasItsOwn() throws {
        let r = rows(try runSegue(["curve", "spring(duration: 0.5, damping: 0.6)", "--csv", "--samples", "3", "--duration", "4"]))
        #expect(r.last!.t == 0.5)
        let own = rows(try runSegue(["curve", "spring(damping: 0.6)", "--csv", "--samples", "3", "--duration", "0.5"]))
        #expect(own.map(\.p) == r.map(\.p))
    }

    /// Independent closed form for an underdamped spring with x(0) = −1, x'(0) = v0.
    private func state(m: Double, k: Double, c: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
        let w0 = (k / m).squareRoot(), z = c / (2 * (k * m).squareRoot())
        let wd = w0 * (1 - z * z).squareRoot()
        let a = -1.0, b = (v0 + z * w0 * a) / wd
        let e = exp(-z * w0 * t)
        let x = e * (a * cos(wd * t) + b * sin(wd * t))
        let v = -z * w0 * x + e * (-a * wd * sin(wd * t) + b * wd * cos(wd * t))
        return (x, v)
    }

    /// The last time at which √(x² + (x'/ω0)²) ≥ 0.001, scanning finely: the settle time.
    private func settleTime(m: Double, k: Double, c: Double, v0: Double) -> Double {
        let w0 = (k / m).squareRoot()
        var last = 0.0
        var t = 0.0
        while t < 10 {
            let (x, v) = state(m: m, k: k, c: c, v0: v0, t: t)
            if (x * x + (v / w0) * (v / w0)).squareRoot() >= 0.001 { last = t }
            t += 1e-4
        }
        return last
    }

    /// CASpringAnimation.settlingDuration for ζ < 1 (docs/animation.md):
    /// −ln(0.001 / (1 + |(ζω0 − v0)/ωd|)) / (ζω0).
    private func settlingDuration(m: Double, k: Double, c: Double, v0: Double) -> Double {
        let w0 = (k / m).squareRoot(), z = c / (2 * (k * m).squareRoot())
        let wd = w0 * (1 - z * z).squareRoot()
        return -log(0.001 / (1 + abs((z * w0 - v0) / wd))) / (z * w0)
    }

    /// Perceptual and physical springs run to Core Animation's settling duration (regression:
    /// they ran to the rest-distance settle time, 0.01–0.14 s sooner; bounce 0.3 at 0.5 s:
    /// 0.852 s instead of 0.862955).
    @Test(arguments: [
        ("spring(duration: 0.5, bounce: 0.3)", 1.0, pow(4 * Double.pi, 2), 4 * Double.pi * 0.7 / 0.5, 0.0, true),
        ("spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)", 1, 100, 10, 0, true),
        ("spring(stiffness: 170, damping: 15, velocity: 2)", 1, 170, 15, 2, true),
        ("spring(mass: 2, stiffness: 300, damping: 12)", 2, 300, 12, 0, true),
    ] as [(String, Double, Double, Double, Double, Bool)])
    func settlingSpringsRunToTheirSettleTime(spec: String, m: Double, k: Double, c: Double, v0: Double, physical: Bool) throws {
        let r = rows(try runSegue(["curve", spec, "--csv", "--samples", "41"]))
        #expect(r.count == 41)
        let end = r.last!.t
        let expected = physical ? settlingDuration(m: m, k: k, c: c, v0: v0) : settleTime(m: m, k: k, c: c, v0: v0)
        #expect(abs(end - expected) < 2e-4, "\(spec): end \(end) vs \(expected)")
        #expect(r.last!.p == 1)
        for (i, row) in r.enumerated().dropLast() {
            #expect(abs(row.t - end * Double(i) / 40) < 1e-6)
            #expect(abs(row.p - (1 + state(m: m, k: k, c: c, v0: v0, t: row.t).x)) < 2e-5, "\(spec) at \(row.t)")
        }
    }

    /// `spring(dampingRatio:velocity:)` is UISpringTimingParameters(dampingRatio:initialVelocity:):
    /// the block spring over --duration, so ζ 0.6, v 0 over 0.5 s prints the docs' table.
    @Test func timingParametersSpringIsTheBlockSpringOverTheDuration() throws {
        let r = rows(try runSegue(["curve", "spring(dampingRatio: 0.6, velocity: 0)", "--duration", "0.5", "--csv", "--samples", "5"]))
        #expect(r.map(\.t) == [0, 0.125, 0.25, 0.375, 0.5])
        for (row, expected) in zip(r.dropFirst(), [0.998183, 1.036927, 0.991685, 1.000539]) { #expect(abs(row.p - expected) < 1e-6) }
        // With a velocity: d 1, ζ 0.5, v 3 → ω0 = 5.8155 (docs check value); the closed form here.
        let pushed = rows(try runSegue(["curve", "spring(dampingRatio: 0.5, velocity: 3)", "--csv", "--samples", "11"]))
        #expect(pushed.last!.t == 1)
        let w0 = 5.8155
        for row in pushed.dropFirst() {
            let x = state(m: 1, k: w0 * w0, c: w0, v0: 3, t: row.t).x
            #expect(abs(row.p - (1 + x)) < 1e-4, "at \(row.t)")
        }
        // --duration is its length (default 1 s above).
        let long = rows(try runSegue(["curve", "spring(dampingRatio: 0.5, velocity: 3)", "--csv", "--samples", "2", "--duration", "2"]))
        #expect(long.last!.t == 2)
    }

    @Test(arguments: [
        ("spring(dampingRatio: 0.6, duration: 1)", "segue: curve: SPEC column 27: duration does not apply to spring(dampingRatio:, velocity:) "
            + "(UISpringTimingParameters keeps the animator's duration: use --duration)"),
        ("spring(dampingRatio: 0)", "segue: curve: SPEC column 22: dampingRatio must be > 0 (got 0)"),
        ("spring(damping: -1)", "segue: curve: SPEC column 17: damping must be > 0 (got -1)"),
        ("bezier(1,2)", "segue: curve: SPEC column 1: bezier needs 4 numbers (x1, y1, x2, y2), got 2"),
        ("wobble", "segue: curve: SPEC column 1: unknown curve 'wobble'; expected linear, easeIn, easeOut, easeInOut, default, bezier(x1,y1,x2,y2) or spring(...)"),
        ("spring(duration: 0.5, bounce: 2)", "segue: curve: SPEC column 31: bounce must be in [-1, 1] (got 2)"),
    ])
    func badSpecsAreOneLineAndExitTwo(spec: String, expected: String) throws {
        for extra in [[], ["--csv"]] {
            let r = try runSegue(["curve", spec] + extra)
            #expect(r.status == 2)
            #expect(r.stdout.isEmpty)
            #expect(r.stderr == expected + "\n")
        }
    }

    @Test func clampedDampingWarnsOnStderrAndStillRuns() throws {
        let r = try runSegue(["curve", "spring(duration: 0.5, damping: 1.5)", "--csv", "--samples", "3"])
        #expect(r.status == 0)
        #expect(r.errorLines.count == 1)
        #expect(r.stderr.hasPrefix("segue: curve: warning: damping 1.5 clamped to 1"))
        let critical = try runSegue(["curve", "spring(duration: 0.5, damping: 1)", "--csv", "--samples", "3"])
        #expect(r.stdout == critical.stdout)
    }

    @Test(arguments: [
        "linear", "easeIn", "easeOut", "easeInOut", "default", "bezier(0.25,0.1,0.25,1)",
        "spring(duration: 0.5, damping: 0.6, velocity: 0)", "spring(duration: 0.5, bounce: 0.3)",
        "spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)",
    ])
    func everyFormPlotsAndPrintsCSV(spec: String) throws {
        let chart = try runSegue(["curve", spec])
        #expect(chart.status == 0)
        #expect(chart.stderr.isEmpty)
        // The summary (wrapped to the width), then 20 chart rows ending with the x axis.
        #expect(chart.lines.count >= 21)
        #expect(chart.lines.allSatisfy { $0.count <= 72 })
        #expect(chart.lines[chart.lines.count - 2].contains("└"))
        let csv = try runSegue(["curve", spec, "--csv", "--samples", "2"])
        #expect(csv.status == 0)
        #expect(csv.lines.count == 3)
        #expect(csv.lines[1] == "0.000000,0.000000")
    }
}
