#if canImport(Glibc)
import Glibc
#endif
import SegueCore
import SegueUIKit

// Spike: load a library and call its entry.
let args = Array(CommandLine.arguments.dropFirst())
guard let handle = dlopen(args[0], RTLD_NOW | RTLD_LOCAL) else {
    print(String(cString: dlerror()))
    exit(2)
}
guard let sym = dlsym(handle, "segue_user_entry") else { print("no entry"); exit(2) }
typealias Entry = @convention(c) () -> UnsafeMutableRawPointer
let entry = unsafeBitCast(sym, to: Entry.self)
let obj = Unmanaged<AnyObject>.fromOpaque(entry()).takeRetainedValue()
let scenario = Scenario(name: "x", title: "x", screens: [ScreenSpec(id: "a", title: "A", color: RGB(r: 1, g: 2, b: 3))], container: .navigation(stack: ["a"]))
let app = SimulatedApp(scenario: scenario)
let world = UIKitWorld.of(app.runtime)
MainActor.assumeIsolated {
    if let e = obj as? UserCodeEntry {
        world.perform { e.setUp(UIViewController.facing(app.container.visibleAtRest[0])) }
    } else { print("cast failed") }
}
print(app.container.view.subviews.map(\.id), app.container.visibleAtRest[0].view.subviews.map { ($0.id, $0.frame) })
