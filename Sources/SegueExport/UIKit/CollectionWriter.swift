import SegueCore

/// Collection view controllers pushed with layout-to-layout navigation transitions
/// (docs/transitions.md, "Collection layout-to-layout"): UIKit animates the shared cells from the
/// old layout to the new one itself, and the system edge pan pops back interactively; what the
/// app writes is the flag on the pushed controller.
struct CollectionWriter {
    let names: ExportNames
    let scenario: Scenario

    func write(into w: inout SourceWriter) {
        for screen in scenario.screens where screen.collection?.useLayoutToLayoutNavigationTransitions == true {
            w.separator()
            w.line("/// `\(SwiftLiteral.comment(screen.id))`: pushed onto a collection view controller, it takes over that one's collection")
            w.line("/// view, whose cells move from the old layout to `layout`; popping moves them back.")
            let function = "make" + names.prefix + names.screen(screen.id) + "ViewController"
            w.line("@MainActor")
            w.block("func \(function)(collectionViewLayout layout: UICollectionViewLayout) -> UICollectionViewController") { w in
                w.line("let controller = UICollectionViewController(collectionViewLayout: layout)")
                w.line("controller.useLayoutToLayoutNavigationTransitions = true")
                w.line("return controller")
            }
        }
    }
}
