/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout — a layout user code
/// hands to a collection view controller. The model's collection screens lay their cells out from
/// the scenario (`collection`), so a layout object carries nothing here.
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
    public override init() {}
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller — a collection
/// screen's controller (docs/user-code.md, "The API: presentations, tabs and containment"). The
/// cells, their layouts and the layout-to-layout push are the scenario's collection screens':
/// `useLayoutToLayoutNavigationTransitions` is kept as set and the model decides from the
/// scenario whether a push between two collection screens moves the cells.
open class UICollectionViewController: UIViewController {
    /// The layout it was made with.
    public let collectionViewLayout: UICollectionViewLayout

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/init(collectionviewlayout:)
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards and nibs are not part of segue's model: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/uselayouttolayoutnavigationtransitions
    /// — default false.
    open var useLayoutToLayoutNavigationTransitions = false
}
