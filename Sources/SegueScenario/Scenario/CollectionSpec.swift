import SegueSupport

/// A screen that is a UICollectionViewController (docs/scenarios.md, "Collections"): its cells
/// (the data source's items), its layout (each item's layout attributes), and whether it is pushed
/// with `useLayoutToLayoutNavigationTransitions` — then it shares the collection view, and so the
/// very cells, of the collection view controller below it on the navigation stack.
public struct CollectionSpec: Sendable, Equatable {
    /// The cells in item order. Empty for a controller that uses layout-to-layout navigation
    /// transitions: the controller below it stays the data source, so its cells are shown.
    public var cells: [CellSpec]
    /// The layout: the frame of each item's layout attributes, in item order, as
    /// `[x, y, width, height]`; fractions of the screen's width (x, width) and height (y, height),
    /// or points. One frame per cell.
    public var layout: [[Length]]
    /// UIKit's `useLayoutToLayoutNavigationTransitions`: pushing this controller onto another
    /// collection view controller keeps that one's collection view and animates its cells from
    /// the old layout to this one's (popping it animates them back); default false.
    public var useLayoutToLayoutNavigationTransitions: Bool

    public init(cells: [CellSpec] = [], layout: [[Length]], useLayoutToLayoutNavigationTransitions: Bool = false) {
        self.cells = cells
        self.layout = layout
        self.useLayoutToLayoutNavigationTransitions = useLayoutToLayoutNavigationTransitions
    }

    /// The layout's frames in points, for a screen of `size` points.
    public func frames(in size: Size) -> [Rect] {
        layout.map { f in
            Rect(x: f[0].resolve(in: size.width), y: f[1].resolve(in: size.height),
                 width: f[2].resolve(in: size.width), height: f[3].resolve(in: size.height))
        }
    }
}

/// A UICollectionViewCell: a view the collection lays out. Its view id is `screenId.cellId`
/// (the screen whose collection owns it), like an element's.
public struct CellSpec: Sendable, Equatable {
    /// Unique among the screen's cells and elements.
    public var id: String
    /// Fill colour; default `#d1d5db`.
    public var color: RGB
    /// Text drawn in the cell; default none.
    public var title: String?

    public init(id: String, color: RGB, title: String? = nil) {
        self.id = id
        self.color = color
        self.title = title
    }
}

extension ScreenSpec {
    /// The ids of the screen's subviews a track may target: its elements, then its cells.
    public var elementIDs: [String] { elements.map(\.id) + (collection?.cells.map(\.id) ?? []) }
}
