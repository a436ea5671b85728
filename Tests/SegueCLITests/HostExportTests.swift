import Foundation
import SegueTestSupport
import Testing

/// The user-code host, `segue-swift` beside `segue`, exports the API a user's library binds to
/// when it is loaded (docs/user-code.md, "The host"): its dynamic symbol table (`nm -D`, not the
/// full one, which a loader never reads) defines SegueUIKit's classes, also those the host never
/// calls itself, which a release link's --gc-sections would drop were they not exported.
/// `SEGUE_BIN=.build/release/segue swift test --skip-build --filter HostExport` checks the release host.
struct HostExportTests {
    /// A Swift class's mangled name as symbols start with it: `$s`, then the module and the
    /// class, each prefixed with its length in characters, then `C` (the Swift ABI's mangling).
    static func classPrefix(module: String, type: String) -> String {
        "$s\(module.count)\(module)\(type.count)\(type)C"
    }

    @Test func theClassPrefixIsSwiftsMangling() {
        // As the Swift compiler spells UIView's addSubview in SegueUIKit (nm on any build of it).
        #expect("$s10SegueUIKit6UIViewC10addSubviewyyACF".hasPrefix(Self.classPrefix(module: "SegueUIKit", type: "UIView")))
    }

    @Test(arguments: ["UIView", "UIViewPropertyAnimator", "UIPercentDrivenInteractiveTransition", "UIScreenEdgePanGestureRecognizer",
                      "UIPinchGestureRecognizer", "UINavigationController"])
    func theHostExportsSegueUIKit(type: String) throws {
        let segue = try #require(segueBinaryURL(), "the segue binary was not built")
        let host = segue.deletingLastPathComponent().appendingPathComponent("segue-swift").path
        try #require(FileManager.default.isExecutableFile(atPath: host), "no segue-swift beside \(segue.path)")
        try InstallTests.requireTool("nm")
        let result = try #require(ToolRunner.run(["nm", "-D", "--defined-only", host]))
        #expect(result.status == 0, "nm -D \(host): \(result.stderr)")
        let prefix = Self.classPrefix(module: "SegueUIKit", type: type)
        let names = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").compactMap { $0.split(separator: " ").last }
        #expect(names.contains { $0.hasPrefix(prefix) }, "\(host) exports no \(prefix)… symbol: user code using \(type) cannot load")
    }
}
