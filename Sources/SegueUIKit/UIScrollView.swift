/// https://developer.apple.com/documentation/uikit/uiscrollview — a plain view: segue models no
/// scrolling (`contentOffset` and the rest are not declared).
open class UIScrollView: UIView {}
