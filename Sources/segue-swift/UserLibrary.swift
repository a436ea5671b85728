#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueUIKit

/// A compiled user library, loaded (docs/user-code.md, "Loading"): `dlopen`ed once and never
/// closed (unloading Swift code is unsafe: its metadata stays registered with the runtime), its
/// `UserCodeEntry` taken from the generated C entry point.
struct UserLibrary {
    let entry: UserCodeEntry

    /// Loads the library at `path`; the reason in words when it cannot be.
    static func load(_ path: String) -> Result<UserLibrary, LoadFailure> {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(LoadFailure(reason: String(cString: dlerror())))
        }
        guard let symbol = dlsym(handle, "segue_user_entry") else {
            return .failure(LoadFailure(reason: "the library has no segue_user_entry"))
        }
        typealias Entry = @convention(c) () -> UnsafeMutableRawPointer
        let object = Unmanaged<AnyObject>.fromOpaque(unsafeBitCast(symbol, to: Entry.self)()).takeRetainedValue()
        guard let entry = object as? UserCodeEntry else {
            return .failure(LoadFailure(reason: "its entry is not segue's UserCodeEntry (built by another toolchain? run make)"))
        }
        return .success(UserLibrary(entry: entry))
    }

    struct LoadFailure: Error { let reason: String }
}
