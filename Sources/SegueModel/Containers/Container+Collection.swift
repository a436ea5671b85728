import SegueSupport
import SegueScenario

/// Collection view cells (docs/scenarios.md, "Collections").
extension Container {
    /// The cell views of a screen's collection, at their frames in its layout; view ids
    /// `screenId.cellId`, like elements.
    static func cellViews(of screen: ScreenSpec, screenSize: Size, runtime: Runtime) -> [View] {
        guard let collection = screen.collection else { return [] }
        return zip(collection.cells, collection.frames(in: screenSize)).map { cell, frame in
            let v = View(runtime: runtime, id: "\(screen.id).\(cell.id)", frame: frame, color: cell.color)
            v.title = cell.title
            return v
        }
    }

    /// A screen's collection, when it is a UICollectionViewController.
    func collection(of vc: ViewController) -> CollectionSpec? { scenario.screen(vc.id)?.collection }
}
