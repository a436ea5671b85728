#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueFiles
import SegueUserCode

/// Where the host finds what a user's library is compiled with (docs/user-code.md, "The host"):
/// the `swiftc` of the toolchain whose runtime this process runs on (Linux Swift has no ABI
/// stability: the library must come from the compiler that built the host), and the module
/// files of the build the host is part of (`Modules` beside the executable).
struct HostToolchain {
    /// The swiftc beside the Swift runtime this process loaded; `$SEGUE_SWIFTC` wins.
    let swiftc: String
    /// The folder holding `UIKit.swiftmodule` and the modules it needs.
    let modules: String

    static func locate() -> HostToolchain {
        HostToolchain(swiftc: compilerPath(), modules: executableFolder() + "/Modules")
    }

    /// `<toolchain>/usr/bin/swiftc` for the `<toolchain>/usr/lib/swift/linux/libswiftCore.so` this
    /// process mapped (read from /proc/self/maps).
    private static func compilerPath() -> String {
        if let named = getenv("SEGUE_SWIFTC"), named.pointee != 0 { return String(cString: named) }
        guard let maps = try? SourceFile.readBytes(path: "/proc/self/maps", maxBytes: 8 << 20, kind: "the process map") else { return "swiftc" }
        let text = String(decoding: maps, as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
              let slash = line.firstIndex(of: "/") else { return "swiftc" }
        let library = line[slash...]
        guard let lib = library.firstRange(of: "/lib/swift/") else { return "swiftc" }
        return String(library[..<lib.lowerBound]) + "/bin/swiftc"
    }

    private static func executableFolder() -> String {
        FileSystem.executablePath().map(BuiltinScenarios.parent) ?? "."
    }

    /// The compiler for the library cache, with the host's modules on its search path.
    func compiler() throws(SwiftCompilerError) -> SwiftCompiler {
        guard let cache = SwiftCompiler.defaultCacheDirectory() else {
            throw .noCompiler(swiftc: swiftc, reason: "neither XDG_CACHE_HOME nor HOME is set (the compiled code's cache)")
        }
        return try SwiftCompiler(swiftc: swiftc, cacheDirectory: cache, extraFlags: ["-I", modules])
    }
}
