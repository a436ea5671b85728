import Foundation
import SegueCore
import SegueExport
import SegueTestSupport
import Testing

/// The generated `shouldFinish(percent:velocity:)` says what the model decides: for each finish
/// rule, the function is cut out of a real export, compiled with a small driver (swiftc and
/// Foundation only) and RUN over a grid of percent × velocity, and every answer is compared with
/// `FinishRule.shouldFinish(percent:velocity:)` (docs/gestures.md, "When the gesture ends").
@Suite struct FinishRuleCodeTests {
    static let rules: [FinishRule] = [
        .threshold(0.5), .threshold(0.35), .velocity, .thresholdOrVelocity(0.5), .thresholdOrVelocity(0.2),
        .pinch(threshold: 0.3, velocity: 5), .pinch(threshold: 0.6, velocity: 0.25),
    ]
    /// Both sides of every threshold in the rules, and the ends.
    static let percents: [Double] = [0, 0.1, 0.2, 0.2001, 0.29, 0.3, 0.31, 0.35, 0.36, 0.5, 0.5001, 0.6, 0.61, 0.9, 1]
    static let velocities: [Double] = [-640, -5, -0.01, 0, 0.01, 0.25, 0.2501, 4.99, 5, 5.01, 640]

    /// The `static func shouldFinish…` of `source`, as a free function called `name`.
    static func extractFunction(from source: String, as name: String) throws -> String {
        let start = try #require(source.range(of: "static func shouldFinish(percent: CGFloat, velocity: CGFloat) -> Bool {"))
        let end = try #require(source[start.upperBound...].range(of: "\n    }\n"))
        let body = source[start.upperBound..<end.lowerBound]
        return "func \(name)(percent: CGFloat, velocity: CGFloat) -> Bool {\(body)\n}\n"
    }

    @Test func generatedRulesDecideAsTheModelDoes() throws {
        var base = try ExportTestSupport.load("pop-parallax")
        var driver = "import Foundation\n"
        for (i, rule) in Self.rules.enumerated() {
            base.transitions[.pop]!.interaction!.finish = rule
            driver += try Self.extractFunction(from: SwiftExport.source(for: base), as: "rule\(i)")
        }
        driver += "let rules = [\((0..<Self.rules.count).map { "rule\($0)" }.joined(separator: ", "))]\n"
        driver += "let percents: [CGFloat] = \(Self.percents)\nlet velocities: [CGFloat] = \(Self.velocities)\n"
        driver += """
            for (i, rule) in rules.enumerated() {
                for p in percents { for v in velocities { print(i, p, v, rule(p, v) ? 1 : 0) } }
            }

            """
        let dir = try ToolRunner.temporaryDirectory(prefix: "segue-finish-rule")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("main.swift"), binary = dir.appendingPathComponent("rules")
        try Data(driver.utf8).write(to: file)
        let build = try #require(ToolRunner.run(["swiftc", "-o", binary.path, file.path]))
        try #require(build.status == 0, "the driver does not compile:\n\(build.stderr)\n\(driver)")
        let run = try #require(ToolRunner.run([binary.path]))
        try #require(run.status == 0)
        let lines = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == Self.rules.count * Self.percents.count * Self.velocities.count)
        var index = 0
        for (i, rule) in Self.rules.enumerated() {
            for p in Self.percents {
                for v in Self.velocities {
                    let expected = rule.shouldFinish(percent: p, velocity: v)
                    let got = index < lines.count && lines[index].hasSuffix(" 1")
                    #expect(got == expected, "\(rule) at percent \(p), velocity \(v): the code says \(got), the model \(expected) (line \(i))")
                    index += 1
                }
            }
        }
    }
}
